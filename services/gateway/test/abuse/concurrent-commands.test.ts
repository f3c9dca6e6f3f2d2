import { LIKE_MESSAGES, LIKES } from '@il/contracts';
import { streams, type CharacterStats } from '@il/events';
import { MAX_COMMAND_ATTEMPTS, type RecordedEvent } from '@il/platform';
import { league, member, postContent, type Player } from '../support/social-helpers';
import { createTestApp, type TestApp } from '../support/test-app';

/**
 * 200 commands of one player at once (posts, likes, unlikes and chat) against the real embedded
 * runtime. Posts and likes share the character stream, so they race for its revision and its
 * energy; the rules must hold whichever wins: energy within 0-100, at most 5 likes a day, followers
 * the sum of their changes, every acknowledged command in the log, and no effect without an
 * acknowledgement.
 */
const COMMANDS = 200;
const BUSY = 'The game is busy with another action on this item. Please try again.';
/** Morning Routine Q&A: a safe story for 5 energy. */
const STORY = 201;

type Kind = 'post' | 'like' | 'unlike' | 'chat';
interface Answer {
  kind: Kind;
  index: number;
  postId?: number;
  status: number;
  body: Record<string, unknown>;
}

/**
 * The embedded store answers a read without yielding, so in one process a command's read and its
 * append rarely interleave with another's. A networked store (EventStoreDB) answers later; the
 * second run makes every stream read wait a little, so commands race for the revision for real.
 */
const STORES = [
  ['the embedded store as it is', 0],
  ['a store whose reads arrive up to 3 ms late', 3],
] as const;

describe.each(STORES)('200 concurrent commands of one player, on %s', (_, readDelayMs) => {
  let t: TestApp;
  let hero: Player;
  let leagueId: number;
  const authorPosts: number[] = [];
  const answers: Answer[] = [];
  let heroEvents: RecordedEvent[] = [];
  let chatEvents: RecordedEvent[] = [];

  beforeAll(async () => {
    t = await createTestApp();
    const started = await league(t, 'Author0');
    leagueId = started.leagueId;
    authorPosts.push(await postContent(started.owner, leagueId));
    for (let i = 1; i < 8; i += 1) authorPosts.push(await postContent(await member(t, leagueId, `Author${i}`), leagueId));
    hero = await member(t, leagueId, 'Hero');
    if (readDelayMs > 0) delayReads(t, readDelayMs);

    const kindOf = (i: number): Kind => (i % 9 === 7 ? 'unlike' : (['post', 'like', 'chat'] as const)[i % 3]!);
    await Promise.all(
      Array.from({ length: COMMANDS }, async (_, index) => {
        const kind = kindOf(index);
        const postId = authorPosts[index % authorPosts.length]!;
        const sent =
          kind === 'post'
            ? await hero.post(`/_api/content/post?leagueId=${leagueId}`, { contentCardId: STORY, captionSelection: { type: 'safe' } })
            : kind === 'chat'
              ? await hero.post('/_api/league/chat', { leagueId, message: `message ${index}` })
              : await hero.post('/_api/content/like', { leagueId, postId, like: kind === 'like' });
        answers.push({ kind, index, ...(kind === 'like' || kind === 'unlike' ? { postId } : {}), status: sent.status, body: sent.body });
      }),
    );
    heroEvents = await t.deps.store.readStream(streams.character(hero.characterId));
    chatEvents = await t.deps.store.readStream(streams.chat(leagueId));
  }, 120_000);
  afterAll(async () => {
    await t?.close();
  });

  const ok = (kind: Kind) => answers.filter((a) => a.kind === kind && a.status === 200);
  const ofType = (type: string) => heroEvents.filter((e) => e.type === type);
const dataOf = <T>(e: RecordedEvent) => e.data as T;

  it('answers each with success, the rule that refused it, or busy after the bounded retries', () => {
    const allowed: Record<Kind, RegExp[]> = {
      post: [/^Not enough energy: this post costs 5 energy and you have [0-4]\.$/],
      like: [new RegExp(`^${escape(LIKE_MESSAGES.notEnoughEnergy)}$`), /^Daily limit reached \(5\/5 likes used\)$/, new RegExp(`^${LIKE_MESSAGES.alreadyLiked}$`)],
      unlike: [new RegExp(`^${LIKE_MESSAGES.notLiked}$`)],
      chat: [],
    };
    expect(answers).toHaveLength(COMMANDS);
    for (const answer of answers) {
      if (answer.status === 200) continue;
      const text = String(answer.body.error);
      if (answer.status === 409) expect(text).toBe(BUSY);
      else expect({ kind: answer.kind, status: answer.status, text, allowed: allowed[answer.kind].some((rule) => rule.test(text)) }).toEqual({ kind: answer.kind, status: 400, text, allowed: true });
    }
    const busy = answers.filter((a) => a.status === 409).length;
    process.stdout.write(
      `concurrent commands: ${ok('post').length} posts, ${ok('like').length} likes, ${ok('unlike').length} unlikes, ${ok('chat').length} chat messages acknowledged; ` +
        `${answers.filter((a) => a.status === 400).length} refused by a rule, ${busy} busy\n`,
    );
    // Chat never conflicts (expected revision "any"); the character stream makes progress whatever the contention.
    expect(ok('chat')).toHaveLength(answers.filter((a) => a.kind === 'chat').length);
    expect(ok('post').length + ok('like').length).toBeGreaterThan(0);
  });

  it('answers busy only after the bounded retries', async () => {
    const metrics = (await t.app.inject({ method: 'GET', url: '/metrics' })).body;
    const conflicts = (outcome: string) =>
      Number(new RegExp(`il_command_conflicts_total\\{stream="character",outcome="${outcome}"\\} (\\d+)`).exec(metrics)?.[1] ?? 0);
    const busy = answers.filter((a) => a.status === 409).length;
    expect(conflicts('gave_up')).toBe(busy);
    expect(conflicts('retried')).toBeGreaterThanOrEqual(busy * (MAX_COMMAND_ATTEMPTS - 1));
  });

  it('keeps energy within 0-100 and every step of energy and followers the sum of its changes', () => {
    const created = dataOf<{ stats: CharacterStats }>(ofType('CharacterCreated')[0]!).stats;
    let { energy, followers } = created;
    for (const event of ofType('CharacterStatsChanged')) {
      const { changes, stats } = dataOf<{ changes: { energy?: number; followers?: number }; stats: CharacterStats }>(event);
      expect(stats.energy).toBeGreaterThanOrEqual(0);
      expect(stats.energy).toBeLessThanOrEqual(100);
      // The clock stands still during the burst, so no energy regenerates between two events.
      expect(stats.energy).toBe(energy + (changes.energy ?? 0));
      expect(stats.followers).toBe(followers + (changes.followers ?? 0));
      energy = stats.energy;
      followers = stats.followers;
    }
    const gained = ofType('ContentPosted').reduce((sum, e) => sum + dataOf<{ outcome: { followersGained: number } }>(e).outcome.followersGained, 0);
    expect(followers).toBe(created.followers + gained);
  });

  it('gives at most 5 likes a day and never likes a post twice', () => {
    const likes = ofType('PostLiked');
    expect(likes.length).toBeLessThanOrEqual(LIKES.dailyLimit);
    const held = new Set<number>();
    for (const event of heroEvents) {
      const { postId } = dataOf<{ postId: number }>(event);
      if (event.type === 'PostLiked') {
        expect(held.has(postId)).toBe(false);
        held.add(postId);
      }
      if (event.type === 'PostUnliked') {
        expect(held.has(postId)).toBe(true);
        held.delete(postId);
      }
    }
  });

  it('has every acknowledged command in the log, and nothing that was not acknowledged', () => {
    const posted = new Set(ofType('ContentPosted').map((e) => dataOf<{ postId: number }>(e).postId));
    expect(ok('post').map((a) => a.body.postId as number).filter((id) => !posted.has(id))).toEqual([]);
    expect(posted.size).toBe(ok('post').length);

    const liked = ofType('PostLiked').map((e) => dataOf<{ postId: number }>(e).postId).sort();
    expect(ok('like').map((a) => a.postId!).sort()).toEqual(liked);
    const unliked = ofType('PostUnliked').map((e) => dataOf<{ postId: number }>(e).postId).sort();
    expect(ok('unlike').map((a) => a.postId!).sort()).toEqual(unliked);

    const sent = new Set(chatEvents.map((e) => dataOf<{ messageId: number }>(e).messageId));
    expect(ok('chat').map((a) => a.body.id as number).filter((id) => !sent.has(id))).toEqual([]);
    expect(sent.size).toBe(ok('chat').length);
  });

  it('shows the same numbers in the game state as in the log', async () => {
    const last = dataOf<{ stats: CharacterStats }>(ofType('CharacterStatsChanged').at(-1)!).stats;
    const state = await hero.get(`/_api/game-state?leagueId=${leagueId}`);
    expect(state.body).toMatchObject({ energy: last.energy, followers: last.followers, dailyLikesGiven: ofType('PostLiked').length });
    const feed = await hero.get(`/_api/content/feed?leagueId=${leagueId}&limit=100`);
    const likedNow = new Set((feed.body.posts as Array<{ postId: number; userHasLiked: boolean }>).filter((p) => p.userHasLiked).map((p) => p.postId));
    expect(likedNow.size).toBe(ofType('PostLiked').length - ofType('PostUnliked').length);
  });
});

function delayReads(t: TestApp, maxDelayMs: number): void {
  const store = t.deps.store;
  const readStream = store.readStream.bind(store);
  // The answer travels back after the read: other commands may append meanwhile, as over a network.
  store.readStream = async (streamId, fromRevision) => {
    const events = await readStream(streamId, fromRevision);
    await new Promise((resolve) => setTimeout(resolve, Math.random() * maxDelayMs));
    return events;
  };
}

function escape(text: string): string {
  return text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');
}
