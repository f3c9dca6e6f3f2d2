// `npm run bench:cost [-- --json] [--quick]`: what the game's server costs per answered request,
// in counts that do not move with the machine's load: instructions under valgrind's callgrind
// (user space) and system calls under strace (the kernel's side), for the game and for bare
// Fastify answering the same paths with bodies of the same sizes, under a scripted mix of the
// web client's calls (cost/mix.ts); and the event store's appends and replay against their raw
// floors. docs/benchmarks.md, "Cost per request", has the method and the figures.
//
// Options: --json (the summary as one JSON line, last on stdout) --quick (shorter warm-ups, one
// repeat: a first look, figures higher and not comparable with a full run) --repeats N (2)
// --parts requests,syscalls,store (all three) --calls all,polls,actions (all three by default; posts: the post call alone)
// --players 5000 --work <folder> (default: the temp folder; templates are kept there per commit)
// --attribute (one more run of the actions, with the JIT's perf map, and where their
// instructions go by module: cost/attribute.ts) --attribute-calls polls (that run's calls instead).
// Needs valgrind and strace, and the built server (`npm run build:server`, which it runs when
// dist/server is missing).
import { execFileSync } from 'node:child_process';
import { existsSync, mkdirSync, rmSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { parseArgs } from 'node:util';
import { nodeFlags } from './cost/flags';
import { answerBytes, countRequests, type Calls, type Kind, type Run, type Sizes } from './cost/requests';
import { attribute, type Attribution } from './cost/attribute';
import { gatewayBundle, REPO, snapshotServerBundle } from './cost/servers';
import { bundleStoreProgram, countStore, type StoreFigure } from './cost/store';
import { countSyscalls, type SyscallCount } from './cost/syscalls';
import { ensureTemplate } from './cost/template';

const { values } = parseArgs({
  options: {
    json: { type: 'boolean', default: false },
    quick: { type: 'boolean', default: false },
    repeats: { type: 'string' },
    parts: { type: 'string', default: 'requests,syscalls,store' },
    calls: { type: 'string', default: 'all,polls,actions' },
    players: { type: 'string', default: '5000' },
    work: { type: 'string', default: path.join(os.tmpdir(), 'il-bench-cost') },
    attribute: { type: 'boolean', default: false },
    'attribute-calls': { type: 'string', default: 'actions' },
  },
});
const QUICK = values.quick;
const REPEATS = Number(values.repeats ?? (QUICK ? 1 : 2));
const PARTS = new Set(values.parts.split(','));
const CALLS = values.calls.split(',') as Calls[];
const SIZES: Record<Calls, Sizes> = QUICK
  ? { all: { warm: 30_000, per: 5_000, windows: 2 }, polls: { warm: 30_000, per: 5_000, windows: 2 }, actions: { warm: 1_500, per: 600, windows: 2 }, posts: { warm: 1_500, per: 600, windows: 2 } }
  : { all: { warm: 80_000, per: 5_000, windows: 3 }, polls: { warm: 80_000, per: 5_000, windows: 3 }, actions: { warm: 3_000, per: 600, windows: 3 }, posts: { warm: 3_000, per: 600, windows: 3 } };
const REPLAY_EVENTS = QUICK ? 100_000 : 200_000;
const APPENDS = 5_000;
const STORE_ROUNDS = 2;
/**
 * strace's windows, in requests. Those with actions hold 10,000: some twenty of the read models'
 * commits (one per 2,500 document writes, about 500 actions) and several checkpoints of each log
 * (the read models' after about 3,500 actions, the event log's after about 2,300), each falling
 * at the same action in every run; a shorter window counted one checkpoint or none depending on
 * where it fell. The mix holds an action in twenty requests. Bare Fastify, which keeps nothing to
 * write, repeats within 2% over BARE_STRACE_WINDOW requests at most.
 */
const STRACE: Record<Calls, { warm: number; window: number }> = {
  all: { warm: 20_000, window: 200_000 },
  polls: { warm: 20_000, window: 40_000 },
  actions: { warm: 1_000, window: 10_000 },
  posts: { warm: 1_000, window: 10_000 },
};
const BARE_STRACE_WINDOW = 40_000;

const TARGETS = { actionsOwn: 6, actionSyscalls: 25, allOwn: 1.6, pollsOwn: 1.05, replay: 0.9, append: 0.6 };

const log = (line: string) => console.error(line);
const fmt = (n: number) => Math.round(n).toLocaleString('en-US');
const mean = (v: number[]) => v.reduce((a, b) => a + b, 0) / v.length;
const spreadPct = (v: number[]) => (v.length < 2 ? 0 : (100 * (Math.max(...v) - Math.min(...v))) / mean(v));
const round = (n: number, digits = 0) => Number(n.toFixed(digits));

interface Figure {
  mean: number;
  repeats: number[];
  spreadPct: number;
}
const figure = (v: number[], digits = 0): Figure => ({ mean: round(mean(v), digits), repeats: v.map((x) => round(x, digits)), spreadPct: round(spreadPct(v), 2) });

async function main(): Promise<void> {
  const started = Date.now();
  for (const program of ['valgrind', 'callgrind_control', 'strace']) {
    try {
      execFileSync('which', [program], { stdio: 'ignore' });
    } catch {
      throw new Error(`${program} is needed (apt-get install valgrind strace)`);
    }
  }
  if (!existsSync(path.join(REPO, 'dist/server/gateway.cjs'))) execFileSync('npm', ['run', 'build:server'], { cwd: REPO, stdio: 'inherit' });
  const commit = execFileSync('git', ['rev-parse', '--short', 'HEAD'], { cwd: REPO, encoding: 'utf8' }).trim();
  const changed = execFileSync('git', ['status', '--porcelain', '--untracked-files=no'], { cwd: REPO, encoding: 'utf8' }).trim() !== '';
  // What is measured is fixed at the start: the server bundle copied, the store program bundled.
  const snapshot = `${commit}-${process.pid}`;
  snapshotServerBundle(snapshot);
  process.on('exit', () => rmSync(path.join(REPO, 'dist/bench-cost', snapshot), { recursive: true, force: true }));
  const work = path.join(values.work, commit);
  mkdirSync(work, { recursive: true });
  const flags = nodeFlags();
  const loadBefore = os.loadavg();
  log(`bench:cost at ${commit}${changed ? ' (with uncommitted changes)' : ''}, node ${process.version}, ${execFileSync('valgrind', ['--version'], { encoding: 'utf8' }).trim()}, flags ${flags.join(' ')}; ${QUICK ? 'quick, ' : ''}${REPEATS} repeat(s); load average ${loadBefore.map((l) => l.toFixed(2)).join(' ')}`);
  const program = PARTS.has('store') ? await bundleStoreProgram(path.join(work, `build-${process.pid}`)) : '';
  // The store benches make their own data; the servers' runs share one data folder per commit.
  const template = PARTS.has('requests') || PARTS.has('syscalls') || values.attribute ? await ensureTemplate(path.join(work, `template-${values.players}`), Number(values.players), log) : null;

  const bytes = new Map<Calls, Record<string, number>>();
  const bodyBytes = async (calls: Calls) => {
    if (!bytes.has(calls)) bytes.set(calls, await answerBytes(template!, calls, SIZES[calls], flags, work, log));
    return bytes.get(calls)!;
  };

  const runs: Run[] = [];
  const countOne = async (kind: Kind, calls: Calls, repeat: number): Promise<void> => {
    const run = await countRequests({ kind, calls, repeat, sizes: SIZES[calls], template: template!, flags, work, bodyBytes: kind === 'bare' ? await bodyBytes(calls) : undefined });
    runs.push(run);
    const errors = run.windows.reduce((a, w) => a + w.errors, 0);
    const p = run.perRequest;
    log(
      `${run.name} #${repeat}: ${fmt(p.total)} instructions per request = own work ${fmt(p.own)} + GC ${fmt(p.gc)} + V8 compiling ${fmt(p.compile)}; ` +
        `own work by window ${run.windows.map((w, i) => (i === 0 ? `[${fmt(w.own / w.requests)}]` : fmt(w.own / w.requests))).join(' / ')} ([settling, left out]); ` +
        `${errors} errors${run.errorSamples.length ? ` (${run.errorSamples.join('; ')})` : ''}; ${run.seconds.toFixed(0)} s`,
    );
    if (errors > 0) process.exitCode = 1;
  };
  // Repeats in turns (each measurement once, then each again), so a change between them shows as a spread.
  const eachRun = async (kind: Kind): Promise<void> => {
    if (!PARTS.has('requests')) return;
    for (let repeat = 1; repeat <= REPEATS; repeat += 1) for (const calls of CALLS) await countOne(kind, calls, repeat);
  };
  const store: Record<string, StoreFigure> = {};
  const countStores = async (): Promise<void> => {
    if (!PARTS.has('store')) return;
    store.replay = await countStore({ mode: 'replay', program, work, flags, repeats: REPEATS, events: REPLAY_EVENTS, rounds: STORE_ROUNDS, log });
    store.append = await countStore({ mode: 'append', program, work, flags, repeats: REPEATS, events: APPENDS, rounds: STORE_ROUNDS, log });
  };
  const syscalls = new Map<string, SyscallCount[]>();
  const countAllSyscalls = async (): Promise<void> => {
    if (!PARTS.has('syscalls')) return;
    const started = Date.now();
    for (let repeat = 1; repeat <= REPEATS; repeat += 1) {
      for (const calls of CALLS) {
        for (const kind of ['game', 'bare'] as Kind[]) {
          const count = await countSyscalls({ kind, calls, repeat, warm: STRACE[calls].warm, window: kind === 'bare' ? Math.min(STRACE[calls].window, BARE_STRACE_WINDOW) : STRACE[calls].window, template: template!, flags, work, bodyBytes: kind === 'bare' ? await bodyBytes(calls) : undefined });
          const key = `${kind}-${calls}`;
          syscalls.set(key, [...(syscalls.get(key) ?? []), count]);
          log(`${key} #${repeat}: ${count.perRequest.toFixed(2)} system calls per request (${Object.entries(count.top).map(([n, c]) => `${n} ${c}`).join(', ')}); ${fmt(count.writtenBytes)} bytes written, ${fmt(count.readBytes)} read`);
        }
      }
    }
    log(`system calls counted in ${Math.round((Date.now() - started) / 1000)} s`);
  };
  // Two lanes, a core each: the game's instruction counts; bare Fastify's, the stores', then
  // the system calls, one server at a time (the first of them beside the game's last counts).
  // Counted instructions hardly depend on the pace once nothing the server does within a window
  // waits on a 5 s timer (servers.ts: the game stores behind by count, as under load).
  const lanesStarted = Date.now();
  await Promise.all([
    eachRun('game').then(() => log(`the game's instructions counted in ${Math.round((Date.now() - lanesStarted) / 1000)} s`)),
    (async () => {
      await eachRun('bare');
      await countStores();
      await countAllSyscalls();
    })(),
  ]);

  let byModule: Attribution | null = null;
  if (values.attribute) {
    const calls = values['attribute-calls'] as Calls;
    const run = await countRequests({ kind: 'game', calls, repeat: 0, sizes: SIZES[calls], template: template!, flags: [...flags, '--perf-basic-prof'], work });
    const perfMap = path.join(os.tmpdir(), `perf-${run.pid}.map`);
    const last = run.windows[run.windows.length - 1]!;
    byModule = attribute(last.file, perfMap, `${gatewayBundle()}.map`, last.requests);
    rmSync(perfMap, { force: true });
  }

  // ---- the summary -----------------------------------------------------------------------------
  const perRequest: Record<string, { total: Figure; own: Figure; gc: Figure; compile: Figure; syscalls?: Figure; syscallsTop?: Record<string, number>; writtenBytes?: Figure; readBytes?: Figure }> = {};
  for (const name of new Set(runs.map((r) => r.name))) {
    const of = runs.filter((r) => r.name === name);
    perRequest[name] = {
      total: figure(of.map((r) => r.perRequest.total)),
      own: figure(of.map((r) => r.perRequest.own)),
      gc: figure(of.map((r) => r.perRequest.gc)),
      compile: figure(of.map((r) => r.perRequest.compile)),
    };
  }
  for (const [name, counts] of syscalls) {
    perRequest[name] = { ...(perRequest[name] ?? ({} as (typeof perRequest)[string])), syscalls: figure(counts.map((c) => c.perRequest), 2), syscallsTop: counts[counts.length - 1]!.top, writtenBytes: figure(counts.map((c) => c.writtenBytes)), readBytes: figure(counts.map((c) => c.readBytes)) };
  }
  const ratios: Record<string, { own: Figure; total: Figure }> = {};
  for (const calls of CALLS) {
    const game = runs.filter((r) => r.name === `game-${calls}`);
    const bare = runs.filter((r) => r.name === `bare-${calls}`);
    if (game.length === 0 || game.length !== bare.length) continue;
    ratios[calls] = {
      own: figure(game.map((g, i) => g.perRequest.own / bare[i]!.perRequest.own), 3),
      total: figure(game.map((g, i) => g.perRequest.total / bare[i]!.perRequest.total), 3),
    };
  }

  const out = (line: string) => console.log(line);
  const show = (f: Figure, digits = 0) => `${digits ? f.mean.toFixed(digits) : fmt(f.mean)} (repeats ${f.repeats.map((x) => (digits ? x.toFixed(digits) : fmt(x))).join(', ')}; spread ${f.spreadPct}%)`;
  out(`per answered request           all instructions / own work / GC / V8 compiling / system calls / bytes through them`);
  for (const [name, f] of Object.entries(perRequest)) {
    out(`${name.padEnd(14)} all ${f.total ? show(f.total) : '-'}; own ${f.own ? show(f.own) : '-'}; GC ${f.gc ? fmt(f.gc.mean) : '-'}; compiling ${f.compile ? fmt(f.compile.mean) : '-'}; system calls ${f.syscalls ? show(f.syscalls, 2) : '-'}${f.writtenBytes && f.readBytes ? `; bytes written ${show(f.writtenBytes)}, read ${show(f.readBytes)}` : ''}`);
  }
  for (const [calls, r] of Object.entries(ratios)) out(`game / bare Fastify, ${calls.padEnd(8)} own work ${show(r.own, 3)}; all instructions ${show(r.total, 3)}`);
  for (const [mode, f] of Object.entries(store)) {
    out(`${mode.padEnd(7)} store ${fmt(mean(f.store))} (${f.store.map(fmt).join(', ')}), floor ${fmt(mean(f.floor))} (${f.floor.map(fmt).join(', ')}) instructions per event; floor / store ${mean(f.ratio).toFixed(3)} (${f.ratio.map((x) => x.toFixed(3)).join(', ')}); compiling ${(100 * f.compileShare).toFixed(1)}%, GC ${(100 * f.gcShare).toFixed(1)}% of the store's`);
  }
  if (byModule) {
    out(`a request's instructions by module (${values['attribute-calls']}: the last window of a run with the JIT's perf map; ${fmt(byModule.total / byModule.requests)} instructions per request in all; JIT code not named: ${(100 * byModule.unmappedShare).toFixed(1)}%):`);
    for (const [name, perAction] of byModule.modules) if (perAction >= 1000) out(`  ${name.padEnd(70)} ${fmt(perAction).padStart(9)}`);
    out(`the dearest source files (their functions' own instructions per request, builtins they call not included):`);
    for (const [file, perAction] of byModule.files) out(`  ${file.padEnd(70)} ${fmt(perAction).padStart(9)}`);
  }
  const verdicts: Record<string, { figure: number; target: string; met: boolean }> = {};
  const verdict = (name: string, value: number | undefined, target: number, atMost: boolean) => {
    if (value === undefined || Number.isNaN(value)) return;
    verdicts[name] = { figure: round(value, 3), target: `${atMost ? '<=' : '>='} ${target}`, met: atMost ? value <= target : value >= target };
  };
  verdict('actions own work / bare', ratios.actions?.own.mean, TARGETS.actionsOwn, true);
  verdict('system calls per action', perRequest['game-actions']?.syscalls?.mean, TARGETS.actionSyscalls, true);
  verdict('mix own work / bare', ratios.all?.own.mean, TARGETS.allOwn, true);
  verdict('polls own work / bare', ratios.polls?.own.mean, TARGETS.pollsOwn, true);
  verdict('replay floor / store', store.replay ? mean(store.replay.ratio) : undefined, TARGETS.replay, false);
  verdict('appends floor / store', store.append ? mean(store.append.ratio) : undefined, TARGETS.append, false);
  for (const [name, v] of Object.entries(verdicts)) out(`target ${name.padEnd(26)} ${String(v.figure).padStart(8)} ${v.target.padEnd(8)} ${v.met ? 'met' : 'MISSED'}`);
  const seconds = Math.round((Date.now() - started) / 1000);
  out(`${seconds} s; load average before ${loadBefore.map((l) => l.toFixed(2)).join(' ')}, after ${os.loadavg().map((l) => l.toFixed(2)).join(' ')}`);
  if (values.json) {
    out(JSON.stringify({ commit, uncommittedChanges: changed, node: process.version, flags, quick: QUICK, repeats: REPEATS, perRequest, ratios, store, byModule, targets: verdicts, seconds, loadAverage: { before: loadBefore, after: os.loadavg() } }));
  }
}

main().catch((error: unknown) => {
  console.error(error);
  process.exit(1);
});
