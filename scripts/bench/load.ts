// `npm run bench:load`: thousands of simulated players against the built server (`npm start`'s
// embedded mode, one Node process, a temporary data folder), on loopback only.
//
//   1. seeds the players' accounts and sessions into the event log (see load/seed-accounts.ts);
//   2. starts dist/server/gateway.cjs and, through the API, creates the leagues, the characters
//      and a history of posts and chat for each league;
//   3. simulates the players for a bounded time on the spec's polling schedule (§9: game state and
//      leaderboard every 30 s, chat every 4 s, the feed every 10 s) while they post, like and chat,
//      and prints throughput, p50/p99 per call and overall, and errors;
//   4. drives the hot reads (game state, chat page, leaderboard, feed) flat out and a bare Fastify
//      JSON route started beside it, with the same client, and prints their ratio.
//
// Options: --players 5000 --duration 60 --warmup 10 --league-size 20 --connections 16
//          --saturation 5 (seconds per target flat out; 0 skips that part)
//          --posts-per-league 20 --chat-per-league 50 --avatars 0 (share of characters with a drawn avatar)
//          --log-level info --targets all (or some of healthz,gameState,chat,leaderboard,feed)
//          --profile <folder> (a CPU profile of the server, for chrome://inspect or speedscope)
// Targets on 2 cores: 5,000 players with p99 < 100 ms and no errors; hot reads >= 0.5 of bare Fastify.
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { Http1Pool } from './load/http1-pool';
import { fmt, percentileOf } from './load/latency';
import { ensureServerBundle, startBare, startGame, type ServerProcess } from './load/processes';
import { saturate, type SaturationResult } from './load/saturation';
import { seedAccounts } from './load/seed-accounts';
import { setUpLeagues } from './load/setup-leagues';
import { SCHEDULE, simulate, type CallName } from './load/simulation';

interface Options {
  players: number;
  duration: number;
  warmup: number;
  leagueSize: number;
  saturation: number;
  connections: number;
  postsPerLeague: number;
  chatPerLeague: number;
  /** Share of the characters (0-1) created with a generated avatar. */
  avatars: number;
  logLevel: string;
  /** Flat-out targets to drive, comma-separated (healthz, gameState, chat, leaderboard, feed), or all. */
  targets: string;
  /** Folder for a V8 CPU profile of the server (node --cpu-prof), written when it stops. */
  profile: string;
}

function parseOptions(argv: string[]): Options {
  const options: Options = { players: 5000, duration: 60, warmup: 10, leagueSize: 20, saturation: 5, connections: 16, postsPerLeague: 20, chatPerLeague: 50, avatars: 0, logLevel: 'info', targets: 'all', profile: '' };
  for (let i = 0; i < argv.length; i += 2) {
    const key = argv[i]?.replace(/^--/, '').replace(/-(\w)/g, (_, c: string) => c.toUpperCase()) as keyof Options | undefined;
    const value = argv[i + 1];
    if (!key || !(key in options) || value === undefined) throw new Error(`Unknown option ${argv[i]}. Options: ${Object.keys(options).join(', ')}`);
    if (key === 'logLevel' || key === 'profile' || key === 'targets') options[key] = value;
    else options[key] = Number(value);
  }
  return options;
}

const TARGET_P99_MS = 100;
const TARGET_RATIO = 0.5;

function printSimulation(result: Awaited<ReturnType<typeof simulate>>, players: number): { p99: number; errors: number } {
  const names: CallName[] = ['gameState', 'leaderboard', 'chat', 'feed', 'sendChat', 'post', 'like'];
  const rows = names.map((name) => [name, result.stats.get(name)] as const).filter(([, s]) => s !== undefined);
  console.log(`\nSimulation: ${fmt.int(players)} players for ${result.seconds} s (open loop, spec §9 schedule)`);
  console.log(`call          requests    req/s     p50 ms   p99 ms   refused  errors`);
  const all: number[] = [];
  let errors = 0;
  let total = 0;
  for (const [name, stats] of rows) {
    const s = stats!;
    all.push(...s.all());
    errors += s.errors;
    total += s.count;
    console.log(
      `${name.padEnd(12)} ${fmt.int(s.count).padStart(9)} ${fmt.rate(s.count / result.seconds).padStart(8)} ${fmt.ms(s.percentile(50)).padStart(9)} ${fmt.ms(s.percentile(99)).padStart(8)} ${fmt.int(s.refused).padStart(9)} ${fmt.int(s.errors).padStart(7)}`,
    );
  }
  all.sort((a, b) => a - b);
  const p99 = percentileOf(all, 99);
  console.log(
    `${'overall'.padEnd(12)} ${fmt.int(total).padStart(9)} ${fmt.rate(total / result.seconds).padStart(8)} ${fmt.ms(percentileOf(all, 50)).padStart(9)} ${fmt.ms(p99).padStart(8)} ${''.padStart(9)} ${fmt.int(errors).padStart(7)}`,
  );
  for (const [name, stats] of rows) for (const sample of stats!.errorSamples) console.log(`  error in ${name}: ${sample}`);
  const slow = result.worstPerSecond.map((ms, second) => ({ ms, second })).filter(({ ms }) => ms >= TARGET_P99_MS);
  console.log(
    `seconds with an answer over ${TARGET_P99_MS} ms: ${slow.length} of ${result.worstPerSecond.length}` +
      (slow.length ? ` (${slow.slice(0, 12).map(({ ms, second }) => `${second} s: ${fmt.int(ms)} ms`).join(', ')}${slow.length > 12 ? ', …' : ''})` : ''),
  );
  if (result.serverCpuSeconds !== null) {
    console.log(`server CPU: ${(result.serverCpuSeconds / result.seconds).toFixed(2)} cores, ${fmt.int((result.serverCpuSeconds * 1e6) / Math.max(1, total))} µs per request`);
  }
  console.log(
    `load generator: ${result.generatorCpuSeconds === null ? '–' : (result.generatorCpuSeconds / result.seconds).toFixed(2)} cores; ` +
      `dispatch lag p99 ${fmt.ms(result.dispatchLagP99)} ms (it kept up when this stays at a few ms)`,
  );
  return { p99, errors };
}

function printSaturation(results: SaturationResult[], bare: number): number {
  console.log(`\nFlat out (closed loop, same client): hot reads against a bare Fastify JSON route`);
  console.log(`target              req/s    p50 ms   p99 ms  server µs/req  ratio to bare`);
  let worst = Infinity;
  for (const r of results) {
    const ratio = r.perSecond / bare;
    if (!r.label.startsWith('bare') && !r.label.startsWith('gateway')) worst = Math.min(worst, ratio);
    console.log(
      `${r.label.padEnd(18)} ${fmt.rate(r.perSecond).padStart(7)} ${fmt.ms(r.p50).padStart(9)} ${fmt.ms(r.p99).padStart(8)} ${(r.cpuMicros === null ? '–' : fmt.int(r.cpuMicros)).padStart(14)} ${ratio.toFixed(2).padStart(14)}${r.errors ? `  (${r.errors} errors)` : ''}`,
    );
  }
  return worst;
}

async function main(): Promise<void> {
  const options = parseOptions(process.argv.slice(2));
  ensureServerBundle();
  const dataDir = mkdtempSync(path.join(tmpdir(), 'il-load-'));
  // However the run ends (an error, Ctrl-C, a closed pipe), the data folder goes with it.
  process.once('exit', () => rmSync(dataDir, { recursive: true, force: true }));
  let game: ServerProcess | null = null;
  let bare: ServerProcess | null = null;
  try {
    let started = Date.now();
    const accounts = await seedAccounts(dataDir, options.players);
    console.log(`seeded ${fmt.int(accounts.length)} accounts and sessions in ${((Date.now() - started) / 1000).toFixed(1)} s`);

    started = Date.now();
    game = await startGame(dataDir, { LOG_LEVEL: options.logLevel }, options.profile ? ['--cpu-prof', `--cpu-prof-dir=${path.resolve(options.profile)}`] : []);
    console.log(`server up on ${game.origin} (LOG_LEVEL=${options.logLevel}) in ${((Date.now() - started) / 1000).toFixed(1)} s`);

    started = Date.now();
    const pool = new Http1Pool(game.origin, 64);
    const setup = await setUpLeagues(pool, accounts, { leagueSize: options.leagueSize, postsPerLeague: options.postsPerLeague, chatPerLeague: options.chatPerLeague, concurrency: 32, avatars: options.avatars });
    console.log(
      `created ${setup.leagues.length} leagues, ${fmt.int(setup.players.length)} characters, ${fmt.int(setup.leagues.length * options.postsPerLeague)} posts and ` +
        `${fmt.int(setup.leagues.length * options.chatPerLeague)} chat messages through the API in ${((Date.now() - started) / 1000).toFixed(1)} s`,
    );
    const pollRate = Object.values(SCHEDULE.polls).reduce((sum, period) => sum + 1000 / period, 0) * setup.players.length;
    const actionRate = Object.values(SCHEDULE.actions).reduce((sum, period) => sum + 1000 / period, 0) * setup.players.length;
    console.log(`simulating: ${fmt.rate(pollRate)} polls/s and ${fmt.rate(actionRate)} actions/s expected; ${options.warmup} s warm-up, then ${options.duration} s measured`);

    const sim = await simulate(pool, setup, {
      warmupMs: options.warmup * 1000,
      durationMs: options.duration * 1000,
      cpuSeconds: () => game!.cpuSeconds(),
      onProgress: (line) => console.log(line),
    });
    pool.close();
    const { p99, errors } = printSimulation(sim, setup.players.length);

    if (options.saturation <= 0) {
      console.log(`\nTarget: p99 < ${TARGET_P99_MS} ms with no errors at ${fmt.int(options.players)} players: ${p99 < TARGET_P99_MS && errors === 0 ? 'met' : 'NOT met'}`);
      return;
    }
    bare = await startBare(dataDir);
    const players = setup.players;
    const pick = (i: number) => players[(i * 7919) % players.length]!;
    const run = (label: string, server: ServerProcess, next: (i: number) => { path: string; cookie?: string }) =>
      saturate(label, server.origin, next, { connections: options.connections, durationMs: options.saturation * 1000, cpuSeconds: () => server.cpuSeconds() });
    const results: SaturationResult[] = [];
    const wanted = (name: string) => options.targets === 'all' || options.targets.split(',').includes(name);
    results.push(await run('bare Fastify', bare, () => ({ path: '/json' })));
    // No call, only what every request of the gateway pays (security headers, correlation id, metrics, log line).
    if (wanted('healthz')) results.push(await run('gateway /healthz', game, () => ({ path: '/healthz' })));
    const hot: [string, string, string][] = [
      ['gameState', 'game state', '/_api/game-state'],
      ['chat', 'chat page', '/_api/league/chat'],
      ['leaderboard', 'leaderboard', '/_api/leagues/leaderboard'],
      ['feed', 'feed', '/_api/content/feed'],
    ];
    for (const [name, label, route] of hot) {
      if (wanted(name)) results.push(await run(label, game, (i) => ({ path: `${route}?leagueId=${pick(i).leagueId}`, cookie: pick(i).cookie })));
    }
    results.push(await run('bare Fastify again', bare, () => ({ path: '/json' })));
    const bareRate = (results[0]!.perSecond + results[results.length - 1]!.perSecond) / 2;
    const worst = printSaturation(results, bareRate);

    console.log(`\nTargets: p99 < ${TARGET_P99_MS} ms with no errors at ${fmt.int(options.players)} players: ${p99 < TARGET_P99_MS && errors === 0 ? 'met' : 'NOT met'} (p99 ${fmt.ms(p99)} ms, ${errors} errors)`);
    console.log(`         hot reads >= ${TARGET_RATIO} of bare Fastify: ${worst >= TARGET_RATIO ? 'met' : 'NOT met'} (lowest ${worst.toFixed(2)})`);
  } finally {
    await bare?.stop();
    await game?.stop();
    rmSync(dataDir, { recursive: true, force: true });
  }
}

main().then(
  () => process.exit(0),
  (error: unknown) => {
    console.error(error);
    process.exit(1);
  },
);
