import { chromium, type Browser, type BrowserContext, type Page } from 'playwright-core';

/** Debian's chromium; the suites never download a browser. */
export const CHROMIUM_PATH = process.env.CHROMIUM_PATH ?? '/usr/bin/chromium';

export const CHROMIUM_ARGS = [
  '--headless',
  '--no-sandbox',
  '--disable-gpu',
  '--disable-background-networking',
  '--disable-component-update',
  '--disable-sync',
  '--no-first-run',
];

export function launchBrowser(): Promise<Browser> {
  return chromium.launch({ executablePath: CHROMIUM_PATH, args: CHROMIUM_ARGS, headless: true });
}

export const LAPTOP = { width: 1366, height: 860 } as const;
export const PHONE = { width: 390, height: 844 } as const;
/** The small phone of the play test, held by a finger: touch events, no hover. */
export const TOUCH_PHONE = { width: 375, height: 812, touch: true } as const;

/** A fresh context (own cookies) whose page reports browser errors to the test's output. */
export async function openPage(
  browser: Browser,
  baseURL: string,
  viewport: { width: number; height: number; touch?: boolean } = LAPTOP,
): Promise<{ context: BrowserContext; page: Page; errors: string[] }> {
  const { touch = false, ...size } = viewport;
  const context = await browser.newContext({ baseURL, viewport: size, hasTouch: touch, isMobile: touch });
  const page = await context.newPage();
  const errors: string[] = [];
  page.on('pageerror', (error) => errors.push(error.message));
  return { context, page, errors };
}
