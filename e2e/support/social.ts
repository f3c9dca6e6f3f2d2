import { decodeWire, type ContentCard, type FeedPage, type GameState } from '@il/contracts';
import type { Page } from 'playwright-core';
import { registerThroughApi, uniqueEmail } from './accounts';

export const PASSWORD = 'Sup3rStar!';

/** One /_api call from the page's cookie jar; the answer decoded from the wire format. */
export async function api<T>(page: Page, method: 'GET' | 'POST', path: string, data?: unknown): Promise<T> {
  const response = method === 'GET' ? await page.request.get(path) : await page.request.post(path, { data: data ?? {} });
  const text = await response.text();
  if (!response.ok()) throw new Error(`${method} ${path} answered ${response.status()}: ${text}`);
  return decodeWire<T>(text);
}

/** Registers an account in the page's context (the session cookie stays there). */
export function registerPlayer(page: Page, displayName: string): Promise<void> {
  return registerThroughApi(page, uniqueEmail(displayName.toLowerCase().replace(/\W+/g, '')), PASSWORD, displayName);
}

/** Joins the league (unless the account owns it) and creates the account's character there. */
export async function createCharacter(page: Page, leagueId: number, playerName: string, options: { join: boolean }): Promise<void> {
  if (options.join) await api(page, 'POST', '/_api/leagues/join', { leagueId });
  await api(page, 'POST', '/_api/leagues/create-character', { leagueId, playerName, realityShowBackground: 'drama' });
}

/** A public league that runs from now, created by the page's account. */
export async function createLeague(page: Page, name: string): Promise<number> {
  const { id } = await api<{ id: number }>(page, 'POST', '/_api/leagues', { name, description: 'Feed and chat, live', type: 'public' });
  return id;
}

/** Posts the first photo card the character can afford, with the safe caption. */
export async function postPhoto(page: Page, leagueId: number): Promise<{ postId: number; title: string }> {
  const state = await api<GameState>(page, 'GET', `/_api/game-state?leagueId=${leagueId}`);
  const cards = await api<ContentCard[]>(page, 'GET', `/_api/content/options?contentType=photo&leagueId=${leagueId}`);
  const card = cards.find((option) => option.energyCost <= state.energy);
  if (!card) throw new Error('No photo card is affordable');
  const { postId } = await api<{ postId: number }>(page, 'POST', `/_api/content/post?leagueId=${leagueId}`, {
    contentCardId: card.id,
    leagueId,
    captionSelection: { type: 'safe' },
  });
  return { postId, title: card.title };
}

export function gameStateOf(page: Page, leagueId: number): Promise<GameState> {
  return api<GameState>(page, 'GET', `/_api/game-state?leagueId=${leagueId}`);
}

export function feedOf(page: Page, leagueId: number): Promise<FeedPage> {
  return api<FeedPage>(page, 'GET', `/_api/content/feed?leagueId=${leagueId}`);
}

/** What to wait for on a page: a text anywhere in it, or an element matching a CSS selector. */
export type PageProbe = { text: string } | { selector: string };

/**
 * Notes in the page the moment something first appears, by its own clock (the machine's, as the
 * test's). Playwright's waiting polls, which would add its own delay to a latency measured with it.
 */
export async function watchFor(page: Page, probe: PageProbe): Promise<(timeoutMs: number) => Promise<number>> {
  const key = JSON.stringify(probe);
  await page.evaluate(
    ({ key: id, probe: wanted }) => {
      const scope = window as unknown as { __seenAt?: Record<string, number> };
      const seenAt = (scope.__seenAt ??= {});
      const present = () => ('text' in wanted ? Boolean(document.body.textContent?.includes(wanted.text)) : document.querySelector(wanted.selector) !== null);
      const check = () => {
        if (seenAt[id] === undefined && present()) seenAt[id] = Date.now();
        return seenAt[id] !== undefined;
      };
      if (check()) return;
      const observer = new MutationObserver(() => check() && observer.disconnect());
      observer.observe(document.body, { childList: true, subtree: true, characterData: true });
    },
    { key, probe },
  );
  return async (timeoutMs) => {
    await page.waitForFunction((id) => (window as unknown as { __seenAt?: Record<string, number> }).__seenAt?.[id] !== undefined, key, { timeout: timeoutMs });
    return page.evaluate((id) => (window as unknown as { __seenAt: Record<string, number> }).__seenAt[id]!, key);
  };
}
