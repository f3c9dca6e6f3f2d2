import type Database from 'better-sqlite3';
import type { GenerationInfo, GenerationState } from '../port';

/**
 * The generation registry lives in the read-store file itself, so a replay process and the
 * serving process that share the file agree on which copy is active through ordinary SQLite
 * transactions. `version` moves on every change of layout (never on checkpoint moves), which
 * lets readers keep their collection-to-table map until it does.
 */
const SCHEMA = `
CREATE TABLE IF NOT EXISTS rm_registry (
  id INTEGER PRIMARY KEY CHECK (id = 1),
  version INTEGER NOT NULL
);
INSERT OR IGNORE INTO rm_registry (id, version) VALUES (1, 0);
CREATE TABLE IF NOT EXISTS rm_projections (
  projection TEXT PRIMARY KEY NOT NULL,
  active INTEGER NOT NULL,
  next_generation INTEGER NOT NULL
);
CREATE TABLE IF NOT EXISTS rm_generations (
  projection TEXT NOT NULL,
  generation INTEGER NOT NULL,
  state TEXT NOT NULL,
  checkpoint INTEGER NOT NULL DEFAULT 0,
  label TEXT,
  collections TEXT NOT NULL,
  PRIMARY KEY (projection, generation)
);
CREATE TABLE IF NOT EXISTS rm_collections (
  collection TEXT PRIMARY KEY NOT NULL,
  projection TEXT NOT NULL
);
`;

interface GenerationRow {
  projection: string;
  generation: number;
  state: GenerationState;
  checkpoint: number;
  label: string | null;
  collections: string;
}

export interface Generation extends GenerationInfo {
  collections: string[];
}

const toGeneration = (row: GenerationRow): Generation => ({
  projection: row.projection,
  generation: row.generation,
  state: row.state,
  checkpoint: row.checkpoint,
  label: row.label,
  collections: JSON.parse(row.collections) as string[],
});

export class SqliteRegistry {
  private readonly stmt;

  constructor(db: Database.Database) {
    db.exec(SCHEMA);
    this.stmt = {
      version: db.prepare('SELECT version FROM rm_registry WHERE id = 1').pluck(),
      bump: db.prepare('UPDATE rm_registry SET version = version + 1 WHERE id = 1'),
      projection: db.prepare<[string], { active: number; next_generation: number }>(
        'SELECT active, next_generation FROM rm_projections WHERE projection = ?',
      ),
      insertProjection: db.prepare('INSERT INTO rm_projections (projection, active, next_generation) VALUES (?, ?, ?)'),
      setActive: db.prepare('UPDATE rm_projections SET active = ? WHERE projection = ?'),
      takeGeneration: db.prepare(
        'UPDATE rm_projections SET next_generation = next_generation + 1 WHERE projection = ? RETURNING next_generation - 1',
      ).pluck(),
      generation: db.prepare<[string, number], GenerationRow>(
        'SELECT * FROM rm_generations WHERE projection = ? AND generation = ?',
      ),
      generations: db.prepare<[string], GenerationRow>(
        'SELECT * FROM rm_generations WHERE projection = ? ORDER BY generation',
      ),
      state: db.prepare('SELECT state FROM rm_generations WHERE projection = ? AND generation = ?').pluck(),
      checkpoint: db.prepare('SELECT checkpoint FROM rm_generations WHERE projection = ? AND generation = ?').pluck(),
      insertGeneration: db.prepare(
        'INSERT INTO rm_generations (projection, generation, state, checkpoint, label, collections) VALUES (?, ?, ?, 0, ?, ?)',
      ),
      setState: db.prepare('UPDATE rm_generations SET state = ? WHERE projection = ? AND generation = ?'),
      setCollections: db.prepare('UPDATE rm_generations SET collections = ? WHERE projection = ? AND generation = ?'),
      moveCheckpoint: db.prepare(
        'UPDATE rm_generations SET checkpoint = max(checkpoint, ?) WHERE projection = ? AND generation = ?',
      ),
      deleteGeneration: db.prepare('DELETE FROM rm_generations WHERE projection = ? AND generation = ?'),
      owner: db.prepare('SELECT projection FROM rm_collections WHERE collection = ?').pluck(),
      insertCollection: db.prepare('INSERT INTO rm_collections (collection, projection) VALUES (?, ?)'),
      activeGeneration: db.prepare(
        `SELECT p.active FROM rm_collections c JOIN rm_projections p ON p.projection = c.projection
         WHERE c.collection = ?`,
      ).pluck(),
      labelledGeneration: db.prepare(
        `SELECT g.generation FROM rm_collections c JOIN rm_generations g ON g.projection = c.projection
         WHERE c.collection = ? AND g.label = ? AND g.state = 'copy'`,
      ).pluck(),
      labelExists: db.prepare("SELECT 1 FROM rm_generations WHERE label = ? AND state = 'copy' LIMIT 1").pluck(),
    };
  }

  version(): number {
    return this.stmt.version.get() as number;
  }

  bump(): void {
    this.stmt.bump.run();
  }

  projection(name: string): { active: number; next_generation: number } | undefined {
    return this.stmt.projection.get(name);
  }

  /** Creates the projection with generation 1 active; returns false when it already existed. */
  createProjection(name: string, collections: string[]): boolean {
    if (this.projection(name)) return false;
    this.stmt.insertProjection.run(name, 1, 2);
    this.stmt.insertGeneration.run(name, 1, 'active', null, JSON.stringify(collections));
    return true;
  }

  /** Reserves the next generation number; numbers are never reused, nor are table names. */
  takeGeneration(projection: string): number {
    return this.stmt.takeGeneration.get(projection) as number;
  }

  insertGeneration(projection: string, generation: number, state: GenerationState, label: string | null, collections: string[]): void {
    this.stmt.insertGeneration.run(projection, generation, state, label, JSON.stringify(collections));
  }

  generation(projection: string, generation: number): Generation | undefined {
    const row = this.stmt.generation.get(projection, generation);
    return row ? toGeneration(row) : undefined;
  }

  generations(projection: string): Generation[] {
    return this.stmt.generations.all(projection).map(toGeneration);
  }

  state(projection: string, generation: number): GenerationState | undefined {
    return this.stmt.state.get(projection, generation) as GenerationState | undefined;
  }

  checkpoint(projection: string, generation: number): number {
    return (this.stmt.checkpoint.get(projection, generation) as number | undefined) ?? 0;
  }

  setState(projection: string, generation: number, state: GenerationState): void {
    this.stmt.setState.run(state, projection, generation);
  }

  setActive(projection: string, generation: number): void {
    this.stmt.setActive.run(generation, projection);
  }

  setCollections(projection: string, generation: number, collections: string[]): void {
    this.stmt.setCollections.run(JSON.stringify(collections), projection, generation);
  }

  moveCheckpoint(projection: string, generation: number, checkpoint: number): void {
    this.stmt.moveCheckpoint.run(checkpoint, projection, generation);
  }

  deleteGeneration(projection: string, generation: number): void {
    this.stmt.deleteGeneration.run(projection, generation);
  }

  /** Registers the collections as the projection's; throws when another projection owns one. */
  claimCollections(projection: string, collections: string[]): boolean {
    let claimed = false;
    for (const collection of collections) {
      const owner = this.stmt.owner.get(collection) as string | undefined;
      if (owner === undefined) {
        this.stmt.insertCollection.run(collection, projection);
        claimed = true;
      } else if (owner !== projection) {
        throw new Error(`Collection ${collection} belongs to projection ${owner}, not ${projection}`);
      }
    }
    return claimed;
  }

  /** Generation readers see for a collection; undefined when no projection declared it. */
  activeGeneration(collection: string): number | undefined {
    return this.stmt.activeGeneration.get(collection) as number | undefined;
  }

  labelledGeneration(collection: string, label: string): number | undefined {
    return this.stmt.labelledGeneration.get(collection, label) as number | undefined;
  }

  labelExists(label: string): boolean {
    return this.stmt.labelExists.get(label) !== undefined;
  }
}
