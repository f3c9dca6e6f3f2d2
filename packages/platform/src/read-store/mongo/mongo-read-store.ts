import { MongoClient, type ClientSession, type Db } from 'mongodb';
import { assertCollectionName, physicalName } from '../names';
import {
  GenerationRetiredError,
  type CollectionSpec,
  type DocWrite,
  type GenerationInfo,
  type ProjectionShape,
  type ProjectionTarget,
  type PromoteResult,
  type ReadDoc,
  type ReadStore,
  type ReadStoreReader,
} from '../port';
import { ReadStoreBase } from '../read-store-base';
import { liveOnly, writeGuarded, writeInTransaction } from './mongo-batch';
import { MongoReader } from './mongo-reader';
import { generationInfos, MongoRegistry, type Layout } from './mongo-registry';

export interface MongoReadStoreOptions {
  url: string;
  db: string;
  /**
   * How long a reader trusts its copy of the registry. Readers in other processes see a switch
   * within this time; until then they read the previous generation, which still exists.
   */
  registryTtlMs?: number;
  /** How long a replaced generation is kept after a switch; must exceed registryTtlMs. */
  retireGraceMs?: number;
}

const LIVE_STATES = ['active', 'building', 'copy'];

/**
 * The distributed read store. Writes are idempotent: a document (or a delete's tombstone) is
 * replaced only if its stored _position is lower. On a replica set, which transactions need, a
 * batch's documents and its checkpoint are written in one transaction, so readers never see half
 * a batch. On a lone server the checkpoint moves after the documents, so a batch replayed after a
 * crash rewrites nothing newer and completes what was missing.
 */
export class MongoReadStore extends ReadStoreBase implements ReadStore {
  private readonly client: MongoClient;
  private readonly db: Db;
  private readonly registry: MongoRegistry;
  protected readonly reader: MongoReader;
  private readonly ttlMs: number;
  private readonly graceMs: number;
  private layout: { value: Promise<Layout>; at: number } | null = null;
  private transactional: Promise<boolean> | null = null;

  constructor(options: MongoReadStoreOptions) {
    super();
    this.client = new MongoClient(options.url);
    this.db = this.client.db(options.db);
    this.registry = new MongoRegistry(this.db);
    this.ttlMs = options.registryTtlMs ?? 1000;
    this.graceMs = options.retireGraceMs ?? Math.max(5000, this.ttlMs * 3);
    this.reader = new MongoReader(this.db, async (collection) => {
      const generation = (await this.currentLayout()).active.get(collection);
      return generation === undefined ? null : physicalName(collection, generation);
    });
  }

  private currentLayout(): Promise<Layout> {
    const now = Date.now();
    if (!this.layout || now - this.layout.at > this.ttlMs) {
      const value = this.registry.layout();
      this.layout = { value, at: now };
      value.catch(() => {
        if (this.layout?.value === value) this.layout = null;
      });
    }
    return this.layout.value;
  }

  /** Whether the server takes transactions: a replica set member or a sharded cluster's router. */
  private supportsTransactions = (): Promise<boolean> => {
    this.transactional ??= this.db
      .admin()
      .command({ hello: 1 })
      .then((hello) => typeof hello.setName === 'string' || hello.msg === 'isdbgrid');
    this.transactional.catch(() => (this.transactional = null));
    return this.transactional;
  };

  private target(projection: string, generation: number): MongoTarget {
    return new MongoTarget(this.client, this.db, this.registry, projection, generation, this.supportsTransactions);
  }

  private forget(): void {
    this.layout = null;
  }

  private async createIndexes(specs: CollectionSpec[], generation: number): Promise<void> {
    for (const spec of specs) {
      const collection = this.db.collection(physicalName(spec.name, generation));
      for (const fields of spec.indexes ?? []) {
        await collection.createIndex(Object.fromEntries([...fields, '_id'].map((field) => [field, 1])));
      }
    }
  }

  async attach(shape: ProjectionShape): Promise<ProjectionTarget> {
    const names = shape.collections.map((spec) => assertCollectionName(spec.name));
    const doc = await this.registry.ensureProjection(shape.name, names);
    await this.registry.claimCollections(shape.name, names);
    await this.registry.addCollections(shape.name, doc.active, names);
    await this.createIndexes(shape.collections, doc.active);
    this.forget();
    return this.target(shape.name, doc.active);
  }

  async createGeneration(shape: ProjectionShape, options: { copy?: string } = {}): Promise<ProjectionTarget> {
    const names = shape.collections.map((spec) => assertCollectionName(spec.name));
    const label = options.copy ?? null;
    const doc = await this.registry.ensureProjection(shape.name, names);
    await this.registry.claimCollections(shape.name, names);
    if (label !== null && Object.values(doc.generations).some((g) => g.label === label)) {
      throw new Error(`Projection ${shape.name} already has a copy named ${label}`);
    }
    const generation = await this.registry.takeGeneration(shape.name);
    await this.createIndexes(shape.collections, generation);
    await this.registry.setGeneration(shape.name, generation, {
      state: label === null ? 'building' : 'copy',
      checkpoint: 0,
      label,
      collections: names,
    });
    this.forget();
    return this.target(shape.name, generation);
  }

  async promote(projection: string, generation: number, options: { replaceAhead?: boolean } = {}): Promise<PromoteResult> {
    const doc = await this.registry.projection(projection);
    const candidate = doc.generations[String(generation)];
    const active = doc.active;
    if (!candidate) throw new Error(`No generation ${generation} of ${projection}`);
    if (candidate.state !== 'building') {
      throw new Error(`Generation ${generation} of ${projection} is ${candidate.state}, not building`);
    }
    // One conditional update: it fails if the active generation moved past the candidate meanwhile.
    const switched = await this.registry.projections.updateOne(
      {
        _id: projection,
        active,
        ...(options.replaceAhead ? {} : { [`generations.${active}.checkpoint`]: { $lte: candidate.checkpoint } }),
        [`generations.${generation}.state`]: 'building',
      },
      {
        $set: {
          active: generation,
          [`generations.${generation}.state`]: 'active',
          [`generations.${active}.state`]: 'retired',
        },
      },
    );
    if (switched.matchedCount === 0) {
      const now = await this.registry.projection(projection);
      if (now.active !== active || now.generations[String(generation)]?.state !== 'building') {
        throw new Error(`Generation ${generation} of ${projection} changed during the switch`);
      }
      return 'behind';
    }
    this.forget();
    // Readers elsewhere may still resolve the old generation until their registry copy expires.
    await new Promise((resolve) => setTimeout(resolve, this.graceMs));
    await this.drop(projection, active);
    return 'switched';
  }

  async dropGeneration(projection: string, generation: number): Promise<void> {
    const doc = await this.registry.projection(projection);
    if (doc.active === generation) {
      throw new Error(`Generation ${generation} of ${projection} is active and cannot be dropped`);
    }
    await this.drop(projection, generation);
  }

  private async drop(projection: string, generation: number): Promise<void> {
    const doc = await this.registry.find(projection);
    const entry = doc?.generations[String(generation)];
    if (!doc || !entry || doc.active === generation) return;
    await this.registry.removeGeneration(projection, generation);
    for (const collection of entry.collections) {
      await this.db
        .collection(physicalName(collection, generation))
        .drop()
        .catch(() => undefined);
    }
    this.forget();
  }

  async activeLayout(): Promise<string> {
    const { active } = await this.currentLayout();
    return [...active].map(([collection, generation]) => `${collection}:${generation}`).sort().join(',');
  }

  async generations(projection: string): Promise<GenerationInfo[]> {
    const doc = await this.registry.find(projection);
    return doc ? generationInfos(doc) : [];
  }

  async copy(label: string): Promise<ReadStoreReader | null> {
    this.forget();
    const layout = await this.currentLayout();
    if (![...layout.copies.values()].some((copies) => copies.has(label))) return null;
    return new MongoReader(this.db, async (collection) => {
      const generation = (await this.currentLayout()).copies.get(collection)?.get(label);
      return generation === undefined ? null : physicalName(collection, generation);
    });
  }

  async applyBatch(projection: string, writes: DocWrite[], checkpoint: number): Promise<void> {
    const doc = await this.registry.projection(projection);
    await this.target(projection, doc.active).applyBatch(writes, checkpoint);
  }

  /**
   * The lowest checkpoint of some projections' active generations, in one query (a projection
   * that never ran counts 0): what read-your-writes waits on in the distributed mode.
   */
  async lowestCheckpoint(projections: string[]): Promise<number> {
    const docs = await this.registry.projections.find({ _id: { $in: projections } }).toArray();
    if (docs.length < projections.length) return 0;
    return Math.min(...docs.map((doc) => doc.generations[String(doc.active)]?.checkpoint ?? 0));
  }

  async getCheckpoint(projection: string): Promise<number> {
    const doc = await this.registry.find(projection);
    return doc ? (doc.generations[String(doc.active)]?.checkpoint ?? 0) : 0;
  }

  async close(): Promise<void> {
    await this.client.close();
  }
}

class MongoTarget implements ProjectionTarget {
  constructor(
    private readonly client: MongoClient,
    private readonly db: Db,
    private readonly registry: MongoRegistry,
    readonly projection: string,
    readonly generation: number,
    private readonly supportsTransactions: () => Promise<boolean>,
  ) {}

  private async entry() {
    const doc = await this.registry.find(this.projection);
    const entry = doc?.generations[String(this.generation)];
    if (!entry || !LIVE_STATES.includes(entry.state)) {
      throw new GenerationRetiredError(this.projection, this.generation);
    }
    return entry;
  }

  private physical(collection: string, collections: string[]): string {
    if (!collections.includes(collection)) {
      throw new Error(`Collection ${collection} is not part of projection ${this.projection}`);
    }
    return physicalName(collection, this.generation);
  }

  async getMany<T extends ReadDoc>(collection: string, ids: string[]): Promise<Map<string, T>> {
    const { collections } = await this.entry();
    const found = new Map<string, T>();
    if (ids.length === 0) return found;
    const docs = await this.db
      .collection<ReadDoc>(this.physical(collection, collections))
      .find(liveOnly({ _id: { $in: ids } }))
      .toArray();
    for (const doc of docs) found.set(doc._id, doc as T);
    return found;
  }

  async getCheckpoint(): Promise<number> {
    return (await this.entry()).checkpoint;
  }

  async applyBatch(writes: DocWrite[], checkpoint: number): Promise<void> {
    const { collections } = await this.entry();
    const physical = (collection: string) => this.physical(collection, collections);
    const moveCheckpoint = async (session?: ClientSession) => {
      const moved = await this.registry.projections.updateOne(
        { _id: this.projection, [`generations.${this.generation}.state`]: { $in: LIVE_STATES } },
        { $max: { [`generations.${this.generation}.checkpoint`]: checkpoint } },
        { session },
      );
      if (moved.matchedCount === 0) throw new GenerationRetiredError(this.projection, this.generation);
    };
    if (await this.supportsTransactions()) {
      // withTransaction retries the whole batch on a transient error (a write conflict).
      await this.client.withSession((session) =>
        session.withTransaction(async () => {
          await writeInTransaction(this.db, physical, writes, session);
          await moveCheckpoint(session);
        }),
      );
      return;
    }
    await writeGuarded(this.db, physical, writes);
    // After the documents: a crash in between replays the batch, which the guard makes harmless.
    await moveCheckpoint();
  }
}
