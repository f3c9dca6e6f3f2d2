import { readdir, readFile } from 'node:fs/promises';
import path from 'node:path';
import type { Page } from 'playwright-core';

/** The calls answer superjson; a plain JSON body is accepted, and the answer's `json` is the value. */
async function call<T>(page: Page, method: 'GET' | 'POST', pathAndQuery: string, data?: unknown): Promise<T> {
  const response = method === 'GET' ? await page.request.get(pathAndQuery) : await page.request.post(pathAndQuery, { data: data ?? {} });
  const text = await response.text();
  if (!response.ok()) throw new Error(`${method} ${pathAndQuery} answered ${response.status()}: ${text}`);
  return (JSON.parse(text) as { json: T }).json;
}

export interface LeagueInput {
  name: string;
  description?: string;
  type?: 'public' | 'friends_family';
  maxPlayers?: number;
  startDate?: Date;
  endDate?: Date;
}

/** Creates a league as the page's signed-in user and answers its id. */
export async function createLeagueThroughApi(page: Page, input: LeagueInput): Promise<number> {
  const body = { type: 'public', ...input, startDate: input.startDate?.toISOString(), endDate: input.endDate?.toISOString() };
  return (await call<{ id: number }>(page, 'POST', '/_api/leagues', body)).id;
}

export async function createCharacterThroughApi(
  page: Page,
  leagueId: number,
  playerName: string,
  realityShowBackground: 'competition' | 'dating_show' | 'drama' | 'lifestyle' | 'survival' = 'dating_show',
): Promise<void> {
  await call(page, 'POST', '/_api/leagues/create-character', { leagueId, playerName, realityShowBackground });
}

export async function cancelLeagueThroughApi(page: Page, leagueId: number): Promise<void> {
  await call(page, 'POST', '/_api/leagues/cancel', { leagueId });
}

export async function sendChatThroughApi(page: Page, leagueId: number, message: string): Promise<void> {
  await call(page, 'POST', '/_api/league/chat', { leagueId, message });
}

export async function leagueStatusThroughApi(page: Page, leagueId: number): Promise<string> {
  return (await call<{ status: string }>(page, 'GET', `/_api/leagues/detail?leagueId=${leagueId}`)).status;
}

/** Waits for the lifecycle scheduler (a round every 15 s) to record a league's end. */
export async function waitForLeagueStatus(page: Page, leagueId: number, status: string, timeoutMs = 60_000): Promise<void> {
  const deadline = Date.now() + timeoutMs;
  while ((await leagueStatusThroughApi(page, leagueId)) !== status) {
    if (Date.now() > deadline) throw new Error(`League ${leagueId} did not become ${status} within ${timeoutMs} ms`);
    await new Promise((resolve) => setTimeout(resolve, 1000));
  }
}

/**
 * The invitation link of the newest mail to an address in the embedded outbox
 * ($DATA_DIR/outbox/*.eml), waiting briefly for it to be written.
 */
export async function invitationLinkFromOutbox(dataDir: string, email: string, timeoutMs = 10_000): Promise<string> {
  const outbox = path.join(dataDir, 'outbox');
  const deadline = Date.now() + timeoutMs;
  for (;;) {
    const files = await readdir(outbox).catch(() => [] as string[]);
    for (const file of files.filter((name) => name.endsWith('.eml')).sort().reverse()) {
      const text = await readFile(path.join(outbox, file), 'utf8');
      if (!text.startsWith(`To: ${email.toLowerCase()}`)) continue;
      const link = /https?:\/\/\S+\/leagues\/join\?\S+/.exec(text)?.[0];
      if (link) return link;
    }
    if (Date.now() > deadline) throw new Error(`No invitation to ${email} in ${outbox}`);
    await new Promise((resolve) => setTimeout(resolve, 250));
  }
}
