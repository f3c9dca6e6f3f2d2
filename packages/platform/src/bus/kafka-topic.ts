import type { Kafka } from 'kafkajs';

export interface EventTopicOptions {
  /**
   * One partition by default: then every consumer sees the global order, which the per-document
   * position guard needs whenever a document is touched by events of more than one key.
   */
  partitions?: number;
  /** Default: three copies, or one per broker on a smaller cluster. */
  replicationFactor?: number;
}

/**
 * Creates the event topic when it does not exist. Retention is unlimited: a projection group
 * that starts later reads the topic from its beginning, so nothing may age out of it.
 */
export async function ensureEventTopic(kafka: Kafka, topic: string, options: EventTopicOptions = {}): Promise<void> {
  const admin = kafka.admin();
  await admin.connect();
  try {
    const existing = await admin.listTopics();
    if (existing.includes(topic)) return;
    const { brokers } = await admin.describeCluster();
    const replicationFactor = options.replicationFactor ?? Math.max(1, Math.min(3, brokers.length));
    // With acks=all, a write then survives the loss of one replica without blocking producers.
    const minInSync = replicationFactor >= 3 ? 2 : 1;
    const created = admin.createTopics({
      waitForLeaders: true,
      topics: [
        {
          topic,
          numPartitions: options.partitions ?? 1,
          replicationFactor,
          configEntries: [
            { name: 'min.insync.replicas', value: String(minInSync) },
            { name: 'retention.ms', value: '-1' },
            { name: 'retention.bytes', value: '-1' },
            { name: 'cleanup.policy', value: 'delete' },
          ],
        },
      ],
    });
    await created.catch(async (error: unknown) => {
      // Another process (relay or worker) may have created it between our look and our create.
      if (!(await admin.listTopics()).includes(topic)) throw error;
    });
  } finally {
    await admin.disconnect();
  }
}
