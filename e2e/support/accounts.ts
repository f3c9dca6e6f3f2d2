import type { Page } from 'playwright-core';

let counter = 0;

/** An address no other run or test uses. */
export function uniqueEmail(prefix: string): string {
  counter += 1;
  return `${prefix}.${Date.now().toString(36)}.${counter}@example.com`;
}

async function post(page: Page, path: string, data: Record<string, string>): Promise<void> {
  // page.request shares the page's cookie jar, so the session lands in the browser too.
  const response = await page.request.post(path, { data });
  if (!response.ok()) throw new Error(`${path} answered ${response.status()}: ${await response.text()}`);
}

export function registerThroughApi(page: Page, email: string, password: string, displayName: string): Promise<void> {
  return post(page, '/_api/auth/register_with_password', { email, password, displayName });
}

export function signInThroughApi(page: Page, email: string, password: string): Promise<void> {
  return post(page, '/_api/auth/login_with_password', { email, password });
}
