// `npm run bench:logins`: a burst of simultaneous logins (50 players pressing "Sign in" at once)
// against the gateway on loopback, in one process on a temporary data folder.
//
// Two set-ups alternate in rounds on the same accounts, so load from other work hits both alike:
//   - bounded: password hashing as shipped (PASSWORD_HASHING default: one hash per core, the rest
//     queued, 503 past the queue);
//   - unbounded (baseline): every hash started at once, as before the queue.
// Prints p50 / p99 / max of the burst for both, their ratio, a login alone for scale, the answers
// by status, and the load average before and after (the figures are only as quiet as the machine).
//
//   npx tsx scripts/bench/logins.ts [--burst 50] [--rounds 3]
import { mkdtempSync, rmSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import pino from 'pino';
import { loadConfig, type ServiceDeps } from '@il/platform';
import { buildApp, createEmbeddedRuntime } from '@il/gateway';

const PASSWORD = 'Bench-passw0rd';

function option(name: string, fallback: number): number {
  const at = process.argv.indexOf(`--${name}`);
  const value = at >= 0 ? Number(process.argv[at + 1]) : fallback;
  return Number.isInteger(value) && value > 0 ? value : fallback;
}

const percentile = (sorted: number[], p: number) => sorted[Math.min(sorted.length - 1, Math.max(0, Math.ceil((p / 100) * sorted.length) - 1))]!;
const loadAverage = () => os.loadavg().map((l) => l.toFixed(2)).join(' ');

async function serve(deps: ServiceDeps): Promise<{ url: string; close(): Promise<void> }> {
  const app = await buildApp(deps, { authRateLimit: 1_000_000 });
  await app.listen({ host: '127.0.0.1', port: 0 });
  const address = app.server.address();
  if (!address || typeof address === 'string') throw new Error('no address');
  return { url: `http://127.0.0.1:${address.port}`, close: () => app.close() };
}

async function login(url: string, email: string): Promise<{ ms: number; status: number }> {
  const started = performance.now();
  const res = await fetch(`${url}/_api/auth/login_with_password`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ email, password: PASSWORD }),
  });
  await res.arrayBuffer();
  return { ms: performance.now() - started, status: res.status };
}

async function main(): Promise<void> {
  const burst = option('burst', 50);
  const rounds = option('rounds', 3);
  const dataDir = mkdtempSync(path.join(os.tmpdir(), 'il-bench-logins-'));
  const config = loadConfig({ DATA_DIR: dataDir, LOG_LEVEL: 'warn' });
  const runtime = await createEmbeddedRuntime(config, pino({ level: 'warn' }));
  const unboundedConfig = { ...config, passwordHashing: { concurrency: 1_000_000, queue: 0 } };
  const bounded = await serve(runtime.deps);
  const unbounded = await serve({ ...runtime.deps, config: unboundedConfig });
  const loadBefore = loadAverage();
  console.log(`cores ${os.availableParallelism()}, hashing ${config.passwordHashing.concurrency} at once, ${config.passwordHashing.queue} queued; load average ${loadBefore}`);

  try {
    const emails = Array.from({ length: burst }, (_, i) => `bench-${i}@example.com`);
    // Accounts are made a few at a time: registering is not what is measured.
    for (let i = 0; i < emails.length; i += 4) {
      await Promise.all(
        emails.slice(i, i + 4).map(async (email) => {
          const res = await fetch(`${bounded.url}/_api/auth/register_with_password`, {
            method: 'POST',
            headers: { 'content-type': 'application/json' },
            body: JSON.stringify({ email, password: PASSWORD, displayName: email.split('@')[0] }),
          });
          if (res.status !== 200) throw new Error(`register ${email}: ${res.status} ${await res.text()}`);
        }),
      );
    }

    const alone: number[] = [];
    for (let i = 0; i < 5; i++) alone.push((await login(bounded.url, emails[i]!)).ms);
    const samples = { bounded: [] as number[], unbounded: [] as number[] };
    const admitted = { bounded: [] as number[], unbounded: [] as number[] };
    const statuses = { bounded: new Map<number, number>(), unbounded: new Map<number, number>() };
    const burstTimes = { bounded: [] as number[], unbounded: [] as number[] };
    for (let round = 0; round < rounds; round++) {
      const order = round % 2 === 0 ? (['unbounded', 'bounded'] as const) : (['bounded', 'unbounded'] as const);
      for (const which of order) {
        const url = which === 'bounded' ? bounded.url : unbounded.url;
        const started = performance.now();
        const answers = await Promise.all(emails.map((email) => login(url, email)));
        burstTimes[which].push(performance.now() - started);
        for (const { ms, status } of answers) {
          samples[which].push(ms);
          if (status === 200) admitted[which].push(ms);
          statuses[which].set(status, (statuses[which].get(status) ?? 0) + 1);
        }
      }
    }

    const summary = (which: 'bounded' | 'unbounded') => {
      const sorted = [...samples[which]].sort((a, b) => a - b);
      const ok = [...admitted[which]].sort((a, b) => a - b);
      return { p50: percentile(sorted, 50), p99: percentile(sorted, 99), max: sorted[sorted.length - 1]!, okP99: ok.length > 0 ? percentile(ok, 99) : NaN };
    };
    const b = summary('bounded');
    const u = summary('unbounded');
    const s = (ms: number) => `${(ms / 1000).toFixed(2)} s`;
    const answers = (m: Map<number, number>) => [...m].map(([status, n]) => `${n}×${status}`).join(', ');
    const aloneMedian = percentile([...alone].sort((x, y) => x - y), 50);
    console.log(`login alone (median of 5): ${s(aloneMedian)}`);
    console.log(`burst of ${burst}, ${rounds} rounds each:`);
    console.log(`  bounded    p50 ${s(b.p50)}  p99 ${s(b.p99)} (of the 200s ${s(b.okP99)})  max ${s(b.max)}  whole burst ${burstTimes.bounded.map(s).join(' / ')}  answers ${answers(statuses.bounded)}`);
    console.log(`  unbounded  p50 ${s(u.p50)}  p99 ${s(u.p99)} (of the 200s ${s(u.okP99)})  max ${s(u.max)}  whole burst ${burstTimes.unbounded.map(s).join(' / ')}  answers ${answers(statuses.unbounded)}`);
    console.log(`ratio bounded / unbounded: p50 ${(b.p50 / u.p50).toFixed(2)}, p99 ${(b.p99 / u.p99).toFixed(2)}; bounded p99 / login alone ${(b.p99 / aloneMedian).toFixed(1)}`);
    console.log(`load average before ${loadBefore}, after ${loadAverage()}`);
  } finally {
    await bounded.close();
    await unbounded.close();
    await runtime.close();
    rmSync(dataDir, { recursive: true, force: true });
  }
}

main().catch((error: unknown) => {
  console.error(error);
  process.exitCode = 1;
});
