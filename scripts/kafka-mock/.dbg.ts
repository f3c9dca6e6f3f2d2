import { Kafka, logLevel, Partitioners } from 'kafkajs';
import { startMockCluster } from './mock-cluster';
(async () => {
  for (const idempotent of [false, true]) {
    const c = await startMockCluster({ brokers: 1, topics: [{ name: 'events', partitions: 1 }] });
    const kafka = new Kafka({ clientId: 't', brokers: c.brokers, logLevel: logLevel.ERROR });
    const producer = kafka.producer({ idempotent, maxInFlightRequests: 1, createPartitioner: Partitioners.DefaultPartitioner });
    await producer.connect();
    c.loseResponses(0, 1);
    const t = Date.now();
    await producer.send({ topic: 'events', acks: -1, messages: [{ key: 'a', value: '1' }] });
    const admin = kafka.admin(); await admin.connect();
    console.log('idempotent', idempotent, 'took', Date.now() - t, JSON.stringify(await admin.fetchTopicOffsets('events')));
    await admin.disconnect(); await producer.disconnect(); await c.stop();
  }
})();
