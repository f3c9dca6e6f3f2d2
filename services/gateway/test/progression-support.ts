import { PostContentResponse } from '@il/contracts';
import { progressionSettlement } from '@il/progression';
import { createCharacter, createLeague, HOUR_MS, player } from './support/league-helpers';
import type { Client, TestApp } from './support/test-app';

export type Star = Client & { id: number; leagueId: number; characterId: number };

/** A player with a character of the given background in a league that is active now (their own, or joined). */
export async function star(t: TestApp, name: string, background = 'competition', leagueId?: number): Promise<Star> {
  const client = await player(t, name);
  const league = leagueId ?? (await createLeague(client));
  const created = await createCharacter(client, league, { playerName: `@${name}`, realityShowBackground: background });
  if (created.status !== 200) throw new Error(`character ${name}: ${JSON.stringify(created.body)}`);
  return Object.assign(client, { leagueId: league, characterId: created.body.id as number });
}

/** Morning Routine Q&A: a safe story for 5 energy. */
export const QA = 201;
/** Subtle Shade at an Ex: a risky story for 8 energy that offers the default captions. */
export const SHADE = 209;

export async function post(client: Star, contentCardId = QA, captionType = 'safe'): Promise<PostContentResponse> {
  const answer = await client.post(`/_api/content/post?leagueId=${client.leagueId}`, { contentCardId, captionSelection: { type: captionType } });
  if (answer.status !== 200) throw new Error(`post: ${JSON.stringify(answer.body)}`);
  return PostContentResponse.parse(answer.body);
}

/**
 * Posts risky stories with thirst captions until one sets off a scandal (36% a post for a drama
 * star), resting when energy runs low. The dice are seeded, so a run always takes the same posts.
 */
export async function provokeScandal(t: TestApp, client: Star): Promise<{ scandalId: number; posts: number }> {
  for (let posts = 1; posts <= 60; posts += 1) {
    const state = await client.get(`/_api/game-state?leagueId=${client.leagueId}`);
    if ((state.body.energy as number) < 11) t.clock.advance(12 * HOUR_MS);
    const answer = await post(client, SHADE, 'thirst');
    if (answer.triggeredScandalId !== null) return { scandalId: answer.triggeredScandalId, posts };
  }
  throw new Error('no scandal in 60 risky posts');
}

/** One round of the settlement job at the test clock's time. */
export const runSettlement = (t: TestApp) => progressionSettlement(t.deps).runDue({ userId: null, correlationId: 'test-settlement' });

export const gameState = async (client: Star) => (await client.get(`/_api/game-state?leagueId=${client.leagueId}`)).body;
