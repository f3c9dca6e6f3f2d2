import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { attribute } from '../bench/cost/attribute';
import { COMPILER, GC, buckets, parseDump, split } from '../bench/cost/callgrind';
import { Mix, type Setup } from '../bench/cost/mix';
import { parseStraceSummary } from '../bench/cost/syscalls';

let dir: string;
beforeAll(() => {
  dir = mkdtempSync(path.join(tmpdir(), 'cost-counts-'));
});
afterAll(() => rmSync(dir, { recursive: true, force: true }));

// A window as callgrind writes it with --compress-strings=no --compress-pos=no: a JIT function
// (named by address) calling a builtin, V8's compiler and its collector, SQLite's C code.
const DUMP = `version: 1
creator: callgrind-3.19.0
events: Ir
ob=node
fn=0x00000a0000001000
10 500
cob=node
cfn=Builtins_JsonParse
calls=2 0
10 300
fn=Builtins_JsonParse
20 300
fn=v8::internal::compiler::PipelineImpl::Run()
30 150
fn=v8::internal::Scavenger::Process()
40 50
ob=better_sqlite3.node
fn=sqlite3VdbeExec
50 1000
summary: 2000
`;

describe("bench:cost's counts", () => {
  it('splits a dump into V8 compiling, garbage collection and own work', () => {
    const file = path.join(dir, 'window.out');
    writeFileSync(file, DUMP);
    const dump = parseDump(file);
    expect(dump.total).toBe(2000);
    expect(dump.calls.get('node\t0x00000a0000001000\nnode\tBuiltins_JsonParse')).toBe(300);
    const b = buckets(dump);
    expect(b[COMPILER]).toBe(150);
    expect(b[GC]).toBe(50);
    expect(b['SQLite (better-sqlite3)']).toBe(1000);
    expect(split(file)).toEqual({ total: 2000, compile: 150, gc: 50, own: 1800 });
  });

  it("charges a builtin to its caller's module, named through the perf map and the bundle's source map", () => {
    const file = path.join(dir, 'window.out');
    writeFileSync(file, DUMP);
    const perfMap = path.join(dir, 'perf.map');
    // The JIT function covers the dump's address; it is line 1, column 1 of the bundle.
    writeFileSync(perfMap, 'a0000000f00 400 JS:*handler dist/server/gateway.cjs:1:1\n');
    const bundleMap = path.join(dir, 'gateway.cjs.map');
    writeFileSync(bundleMap, JSON.stringify({ version: 3, sources: ['../../packages/platform/src/event-store/sqlite-event-store.ts'], names: [], mappings: 'AAAA' }));
    const result = attribute(file, perfMap, bundleMap, 2);
    const modules = Object.fromEntries(result.modules);
    // Its own 500 and the builtin's 300 it called, per request.
    expect(modules['event store']).toBe(400);
    expect(modules['SQLite (the C library)']).toBe(500);
    expect(modules['V8 compiling']).toBe(75);
    expect(modules['garbage collection']).toBe(25);
    expect(result.unmappedShare).toBe(0);
  });

  it("reads strace -c's table, with and without an errors column", () => {
    const table = `% time     seconds  usecs/call     calls    errors syscall
------ ----------- ----------- --------- --------- ----------------
 40.00    0.004000           1      3700           pwrite64
 35.00    0.003500           1      3400        12 fcntl
  5.00    0.000500           0       840           pread64
------ ----------- ----------- --------- --------- ----------------
100.00    0.010000           1      7940        12 total
`;
    expect(Object.fromEntries(parseStraceSummary(table))).toEqual({ pwrite64: 3700, fcntl: 3400, pread64: 840 });
  });

  it('sends the same calls in the same order from the same seed', () => {
    const setup = (): Setup => ({
      players: Array.from({ length: 8 }, (_, i) => ({ index: i, userId: i + 1, cookie: `c${i}`, leagueId: 1 + (i % 2) })),
      leagues: [1, 2],
      posts: { 1: [{ postId: 10, userId: 1 }], 2: [{ postId: 20, userId: 2 }] },
    });
    const calls = (mix: Mix) =>
      Array.from({ length: 200 }, () => {
        const task = mix.next();
        return `${task.player.index} ${JSON.stringify(mix.request(task))}`;
      });
    const first = calls(new Mix(setup(), 'all', 7));
    expect(calls(new Mix(setup(), 'all', 7))).toEqual(first);
    expect(calls(new Mix(setup(), 'all', 8))).not.toEqual(first);
    expect(first.some((c) => c.includes('/_api/content/post'))).toBe(true);
    expect(first.some((c) => c.includes('/_api/game-state'))).toBe(true);
  });
});
