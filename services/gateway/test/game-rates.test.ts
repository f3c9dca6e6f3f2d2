import { CUSTOM_CAPTION_AUTHENTICITY_BONUS, PostContentResponse, type ScandalResponseOption } from '@il/contracts';
import type { ContentPosted, ScandalResponded, ScandalRolled, ScandalTriggered } from '@il/events';
import { systemRandom, type RecordedEvent } from '@il/platform';
import { binomialBounds, countBounds, scandalChance, within, type CountBounds } from '@il/progression';
import { createLeague, HOUR_MS, player } from './support/league-helpers';
import { createTestApp, type TestApp } from './support/test-app';
import { QA, SHADE, star, type Star } from './progression-support';

/**
 * The game's dice as they are really thrown: the server's own random source (not a seeded one),
 * posts through the gateway's post call, the posting service and progression's consequences, and
 * every count read back from the event log. Each count must fall within four standard deviations
 * of what the rules design, so a fair run fails about once in 16,000 and a dead or skewed system
 * fails every time.
 */
const STARS = 20;
const POSTS = 1_000;
/** Every fourth post is a safe story with the player's own caption, for the authenticity bonus. */
const CUSTOM_EVERY = 4;
const RESPONSES: ScandalResponseOption[] = ['ignore', 'double_down', 'apologize'];

let t: TestApp;
let log: RecordedEvent[];
const answers = new Map<number, PostContentResponse>();

const ofType = <E extends { type: string }>(type: E['type']) => log.filter((e) => e.type === type) as unknown as E[];

beforeAll(async () => {
  t = await createTestApp({}, systemRandom);
  const host = await player(t, 'Host');
  const start = t.clock.now();
  const leagueId = await createLeague(host, { maxPlayers: STARS + 1, startDate: start, endDate: new Date(start.getTime() + 90 * 24 * HOUR_MS) });
  const stars: Star[] = [];
  for (let i = 0; i < STARS; i += 1) stars.push(await star(t, `Star${i}`, 'survival', leagueId));

  const energy = new Map<Star, number>(stars.map((s) => [s, 100]));
  let responses = 0;
  for (let posted = 0; posted < POSTS; ) {
    for (const s of stars) {
      if (posted >= POSTS || energy.get(s)! < 20) continue;
      const custom = posted % CUSTOM_EVERY === CUSTOM_EVERY - 1;
      const body = custom
        ? { contentCardId: QA, captionSelection: { type: 'custom', text: 'Real talk from the villa' } }
        : { contentCardId: SHADE, captionSelection: { type: 'thirst' } };
      const sent = await s.post(`/_api/content/post?leagueId=${leagueId}`, body);
      if (sent.status !== 200) throw new Error(`post: ${JSON.stringify(sent.body)}`);
      const answer = PostContentResponse.parse(sent.body);
      answers.set(answer.postId, answer);
      energy.set(s, answer.energy);
      posted += 1;
      if (answer.triggeredScandalId === null) continue;
      // Answered at once, so the next post rolls again instead of being skipped for an open scandal.
      const response = RESPONSES[responses++ % RESPONSES.length]!;
      const replied = await s.post(`/_api/scandals/respond?leagueId=${leagueId}`, { activeScandalId: answer.triggeredScandalId, response });
      if (replied.status !== 200) throw new Error(`respond: ${JSON.stringify(replied.body)}`);
    }
    t.clock.advance(6 * HOUR_MS);
    for (const [s, value] of energy) energy.set(s, Math.min(100, value + 6));
  }
  log = [];
  for (let after = 0; ; ) {
    const batch = await t.deps.store.readAll(after, 5_000);
    if (batch.length === 0) break;
    log.push(...batch);
    after = batch.at(-1)!.position;
  }
}, 180_000);

afterAll(async () => {
  await t?.close();
});

const observed: string[] = [];
afterAll(() => {
  // What this run measured, for the record (docs/rules.md, Designed rates).
  if (observed.length > 0) console.log(`game rates with the server's dice: ${observed.join('; ')}`);
});

const expectWithin = (what: string, count: number, bounds: CountBounds) => {
  if (!/tenth|bonus/.test(what)) observed.push(`${what} ${count} (expected ${bounds.expected.toFixed(1)}, band ${bounds.low}-${bounds.high})`);
  if (!within(count, bounds)) throw new Error(`${what}: ${count} outside ${bounds.low}..${bounds.high} (expected ${bounds.expected.toFixed(1)})`);
};

describe('the scandal roll, through the post call with the server dice', () => {
  it('is recorded for every post, with the rules chance for what was posted', () => {
    const posts = ofType<ContentPosted>('ContentPosted');
    const rolls = ofType<ScandalRolled>('ScandalRolled');
    expect(posts).toHaveLength(POSTS);
    expect(rolls.map((r) => r.data.postId)).toEqual(posts.map((p) => p.data.postId));
    for (const { data } of rolls) {
      expect(data.skipped).toBeNull();
      expect(data.chance).toBe(scandalChance(data));
      expect(data.fired).toBe(data.roll! < data.chance);
    }
  });

  it('sets off as many scandals as the chances say, each one named in its post answer', () => {
    const rolls = ofType<ScandalRolled>('ScandalRolled').map((r) => r.data);
    const triggered = new Set(ofType<ScandalTriggered>('ScandalTriggered').map((e) => e.data.postId));
    expect(new Set(rolls.filter((r) => r.fired).map((r) => r.postId))).toEqual(triggered);
    for (const r of rolls) expect(answers.get(r.postId)!.triggeredScandalId).toBe(r.fired ? r.postId : null);
    expectWithin('scandals', triggered.size, countBounds(rolls.map((r) => r.chance)));
    // The thirsty risky stories alone (chance 0.30 and up): nowhere near none.
    const risky = rolls.filter((r) => r.riskLevel === 'risky');
    expect(risky.length).toBeGreaterThanOrEqual(700);
    expectWithin('risky scandals', risky.filter((r) => r.fired).length, countBounds(risky.map((r) => r.chance)));
    // By chance, for every chance drawn often enough to say something.
    const byChance = new Map<number, ScandalRolled['data'][]>();
    for (const r of rolls) byChance.set(r.chance, [...(byChance.get(r.chance) ?? []), r]);
    for (const [chance, group] of byChance) {
      if (group.length < 50) continue;
      expectWithin(`scandals at ${chance}`, group.filter((r) => r.fired).length, binomialBounds(group.length, chance));
    }
  });

  it('draws the roll uniformly: each tenth of [0, 1) as often as the others', () => {
    const draws = ofType<ScandalRolled>('ScandalRolled').map((r) => r.data.roll!);
    for (let tenth = 0; tenth < 10; tenth += 1) {
      expectWithin(`rolls in tenth ${tenth}`, draws.filter((u) => Math.floor(u * 10) === tenth).length, binomialBounds(draws.length, 0.1));
    }
  });
});

describe('the other rolls of a post', () => {
  it('rolls followers inside the post range, evenly across it', () => {
    const outcomes = ofType<ContentPosted>('ContentPosted').map((p) => p.data.outcome);
    const tenthOf = (value: number, width: number) => Math.floor((value / width) * 10);
    const tenths: number[] = [];
    // A range holds whole numbers: of a range of 94, the first tenth holds 10 of them (0-9) and the
    // second 9, so each roll's chance of a tenth is what its range gives, not 0.1.
    const chances: number[][] = Array.from({ length: 10 }, () => []);
    for (const { followersRange, followersRolled } of outcomes) {
      expect(followersRolled).toBeGreaterThanOrEqual(followersRange.min);
      expect(followersRolled).toBeLessThanOrEqual(followersRange.max);
      const width = followersRange.max - followersRange.min + 1;
      tenths.push(tenthOf(followersRolled - followersRange.min, width));
      const inTenth = new Array<number>(10).fill(0);
      for (let value = 0; value < width; value += 1) inTenth[tenthOf(value, width)]! += 1;
      inTenth.forEach((count, tenth) => chances[tenth]!.push(count / width));
    }
    for (let tenth = 0; tenth < 10; tenth += 1) {
      expectWithin(`follower rolls in tenth ${tenth}`, tenths.filter((t) => t === tenth).length, countBounds(chances[tenth]!));
    }
  });

  it('gives an own caption each authenticity bonus of its range equally often', () => {
    const custom = ofType<ContentPosted>('ContentPosted').filter((p) => p.data.caption.type === 'custom');
    expect(custom).toHaveLength(POSTS / CUSTOM_EVERY);
    const { min, max } = CUSTOM_CAPTION_AUTHENTICITY_BONUS;
    const values = max - min + 1;
    for (let bonus = min; bonus <= max; bonus += 1) {
      const count = custom.filter((p) => p.data.outcome.authenticityBonus === bonus).length;
      expectWithin(`authenticity bonus ${bonus}`, count, binomialBounds(custom.length, 1 / values));
    }
    for (const p of ofType<ContentPosted>('ContentPosted').filter((e) => e.data.caption.type !== 'custom')) expect(p.data.outcome.authenticityBonus).toBe(0);
  });
});

describe('the answers to those scandals', () => {
  it('record their luck draw with the chance it had, and come out as often as that chance says', () => {
    const responded = ofType<ScandalResponded>('ScandalResponded').map((e) => e.data);
    expect(responded.length).toBe(ofType<ScandalTriggered>('ScandalTriggered').length);
    const lucky = { ignore: 'The story blew over', double_down: 'Doubling down paid off' } as const;
    for (const response of ['ignore', 'double_down'] as const) {
      const answered = responded.filter((r) => r.response === response);
      expect(answered.length).toBeGreaterThan(20);
      for (const r of answered) expect(r.outcome.headline === lucky[response]).toBe(r.outcome.rolls[0]! < r.outcome.chance!);
      const wins = answered.filter((r) => r.outcome.headline === lucky[response]).length;
      expectWithin(`${response} luck`, wins, countBounds(answered.map((r) => r.outcome.chance!)));
    }
  });
});
