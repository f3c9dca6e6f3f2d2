// Instructions per event of the store benches against their raw floors in the same process
// (store-program.ts): replay into the leaderboard model against reading and parsing the same
// rows, and single-event command appends against raw single-row inserts. Each phase is counted
// apart: counting starts after a round of each, and the counters are dumped at every boundary.
import { execFileSync, spawn } from 'node:child_process';
import { existsSync, mkdirSync, rmSync } from 'node:fs';
import path from 'node:path';
import { createInterface } from 'node:readline';
import { build } from 'esbuild';
import { split } from './callgrind';
import { callgrindArgs, callgrindControl, REPO } from './servers';

export interface StoreFigure {
  /** Instructions per event of the store's side and of the floor, one per repeat (the mean of its rounds). */
  store: number[];
  floor: number[];
  /** floor / store per repeat: the share of the store's cost the floor alone would pay. */
  ratio: number[];
  /** V8 compiling and GC in the store's phases, as shares of their instructions. */
  compileShare: number;
  gcShare: number;
}

/** The program, bundled as the server is: the workspace packages compiled in, npm packages left to node_modules. */
export async function bundleStoreProgram(work: string): Promise<string> {
  const outfile = path.join(work, 'build', 'store-program.cjs');
  mkdirSync(path.dirname(outfile), { recursive: true });
  await build({
    entryPoints: [path.join(__dirname, 'store-program.ts')],
    outfile,
    bundle: true,
    platform: 'node',
    target: 'node24',
    format: 'cjs',
    logLevel: 'warning',
    plugins: [
      {
        name: 'npm-packages-external',
        setup(b) {
          b.onResolve({ filter: /^[^./]/ }, (args) => (args.path.startsWith('@il/') || /^(superjson|copy-anything|is-what)$/.test(args.path) ? undefined : { path: args.path, external: true }));
        },
      },
    ],
  });
  return outfile;
}

/** The replay's log, written once per size (plainly: writing is not what is counted). */
export function replayLog(program: string, work: string, events: number): string {
  const file = path.join(work, `replay-log-${events}`, 'events.db');
  if (!existsSync(file)) {
    rmSync(path.dirname(file), { recursive: true, force: true });
    mkdirSync(path.dirname(file), { recursive: true });
    execFileSync(process.execPath, [program, 'write-log', file, String(events)], { env: { ...process.env, NODE_PATH: path.join(REPO, 'node_modules') }, stdio: 'inherit' });
  }
  return file;
}

/** One run of the program under callgrind: instructions of each counted phase, by phase name. */
async function countPhases(program: string, args: string[], dir: string, flags: string[]): Promise<Array<{ label: string; total: number; compile: number; gc: number }>> {
  rmSync(dir, { recursive: true, force: true });
  mkdirSync(dir, { recursive: true });
  const outFile = path.join(dir, 'store.callgrind.out');
  const argv = [...callgrindArgs(outFile), process.execPath, ...flags, program, ...args];
  const child = spawn(argv[0]!, argv.slice(1), { env: { ...process.env, HOST: '127.0.0.1', NODE_PATH: path.join(REPO, 'node_modules') }, stdio: ['pipe', 'pipe', 'inherit'] });
  const exited = new Promise<number | null>((resolve) => child.once('exit', resolve));
  const dumps: string[] = [];
  let on = false;
  let current = '';
  for await (const line of createInterface({ input: child.stdout })) {
    const m = /^@@phase (\S+)/.exec(line);
    if (!m) continue;
    if (on) {
      callgrindControl(child.pid!, { dump: current });
      dumps.push(current);
    } else if (m[1] === 'on') {
      callgrindControl(child.pid!, 'on');
      callgrindControl(child.pid!, 'zero');
      on = true;
    }
    current = m[1]!;
    child.stdin.write('go\n');
  }
  const code = await exited;
  if (code !== 0) throw new Error(`the store program (${args.join(' ')}) exited with ${code}`);
  return dumps.map((label, i) => ({ label, ...split(`${outFile}.${i + 1}`) })).filter((p) => p.label !== 'on');
}

export async function countStore(options: {
  mode: 'replay' | 'append';
  program: string;
  work: string;
  flags: string[];
  repeats: number;
  /** Events a phase: replayed events, or appends. */
  events: number;
  rounds: number;
  log: (line: string) => void;
}): Promise<StoreFigure> {
  const { mode, program, events } = options;
  const [storeLabel, floorLabel] = mode === 'replay' ? ['replay', 'floor'] : ['store', 'raw'];
  const figure: StoreFigure = { store: [], floor: [], ratio: [], compileShare: 0, gcShare: 0 };
  let compile = 0;
  let gc = 0;
  let all = 0;
  for (let repeat = 1; repeat <= options.repeats; repeat += 1) {
    const started = Date.now();
    const dir = path.join(options.work, `store-${mode}-r${repeat}`);
    const args = mode === 'replay' ? ['replay', replayLog(program, options.work, events), String(events), String(options.rounds)] : ['append', dir, String(events), String(options.rounds)];
    if (mode === 'append') {
      rmSync(dir, { recursive: true, force: true });
      mkdirSync(dir, { recursive: true });
    }
    const phases = await countPhases(program, args, path.join(dir, 'callgrind'), options.flags);
    const mean = (label: string) => {
      const of = phases.filter((p) => p.label === label);
      return of.reduce((a, p) => a + p.total, 0) / of.length / events;
    };
    for (const p of phases.filter((x) => x.label === storeLabel)) {
      compile += p.compile;
      gc += p.gc;
      all += p.total;
    }
    figure.store.push(mean(storeLabel));
    figure.floor.push(mean(floorLabel));
    figure.ratio.push(mean(floorLabel) / mean(storeLabel));
    options.log(`${mode} #${repeat}: ${storeLabel} ${Math.round(mean(storeLabel)).toLocaleString('en-US')}, ${floorLabel} ${Math.round(mean(floorLabel)).toLocaleString('en-US')} instructions per event (${((Date.now() - started) / 1000).toFixed(0)} s)`);
  }
  figure.compileShare = compile / all;
  figure.gcShare = gc / all;
  return figure;
}
