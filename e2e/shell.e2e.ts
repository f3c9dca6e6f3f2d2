import type { Page } from 'playwright-core';
import { screenshot } from './support/artifacts';
import { PHONE } from './support/browser';
import { useServerAndBrowser, PASSWORD, heading } from './support/suite';
import { registerThroughApi, signInThroughApi, uniqueEmail } from './support/accounts';
import { grantAdmin } from './support/server';
import { createCharacterThroughApi, createLeagueThroughApi } from './support/league';

jest.setTimeout(120_000);


const suite = useServerAndBrowser();
/** mfe-social's files, from its releases or (with none recorded) its build folder. */
const SOCIAL_FILES = /\/(releases|remotes)\/mfe-social\//;

/** League pages are for members with a character: make the page's user one, in a league of their own. */
async function joinALeague(page: Page, playerName: string): Promise<number> {
  const leagueId = await createLeagueThroughApi(page, { name: `${playerName} League` });
  await createCharacterThroughApi(page, leagueId, playerName);
  return leagueId;
}

describe('shell', () => {
  it('registers, lands on /leagues, shows the profile, logs out and guards pages', async () => {
    const { context, page, errors } = await suite.open();
    const email = uniqueEmail('star');

    await page.goto('/');
    await heading(page, /viral royalty/);
    await screenshot(page, 'shell-landing');
    await page.getByRole('link', { name: 'Create Account' }).first().click();
    await page.waitForURL('**/login?tab=register');
    await screenshot(page, 'shell-register');

    const form = page.getByRole('form', { name: 'Create Account' });
    await form.getByLabel('Display Name').fill('Jade Viral');
    await form.getByLabel('Email').fill(email);
    await form.getByLabel('Password').fill(PASSWORD);
    await form.getByRole('button', { name: 'Create Account' }).click();

    await page.waitForURL('**/leagues');
    await heading(page, 'Your Leagues');
    await screenshot(page, 'shell-leagues');

    await page.getByRole('link', { name: 'Profile' }).click();
    await page.waitForURL('**/profile');
    await page.getByRole('heading', { name: 'Jade Viral' }).waitFor();
    await page.getByText(email).first().waitFor();
    await page.getByText('User ID').waitFor();
    await page.getByText(/No Leagues Yet|My Leagues/).first().waitFor();
    await page.getByRole('button', { name: /Profile Settings/ }).waitFor();
    expect(await page.getByRole('button', { name: /Profile Settings/ }).isDisabled()).toBe(true);
    await screenshot(page, 'shell-profile');

    await page.getByRole('button', { name: 'Logout' }).click();
    await page.waitForURL(/\/login\?redirect=/);
    await page.goto('/profile');
    await page.waitForURL('**/login?redirect=%2Fprofile');
    await page.getByRole('tab', { name: 'Log In' }).waitFor();
    await screenshot(page, 'shell-login');

    // Signing back in returns to the page that asked for it.
    const login = page.getByRole('form', { name: 'Log In' });
    await login.getByLabel('Email').fill(email);
    await login.getByLabel('Password').fill(PASSWORD);
    await login.getByRole('button', { name: 'Log In' }).click();
    await page.waitForURL('**/profile');

    expect(errors).toEqual([]);
    await context.close();
  });

  it('keeps the shell and the other slices working when a slice cannot be fetched', async () => {
    const { context, page } = await suite.open();
    await registerThroughApi(page, uniqueEmail('blocked'), PASSWORD, 'Blocked Fan');
    const leagueId = await joinALeague(page, '@BlockedFan');
    await context.route(SOCIAL_FILES, (route) => route.abort('connectionrefused'));

    await page.goto(`/leagues/${leagueId}/feed`);
    const fallback = page.locator('[data-slice-fallback="mfe-social"]');
    await fallback.getByText('Feed & Chat is unavailable right now').waitFor();
    await fallback.getByRole('button', { name: 'Retry' }).waitFor();
    // The fallback sits inside the shell's layout: the sidebar is there and works.
    await page.getByRole('navigation', { name: 'Main navigation' }).waitFor();
    await screenshot(page, 'shell-slice-unavailable');

    await page.getByRole('link', { name: 'Leaderboard' }).click();
    await heading(page, '@BlockedFan League');
    await page.getByRole('link', { name: 'Create Content' }).click();
    await heading(page, 'Content Studio');
    await page.getByRole('link', { name: 'Profile' }).click();
    await heading(page, 'Profile');

    // Back online, a fresh visit gets the slice again.
    await context.unroute(SOCIAL_FILES);
    await page.goto(`/leagues/${leagueId}/chat`);
    await heading(page, 'League Chat');
    await context.close();
  });

  it('retries a slice in place once the network is back', async () => {
    const { context, page } = await suite.open();
    await registerThroughApi(page, uniqueEmail('retry'), PASSWORD, 'Retry Fan');
    const leagueId = await joinALeague(page, '@RetryFan');
    let blocked = true;
    await context.route(SOCIAL_FILES, (route) => (blocked ? route.abort('connectionrefused') : route.continue()));

    await page.goto(`/leagues/${leagueId}/feed`);
    const retry = page.locator('[data-slice-fallback="mfe-social"]').getByRole('button', { name: 'Retry' });
    await retry.waitFor();
    blocked = false;
    await retry.click();
    await heading(page, 'League Feed');
    await context.close();
  });

  it('runs one React, one router and one query client across the shell and every slice', async () => {
    const { context, page, errors } = await suite.open();
    await registerThroughApi(page, uniqueEmail('single'), PASSWORD, 'Single Fan');
    const leagueId = await joinALeague(page, '@SingleFan');
    await page.goto(`/leagues/${leagueId}`);
    await heading(page, /Dashboard/);
    await page.getByRole('link', { name: 'Create Content' }).click();
    await heading(page, 'Content Studio');
    await page.getByRole('link', { name: 'Feed' }).click();
    await heading(page, 'League Feed');

    const report = await page.evaluate(() => {
      type Shared = { from: string; loaded?: boolean; useIn?: string[]; lib?: () => unknown };
      type Scopes = Record<string, Record<string, Record<string, Shared>>>;
      const federation = (globalThis as unknown as { __FEDERATION__: { __SHARE__: Record<string, Scopes>; __INSTANCES__: Array<{ name: string }> } }).__FEDERATION__;
      const names = ['react', 'react-dom', 'react-router', '@tanstack/react-query', '@il/ui'];
      const result: Record<string, { providers: string[]; versions: string[]; modules: number; users: string[] }> = {};
      for (const name of names) {
        const providers = new Set<string>();
        const versions = new Set<string>();
        const modules = new Set<unknown>();
        const users = new Set<string>();
        for (const scopes of Object.values(federation.__SHARE__)) {
          for (const [version, shared] of Object.entries(scopes.default?.[name] ?? {})) {
            if (!shared.loaded) continue;
            providers.add(shared.from);
            versions.add(version);
            if (shared.lib) modules.add(shared.lib());
            for (const user of shared.useIn ?? []) users.add(user);
          }
        }
        result[name] = { providers: [...providers], versions: [...versions], modules: modules.size, users: [...users].sort() };
      }
      return { instances: federation.__INSTANCES__.map((instance) => instance.name).sort(), result };
    });

    expect(report.instances).toEqual(['mfe_league', 'mfe_social', 'mfe_studio', 'shell']);
    for (const name of ['react', 'react-router', '@il/ui']) {
      expect(report.result[name]?.providers).toEqual(['shell']);
      expect(report.result[name]?.versions).toHaveLength(1);
      expect(report.result[name]?.modules).toBeLessThanOrEqual(1);
      // The shell runs these modules directly and provides them; every slice uses the shell's.
      expect(report.result[name]?.users).toEqual(['mfe_league', 'mfe_social', 'mfe_studio']);
    }
    for (const name of ['react-dom', '@tanstack/react-query']) {
      expect(report.result[name]?.providers).toEqual(['shell']);
      expect(report.result[name]?.versions).toHaveLength(1);
    }
    expect(errors).toEqual([]);
    await context.close();
  });

  it('shows every shell screen in its finished state', async () => {
    const { context, page, errors } = await suite.open();

    await page.goto('/login');
    await page.getByRole('button', { name: 'Forgot Password?' }).click();
    await page.getByRole('dialog', { name: 'Reset Password' }).waitFor();
    await screenshot(page, 'shell-forgot-password');
    await page.keyboard.press('Escape');

    await page.goto('/reset-password');
    await heading(page, 'Invalid password reset link');
    await page.getByRole('link', { name: 'Back to Login' }).waitFor();
    await screenshot(page, 'shell-reset-invalid');

    await page.goto('/reset-password?token=not-a-real-token');
    await page.getByLabel('New Password').fill('Sup3rStar!');
    await page.getByLabel('Confirm Password').fill('Sup3rStar?');
    await page.getByRole('button', { name: 'Reset Password' }).click();
    await page.getByText("Passwords don't match").waitFor();
    await screenshot(page, 'shell-reset-form');

    await page.goto('/no/such/page');
    await heading(page, 'Page Not Found');
    await page.getByText('does not exist').waitFor();
    await screenshot(page, 'shell-not-found');

    const email = uniqueEmail('admin');
    await registerThroughApi(page, email, PASSWORD, 'Gallery Admin');
    await page.goto('/admin/gallery');
    await page.getByText('Access denied. Your role (user) lacks required permissions.').waitFor();
    await screenshot(page, 'shell-access-denied');

    await grantAdmin(suite.server, email);
    await signInThroughApi(page, email, PASSWORD);
    await page.goto('/admin/gallery');
    await heading(page, 'Image Gallery');
    await page.getByText(/No Images Found|Failed to load images/).or(page.locator('.gallery__grid img').first()).waitFor();
    // The pictures load lazily: bring them all into view once before the photograph.
    await page.evaluate(() => document.querySelectorAll('.gallery__grid img').forEach((image) => image.setAttribute('loading', 'eager')));
    await page.waitForLoadState('networkidle');
    await screenshot(page, 'shell-admin-gallery');

    const phone = await suite.open(PHONE);
    await phone.page.goto('/');
    await heading(phone.page, /viral royalty/);
    await screenshot(phone.page, 'shell-phone-landing', { fullPage: false });
    await phone.page.goto('/login');
    await phone.page.getByRole('tab', { name: 'Log In' }).waitFor();
    await screenshot(phone.page, 'shell-phone-login', { fullPage: false });
    await registerThroughApi(phone.page, uniqueEmail('phone'), PASSWORD, 'Phone Fan');
    const phoneLeague = await joinALeague(phone.page, '@PhoneFan');
    await phone.page.goto(`/leagues/${phoneLeague}/chat`);
    await heading(phone.page, 'League Chat');
    await phone.page.getByRole('button', { name: 'Open menu' }).click();
    await phone.page.getByRole('navigation', { name: 'Main navigation' }).getByRole('link', { name: 'Leaderboard' }).waitFor();
    // The drawer slides in; photograph it once it has arrived.
    await phone.page.waitForFunction(() => {
      const drawer = document.getElementById('il-sidebar');
      return drawer !== null && getComputedStyle(drawer).transform === 'none';
    });
    await screenshot(phone.page, 'shell-phone-menu', { fullPage: false });

    expect(errors).toEqual([]);
    expect(phone.errors).toEqual([]);
    await phone.context.close();
    await context.close();
  });

  it('draws every icon of the frame as an SVG and answers /favicon.ico on every page', async () => {
    const { context, page, errors } = await suite.open();
    const favicons: number[] = [];
    page.on('response', (response) => {
      if (new URL(response.url()).pathname === '/favicon.ico') favicons.push(response.status());
    });
    await page.goto('/');
    await heading(page, /viral royalty/);
    await registerThroughApi(page, uniqueEmail('icons'), PASSWORD, 'Icon Fan');
    const leagueId = await joinALeague(page, '@IconFan');
    await page.goto(`/leagues/${leagueId}/challenges`);
    await heading(page, 'Daily Challenges');

    // The sidebar's icons arrive after the screen, as SVGs, one per link; no emoji is left in it.
    const nav = page.getByRole('navigation', { name: 'Main navigation' });
    await nav.locator('.il-nav__list svg.lucide').nth(10).waitFor();
    expect(await nav.locator('.il-nav__list a').count()).toBe(11);
    expect(await nav.locator('.il-nav__list svg.lucide').count()).toBe(11);
    expect(await nav.innerText()).not.toMatch(/\p{Extended_Pictographic}/u);
    expect(await page.locator('main').innerText()).not.toMatch(/\p{Extended_Pictographic}/u);

    for (const path of ['/', '/login', `/leagues/${leagueId}`]) {
      const answer = await page.request.get(path === '/' ? '/favicon.ico' : `/favicon.ico?from=${encodeURIComponent(path)}`);
      expect(answer.status()).toBe(200);
      expect(answer.headers()['content-type']).toBe('image/x-icon');
    }
    // Whatever the browser itself asked for was found.
    expect(favicons.filter((status) => status !== 200 && status !== 304)).toEqual([]);
    expect(errors).toEqual([]);
    await context.close();
  });
});
