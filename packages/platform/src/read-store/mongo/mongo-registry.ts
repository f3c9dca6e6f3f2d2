import { MongoServerError, type Db } from 'mongodb';
import type { GenerationInfo, GenerationState } from '../port';

/**
 * One registry document per projection holds its active generation and every generation's state
 * and checkpoint. Keeping them in one document is what makes the switch atomic without
 * transactions: the promote is a single conditional update that also checks, in the same
 * document, that the active generation has not applied anything the new one lacks.
 */
export interface GenerationEntry {
  state: GenerationState;
  checkpoint: number;
  label: string | null;
  collections: string[];
}

export interface ProjectionDoc {
  _id: string;
  active: number;
  nextGeneration: number;
  generations: Record<string, GenerationEntry>;
}

interface CollectionDoc {
  _id: string;
  projection: string;
}

export const DUPLICATE_KEY = 11000;
export const isDuplicateKey = (error: unknown): boolean =>
  error instanceof MongoServerError && error.code === DUPLICATE_KEY;

/** The layout readers need: where each collection lives, for the active generation and each copy. */
export interface Layout {
  active: Map<string, number>;
  /** collection -> label -> generation */
  copies: Map<string, Map<string, number>>;
}

export class MongoRegistry {
  readonly projections;
  readonly collections;

  constructor(db: Db) {
    this.projections = db.collection<ProjectionDoc>('rm_projections');
    this.collections = db.collection<CollectionDoc>('rm_collections');
  }

  /** Creates the projection with generation 1 active when it does not exist yet. */
  async ensureProjection(name: string, collections: string[]): Promise<ProjectionDoc> {
    const initial = { state: 'active' as const, checkpoint: 0, label: null, collections };
    try {
      await this.projections.updateOne(
        { _id: name },
        { $setOnInsert: { active: 1, nextGeneration: 2, generations: { '1': initial } } },
        { upsert: true },
      );
    } catch (error) {
      // Two processes creating the same projection at once: the other one won, which is fine.
      if (!isDuplicateKey(error)) throw error;
    }
    return this.projection(name);
  }

  async projection(name: string): Promise<ProjectionDoc> {
    const doc = await this.projections.findOne({ _id: name });
    if (!doc) throw new Error(`Unknown projection ${name}`);
    return doc;
  }

  async find(name: string): Promise<ProjectionDoc | null> {
    return this.projections.findOne({ _id: name });
  }

  async claimCollections(projection: string, collections: string[]): Promise<void> {
    for (const collection of collections) {
      try {
        await this.collections.insertOne({ _id: collection, projection });
      } catch (error) {
        if (!isDuplicateKey(error)) throw error;
        const owner = await this.collections.findOne({ _id: collection });
        if (owner && owner.projection !== projection) {
          throw new Error(`Collection ${collection} belongs to projection ${owner.projection}, not ${projection}`);
        }
      }
    }
  }

  async addCollections(projection: string, generation: number, collections: string[]): Promise<void> {
    await this.projections.updateOne(
      { _id: projection },
      { $addToSet: { [`generations.${generation}.collections`]: { $each: collections } } },
    );
  }

  async takeGeneration(projection: string): Promise<number> {
    const before = await this.projections.findOneAndUpdate(
      { _id: projection },
      { $inc: { nextGeneration: 1 } },
      { returnDocument: 'before' },
    );
    if (!before) throw new Error(`Unknown projection ${projection}`);
    return before.nextGeneration;
  }

  async setGeneration(projection: string, generation: number, entry: GenerationEntry): Promise<void> {
    await this.projections.updateOne({ _id: projection }, { $set: { [`generations.${generation}`]: entry } });
  }

  async removeGeneration(projection: string, generation: number): Promise<void> {
    await this.projections.updateOne(
      { _id: projection, active: { $ne: generation } },
      { $unset: { [`generations.${generation}`]: '' } },
    );
  }

  async layout(): Promise<Layout> {
    const [projections, owners] = await Promise.all([
      this.projections.find().toArray(),
      this.collections.find().toArray(),
    ]);
    const byName = new Map(projections.map((p) => [p._id, p]));
    const layout: Layout = { active: new Map(), copies: new Map() };
    for (const { _id: collection, projection } of owners) {
      const doc = byName.get(projection);
      if (!doc) continue;
      layout.active.set(collection, doc.active);
      const copies = new Map<string, number>();
      for (const [generation, entry] of Object.entries(doc.generations)) {
        if (entry.state === 'copy' && entry.label !== null) copies.set(entry.label, Number(generation));
      }
      layout.copies.set(collection, copies);
    }
    return layout;
  }
}

export const generationInfos = (doc: ProjectionDoc): GenerationInfo[] =>
  Object.entries(doc.generations)
    .map(([generation, entry]) => ({
      projection: doc._id,
      generation: Number(generation),
      state: entry.state,
      checkpoint: entry.checkpoint,
      label: entry.label,
    }))
    .sort((a, b) => a.generation - b.generation);
