// Instructions per answered request of one server under one call set, counted by callgrind.
//
// A fresh copy of the data folder; the server under `valgrind --tool=callgrind
// --instr-atstart=no`; a warm-up with counting off (nothing of it counted, several times faster);
// then counting on, the counters zeroed, and 1 + `windows` windows of `per` requests, the counters
// dumped after each. The first window is left out: the JIT's deoptimizations and recompilations
// that differ from run to run land there (its own work moved by up to 7% between runs, the later
// windows' by under 0.5%). Each dump splits into V8's compiler, garbage collection and the rest:
// the requests' own work.
import { existsSync, mkdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { Http1Pool } from '../load/http1-pool';
import { CALL_ROUTES, type CallName } from '../load/simulation';
import { split } from './callgrind';
import { Mix, runPhase, type PhaseResult } from './mix';
import { callgrindControl, startServer } from './servers';
import type { Template } from './template';

/** `posts`: the studio's post call alone (an action of `actions`), for its own figure. */
export type Calls = 'all' | 'polls' | 'actions' | 'posts';
export type Kind = 'game' | 'bare';

export interface Sizes {
  warm: number;
  per: number;
  windows: number;
}

export interface Window {
  requests: number;
  total: number;
  compile: number;
  gc: number;
  own: number;
  errors: number;
  connectionsOpened: number;
  file: string;
}

export interface Run {
  name: string;
  pid: number;
  kind: Kind;
  calls: Calls;
  repeat: number;
  windows: Window[];
  /** Per counted request (the settling window left out). */
  perRequest: { total: number; own: number; gc: number; compile: number };
  /** (max - min) / mean of the counted windows' own work per request, in per cent. */
  ownWindowSpreadPct: number;
  errorSamples: string[];
  seconds: number;
}

const SETTLE = 1;
export const SEED = 12345;

let nextPort = 18600 + Math.floor(Math.random() * 200);
const errorsOf = (r: PhaseResult) => Object.values(r.calls).reduce((a, c) => a + c.errors, 0);
const sleep = (ms: number) => new Promise((r) => setTimeout(r, ms));

/**
 * Mean bytes on the wire per call, from the same sequence against the game run plainly: bare
 * Fastify answers each route with a body of that size. Kept beside the template.
 */
export async function answerBytes(template: Template, calls: Calls, sizes: Sizes, flags: string[], work: string, log: (s: string) => void): Promise<Record<string, number>> {
  const cache = path.join(template.dir, `bytes-${calls}-${SEED}-${sizes.warm}.json`);
  if (existsSync(cache)) return JSON.parse(readFileSync(cache, 'utf8')) as Record<string, number>;
  const workDir = path.join(work, `calibrate-${calls}`);
  rmSync(workDir, { recursive: true, force: true });
  mkdirSync(workDir, { recursive: true });
  const server = await startServer({ kind: 'game', callgrind: false, port: nextPort++, workDir, template: template.data, nodeFlags: flags });
  const mix = new Mix(template.setup(), calls, SEED);
  const pool = new Http1Pool(server.origin, 0);
  try {
    const warm = await runPhase('warm', mix, pool, sizes.warm);
    const measured = await runPhase('windows', mix, pool, sizes.per * (SETTLE + sizes.windows));
    const errors = errorsOf(warm) + errorsOf(measured);
    if (errors > 0) throw new Error(`the plain run saw errors: ${warm.errorSamples.concat(measured.errorSamples).join('; ')}`);
    const bytes: Record<string, number> = {};
    for (const [call, s] of Object.entries(measured.calls)) if (s.requests > 0) bytes[CALL_ROUTES[call as CallName]] = s.bytes / s.requests;
    log(`answer sizes (${calls}, plain node): ${JSON.stringify(Object.fromEntries(Object.entries(bytes).map(([k, v]) => [k, Math.round(v)])))}`);
    writeFileSync(cache, JSON.stringify(bytes));
    return bytes;
  } finally {
    pool.close();
    await server.stop();
  }
}

export async function countRequests(options: {
  kind: Kind;
  calls: Calls;
  repeat: number;
  sizes: Sizes;
  template: Template;
  flags: string[];
  work: string;
  bodyBytes?: Record<string, number>;
}): Promise<Run> {
  const { kind, calls, repeat, sizes } = options;
  const started = Date.now();
  const name = `${kind}-${calls}`;
  const workDir = path.join(options.work, `${name}-r${repeat}`);
  rmSync(workDir, { recursive: true, force: true });
  mkdirSync(workDir, { recursive: true });
  const server = await startServer({ kind, callgrind: true, port: nextPort++, workDir, template: options.template.data, nodeFlags: options.flags, bodyBytes: options.bodyBytes });
  const errorSamples: string[] = [];
  const pool = new Http1Pool(server.origin, 0);
  const raw: Array<Omit<Window, 'total' | 'compile' | 'gc' | 'own'>> = [];
  try {
    const mix = new Mix(options.template.setup(), calls, SEED);
    const warm = await runPhase('warm', mix, pool, sizes.warm);
    errorSamples.push(...warm.errorSamples);
    await sleep(500);
    callgrindControl(server.pid, 'on');
    callgrindControl(server.pid, 'zero');
    for (let k = 1; k <= SETTLE + sizes.windows; k += 1) {
      const r = await runPhase(`w${k}`, mix, pool, sizes.per);
      // The answers' last writes and their callbacks belong to the window.
      await sleep(300);
      callgrindControl(server.pid, { dump: `w${k}` });
      errorSamples.push(...r.errorSamples);
      raw.push({ requests: r.requests, errors: errorsOf(r), connectionsOpened: r.connectionsOpened, file: `${server.outFile}.${k}` });
    }
  } finally {
    pool.close();
    await server.stop();
  }
  const windows: Window[] = raw.map((w) => ({ ...w, ...split(w.file) }));
  const counted = windows.slice(SETTLE);
  const requests = counted.reduce((a, w) => a + w.requests, 0);
  const sum = (key: 'total' | 'own' | 'gc' | 'compile') => counted.reduce((a, w) => a + w[key], 0) / requests;
  const ownPer = counted.map((w) => w.own / w.requests);
  const run: Run = {
    name,
    pid: server.pid,
    kind,
    calls,
    repeat,
    windows,
    perRequest: { total: sum('total'), own: sum('own'), gc: sum('gc'), compile: sum('compile') },
    ownWindowSpreadPct: (100 * (Math.max(...ownPer) - Math.min(...ownPer))) / sum('own'),
    errorSamples: errorSamples.slice(0, 5),
    seconds: (Date.now() - started) / 1000,
  };
  writeFileSync(path.join(workDir, 'run.json'), JSON.stringify(run, null, 1));
  return run;
}
