import { loadConfig, MongoReadStore } from '@il/platform';
import { KafkaBus, createKafka, startProbeServer, ensureEventTopic } from '@il/platform/kafka';
import { projections } from '@il/projections';
import pino from 'pino';
import { startProjectionWorker } from './projection-worker';
import { selectProjections } from './select-projections';

/**
 * A projection worker (distributed mode): runs the projections named in PROJECTIONS (all when
 * empty) from the Kafka event topic into MongoDB. Deploy one per group of projections to scale
 * or isolate them; replicas of one worker share each projection's partitions.
 */
async function main(): Promise<void> {
  const config = loadConfig();
  const log = pino({ level: config.logLevel, base: { service: 'projection-worker' } });
  const definitions = selectProjections(projections, config.projections);

  const kafka = createKafka({ brokers: config.kafkaBrokers, clientId: `${config.kafkaClientId}-projections`, access: config.kafkaAccess, log });
  // The relay creates the topic too; whoever starts first does it, so start order does not matter.
  await ensureEventTopic(kafka, config.kafkaTopic);
  const readStore = new MongoReadStore({ url: config.mongoUrl, db: config.mongoDb });

  let stopping = false;
  const shutdown = async (reason: string, code: number) => {
    if (stopping) return;
    stopping = true;
    log.info({ reason }, 'shutting down');
    const force = setTimeout(() => process.exit(code || 1), 25_000);
    force.unref();
    // Runners first: each finishes the batch in hand and its offsets are committed.
    await worker?.stop().catch((error: unknown) => log.error({ err: error }, 'stopping the projections failed'));
    await Promise.allSettled([bus.close(), readStore.close(), probes.close()]);
    process.exit(code);
  };

  const bus = new KafkaBus({
    kafka,
    topic: config.kafkaTopic,
    log,
    onFatal: (group, error) => {
      log.fatal({ group, err: error }, 'consumer cannot recover');
      void shutdown('consumer crashed', 1);
    },
  });
  const probes = await startProbeServer({
    port: config.port,
    host: config.host,
    ready: () => bus.ready(),
    describe: () => ({ groups: bus.states() }),
  });
  let worker: Awaited<ReturnType<typeof startProjectionWorker>> | null = null;
  process.on('SIGTERM', () => void shutdown('SIGTERM', 0));
  process.on('SIGINT', () => void shutdown('SIGINT', 0));

  worker = await startProjectionWorker({ definitions, readStore, bus, log });
  log.info({ projections: definitions.map((d) => d.name), topic: config.kafkaTopic, probes: probes.port }, 'projection worker running');
}

main().catch((error: unknown) => {
  console.error(error);
  process.exit(1);
});
