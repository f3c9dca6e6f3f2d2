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
import { existsSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { gzipSync } from 'node:zlib';
import type { Browser, Page } from 'playwright-core';
import { launchBrowser } from '../../e2e/support/browser';
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

const gzipSize = (file: string) => gzipSync(readFileSync(file), { level: 9 }).length;
const kb = (bytes: number) => `${(bytes / KB).toFixed(1)} KB`;
const ms = (value: number) => `${Math.round(value)} ms`;
const median = (values: number[]) => [...values].sort((a, b) => a - b)[Math.floor(values.length / 2)] ?? NaN;

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

function sumGzip(urls: string[]): { total: number; files: Array<{ file: string; size: number }> } {
  const files = [...new Set(urls)].map((url) => ({ file: path.relative(REPO_ROOT, fileOf(url)), size: gzipSize(fileOf(url)) }));
  return { total: files.reduce((sum, item) => sum + item.size, 0), files: files.sort((a, b) => b.size - a.size) };
}

async function main(): Promise<number> {
  requireBuilds();
  const server = await startServer();
  const browser = await launchBrowser();
  const verdicts: Array<{ name: string; value: number; budget: number }> = [];
  try {
    // Shell initial JS, on the front door.
    const landing = await coldVisit(browser, server, '/', (page) => page.getByRole('heading', { level: 1 }).waitFor());
    if (landing.firstScreen === null) throw new Error(`The shell never set the ${FIRST_SCREEN_MARK} mark`);
    const initial = sumGzip(landing.scripts.filter((script) => script.startTime <= landing.firstScreen!).map((script) => script.url));
    const afterwards = sumGzip(landing.scripts.filter((script) => script.startTime > landing.firstScreen!).map((script) => script.url));
    console.log('\nShell initial JS (/, before the first screen)');
    for (const item of initial.files) console.log(`  ${kb(item.size).padStart(9)}  ${item.file}`);
    console.log(`  ${kb(initial.total).padStart(9)}  total (budget ${kb(BUDGET.shellInitial)})`);
    console.log(`  ${kb(afterwards.total).padStart(9)}  fetched after the first screen (session check, contracts)`);
    verdicts.push({ name: 'shell initial JS', value: initial.total, budget: BUDGET.shellInitial });

    console.log('\nSlice entries (remoteEntry.js)');
    for (const slice of SLICES) {
      const size = gzipSize(path.join(REPO_ROOT, slice, 'dist', 'remoteEntry.js'));
      console.log(`  ${kb(size).padStart(9)}  ${slice} (budget ${kb(BUDGET.sliceEntry)})`);
      verdicts.push({ name: `${slice} entry`, value: size, budget: BUDGET.sliceEntry });
    }

    // /login on a cold cache, several times.
    const fcps: number[] = [];
    const forms: number[] = [];
    let loginScripts: string[] = [];
    for (let run = 0; run < RUNS; run += 1) {
      const visit = await coldVisit(browser, server, '/login', (page) => page.getByRole('form', { name: 'Log In' }).waitFor());
      if (visit.fcp !== null) fcps.push(visit.fcp);
      if (visit.firstScreen !== null) forms.push(visit.firstScreen);
      loginScripts = visit.scripts.map((script) => script.url);
    }
    const loginJs = sumGzip(loginScripts);
    console.log(`\n/login, ${RUNS} cold loads in headless Chromium`);
    console.log(`  first contentful paint   ${ms(median(fcps))} (median; min ${ms(Math.min(...fcps))}, max ${ms(Math.max(...fcps))})`);
    console.log(`  login form on screen     ${ms(median(forms))} (median; min ${ms(Math.min(...forms))}, max ${ms(Math.max(...forms))})`);
    console.log(`  all JS until idle        ${kb(loginJs.total)} in ${loginJs.files.length} files`);
  } finally {
    await browser.close();
    await server.stop();
  }

  console.log('\nBudgets');
  let over = 0;
  for (const verdict of verdicts) {
    const ok = verdict.value <= verdict.budget;
    if (!ok) over += 1;
    console.log(`  ${ok ? 'ok  ' : 'OVER'}  ${verdict.name}: ${kb(verdict.value)} of ${kb(verdict.budget)}`);
  }
  return over === 0 ? 0 : 1;
}

main().then(
  (code) => process.exit(code),
  (error: unknown) => {
    console.error(error);
    process.exit(2);
  },
);
