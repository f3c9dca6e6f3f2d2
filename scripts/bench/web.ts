// `npm run bench:web`: the size and speed budgets of the web frontends, measured on the production
// builds (run `npm run build` first) served by the real gateway, in headless Chromium.
//
//   shell initial JS  every script the browser starts fetching before the shell's first screen is
//                     committed (the entry, React, the router, @il/ui/core and the screen's
//                     chunk), opening / on a cold cache                     budget 100 KB gzip
//   slice entry       each slice's remoteEntry.js                           budget  40 KB gzip
//   /login            the login form on screen, median of cold loads        budget 400 ms
//                     (with first contentful paint, the scripts fetched before the form and every
//                     script the page fetched until the network went quiet)
//   baseline          the same cold loads of a bare page holding the same form and no script,
//                     served from the same machine in the same run: the ratio login / baseline
//                     says how far the shell is from what a page can do here, however busy the
//                     machine is, where the milliseconds alone move with the load
//
// Sizes are gzip (level 9) of the files on disk, so they do not depend on how a server compresses.
// Each file is labelled with what it carries, read from its source map. The process exits with 1
// when a budget is exceeded.
import { existsSync, readFileSync } from 'node:fs';
import { createServer, type Server } from 'node:http';
import { loadavg } from 'node:os';
import path from 'node:path';
import { gzipSync } from 'node:zlib';
import type { Browser, Page } from 'playwright-core';
import { CHROMIUM_ARGS, CHROMIUM_PATH, launchBrowser } from '../../e2e/support/browser';
import { REPO_ROOT, freePort, startServer } from '../../e2e/support/server';

const KB = 1024;
const BUDGET = { shellInitial: 100 * KB, sliceEntry: 40 * KB, loginFormMs: 400 } as const;
const SLICES = ['mfe-league', 'mfe-studio', 'mfe-social'] as const;
const RUNS = Number(process.env.BENCH_RUNS ?? 5);
const FIRST_SCREEN_MARK = 'il:first-screen';

interface Script {
  url: string;
  startTime: number;
}

interface SizedFile {
  file: string;
  size: number;
  label: string;
}

interface Verdict {
  name: string;
  value: number;
  budget: number;
  unit: 'bytes' | 'ms';
}

const gzipSize = (file: string) => gzipSync(readFileSync(file), { level: 9 }).length;
const kb = (bytes: number) => `${(bytes / KB).toFixed(1)} KB`;
const ms = (value: number) => `${Math.round(value)} ms`;
const median = (values: number[]) => [...values].sort((a, b) => a - b)[Math.floor(values.length / 2)] ?? NaN;

/** What a bundled source is, for the labels. First match wins. */
const PARTS: ReadonlyArray<readonly [RegExp, string]> = [
  [/node_modules\/(react-dom|scheduler)\//, 'React DOM'],
  [/node_modules\/react\//, 'React'],
  [/node_modules\/@module-federation\/|\.federation\//, 'federation runtime'],
  [/webpack\/runtime\/|webpack\/bootstrap/, 'webpack runtime'],
  [/node_modules\/react-router\/|react-router-client/, 'router'],
  [/node_modules\/@tanstack\//, 'React Query'],
  [/packages\/contracts\/|node_modules\/(zod|superjson|copy-anything|is-what)\//, 'contracts'],
  [/packages\/ui\//, '@il/ui'],
  [/node_modules\/(react-hook-form|@hookform)\//, 'forms'],
  [/^webpack:\/\/shell\/\.\/src\/|(^|\/)shell\/src\//, 'shell'],
];

/** The parts a built file carries (by source size in its source map, 2% or more), largest first. */
function labelOf(file: string): string {
  const mapFile = `${file}.map`;
  if (!existsSync(mapFile)) return '(no source map)';
  const map = JSON.parse(readFileSync(mapFile, 'utf8')) as { sources: string[]; sourcesContent?: Array<string | null> };
  const sizes = new Map<string, number>();
  let total = 0;
  map.sources.forEach((source, index) => {
    const size = map.sourcesContent?.[index]?.length ?? 0;
    const part = PARTS.find(([pattern]) => pattern.test(source))?.[1] ?? 'other';
    sizes.set(part, (sizes.get(part) ?? 0) + size);
    total += size;
  });
  return [...sizes]
    .filter(([, size]) => total > 0 && size / total >= 0.02)
    .sort((a, b) => b[1] - a[1])
    .map(([part]) => part)
    .join(' + ');
}

/** The file on disk behind a URL the gateway serves. */
function fileOf(url: string): string {
  const { pathname } = new URL(url);
  const remote = /^\/remotes\/([^/]+)\/(.+)$/.exec(pathname);
  if (remote) return path.join(REPO_ROOT, remote[1]!, 'dist', remote[2]!);
  return path.join(REPO_ROOT, 'shell', 'dist', pathname.replace(/^\//, ''));
}

function requireBuilds(): void {
  const missing = [path.join('shell', 'dist', 'index.html'), ...SLICES.map((slice) => path.join(slice, 'dist', 'remoteEntry.js'))].filter(
    (file) => !existsSync(path.join(REPO_ROOT, file)),
  );
  if (missing.length > 0) throw new Error(`Missing builds (${missing.join(', ')}): run npm run build first`);
}

async function scriptsOf(page: Page): Promise<{ scripts: Script[]; firstScreen: number | null; fcp: number | null }> {
  return page.evaluate((mark) => {
    const scripts = performance
      .getEntriesByType('resource')
      .filter((entry) => /\.js(\?|$)/.test(entry.name))
      .map((entry) => ({ url: entry.name, startTime: entry.startTime }));
    const firstScreen = performance.getEntriesByName(mark)[0]?.startTime ?? null;
    const fcp = performance.getEntriesByName('first-contentful-paint')[0]?.startTime ?? null;
    return { scripts, firstScreen, fcp };
  }, FIRST_SCREEN_MARK);
}

async function coldVisit(browser: Browser, baseURL: string, url: string, ready: (page: Page) => Promise<unknown>) {
  const context = await browser.newContext({ baseURL, viewport: { width: 1366, height: 860 } });
  const page = await context.newPage();
  await page.goto(url);
  await ready(page);
  await page.waitForLoadState('networkidle');
  const result = await scriptsOf(page);
  await context.close();
  return result;
}

function sumGzip(urls: string[]): { total: number; files: SizedFile[] } {
  const files = [...new Set(urls)].map((url) => ({
    file: path.relative(REPO_ROOT, fileOf(url)),
    size: gzipSize(fileOf(url)),
    label: labelOf(fileOf(url)),
  }));
  return { total: files.reduce((sum, item) => sum + item.size, 0), files: files.sort((a, b) => b.size - a.size) };
}

const amount = (value: number, unit: Verdict['unit']) => (unit === 'ms' ? ms(value) : kb(value));

function result(verdict: Verdict): string {
  const over = verdict.value - verdict.budget;
  return over <= 0 ? `pass (${amount(-over, verdict.unit)} to spare)` : `FAIL (${amount(over, verdict.unit)} over)`;
}

/**
 * The baseline: the login form as a bare page (the shell's page head, the form's fields, no
 * script), marking the first-screen moment as soon as the form is parsed.
 */
const BASELINE_PAGE = `<!doctype html><html lang="en"><head><meta charset="utf-8"><title>Baseline</title>
<style>html,body{margin:0;background:#0c0a1d;color:#f6f3ff;font-family:system-ui,sans-serif}form{max-width:380px;margin:80px auto;display:grid;gap:12px}</style></head>
<body><form aria-label="Log In"><h1>Welcome back, star</h1><label>Email <input type="email"></label><label>Password <input type="password"></label>
<button type="submit">Log In</button></form><script>performance.mark(${JSON.stringify(FIRST_SCREEN_MARK)})</script></body></html>`;

async function startBaseline(): Promise<{ url: string; server: Server }> {
  const port = await freePort();
  const server = createServer((_request, response) => {
    response.writeHead(200, { 'content-type': 'text/html; charset=utf-8', 'cache-control': 'no-store' });
    response.end(BASELINE_PAGE);
  });
  await new Promise<void>((resolve) => server.listen(port, '127.0.0.1', resolve));
  return { url: `http://localhost:${port}`, server };
}

const row = (cells: string[], widths: number[]) =>
  `  ${cells.map((cell, index) => (index === 0 || index === cells.length - 1 ? cell.padEnd(widths[index]!) : cell.padStart(widths[index]!))).join('  ')}`.trimEnd();

async function main(): Promise<number> {
  requireBuilds();
  const server = await startServer();
  const baseline = await startBaseline();
  const browser = await launchBrowser();
  const verdicts: Verdict[] = [];
  const fcps: number[] = [];
  const forms: number[] = [];
  const baseFcps: number[] = [];
  const baseForms: number[] = [];
  const load = loadavg().map((value) => value.toFixed(2)).join(', ');
  try {
    // Shell initial JS, on the front door.
    const landing = await coldVisit(browser, server.url, '/', (page) => page.getByRole('heading', { level: 1 }).waitFor());
    if (landing.firstScreen === null) throw new Error(`The shell never set the ${FIRST_SCREEN_MARK} mark`);
    const initial = sumGzip(landing.scripts.filter((script) => script.startTime <= landing.firstScreen!).map((script) => script.url));
    const afterwards = sumGzip(landing.scripts.filter((script) => script.startTime > landing.firstScreen!).map((script) => script.url));
    const shellVerdict: Verdict = { name: 'shell initial JS on /', value: initial.total, budget: BUDGET.shellInitial, unit: 'bytes' };
    verdicts.push(shellVerdict);
    console.log('\nShell initial JS: scripts fetched on / before the first screen (gzip level 9)');
    for (const item of initial.files) console.log(`  ${kb(item.size).padStart(9)}  ${item.label.padEnd(28)}  ${item.file}`);
    console.log(`  ${kb(initial.total).padStart(9)}  total, budget ${kb(BUDGET.shellInitial)}: ${result(shellVerdict)}`);
    console.log(`  ${kb(afterwards.total).padStart(9)}  fetched after the first screen (session check, contracts, React Query, federation runtime): not in the budget`);

    console.log('\nSlice entries: remoteEntry.js (gzip level 9)');
    for (const slice of SLICES) {
      const verdict: Verdict = { name: `${slice} remoteEntry.js`, value: gzipSize(path.join(REPO_ROOT, slice, 'dist', 'remoteEntry.js')), budget: BUDGET.sliceEntry, unit: 'bytes' };
      verdicts.push(verdict);
      console.log(`  ${kb(verdict.value).padStart(9)}  ${slice.padEnd(12)}  budget ${kb(verdict.budget)}: ${result(verdict)}`);
    }

    // /login and the baseline on a cold cache, in turns, so that the machine's load hits both alike.
    let loginScripts: Script[] = [];
    let loginFormAt = 0;
    const formOf = (page: Page) => page.getByRole('form', { name: 'Log In' }).waitFor();
    for (let run = 0; run < RUNS; run += 1) {
      const visit = await coldVisit(browser, server.url, '/login', formOf);
      if (visit.fcp !== null) fcps.push(visit.fcp);
      if (visit.firstScreen !== null) forms.push(visit.firstScreen);
      loginScripts = visit.scripts;
      loginFormAt = visit.firstScreen ?? Infinity;
      const bare = await coldVisit(browser, baseline.url, '/', formOf);
      if (bare.fcp !== null) baseFcps.push(bare.fcp);
      if (bare.firstScreen !== null) baseForms.push(bare.firstScreen);
    }
    if (forms.length === 0) throw new Error(`/login never set the ${FIRST_SCREEN_MARK} mark`);
    verdicts.push({ name: '/login form on screen', value: median(forms), budget: BUDGET.loginFormMs, unit: 'ms' });
    const beforeForm = sumGzip(loginScripts.filter((script) => script.startTime <= loginFormAt).map((script) => script.url));
    const loginJs = sumGzip(loginScripts.map((script) => script.url));
    const spread = (values: number[]) => `median of ${values.length}; min ${ms(Math.min(...values))}, max ${ms(Math.max(...values))}`;
    const ratio = (value: number, base: number) => (base > 0 ? `${(value / base).toFixed(1)}x the baseline` : 'no baseline');
    console.log(`\n/login: ${RUNS} cold loads in headless Chromium (${CHROMIUM_PATH} ${CHROMIUM_ARGS.join(' ')}), load average ${load}`);
    console.log(`  first contentful paint  ${ms(median(fcps)).padStart(7)}  (${spread(fcps)}); ${ratio(median(fcps), median(baseFcps))}`);
    console.log(`  login form on screen    ${ms(median(forms)).padStart(7)}  (${spread(forms)}); ${ratio(median(forms), median(baseForms))}, budget ${ms(BUDGET.loginFormMs)}`);
    console.log(`  baseline paint / form   ${ms(median(baseFcps)).padStart(7)} / ${ms(median(baseForms))}  (a bare page with the same form and no script)`);
    console.log(`  JS before the form      ${kb(beforeForm.total).padStart(9)} in ${beforeForm.files.length} files`);
    for (const item of beforeForm.files) console.log(`  ${kb(item.size).padStart(9)}  ${item.label.padEnd(28)}  ${item.file}`);
    console.log(`  all JS until idle       ${kb(loginJs.total).padStart(9)} in ${loginJs.files.length} files`);
  } finally {
    await browser.close();
    await server.stop();
    await new Promise((resolve) => baseline.server.close(resolve));
  }

  const widths = [32, 9, 9, 0];
  console.log('\nSummary');
  console.log(row(['figure', 'measured', 'budget', 'result'], widths));
  for (const verdict of verdicts) console.log(row([verdict.name, amount(verdict.value, verdict.unit), amount(verdict.budget, verdict.unit), result(verdict)], widths));
  console.log(row(['/login first contentful paint', ms(median(fcps)), '-', 'no budget (median of cold loads)'], widths));
  console.log(`  load average ${load} (1, 5, 15 min): the milliseconds move with it, the baseline ratios less`);
  const failed = verdicts.filter((verdict) => verdict.value > verdict.budget);
  console.log(failed.length === 0 ? '\nEvery budget is met.' : `\n${failed.length} of ${verdicts.length} budgets exceeded: ${failed.map((verdict) => verdict.name).join(', ')}.`);
  return failed.length === 0 ? 0 : 1;
}

main().then(
  (code) => process.exit(code),
  (error: unknown) => {
    console.error(error);
    process.exit(2);
  },
);
