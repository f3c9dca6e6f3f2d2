import type { Browser, Page } from 'playwright-core';
import { launchBrowser, openPage } from './browser';
import { startServer, type RunningServer } from './server';

/** Every account the suites register uses it. */
export const PASSWORD = 'Sup3rStar!';

/**
 * One built server on a data folder of its own and one browser for a suite file, started before
 * its tests and stopped after them. `open` gives a fresh page (own cookies) on that server.
 */
export function useServerAndBrowser(env: Record<string, string> = {}) {
  let server: RunningServer;
  let browser: Browser;

  beforeAll(async () => {
    server = await startServer(env);
    browser = await launchBrowser();
  }, 240_000);

  afterAll(async () => {
    await browser?.close();
    await server?.stop();
  });

  return {
    get server(): RunningServer {
      return server;
    },
    open: (viewport?: { width: number; height: number }) => openPage(browser, server.url, viewport),
  };
}

/** The page's title: the screen has rendered. */
export async function heading(page: Page, name: string | RegExp): Promise<void> {
  await page.getByRole('heading', { level: 1, name }).waitFor();
}

/** Entrance animations end (endless ones, like a pulsing bar, may go on) before a photograph. */
export async function animationsSettled(page: Page): Promise<void> {
  await page.waitForFunction(() => document.getAnimations().every((animation) => animation.playState !== 'running' || animation.effect?.getTiming().iterations === Infinity));
}
