import type { RecordedEvent } from '@il/platform';
import { playMonth, type Month } from '../simulate-league/month';
import { failed, seasonRates, type RateRow } from '../simulate-league/rates';
import { paceOf } from '../simulate-league/pace';
import { summary } from '../simulate-league/summary';

/**
 * A short season of `npm run simulate`: ten days (the dropout leaves after seven, so broken deals
 * happen too), six strategies, through the API with a hand-moved clock. Every system must fire
 * within its designed band; a system that goes dead fails here.
 */
const run = { seed: 7, days: 10, quiet: true };
let season: Month;

beforeAll(async () => {
  season = await playMonth(run);
}, 120_000);

const rowOf = (rows: RateRow[], system: string, measure: string) => rows.find((r) => r.system === system && r.measure === measure);

it('plays a season in which every system fires within its band, and crowns a champion', () => {
  const rows = seasonRates(season.events, season.players, season.final);
  expect(failed(rows)).toEqual([]);
  expect(season.final.champion).not.toBeNull();
  expect(summary(season.players, season.final, season.events, run)).toContain(`champion ${season.final.champion!.characterName}`);
  for (const system of ['scandals', 'scandal answers', 'daily challenges', 'brand deals', 'achievements & milestones', 'relevance fade', 'post rolls', 'final standings']) {
    expect(rows.filter((r) => r.system === system && r.status === 'ok').length).toBeGreaterThan(0);
  }
});

it('fails a season in which the scandal dice never fire', () => {
  // The same season, as if every roll had missed: no scandal, no answer.
  const dead: RecordedEvent[] = season.events
    .filter((e) => !['ScandalTriggered', 'ScandalResponded', 'ScandalExpired'].includes(e.type))
    .map((e) => (e.type === 'ScandalRolled' ? { ...e, data: { ...(e.data as object), fired: false } } : e));
  const rows = seasonRates(dead, season.players, season.final);
  expect(rowOf(rows, 'scandals', 'per 100 posts: all')?.status).toBe('DEAD');
  expect(failed(rows).length).toBeGreaterThan(0);
});

it('fails a season whose daily challenges are never claimed', () => {
  const rows = seasonRates(season.events.filter((e) => e.type !== 'ChallengeRewardClaimed'), season.players, season.final);
  expect(rowOf(rows, 'daily challenges', 'claimed / issued')?.status).toBe('DEAD');
});

it('reports the pace of a sitting for every strategy, from the sittings the players had', () => {
  const pace = paceOf(season.players);
  expect(pace.map((p) => p.player)).toEqual(season.players.map((p) => p.name));
  for (const [i, player] of season.players.entries()) {
    const row = pace[i]!;
    const { sittings } = player.notes;
    // Every sitting is one visit, and its posts add up to the player's posts.
    expect(row.sittings).toBe(sittings.length);
    expect(sittings.reduce((sum, s) => sum + s.posts, 0)).toBe(player.notes.posts);
    expect(row.firstSittingPosts).toBe(sittings[0]!.posts);
    // A sitting that ran out had energy below the next post it wanted.
    for (const s of sittings.filter((x) => x.outOfEnergy)) expect(s.endEnergy).toBeLessThan(s.nextCost!);
  }
  // A fresh star's first sitting spends the starting energy on several posts.
  expect(Math.min(...pace.map((p) => p.firstSittingPosts))).toBeGreaterThan(1);
});
