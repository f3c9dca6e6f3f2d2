import { loadConfig, EsdbEventStore } from '@il/platform';
import { createKafka, startProbeServer, ensureEventTopic } from '@il/platform/kafka';
import pino from 'pino';
import { MongoRelayCheckpoint } from './mongo-checkpoint';
import { createRelayProducer } from './producer';
import { Relay } from './relay';

/** The relay process (distributed mode only): EventStoreDB's $all → the Kafka event topic. */
async function main(): Promise<void> {
  const config = loadConfig();
  const log = pino({ level: config.logLevel, base: { service: 'relay' } });

  const store = new EsdbEventStore({ connectionString: config.esdbUrl });
  const kafka = createKafka({ brokers: config.kafkaBrokers, clientId: `${config.kafkaClientId}-relay`, access: config.kafkaAccess, log });
  await ensureEventTopic(kafka, config.kafkaTopic);
  const producer = createRelayProducer(kafka);
  await producer.connect();
  // One checkpoint per topic: pointing the relay at a new topic starts that topic from the beginning.
  const checkpoint = await MongoRelayCheckpoint.connect({ url: config.mongoUrl, db: config.mongoDb, id: config.kafkaTopic });

  let stopping = false;
  const shutdown = async (reason: string, code: number) => {
    if (stopping) return;
    stopping = true;
    log.info({ reason }, 'shutting down');
    const force = setTimeout(() => process.exit(code || 1), 20_000);
    force.unref();
    try {
      await relay.stop();
    } catch (error) {
      log.error({ err: error }, 'could not flush the last batch; it is sent again on restart');
    }
    await Promise.allSettled([producer.disconnect(), checkpoint.close(), store.close(), probes.close()]);
    process.exit(code);
  };

  const relay = new Relay({
    store,
    producer,
    topic: config.kafkaTopic,
    checkpoint,
    log,
    onFatal: () => void shutdown('relay failed', 1),
  });
  const probes = await startProbeServer({
    port: config.port,
    host: config.host,
    ready: () => relay.ready(),
    describe: () => ({ ...relay.status() }),
  });
  await relay.start();
  log.info({ topic: config.kafkaTopic, brokers: config.kafkaBrokers, probes: probes.port }, 'relay running');

  process.on('SIGTERM', () => void shutdown('SIGTERM', 0));
  process.on('SIGINT', () => void shutdown('SIGINT', 0));
}

main().catch((error: unknown) => {
  console.error(error);
  process.exit(1);
});
