import { AppError } from '@il/platform';
import { HASHING_BUSY_MESSAGE, HashingQueue } from '../src/hashing-queue';
import { Passwords } from '../src/passwords';

/** A task that finishes when told. */
function gate() {
  let open = () => {};
  const done = new Promise<void>((resolve) => (open = resolve));
  return { open, task: () => done };
}

const tick = () => new Promise((resolve) => setImmediate(resolve));

describe('hashing queue', () => {
  it('runs at most `concurrency` hashes at once, the rest in order', async () => {
    const queue = new HashingQueue(2, 10);
    const gates = Array.from({ length: 5 }, gate);
    const started: number[] = [];
    const runs = gates.map((g, i) =>
      queue.run(async () => {
        started.push(i);
        await g.task();
      }),
    );
    await tick();
    expect(started).toEqual([0, 1]);
    expect(queue.load).toEqual({ running: 2, waiting: 3 });
    gates[1]!.open();
    await tick();
    expect(started).toEqual([0, 1, 2]);
    for (const g of gates) g.open();
    await Promise.all(runs);
    expect(started).toEqual([0, 1, 2, 3, 4]);
    expect(queue.load).toEqual({ running: 0, waiting: 0 });
  });

  it('refuses past the queue with 503 and a Retry-After from how long hashes take', async () => {
    let now = 0;
    const queue = new HashingQueue(1, 2, () => now);
    const slow = gate();
    const runs = [queue.run(slow.task), queue.run(async () => {}), queue.run(async () => {})];
    let refused: unknown;
    await queue.run(async () => {}).catch((error: unknown) => (refused = error));
    expect(refused).toBeInstanceOf(AppError);
    expect(refused).toMatchObject({ status: 503, message: HASHING_BUSY_MESSAGE });
    expect((refused as AppError).retryAfterSeconds).toBeGreaterThanOrEqual(1);
    now = 8000;
    slow.open();
    await Promise.all(runs);
    expect(queue.load).toEqual({ running: 0, waiting: 0 });
  });

  it('refuses a newcomer who would wait longer than the bound at the pace hashes run now', async () => {
    let now = 0;
    const queue = new HashingQueue(2, 100, () => now, 3000);
    // Hashes of 1 s each set the pace (the average starts at a quarter second and follows them).
    for (let i = 0; i < 40; i++) await queue.run(async () => void (now += 1000));
    const slow = gate();
    const runs = Array.from({ length: 2 + 6 }, () => queue.run(slow.task));
    await tick();
    expect(queue.load).toEqual({ running: 2, waiting: 6 });
    let refused: unknown;
    await queue.run(async () => {}).catch((error: unknown) => (refused = error));
    expect(refused).toMatchObject({ status: 503, retryAfterSeconds: 3 });
    slow.open();
    await Promise.all(runs);
  });
});

describe('hashing queue deadline', () => {
  it('refuses at its turn whoever has waited past the bound (the pace dropped after it was admitted)', async () => {
    let now = 0;
    const queue = new HashingQueue(1, 10, () => now, 3000);
    const slow = gate();
    const first = queue.run(slow.task);
    const waiters = [queue.run(async () => 'second'), queue.run(async () => 'third')];
    const outcomes = waiters.map((w) => w.then((v) => v, (error: unknown) => error));
    now = 3001;
    slow.open();
    await first;
    const [second, third] = await Promise.all(outcomes);
    expect(second).toMatchObject({ status: 503 });
    expect(third).toMatchObject({ status: 503 });
    expect(queue.load).toEqual({ running: 0, waiting: 0 });
    expect(await queue.run(async () => 'fresh')).toBe('fresh');
  });
});

describe('passwords', () => {
  it('hash with argon2id at or above OWASP (19 MiB, 2 passes) and verify', async () => {
    const passwords = new Passwords(new HashingQueue(1, 1));
    const hash = await passwords.hash('Passw0rd!');
    const [, type, , params] = hash.split('$');
    expect(type).toBe('argon2id');
    const { m, t } = Object.fromEntries(params!.split(',').map((kv) => kv.split('=') as [string, string]));
    expect(Number(m)).toBeGreaterThanOrEqual(19 * 1024);
    expect(Number(t)).toBeGreaterThanOrEqual(2);
    expect(await passwords.verify(hash, 'Passw0rd!')).toBe(true);
    expect(await passwords.verify(hash, 'wrong')).toBe(false);
    expect(await passwords.verify('not a hash', 'Passw0rd!')).toBe(false);
  });

  it('hash at the test cost only when asked, and verify either kind', async () => {
    const standard = new Passwords(new HashingQueue(1, 1));
    const test = new Passwords(new HashingQueue(1, 1), 'test');
    const params = (hash: string) => hash.split('$')[3];
    expect(params(await standard.decoyHash())).toBe('m=65536,p=4,t=3');
    const cheap = await test.hash('Passw0rd!');
    expect(params(cheap)).toBe('m=1024,p=1,t=1');
    expect(params(await test.decoyHash())).toBe('m=1024,p=1,t=1');
    expect(await standard.verify(cheap, 'Passw0rd!')).toBe(true);
    expect(await test.verify(await standard.hash('Passw0rd!'), 'Passw0rd!')).toBe(true);
  });
});
