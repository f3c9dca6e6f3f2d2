import type {
  CollectionSpec,
  Filter,
  FindOptions,
  Page,
  ProjectionShape,
  ProjectionTarget,
  ReadDoc,
  ReadStore,
  ReadStoreReader,
} from './port';

/**
 * What every engine's read store does alike: queries read the active generations through the
 * engine's reader, and declared collections are attached one projection at a time. An engine
 * adds how it lays out generations and writes batches.
 */
export abstract class ReadStoreBase implements Pick<ReadStore, keyof ReadStoreReader | 'ensureCollections' | 'attach'> {
  protected abstract readonly reader: ReadStoreReader;

  abstract attach(shape: ProjectionShape): Promise<ProjectionTarget>;

  get<T extends ReadDoc>(collection: string, id: string): Promise<T | null> {
    return this.reader.get(collection, id);
  }

  getMany<T extends ReadDoc>(collection: string, ids: string[]): Promise<Map<string, T>> {
    return this.reader.getMany(collection, ids);
  }

  find<T extends ReadDoc>(collection: string, filter: Filter, options?: FindOptions): Promise<Page<T>> {
    return this.reader.find(collection, filter, options);
  }

  count(collection: string, filter: Filter): Promise<number> {
    return this.reader.count(collection, filter);
  }

  async ensureCollections(specs: CollectionSpec[], projection?: string): Promise<void> {
    const groups = new Map<string, CollectionSpec[]>();
    for (const spec of specs) {
      const owner = projection ?? spec.name;
      groups.set(owner, [...(groups.get(owner) ?? []), spec]);
    }
    for (const [name, collections] of groups) await this.attach({ name, collections });
  }
}
