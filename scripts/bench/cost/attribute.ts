// Where a counted window's instructions go, by what the code does (HTTP, validation, encoding,
// the stores, each projection, views, live push, ...).
//
// JIT-compiled JavaScript has no symbols: callgrind names such a function by its address, which the
// run's perf map (node --perf-basic-prof) turns into a JS function, file, line and column; a
// function of the server bundle is taken back to its source file through the bundle's source map.
// Every such function gets a module from its source path, native code from its symbol (SQLite,
// compression, the HTTP parser). Generic code (V8's builtins and runtime, inline caches, strings,
// libc, Node's C++) has no module of its own: its cost goes to its callers' modules in proportion
// to what each caller's calls of it cost (callgrind's call edges, followed up through other
// generic code), as a profiler's "self time by JS function" puts a builtin's time on its caller.
// Garbage collection and V8's compiler stay apart.
import { readFileSync } from 'node:fs';
import { bucketOf, COMPILER, GC, parseDump } from './callgrind';

const B64 = new Map([...'ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz0123456789+/'].map((c, i) => [c, i]));

function decodeVlq(segment: string): number[] {
  const values: number[] = [];
  let shift = 0;
  let value = 0;
  for (const ch of segment) {
    let digit = B64.get(ch)!;
    const more = digit & 32;
    digit &= 31;
    value += digit << shift;
    if (more) shift += 5;
    else {
      values.push(value & 1 ? -(value >> 1) : value >> 1);
      value = 0;
      shift = 0;
    }
  }
  return values;
}

/** A source map's generated positions, to the source file of each. */
class SourceMap {
  private readonly sources: string[];
  /** Per generated line: [column, source index] pairs in column order. */
  private readonly lines: Array<Array<[number, number]>> = [];
  constructor(file: string) {
    const map = JSON.parse(readFileSync(file, 'utf8')) as { sources: string[]; mappings: string };
    this.sources = map.sources;
    let source = 0;
    for (const line of map.mappings.split(';')) {
      let column = 0;
      const entries: Array<[number, number]> = [];
      for (const segment of line.split(',')) {
        if (!segment) continue;
        const v = decodeVlq(segment);
        column += v[0]!;
        if (v.length >= 4) {
          source += v[1]!;
          entries.push([column, source]);
        }
      }
      this.lines.push(entries);
    }
  }
  /** 1-based line and column, as V8 gives them. */
  sourceAt(line: number, column: number): string | null {
    const entries = this.lines[line - 1];
    if (!entries || entries.length === 0) return null;
    let lo = 0;
    let hi = entries.length - 1;
    while (lo < hi) {
      const mid = (lo + hi + 1) >> 1;
      if (entries[mid]![0] <= column - 1) lo = mid;
      else hi = mid - 1;
    }
    return this.sources[entries[lo]![1]] ?? null;
  }
}

/** The JIT's map of code: address ranges to names ("JS:*name file:line:column"). */
class PerfMap {
  private readonly rows: Array<{ start: number; size: number; n: number; name: string }> = [];
  constructor(file: string) {
    readFileSync(file, 'utf8')
      .split('\n')
      .forEach((line, n) => {
        const first = line.indexOf(' ');
        const second = line.indexOf(' ', first + 1);
        if (first < 0 || second < 0) return;
        this.rows.push({ start: parseInt(line.slice(0, first), 16), size: parseInt(line.slice(first + 1, second), 16), n, name: line.slice(second + 1) });
      });
    this.rows.sort((a, b) => a.start - b.start);
  }
  /** The newest entry covering the address (code freed and its space reused shows up twice). */
  lookup(address: number): string | null {
    let lo = 0;
    let hi = this.rows.length - 1;
    while (lo < hi) {
      const mid = (lo + hi + 1) >> 1;
      if (this.rows[mid]!.start <= address) lo = mid;
      else hi = mid - 1;
    }
    let best: { n: number; name: string } | null = null;
    for (let j = lo; j >= 0 && j > lo - 64; j -= 1) {
      const r = this.rows[j]!;
      if (r.start <= address && address < r.start + r.size && (!best || r.n > best.n)) best = r;
    }
    return best?.name ?? null;
  }
}

/** Modules by source path, first match wins. */
const MODULES: Array<[string, RegExp]> = [
  ['validation (zod)', /node_modules\/zod\/|\/query-validation\.ts$|\/contracts\/src\/.*schema|zod/],
  ['answer encoding (wire format, JSON)', /\/wire-encode\.ts$|\/wire-body\.ts$|node_modules\/(superjson|copy-anything|is-what)\/|\/contracts\/src\/wire|superjson/],
  ['compression (answers)', /\/answer-compression\.ts$|node:zlib|node:internal\/zlib/],
  ['session lookup', /\/session-token\.ts$|\/auth-context\.ts$|\/session-cookie\.ts$|\/origin-check\.ts$/],
  ['views (read caches)', /\/read-cache\//],
  ['live push (event streams)', /\/live\//],
  ['projections: framework (bus, runner, batches)', /\/platform\/src\/projection\/|\/platform\/src\/bus\/|\/projector\/|\/composition\/projecting\.ts$|\/composition\/projections\.ts$/],
  ['projections: read models', /(^|\/)projections\//],
  ['event store', /\/event-store\/|\/ids\//],
  ['read store', /\/read-store\//],
  ['limits store', /\/limits\//],
  ['SQLite binding (better-sqlite3, JS side)', /node_modules\/better-sqlite3\//],
  ['commands (handleCommand, deciders)', /\/platform\/src\/command\/|\/decider|\/deciders?\/|\/commands?\//],
  ['logging and metrics', /node_modules\/(pino|pino-std-serializers|sonic-boom|thread-stream|on-exit-leak-free|quick-format-unescaped|fast-redact|atomic-sleep|safe-stable-stringify|prom-client|bintrees|tdigest)\/|\/observability\/|\/request-log|\/logger/],
  ['events (definitions, envelopes)', /\/packages\/events\/|\/platform\/src\/events?\/|\/event-envelope|\/envelope/],
  ['game logic (queries, rules)', /\/services\/(league|social|studio|identity|progression)\/src\//],
  ['HTTP (Fastify, node:http and net, the gateway\'s hooks and routes)', /node_modules\/(fastify|@fastify\/[^/]+|avvio|find-my-way|light-my-request|fast-json-stringify|fast-querystring|fast-uri|fast-decode-uri-component|secure-json-parse|process-warning|toad-cache|rfdc|abstract-logging|proxy-addr|forwarded|ipaddr\.js|content-type)\/|node:_http|node:http|node:net|node:internal\/streams|node:stream|node:internal\/http|node:internal\/net|node:internal\/stream_base_commons|\/gateway\/src\/http\/|\/gateway\/src\/routes\/|\/gateway\/src\/app\.ts$|\/service-host\//],
  ['the gateway\'s composition', /\/gateway\/src\/composition\//],
  ['platform, other', /\/packages\/platform\/src\//],
  ['Node runtime (timers, promises, events, buffers)', /^node:/],
  ['npm packages, other', /node_modules\//],
];

/** Native code that is a module of its own. */
const NATIVE: Record<string, string> = {
  [GC]: 'garbage collection',
  [COMPILER]: 'V8 compiling',
  'SQLite (better-sqlite3)': 'SQLite (the C library)',
  'compression (zlib, brotli, zstd)': 'compression (answers)',
  'HTTP parser (llhttp)': "HTTP (Fastify, node:http and net, the gateway's hooks and routes)",
  'OpenSSL / crypto (hashes)': 'crypto (hashes)',
};
const UNATTRIBUTED = 'event loop and callers not mapped';
const JS_NAME = /^JS:[~^*+]?(.*?) (\S+?):(\d+):(\d+)$/;

function moduleOf(source: string): string {
  for (const [name, rx] of MODULES) if (rx.test(source)) return name;
  return 'JavaScript, other';
}

export interface Attribution {
  total: number;
  requests: number;
  /** Instructions per request by module, dearest first. */
  modules: Array<[string, number]>;
  /** The dearest source files by their functions' own instructions per request (builtins they call not included). */
  files: Array<[string, number]>;
  /** Share of the instructions in JIT code the perf map did not name. */
  unmappedShare: number;
}

export function attribute(dumpFile: string, perfMapFile: string, bundleMapFile: string, requests: number): Attribution {
  const dump = parseDump(dumpFile);
  const perf = new PerfMap(perfMapFile);
  const sourceMap = new SourceMap(bundleMapFile);
  const bundleName = bundleMapFile.replace(/\.map$/, '').split('/').pop()!;
  const moduleOfNode = new Map<string, string | null>();
  const fileOfNode = new Map<string, string>();
  let unmapped = 0;
  const nodes = new Set(dump.self.keys());
  for (const edge of dump.calls.keys()) for (const node of edge.split('\n')) nodes.add(node);
  for (const node of nodes) {
    const tab = node.indexOf('\t');
    const object = node.slice(0, tab);
    const fn = node.slice(tab + 1);
    const bucket = bucketOf(object, fn);
    if (NATIVE[bucket]) {
      moduleOfNode.set(node, NATIVE[bucket]!);
      continue;
    }
    const address = /^0x([0-9a-f]+)('\d+)?$/.exec(fn);
    if (!address) {
      moduleOfNode.set(node, null);
      continue;
    }
    const name = perf.lookup(parseInt(address[1]!, 16));
    const js = name ? JS_NAME.exec(name) : null;
    if (js) {
      const file = js[2]!;
      const source = file.endsWith(bundleName) ? (sourceMap.sourceAt(Number(js[3]), Number(js[4])) ?? file) : file;
      moduleOfNode.set(node, moduleOf(source.replace(/\.\.\//g, '')));
      fileOfNode.set(node, source.replace(/\.\.\//g, ''));
    } else {
      if (!name?.startsWith('Builtin:')) unmapped += dump.self.get(node) ?? 0;
      moduleOfNode.set(node, null);
    }
  }
  // Each generic node's share over modules, through its callers, to a fixed point.
  const callers = new Map<string, Array<[string, number]>>();
  for (const [edge, cost] of dump.calls) {
    const [caller, callee] = edge.split('\n') as [string, string];
    if (caller === callee) continue;
    const list = callers.get(callee) ?? [];
    list.push([caller, cost]);
    callers.set(callee, list);
  }
  const generic = [...moduleOfNode].filter(([, m]) => m === null).map(([n]) => n);
  const share = new Map<string, Map<string, number>>(generic.map((n) => [n, new Map([[UNATTRIBUTED, 1]])]));
  for (let round = 0; round < 40; round += 1) {
    let changed = 0;
    for (const node of generic) {
      const list = callers.get(node);
      const sum = list?.reduce((a, [, c]) => a + c, 0) ?? 0;
      if (!list || sum <= 0) continue;
      const next = new Map<string, number>();
      for (const [caller, cost] of list) {
        const w = cost / sum;
        const m = moduleOfNode.get(caller);
        if (m) next.set(m, (next.get(m) ?? 0) + w);
        else for (const [k, v] of share.get(caller) ?? new Map([[UNATTRIBUTED, 1]])) next.set(k, (next.get(k) ?? 0) + w * v);
      }
      const old = share.get(node)!;
      for (const k of new Set([...next.keys(), ...old.keys()])) changed += Math.abs((next.get(k) ?? 0) - (old.get(k) ?? 0));
      share.set(node, next);
    }
    if (changed < 1e-6) break;
  }
  const byModule = new Map<string, number>();
  for (const [node, cost] of dump.self) {
    const m = moduleOfNode.get(node);
    if (m) byModule.set(m, (byModule.get(m) ?? 0) + cost);
    else for (const [k, v] of share.get(node) ?? new Map([[UNATTRIBUTED, 1]])) byModule.set(k, (byModule.get(k) ?? 0) + cost * v);
  }
  const byFile = new Map<string, number>();
  for (const [node, file] of fileOfNode) byFile.set(file, (byFile.get(file) ?? 0) + (dump.self.get(node) ?? 0));
  return {
    total: dump.total,
    files: [...byFile].sort((a, b) => b[1] - a[1]).slice(0, 25).map(([k, v]) => [k, v / requests]),
    requests,
    modules: [...byModule].sort((a, b) => b[1] - a[1]).map(([k, v]) => [k, v / requests]),
    unmappedShare: unmapped / dump.total,
  };
}
