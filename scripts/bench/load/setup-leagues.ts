import type { Http1Pool } from './http1-pool';
import { inParallel, timed, valueOf, type BrowserState } from './game-client';
import type { SeededAccount } from './seed-accounts';

export interface SimPlayer extends BrowserState {
  index: number;
  userId: number;
  leagueId: number;
}

export interface LeagueSetup {
  players: SimPlayer[];
  leagues: number[];
  /** Recent posts per league with their authors, for likes to aim at (a plain object: it travels to the generator processes). */
  posts: Record<number, Array<{ postId: number; userId: number }>>;
}

const BACKGROUNDS = ['competition', 'dating_show', 'drama', 'lifestyle', 'survival'] as const;
/** Morning Routine Q&A: a safe story for 5 energy. */
export const STORY_CARD = 201;

async function expectOk(pool: Http1Pool, method: 'GET' | 'POST', path: string, cookie: string, body?: unknown): Promise<Record<string, unknown>> {
  const { response } = await timed(pool, method, path, { cookie }, body);
  if (response.status !== 200) throw new Error(`${method} ${path}: ${response.status} ${response.body}`);
  return valueOf(response);
}

/**
 * Through the API, as players would: the first of every `leagueSize` players creates a public
 * league, everyone creates a character in it (which joins it on the way), and each league gets a
 * history to read: `postsPerLeague` posts and `chatPerLeague` messages, so the polled pages are full.
 */
export async function setUpLeagues(
  pool: Http1Pool,
  accounts: SeededAccount[],
  options: { leagueSize: number; postsPerLeague: number; chatPerLeague: number; concurrency: number; avatars: number },
): Promise<LeagueSetup> {
  // Avatars drawn by the server as the character screen draws them (a data URL of about 9 KB);
  // a share of the players keep one, and it travels with their chat messages, posts and standings.
  const avatarUrls: string[] = [];
  for (let i = 0; options.avatars > 0 && i < 20; i += 1) {
    const drawn = await expectOk(pool, 'POST', '/_api/avatar/generate', accounts[i % accounts.length]!.cookie, { realityShowBackground: BACKGROUNDS[i % BACKGROUNDS.length], seed: `load-${i}` });
    avatarUrls.push(drawn.avatarUrl as string);
  }
  const avatarOf = (index: number) => (avatarUrls.length > 0 && (index * 0.618034) % 1 < options.avatars ? avatarUrls[index % avatarUrls.length] : undefined);
  const groups: SeededAccount[][] = [];
  for (let i = 0; i < accounts.length; i += options.leagueSize) groups.push(accounts.slice(i, i + options.leagueSize));
  const players: SimPlayer[] = [];
  const leagues: number[] = [];
  const posts: LeagueSetup['posts'] = {};

  await inParallel(groups, Math.max(1, Math.floor(options.concurrency / 4)), async (group, g) => {
    const owner = group[0]!;
    const created = await expectOk(pool, 'POST', '/_api/leagues', owner.cookie, { name: `Load League ${g + 1}`, type: 'public', maxPlayers: Math.max(2, group.length) });
    const leagueId = created.id as number;
    leagues.push(leagueId);
    posts[leagueId] = [];
    await inParallel(group, 4, async (account, i) => {
      const avatarUrl = avatarOf(accounts.indexOf(account));
      await expectOk(pool, 'POST', '/_api/leagues/create-character', account.cookie, {
        leagueId,
        playerName: `@player${accounts.indexOf(account)}`,
        realityShowBackground: BACKGROUNDS[i % BACKGROUNDS.length],
        ...(avatarUrl ? { avatarUrl } : {}),
      });
      players.push({ index: accounts.indexOf(account), userId: account.userId, cookie: account.cookie, leagueId });
    });
    for (let i = 0; i < options.postsPerLeague; i += 1) {
      const author = group[i % group.length]!;
      const posted = await expectOk(pool, 'POST', `/_api/content/post?leagueId=${leagueId}`, author.cookie, { contentCardId: STORY_CARD, captionSelection: { type: 'safe' } });
      posts[leagueId]!.push({ postId: posted.postId as number, userId: author.userId });
    }
    for (let i = 0; i < options.chatPerLeague; i += 1) {
      await expectOk(pool, 'POST', '/_api/league/chat', group[i % group.length]!.cookie, { leagueId, message: `Warming up the chat, message ${i + 1}` });
    }
  });
  players.sort((a, b) => a.index - b.index);
  return { players, leagues, posts };
}
