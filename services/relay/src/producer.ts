import { Partitioners, type Kafka, type Producer } from 'kafkajs';

/**
 * The relay's producer. Idempotence makes the broker drop the duplicates that the producer's own
 * retries would otherwise write, and one request in flight keeps retried batches from overtaking
 * later ones, so each partition receives the global log's order exactly.
 */
export function createRelayProducer(kafka: Kafka): Producer {
  return kafka.producer({
    idempotent: true,
    maxInFlightRequests: 1,
    allowAutoTopicCreation: false,
    // Java-compatible murmur2, so other Kafka clients place the same key on the same partition.
    createPartitioner: Partitioners.DefaultPartitioner,
  });
}
