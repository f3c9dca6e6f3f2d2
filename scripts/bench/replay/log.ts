/**
 * The replay benches' log: leagues of characters and a seeded stream of what happens to them
 * (60% followers gained, 20% posts, 10% money earned, 10% chat messages the leaderboard ignores),
 * written straight into the event store's table in one transaction.
 */
import Database from 'better-sqlite3';

/** Writes the events straight into the store's table; returns the expected follower total. */
export function writeLog(file: string, size: { events: number; leagues: number; perLeague: number }): number {
  const { events: EVENTS, leagues: LEAGUES, perLeague: PER_LEAGUE } = size;
  const db = new Database(file);
  db.pragma('journal_mode = WAL');
  db.pragma('synchronous = OFF');
  const insert = db.prepare(
    'INSERT INTO events (position, stream_id, revision, id, type, data, metadata) VALUES (?, ?, ?, ?, ?, ?, ?)',
  );
  const revisions = new Map<string, number>();
  // mulberry32: small, seeded, and without the short low-bit cycles of a plain LCG.
  let seed = 7;
  const random = (n: number): number => {
    seed = (seed + 0x6d2b79f5) | 0;
    let t = Math.imul(seed ^ (seed >>> 15), 1 | seed);
    t = (t + Math.imul(t ^ (t >>> 7), 61 | t)) ^ t;
    return ((t ^ (t >>> 14)) >>> 0) % n;
  };
  const characters = LEAGUES * PER_LEAGUE;
  let followers = 0;
  db.transaction(() => {
    for (let i = 0; i < EVENTS; i += 1) {
      const position = i + 1;
      const c = i < characters ? i : random(characters);
      const characterId = `character-${c}`;
      const leagueId = `league-${c % LEAGUES}`;
      const roll = random(100);
      let type: string;
      let data: Record<string, unknown>;
      if (i < characters) {
        type = 'CharacterCreated';
        data = { characterId, leagueId, name: `Influencer ${c}` };
      } else if (roll < 60) {
        const gained = random(500);
        followers += gained;
        type = 'FollowersGained';
        data = { characterId, leagueId, gained, reason: 'post' };
      } else if (roll < 80) {
        type = 'PostPublished';
        data = { characterId, leagueId, postId: i, kind: 'story' };
      } else if (roll < 90) {
        type = 'MoneyEarned';
        data = { characterId, leagueId, amount: random(1000) };
      } else {
        // Events the projection does not care about still pass through it.
        type = 'ChatMessagePosted';
        data = { leagueId, messageId: i, userId: 1 + (c % 5000), text: 'see you at the reunion' };
      }
      const streamId = type === 'ChatMessagePosted' ? `chat-${leagueId}` : characterId;
      const revision = (revisions.get(streamId) ?? -1) + 1;
      revisions.set(streamId, revision);
      const metadata = {
        schemaVersion: 1,
        correlationId: `00000000-0000-4000-8000-${String(i).padStart(12, '0')}`,
        causationId: `00000000-0000-4000-8000-${String(i).padStart(12, '0')}`,
        userId: 1 + (c % 5000),
        at: new Date(1_780_000_000_000 + i * 1000).toISOString(),
      };
      insert.run(position, streamId, revision, `event-${position}`, type, JSON.stringify(data), JSON.stringify(metadata));
    }
  })();
  db.close();
  return followers;
}

