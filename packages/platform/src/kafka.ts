// The Kafka adapters and the probe server of the relay and the projection workers: an entry of
// their own ('@il/platform/kafka') so that the processes that never talk to Kafka do not load kafkajs.
export * from './bus/kafka-bus';
export * from './bus/kafka-client';
export * from './bus/kafka-message';
export * from './bus/kafka-probes';
export * from './bus/kafka-topic';
