// `npm run bench:web`: the size and speed budgets of the web frontends, measured on the production
// builds (run `npm run build` first) served by the real gateway, in headless Chromium.
//
//   shell initial JS  every script the browser starts fetching before the shell's first screen is
//                     committed (the entry, the async boundary, the shared singletons and the
//                     screen's chunk), opening / on a cold cache          budget 120 KB gzip
//   slice entry       each slice's remoteEntry.js                           budget  60 KB gzip
//   /login            first contentful paint and the login form on screen (median of cold loads),
//                     and every script the page fetched until the network went quiet
//
// Sizes are gzip (level 9) of the files on disk, so they do not depend on how a server compresses.
// Each file is labelled with what it carries, read from its source map. The process exits with 1
// when a budget is exceeded.
import { existsSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { gzipSync } from 'node:zlib';
import type { Browser, Page } from 'playwright-core';
import { CHROMIUM_ARGS, CHROMIUM_PATH, launchBrowser } from '../../e2e/support/browser';
import { REPO_ROOT, startServer, type RunningServer } from '../../e2e/support/server';

const KB = 1024;
const BUDGET = { shellInitial: 120 * KB, sliceEntry: 60 * KB } as const;
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
}

const gzipSize = (file: string) => gzipSync(readFileSync(file), { level: 9 }).length;
const kb = (bytes: number) => `${(bytes / KB).toFixed(1)} KB`;
const ms = (value: number) => `${Math.round(value)} ms`;
const median = (values: number[]) => [...values].sort((a, b) => a - b)[Math.floor(values.length / 2)] ?? NaN;

/** What a bundled source is, for the labels. First match wins. */
const PARTS: ReadonlyArray<readonly [RegExp, string]> = [
  [/node_modules\/(react-dom|scheduler)\//, 'React DOM'],
  [/node_modules\/react\//, 'React'],
  [/node_modules\/@module-federation\/|webpack\/runtime\/|webpack\/bootstrap|\.federation\//, 'federation runtime'],
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

async function coldVisit(browser: Browser, server: RunningServer, url: string, ready: (page: Page) => Promise<unknown>) {
  const context = await browser.newContext({ baseURL: server.url, viewport: { width: 1366, height: 860 } });
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

function result(verdict: Verdict): string {
  const over = verdict.value - verdict.budget;
  return over <= 0 ? `pass (${kb(-over)} to spare)` : `FAIL (${kb(over)} over)`;
}

const row = (cells: string[], widths: number[]) =>
  `  ${cells.map((cell, index) => (index === 0 || index === cells.length - 1 ? cell.padEnd(widths[index]!) : cell.padStart(widths[index]!))).join('  ')}`.trimEnd();

async function main(): Promise<number> {
  requireBuilds();
  const server = await startServer();
  const browser = await launchBrowser();
  const verdicts: Verdict[] = [];
  const fcps: number[] = [];
  const forms: number[] = [];
  try {
    // Shell initial JS, on the front door.
    const landing = await coldVisit(browser, server, '/', (page) => page.getByRole('heading', { level: 1 }).waitFor());
    if (landing.firstScreen === null) throw new Error(`The shell never set the ${FIRST_SCREEN_MARK} mark`);
    const initial = sumGzip(landing.scripts.filter((script) => script.startTime <= landing.firstScreen!).map((script) => script.url));
    const afterwards = sumGzip(landing.scripts.filter((script) => script.startTime > landing.firstScreen!).map((script) => script.url));
    const shellVerdict = { name: 'shell initial JS on /', value: initial.total, budget: BUDGET.shellInitial };
    verdicts.push(shellVerdict);
    console.log('\nShell initial JS: scripts fetched on / before the first screen (gzip level 9)');
    for (const item of initial.files) console.log(`  ${kb(item.size).padStart(9)}  ${item.label.padEnd(28)}  ${item.file}`);
    console.log(`  ${kb(initial.total).padStart(9)}  total, budget ${kb(BUDGET.shellInitial)}: ${result(shellVerdict)}`);
    console.log(`  ${kb(afterwards.total).padStart(9)}  fetched after the first screen (session check, contracts, React Query): not in the budget`);

    console.log('\nSlice entries: remoteEntry.js (gzip level 9)');
    for (const slice of SLICES) {
      const verdict = { name: `${slice} remoteEntry.js`, value: gzipSize(path.join(REPO_ROOT, slice, 'dist', 'remoteEntry.js')), budget: BUDGET.sliceEntry };
      verdicts.push(verdict);
      console.log(`  ${kb(verdict.value).padStart(9)}  ${slice.padEnd(12)}  budget ${kb(verdict.budget)}: ${result(verdict)}`);
    }

    // /login on a cold cache, several times.
    let loginScripts: string[] = [];
    for (let run = 0; run < RUNS; run += 1) {
      const visit = await coldVisit(browser, server, '/login', (page) => page.getByRole('form', { name: 'Log In' }).waitFor());
      if (visit.fcp !== null) fcps.push(visit.fcp);
      if (visit.firstScreen !== null) forms.push(visit.firstScreen);
      loginScripts = visit.scripts.map((script) => script.url);
    }
    const loginJs = sumGzip(loginScripts);
    const spread = (values: number[]) => `median of ${values.length}; min ${ms(Math.min(...values))}, max ${ms(Math.max(...values))}`;
    console.log(`\n/login: ${RUNS} cold loads in headless Chromium (${CHROMIUM_PATH} ${CHROMIUM_ARGS.join(' ')})`);
    console.log(`  first contentful paint  ${ms(median(fcps)).padStart(7)}  (${spread(fcps)})`);
    console.log(`  login form on screen    ${ms(median(forms)).padStart(7)}  (${spread(forms)})`);
    console.log(`  all JS until idle       ${kb(loginJs.total).padStart(9)} in ${loginJs.files.length} files`);
  } finally {
    await browser.close();
    await server.stop();
  }

  const widths = [32, 9, 9, 0];
  console.log('\nSummary');
  console.log(row(['figure', 'measured', 'budget', 'result'], widths));
  for (const verdict of verdicts) console.log(row([verdict.name, kb(verdict.value), kb(verdict.budget), result(verdict)], widths));
  console.log(row(['/login first contentful paint', ms(median(fcps)), '-', 'no budget (median of cold loads)'], widths));
  console.log(row(['/login form on screen', ms(median(forms)), '-', 'no budget (median of cold loads)'], widths));
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
