/**
 * `npm run distributed:check`: the distributed mode's rehearsal on one machine with Docker.
 *
 * Builds the images, brings docker-compose.yml up and waits until every service is healthy,
 * plays the API journey through the nginx front door (killing and restarting the relay and the
 * projection worker half-way), checks that the read models then hold every event exactly once,
 * plays one browser journey through the same door, and takes compose down (volumes included).
 *
 * Exit status: 0 rehearsed; 1 the rehearsal failed (the logs of every service are printed);
 * 3 no Docker engine answers here (or no compose plugin), so nothing was run.
 */
import { spawn, spawnSync } from 'node:child_process';
import path from 'node:path';
import { chromium } from 'playwright-core';
import { CHROMIUM_ARGS, CHROMIUM_PATH } from '../e2e/support/browser';
import { playJourney, type Transport } from './test/api-journey';

export const EXIT_NO_DOCKER = 3;

const root = path.resolve(__dirname, '..');
const PROJECT = 'influencer-league-check';
const FRONT_DOOR = process.env.FRONT_DOOR_URL ?? 'http://localhost:8080';

/** Null when a Docker engine and the compose plugin answer, else why not. */
export function dockerUnavailableReason(): string | null {
  const info = spawnSync('docker', ['info', '--format', '{{.ServerVersion}}'], { encoding: 'utf8', timeout: 20_000 });
  if (info.error) return `the docker command cannot run (${info.error.message})`;
  if (info.status !== 0) return `no Docker engine answers (${(info.stderr || info.stdout).trim().split('\n').at(-1)})`;
  const compose = spawnSync('docker', ['compose', 'version'], { encoding: 'utf8', timeout: 20_000 });
  if (compose.status !== 0) return `the Docker engine answers but the compose plugin does not (${compose.stderr.trim()})`;
  return null;
}

/** Runs `docker compose -p <project> ...`, its output streamed; rejects on a non-zero status. */
function compose(...args: string[]): Promise<void> {
  return new Promise((resolve, reject) => {
    const child = spawn('docker', ['compose', '-p', PROJECT, '-f', path.join(root, 'docker-compose.yml'), ...args], { cwd: root, stdio: 'inherit' });
    child.on('error', reject);
    child.on('exit', (code) => (code === 0 ? resolve() : reject(new Error(`docker compose ${args.join(' ')} exited with ${code}`))));
  });
}

const step = (text: string) => console.log(`\n== ${text}`);

/**
 * How far each projection is behind the log, from the gateway's /readyz (the front door does not
 * proxy it, so it is asked inside the gateway's container).
 */
function projectionLag(): Record<string, number> {
  const probe = spawnSync(
    'docker',
    ['compose', '-p', PROJECT, 'exec', '-T', 'gateway', 'node', '-e', "fetch('http://127.0.0.1:8080/readyz').then(r => r.json()).then(b => console.log(JSON.stringify(b)))"],
    { cwd: root, encoding: 'utf8' },
  );
  try {
    // services/gateway/src/http/health.ts: { status, mode, head, lag: { <projection>: bytes behind } }
    const body = JSON.parse(probe.stdout.trim() || '{}') as { lag?: Record<string, number> };
    return body.lag ?? {};
  } catch {
    return {};
  }
}

async function untilCaughtUp(timeoutMs = 120_000): Promise<void> {
  const deadline = Date.now() + timeoutMs;
  for (;;) {
    const lag = projectionLag();
    const behind = Object.entries(lag).filter(([, bytes]) => bytes > 0);
    if (Object.keys(lag).length > 0 && behind.length === 0) return;
    if (Date.now() > deadline) throw new Error(`projections still behind the log: ${JSON.stringify(behind)}`);
    await new Promise((resolve) => setTimeout(resolve, 1000));
  }
}

async function browserJourney(ace: { email: string; password: string }): Promise<void> {
  const browser = await chromium.launch({ executablePath: CHROMIUM_PATH, args: CHROMIUM_ARGS, headless: true });
  try {
    const context = await browser.newContext({ baseURL: FRONT_DOOR });
    const page = await context.newPage();
    const errors: string[] = [];
    page.on('pageerror', (error) => errors.push(error.message));
    // The shell, its slices (through the remote manifest) and the API, all through nginx.
    const signIn = await page.request.post('/_api/auth/login_with_password', { data: ace });
    if (!signIn.ok()) throw new Error(`sign-in answered ${signIn.status()}`);
    await page.goto('/leagues');
    await page.getByRole('heading', { name: 'Your Leagues' }).waitFor({ timeout: 30_000 });
    await page.getByText('Villa Legends').first().waitFor({ timeout: 30_000 });
    if (errors.length > 0) throw new Error(`the page reported errors: ${errors.join('; ')}`);
  } finally {
    await browser.close();
  }
}

async function rehearse(): Promise<void> {
  step('building the images');
  await compose('build');
  step('starting compose and waiting for every service to be healthy');
  await compose('up', '--detach', '--wait', '--wait-timeout', '600');

  step('the API journey through the front door, the relay and the projection worker killed half-way');
  const transport: Transport = async (_to, { method, url, body, cookie }) => {
    const response = await fetch(`${FRONT_DOOR}${url}`, {
      method,
      body,
      headers: { ...(cookie ? { cookie } : {}), ...(body !== undefined ? { 'content-type': 'application/json' } : {}) },
    });
    return { status: response.status, text: await response.text(), setCookies: response.headers.getSetCookie() };
  };
  const played = await playJourney(transport, {
    midway: async () => {
      await compose('kill', 'relay', 'projections');
      await compose('up', '--detach', '--wait', '--wait-timeout', '300', 'relay', 'projections');
    },
  });

  step('every projection has applied the whole log');
  await untilCaughtUp();

  step('a browser journey through the front door');
  await browserJourney(played.ace);
}

async function main(): Promise<number> {
  const unavailable = dockerUnavailableReason();
  if (unavailable !== null) {
    console.error(`distributed:check needs a running Docker engine with the compose plugin: ${unavailable}. Nothing was run.`);
    return EXIT_NO_DOCKER;
  }
  try {
    await rehearse();
    console.log('\ndistributed:check passed: images built, compose healthy, API and browser journeys through nginx, relay and worker restarted with nothing lost or doubled.');
    return 0;
  } catch (error) {
    console.error(`\ndistributed:check failed: ${error instanceof Error ? error.message : String(error)}`);
    await compose('logs', '--no-color', '--tail', '200').catch(() => undefined);
    return 1;
  } finally {
    step('taking compose down');
    await compose('down', '--volumes', '--remove-orphans').catch((error: unknown) => console.error(String(error)));
  }
}

if (require.main === module) {
  main().then((code) => process.exit(code));
}
