import { MongoClient, type Collection } from 'mongodb';
import type { RelayCheckpoint } from './checkpoint';

interface CheckpointDoc {
  _id: string;
  position: number;
  updatedAt: Date;
}

export const RELAY_CHECKPOINT_COLLECTION = 'relay_checkpoints';

/**
 * The relay's checkpoint as one MongoDB document per topic. MongoDB is already the distributed
 * read store, so the relay needs no extra system; writes wait for a majority so a failover
 * cannot roll the checkpoint back past events the broker holds (which would only mean
 * duplicates) or forward past events it does not (which cannot happen: saves follow acks).
 */
export class MongoRelayCheckpoint implements RelayCheckpoint {
  private constructor(
    private readonly client: MongoClient | null,
    private readonly collection: Collection<CheckpointDoc>,
    private readonly id: string,
  ) {}

  static async connect(options: { url: string; db: string; id: string }): Promise<MongoRelayCheckpoint> {
    const client = new MongoClient(options.url, { serverSelectionTimeoutMS: 10_000 });
    await client.connect();
    const collection = client.db(options.db).collection<CheckpointDoc>(RELAY_CHECKPOINT_COLLECTION);
    return new MongoRelayCheckpoint(client, collection, options.id);
  }

  /** Over a collection whose client the caller owns and closes. */
  static over(collection: Collection<CheckpointDoc>, id: string): MongoRelayCheckpoint {
    return new MongoRelayCheckpoint(null, collection, id);
  }

  async load(): Promise<number> {
    const doc = await this.collection.findOne({ _id: this.id });
    return doc?.position ?? 0;
  }

  async save(position: number): Promise<void> {
    await this.collection.updateOne(
      { _id: this.id },
      { $max: { position }, $set: { updatedAt: new Date() } },
      { upsert: true, writeConcern: { w: 'majority' } },
    );
  }

  async close(): Promise<void> {
    await this.client?.close();
  }
}
