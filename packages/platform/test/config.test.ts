import os from 'node:os';
import { loadConfig } from '../src/config';

describe('config', () => {
  it('trusts no proxy unless the deployment names them, and never every hop', () => {
    expect(loadConfig({}).trustProxy).toBe(false);
    expect(loadConfig({ MODE: 'distributed' }).trustProxy).toBe(false);
    expect(loadConfig({ TRUST_PROXY: 'true' }).trustProxy).toBe(false);
    expect(loadConfig({ TRUST_PROXY: '*' }).trustProxy).toBe(false);
    expect(loadConfig({ TRUST_PROXY: '0' }).trustProxy).toBe(false);
    expect(loadConfig({ TRUST_PROXY: '1' }).trustProxy).toBe(1);
    expect(loadConfig({ TRUST_PROXY: '10.0.0.0/8, 127.0.0.1' }).trustProxy).toEqual(['10.0.0.0/8', '127.0.0.1']);
  });

  it("stores a single process's read models and limit counts 5 s behind unless told otherwise", () => {
    expect(loadConfig({}).storeBehindMs).toBe(5_000);
    expect(loadConfig({ STORE_BEHIND_MS: '60000' }).storeBehindMs).toBe(60_000);
    expect(loadConfig({ STORE_BEHIND_MS: 'soon' }).storeBehindMs).toBe(5_000);
    expect(loadConfig({ STORE_BEHIND_MS: '0' }).storeBehindMs).toBe(5_000);
  });

  it('sizes password hashing to the cores unless told', () => {
    const cores = os.availableParallelism();
    expect(loadConfig({}).passwordHashing).toEqual({ concurrency: cores, queue: cores * 32 });
    expect(loadConfig({ PASSWORD_HASHING: '3' }).passwordHashing).toEqual({ concurrency: 3, queue: 96 });
    expect(loadConfig({ PASSWORD_HASHING: '2,10' }).passwordHashing).toEqual({ concurrency: 2, queue: 10 });
    expect(loadConfig({ PASSWORD_HASHING: 'lots' }).passwordHashing).toEqual({ concurrency: cores, queue: cores * 32 });
    // npm start's processes share the cores: one hash per core across them all.
    const shared = Math.max(1, Math.floor(cores / 2));
    expect(loadConfig({ WORKER_ROLE: 'follower', WORKERS: '2' }).passwordHashing).toEqual({ concurrency: shared, queue: shared * 32 });
    expect(loadConfig({ WORKER_ROLE: 'leader', WORKERS: String(cores * 4) }).passwordHashing.concurrency).toBe(1);
    expect(loadConfig({ WORKER_ROLE: 'leader', WORKERS: '2', PASSWORD_HASHING: '3' }).passwordHashing.concurrency).toBe(3);
  });

  it('hashes passwords at the standard cost unless a test process asks for the test cost', () => {
    expect(loadConfig({}).passwordHashCost).toBe('standard');
    expect(loadConfig({ NODE_ENV: 'test', PASSWORD_HASH_COST: 'test' }).passwordHashCost).toBe('test');
    // Asked for anywhere else, the setting is ignored.
    expect(loadConfig({ PASSWORD_HASH_COST: 'test' }).passwordHashCost).toBe('standard');
    expect(loadConfig({ NODE_ENV: 'production', PASSWORD_HASH_COST: 'test' }).passwordHashCost).toBe('standard');
    expect(loadConfig({ NODE_ENV: 'test', PASSWORD_HASH_COST: 'cheap' }).passwordHashCost).toBe('standard');
  });

  it("listens on a socket of its own only as one of npm start's processes, and counts them", () => {
    expect(loadConfig({ WORKER_ROLE: 'follower', WORKERS: '2', REUSE_PORT: '1' })).toMatchObject({ reusePort: true, serverProcesses: 2 });
    expect(loadConfig({ WORKER_ROLE: 'leader', WORKERS: '3' })).toMatchObject({ reusePort: false, serverProcesses: 3 });
    // A single process has nobody to share the port with.
    expect(loadConfig({ REUSE_PORT: '1', WORKERS: '4' })).toMatchObject({ reusePort: false, serverProcesses: 1 });
    expect(loadConfig({ WORKER_ROLE: 'leader' }).serverProcesses).toBe(os.availableParallelism());
  });

  it('asks the kernel for a listen queue of 4,096 unless LISTEN_BACKLOG says more or less', () => {
    expect(loadConfig({}).listenBacklog).toBe(4096);
    expect(loadConfig({ LISTEN_BACKLOG: '65535' }).listenBacklog).toBe(65535);
    expect(loadConfig({ LISTEN_BACKLOG: '0' }).listenBacklog).toBe(4096);
    expect(loadConfig({ LISTEN_BACKLOG: 'lots' }).listenBacklog).toBe(4096);
  });

  it('runs the projector thread ten nice values below its process unless PROJECTOR_NICE says 0 to 19', () => {
    expect(loadConfig({}).projectorNice).toBe(10);
    expect(loadConfig({ PROJECTOR_NICE: '0' }).projectorNice).toBe(0);
    expect(loadConfig({ PROJECTOR_NICE: '19' }).projectorNice).toBe(19);
    for (const refused of ['20', '-5', '2.5', 'low', '', ' ']) expect(loadConfig({ PROJECTOR_NICE: refused }).projectorNice).toBe(10);
  });
});
