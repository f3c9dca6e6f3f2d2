import { createCharacter, createLeague, player } from './league-helpers';
import type { Client, TestApp } from './test-app';

export type Player = Client & { id: number; characterId: number };

/** A player with a character in the league. */
export async function member(t: TestApp, leagueId: number, name: string, owner?: Client & { id: number }): Promise<Player> {
  const client = owner ?? (await player(t, name));
  if (!owner) {
    const joined = await client.post('/_api/leagues/join', { leagueId });
    if (joined.status !== 200) throw new Error(`join ${name}: ${JSON.stringify(joined.body)}`);
  }
  const created = await createCharacter(client, leagueId, { playerName: `@${name}` });
  if (created.status !== 200) throw new Error(`character ${name}: ${JSON.stringify(created.body)}`);
  return Object.assign(client, { characterId: created.body.id as number });
}

/** A league that is active now, its owner already playing. */
export async function league(t: TestApp, ownerName = 'Owner', body: Record<string, unknown> = {}): Promise<{ leagueId: number; owner: Player }> {
  const owner = await player(t, ownerName);
  const leagueId = await createLeague(owner, body);
  return { leagueId, owner: await member(t, leagueId, ownerName, owner) };
}

/** Posts the cheapest photo card (8 energy) and answers the post id. */
export async function postContent(client: Client, leagueId: number): Promise<number> {
  const posted = await client.post(`/_api/content/post?leagueId=${leagueId}`, { contentCardId: 101, captionSelection: { type: 'safe' } });
  if (posted.status !== 200) throw new Error(`post: ${JSON.stringify(posted.body)}`);
  return posted.body.postId as number;
}

export const like = (client: Client, leagueId: number, postId: number, liked = true) =>
  client.post('/_api/content/like', { leagueId, postId, like: liked });
