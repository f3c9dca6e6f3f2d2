import { decodeWire, type GameState, type RealityShowBackground } from '@il/contracts';
import type { APIResponse, Page } from 'playwright-core';

async function answer<T>(response: APIResponse, what: string): Promise<T> {
  const text = await response.text();
  if (!response.ok()) throw new Error(`${what} answered ${response.status()}: ${text}`);
  return decodeWire<T>(text);
}

/**
 * A league the page's player owns, with a character in it, made through the API with the page's
 * cookies (page.request shares the browser's cookie jar).
 */
export async function createLeagueWithCharacter(
  page: Page,
  input: { leagueName: string; playerName: string; background: RealityShowBackground },
): Promise<{ leagueId: number }> {
  const league = await answer<{ id: number }>(
    await page.request.post('/_api/leagues', { data: { name: input.leagueName, type: 'public' } }),
    'create league',
  );
  await answer(
    await page.request.post('/_api/leagues/create-character', {
      data: { leagueId: league.id, playerName: input.playerName, realityShowBackground: input.background },
    }),
    'create character',
  );
  return { leagueId: league.id };
}

/** What the server says the character stands at right now. */
export async function readGameState(page: Page, leagueId: number): Promise<GameState> {
  return answer<GameState>(await page.request.get(`/_api/game-state?leagueId=${leagueId}`), 'game state');
}

export { decodeWire };
