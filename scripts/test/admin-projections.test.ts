import { mkdtempSync, rmSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { ProjectionFaults, SqliteEventStore, SqliteReadStore, recordedEvents } from '@il/platform';
import { decideParked, listProjections } from '../admin-projections';

describe('npm run admin -- projections', () => {
  let dir: string;
  let store: SqliteEventStore;
  let read: SqliteReadStore;
  beforeEach(async () => {
    dir = mkdtempSync(path.join(os.tmpdir(), 'il-admin-'));
    store = new SqliteEventStore({ file: path.join(dir, 'events.db') });
    read = new SqliteReadStore({ file: path.join(dir, 'read.db') });
    for (let i = 0; i < 3; i += 1) await store.append(`s-${i}`, [{ type: 'Noted', data: { i }, metadata: { schemaVersion: 1, correlationId: 'c', causationId: 'c', userId: null, at: '2026-01-01T00:00:00.000Z' } }], 'any');
  });
  afterEach(async () => {
    await read.close();
    await store.close();
    rmSync(dir, { recursive: true, force: true });
  });

  const deps = () => ({ store, read, names: ['users', 'chat'] });
  const parkOn = async (projection: string) => {
    const [event] = recordedEvents([{ type: 'ChatPosted', data: {}, position: 2, streamId: 'chat-1' }]);
    await new ProjectionFaults(read).park(projection, event!, new Error('no such room'), 6, new Date('2026-03-02T10:00:00.000Z'));
  };

  it('lists each projection with its state, checkpoint, lag and parked event', async () => {
    await read.ensureCollections([{ name: 'users' }], 'users');
    await read.applyBatch('users', [], 3);
    await parkOn('chat');
    const text = await listProjections(deps());
    expect(text).toMatch(/^log head 3/);
    expect(text).toMatch(/users\s+current\s+3\s+0/);
    expect(text).toMatch(/chat\s+faulted\s+0\s+3/);
    expect(text).toContain('parked: event 2 (ChatPosted, stream chat-1) since 2026-03-02T10:00:00.000Z, 6 attempts: Error: no such room');
  });

  it('leaves a retry or a skip for the runner holding the event, and refuses one where nothing is parked', async () => {
    await parkOn('chat');
    expect(await decideParked(deps(), 'skip', 'chat')).toMatchObject({ ok: true });
    expect((await new ProjectionFaults(read).get('chat'))?.decision).toBe('skip');
    expect(await listProjections(deps())).toContain('decided: skip');
    expect(await decideParked(deps(), 'retry', 'users')).toEqual({ ok: false, message: 'Projection users has no parked event.' });
    expect((await decideParked(deps(), 'retry', 'nope')).ok).toBe(false);
  });
});
