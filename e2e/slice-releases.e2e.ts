import { mkdtempSync, readFileSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import type { Page } from 'playwright-core';
import { screenshot } from './support/artifacts';
import { changedBuild, recordedId, sliceCommand } from './support/releases';
import { createCharacter, createLeague, registerPlayer } from './support/social';
import { useServerAndBrowser } from './support/suite';

jest.setTimeout(150_000);

// The suite's own release folder: what it publishes never reaches the other suites' server.
const releases = mkdtempSync(path.join(tmpdir(), 'il-releases-'));
const suite = useServerAndBrowser({ SLICE_RELEASES_DIR: releases });
/** How long the shell trusts a manifest it has read (shell/src/federation/remote-registry.ts). */
const MANIFEST_FRESH_MS = 2000;
const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

async function slice(...args: string[]) {
  const result = await sliceCommand(releases, ...args);
  if (result.code !== 0) throw new Error(`npm run slice -- ${args.join(' ')} exited ${result.code}: ${result.output}`);
  return result.output;
}

/** A release of mfe-social whose screens are titled with a mark of its own. */
async function releaseTitled(mark: string, buildInfo?: (info: Record<string, unknown>) => Record<string, unknown>): Promise<string> {
  const dir = changedBuild('mfe-social', [['League Feed', `League Feed ${mark}`], ['League Chat', `League Chat ${mark}`]], buildInfo);
  return recordedId(await slice('record', 'mfe-social', dir));
}

const title = (page: Page, name: string) => page.getByRole('heading', { level: 1, name, exact: true }).waitFor();

/** Opens the chat from the sidebar (no page load) and says something there. */
async function chatOn(page: Page, mark: string, message: string): Promise<void> {
  await page.getByRole('link', { name: 'Chat', exact: true }).click();
  await title(page, `League Chat${mark}`);
  const input = page.getByPlaceholder('Send a message as your character...');
  await input.fill(message);
  await input.press('Enter');
  await page.getByTestId('chat-message').filter({ hasText: message }).locator('time').waitFor();
}

async function feedOn(page: Page, mark: string): Promise<void> {
  await page.getByRole('link', { name: 'Feed', exact: true }).click();
  await title(page, `League Feed${mark}`);
}

const manifestRelease = async (page: Page) => ((await (await page.request.get('/remote-manifest.json')).json()) as { remotes: Record<string, { release?: string }> }).remotes['mfe-social']?.release;

describe('slice releases', () => {
  it('deploys three releases under an open tab, rolls back, runs a canary and refuses an incompatible release', async () => {
    const r1 = recordedId(await slice('record', 'mfe-social'));
    await slice('publish', 'mfe-social', r1);

    const { context, page } = await suite.open();
    const requested: string[] = [];
    page.on('request', (request) => requested.push(new URL(request.url()).pathname));
    await registerPlayer(page, 'Tab Keeper');
    const leagueId = await createLeague(page, 'Release Night');
    await createCharacter(page, leagueId, '@TabKeeper', { join: false });
    await page.goto(`/leagues/${leagueId}/feed`);
    await title(page, 'League Feed');
    // Marks this page: a reload would lose it.
    await page.evaluate(() => ((window as unknown as { tabMark: number }).tabMark = 1));
    await chatOn(page, '', 'Release one is live');

    // Two more releases while the tab stays open; each arrives with the next navigation.
    const r2 = await releaseTitled('R2');
    expect(await slice('publish', 'mfe-social', r2)).toContain(`${r2} is now the current release`);
    await sleep(MANIFEST_FRESH_MS);
    await feedOn(page, ' R2');
    await chatOn(page, ' R2', 'Release two is live');
    await page.getByTestId('chat-message').filter({ hasText: 'Release one is live' }).waitFor();

    const r3 = await releaseTitled('R3');
    await slice('publish', 'mfe-social', r3);
    await sleep(MANIFEST_FRESH_MS);
    await feedOn(page, ' R3');
    await chatOn(page, ' R3', 'Release three is live');
    await screenshot(page, 'releases-third');
    // Older releases are still served whole, for tabs still running them.
    for (const release of [r1, r2]) expect((await page.request.get(`/releases/mfe-social/${release}/remoteEntry.js`)).status()).toBe(200);

    const listed = await slice('list', 'mfe-social');
    expect(listed).toMatch(new RegExp(`${r3} .*current`));
    for (const release of [r1, r2]) expect(listed).toContain(release);

    // Rolled back: the next navigation is on R2 again.
    expect(await slice('rollback', 'mfe-social')).toContain(`${r2} is the current release`);
    await sleep(MANIFEST_FRESH_MS);
    await feedOn(page, ' R2');
    await chatOn(page, ' R2', 'Back on two');

    // A canary: R3 for half the players, sticky per player, R2 for the others.
    await slice('publish', 'mfe-social', r3, '--canary', '50');
    const players: Array<{ page: Page; release: string | undefined; close: () => Promise<void> }> = [];
    while (!(players.some((p) => p.release === r3) && players.some((p) => p.release === r2))) {
      if (players.length >= 12) throw new Error('Twelve players and none on one side of a 50% canary');
      const opened = await suite.open();
      await registerPlayer(opened.page, `Canary Fan ${players.length}`);
      await createCharacter(opened.page, leagueId, `@CanaryFan${players.length}`, { join: true });
      players.push({ page: opened.page, release: await manifestRelease(opened.page), close: () => opened.context.close() });
    }
    for (const player of [players.find((p) => p.release === r3)!, players.find((p) => p.release === r2)!]) {
      const mark = player.release === r3 ? ' R3' : ' R2';
      await player.page.goto(`/leagues/${leagueId}/feed`);
      await title(player.page, `League Feed${mark}`);
      await player.page.reload();
      await title(player.page, `League Feed${mark}`);
      expect(await manifestRelease(player.page)).toBe(player.release);
    }
    expect(await slice('list', 'mfe-social')).toMatch(new RegExp(`${r3} .*canary 50%`));
    // Ending the canary puts everyone back on the current release.
    expect(await slice('rollback', 'mfe-social')).toContain(`The canary ${r3} ended`);
    const wasOnCanary = players.find((p) => p.release === r3)!;
    await wasOnCanary.page.goto(`/leagues/${leagueId}/feed`);
    await title(wasOnCanary.page, 'League Feed R2');
    for (const player of players) await player.close();

    // A release built against React 18: publish refuses it and says why.
    const r4 = await releaseTitled('R4', (info) => ({ ...info, shared: { ...(info.shared as object), react: { version: '18.3.1', requiredVersion: '^18.2.0' } } }));
    const refused = await sliceCommand(releases, 'publish', 'mfe-social', r4);
    expect(refused.code).toBe(1);
    expect(refused.output).toContain(`Refused: mfe-social ${r4} cannot run beside this shell and gateway`);
    expect(refused.output).toContain('shared react: the release requires ^18.2.0, the shell provides 19.');
    // Put live by hand anyway (a channel edited past the gate): the shell refuses it at run time,
    // with the slice's fallback, and never fetches a file of it.
    const channelFile = path.join(releases, 'mfe-social', 'channel.json');
    const channel = readFileSync(channelFile, 'utf8');
    writeFileSync(channelFile, JSON.stringify({ ...JSON.parse(channel), current: r4, canary: null }));
    await sleep(MANIFEST_FRESH_MS);
    await page.getByRole('link', { name: 'Feed', exact: true }).click();
    await page.locator('[data-slice-fallback="mfe-social"]').getByText('Feed & Chat is unavailable right now').waitFor();
    await screenshot(page, 'releases-refused');
    expect(requested.filter((p) => p.includes(`/releases/mfe-social/${r4}/`))).toEqual([]);
    // The rest of the page still plays: the sidebar, the dashboard.
    writeFileSync(channelFile, channel);
    await sleep(MANIFEST_FRESH_MS);
    await page.getByRole('button', { name: 'Retry' }).click();
    await title(page, 'League Feed R2');

    // Everything happened in the one page, on one React.
    expect(await page.evaluate(() => (window as unknown as { tabMark?: number }).tabMark)).toBe(1);
    const reacts = await page.evaluate(() => {
      type Shared = { from: string; loaded?: boolean };
      const share = (globalThis as unknown as { __FEDERATION__: { __SHARE__: Record<string, { default?: Record<string, Record<string, Shared>> }> } }).__FEDERATION__.__SHARE__;
      return Object.values(share).flatMap((scopes) => Object.entries(scopes.default?.react ?? {}).filter(([, s]) => s.loaded).map(([version, s]) => `${s.from}@${version}`));
    });
    expect([...new Set(reacts)]).toHaveLength(1);
    expect(reacts[0]).toMatch(/^shell@19\./);

    // The shell told the gateway what it loaded and what it refused; /metrics counts it per release.
    const counted = (metrics: string, release: string, kind: string) => new RegExp(`il_slice_reports_total\\{slice="mfe-social",release="${release}",kind="${kind}"\\} [1-9]`).test(metrics);
    let metrics = '';
    for (let tries = 0; tries < 40; tries += 1) {
      metrics = await (await page.request.get('/metrics')).text();
      // The log line reaches the server's output after the counter: its writes are buffered.
      if (counted(metrics, r2, 'loaded') && counted(metrics, r4, 'refused') && suite.server.logs().includes('slice failure reported')) break;
      await sleep(250);
    }
    for (const release of [r1, r2, r3]) expect(counted(metrics, release, 'loaded')).toBe(true);
    expect(counted(metrics, r4, 'refused')).toBe(true);
    expect(suite.server.logs()).toContain('slice failure reported');
    await context.close();
  });
});
