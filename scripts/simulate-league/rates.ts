import { CUSTOM_CAPTION_AUTHENTICITY_BONUS, type FinalResultsResponse } from '@il/contracts';
import type {
  CharacterStatsChanged,
  ContentPosted,
  DailyChallengesIssued,
  LeagueCompleted,
  ScandalResponded,
  ScandalRolled,
  ScandalTriggered,
} from '@il/events';
import { relevanceFadeOf, RELEVANCE_FADE_CAUSE } from '@il/league';
import type { RecordedEvent } from '@il/platform';
import {
  CHALLENGES_PER_DAY,
  countBounds,
  DIFFICULTY_WEIGHTS,
  scandalChance,
  scandalHeat,
  SEVERITIES,
  SEVERITY_WEIGHTS_BY_HEAT,
  type CountBounds,
} from '@il/progression';
import { DESIGNED_BANDS } from './designed-rates';
import type { Player } from './player';

export type RateStatus = 'ok' | 'DEAD' | 'OUT OF BAND' | 'not played' | 'info';

/** One line of the season's check: what the log shows beside what the rules design. */
export interface RateRow {
  system: string;
  measure: string;
  observed: string;
  designed: string;
  band: string;
  status: RateStatus;
}

export const failed = (rows: readonly RateRow[]) => rows.filter((r) => r.status === 'DEAD' || r.status === 'OUT OF BAND');

const pct = (part: number, whole: number) => (whole === 0 ? '-' : `${((100 * part) / whole).toFixed(1)}%`);

/** A count of draws that came out yes, judged against the chances each draw had. */
function countRow(system: string, measure: string, hits: number, chances: readonly number[], required = true): RateRow {
  const n = chances.length;
  if (n === 0) return { system, measure, observed: '0 draws', designed: '-', band: '-', status: required ? 'DEAD' : 'not played' };
  const bounds: CountBounds = countBounds(chances);
  const status: RateStatus = hits >= bounds.low && hits <= bounds.high ? 'ok' : hits === 0 ? 'DEAD' : 'OUT OF BAND';
  return {
    system,
    measure,
    observed: `${hits}/${n} = ${pct(hits, n)}`,
    designed: pct(bounds.expected, n),
    band: `${pct(bounds.low, n)}-${pct(bounds.high, n)}`,
    status,
  };
}

/** A share where the design gives a band rather than a chance. */
function shareRow(system: string, measure: string, part: number, whole: number, band: { min: number; max: number }, minimumWhole = 1): RateRow {
  const designed = `${(band.min * 100).toFixed(0)}-${(band.max * 100).toFixed(0)}%`;
  if (whole < minimumWhole) return { system, measure, observed: `${part}/${whole}`, designed, band: `needs ${minimumWhole}`, status: whole === 0 ? 'DEAD' : 'info' };
  const share = part / whole;
  const status: RateStatus = part === 0 ? 'DEAD' : share >= band.min && share <= band.max ? 'ok' : 'OUT OF BAND';
  return { system, measure, observed: `${part}/${whole} = ${pct(part, whole)}`, designed, band: designed, status };
}

/** Something the rules decide exactly: every case must follow them. */
function ruleRow(system: string, measure: string, following: number, total: number, required = true): RateRow {
  const status: RateStatus = total === 0 ? (required ? 'DEAD' : 'not played') : following === total ? 'ok' : 'OUT OF BAND';
  return { system, measure, observed: `${following}/${total}`, designed: '100%', band: 'all', status };
}

const ofType = <E extends { type: string; data: unknown }>(events: readonly RecordedEvent[], type: E['type']) =>
  events.filter((e) => e.type === type).map((e) => e.data as E['data']);

function scandalRows(events: readonly RecordedEvent[]): RateRow[] {
  const rolls = ofType<ScandalRolled>(events, 'ScandalRolled');
  const rolled = rolls.filter((r) => r.skipped === null);
  const rows: RateRow[] = [
    ruleRow('scandals', 'posts with a recorded roll', rolls.length, ofType<ContentPosted>(events, 'ContentPosted').length),
    ruleRow('scandals', "recorded chance = the rules' chance", rolls.filter((r) => r.chance === scandalChance(r)).length, rolls.length),
    { system: 'scandals', measure: 'posts skipped: star in an open scandal', observed: String(rolls.length - rolled.length), designed: '-', band: '-', status: 'info' },
  ];
  // Scandals per 100 posts by risk and caption (thirst or not); the designed rate is the mean of the
  // rules' chances for those posts (drama adds to them).
  for (const risk of ['safe', 'medium', 'risky'] as const) {
    for (const thirst of [true, false]) {
      const group = rolled.filter((r) => r.riskLevel === risk && (r.captionType === 'thirst') === thirst);
      rows.push(
        countRow(
          'scandals',
          `per 100 posts: ${risk}, ${thirst ? 'thirst caption' : 'other caption'}`,
          group.filter((r) => r.fired).length,
          group.map((r) => r.chance),
          false,
        ),
      );
    }
  }
  rows.push(countRow('scandals', 'per 100 posts: all', rolled.filter((r) => r.fired).length, rolled.map((r) => r.chance)));

  // Severity by the post's heat.
  const rollOf = new Map(rolls.map((r) => [r.postId, r]));
  const triggered = ofType<ScandalTriggered>(events, 'ScandalTriggered');
  for (const [index, severity] of SEVERITIES.entries()) {
    const chances = triggered.map((s) => {
      const weights = SEVERITY_WEIGHTS_BY_HEAT[Math.min(scandalHeat(rollOf.get(s.postId)!), SEVERITY_WEIGHTS_BY_HEAT.length - 1)]!;
      return weights[index]! / weights.reduce((a, b) => a + b, 0);
    });
    rows.push(countRow('scandal severity', severity, triggered.filter((s) => s.severity === severity).length, chances, false));
  }
  return rows;
}

function responseRows(events: readonly RecordedEvent[]): RateRow[] {
  const responded = ofType<ScandalResponded>(events, 'ScandalResponded');
  const expired = events.filter((e) => e.type === 'ScandalExpired').map((e) => e.data as { leagueEnded: boolean });
  const lucky = (response: 'ignore' | 'double_down', headline: string) => {
    const answers = responded.filter((r) => r.response === response && r.outcome.chance !== undefined);
    return countRow('scandal answers', response === 'ignore' ? 'ignore: blew over' : 'double down: paid off', answers.filter((r) => r.outcome.headline === headline).length, answers.map((r) => r.outcome.chance!), false);
  };
  // A scandal still running when the league ends closes without consequence once it runs out;
  // none may be left open past its deadline.
  const closed = new Set([...responded.map((r) => r.scandalId), ...events.filter((e) => e.type === 'ScandalExpired').map((e) => (e.data as { scandalId: number }).scandalId)]);
  const end = ofType<LeagueCompleted>(events, 'LeagueCompleted')[0]?.completedAt ?? '';
  const open = ofType<ScandalTriggered>(events, 'ScandalTriggered').filter((t) => !closed.has(t.scandalId));
  const overdue = open.filter((t) => t.expiresAt <= end).length;
  return [
    lucky('ignore', 'The story blew over'),
    lucky('double_down', 'Doubling down paid off'),
    { system: 'scandal answers', measure: 'apologised', observed: String(responded.filter((r) => r.response === 'apologize').length), designed: '-', band: '-', status: 'info' },
    {
      system: 'scandal answers',
      measure: 'answered / expired / closed by the end / running at the end',
      observed: `${responded.length} / ${expired.filter((e) => !e.leagueEnded).length} / ${expired.filter((e) => e.leagueEnded).length} / ${open.length}`,
      designed: 'none past its deadline',
      band: '-',
      status: overdue === 0 ? 'ok' : 'OUT OF BAND',
    },
  ];
}

function challengeRows(events: readonly RecordedEvent[]): RateRow[] {
  const sets = ofType<DailyChallengesIssued>(events, 'DailyChallengesIssued');
  const issued = sets.flatMap((s) => s.challenges);
  const claimed = events.filter((e) => e.type === 'ChallengeRewardClaimed').length;
  const total = DIFFICULTY_WEIGHTS.reduce((a, b) => a + b, 0);
  return [
    ruleRow('daily challenges', `sets of ${CHALLENGES_PER_DAY}`, sets.filter((s) => s.challenges.length === CHALLENGES_PER_DAY).length, sets.length),
    ...DIFFICULTY_WEIGHTS.map((weight, i) =>
      countRow('daily challenges', `difficulty ${i + 1}`, issued.filter((c) => c.difficulty === i + 1).length, issued.map(() => weight / total)),
    ),
    shareRow('daily challenges', 'claimed / issued', claimed, issued.length, DESIGNED_BANDS.challengesClaimed),
  ];
}

function dealRows(events: readonly RecordedEvent[], players: readonly Player[]): RateRow[] {
  const count = (type: string) => events.filter((e) => e.type === type).length;
  const offered = players.reduce((sum, p) => sum + p.notes.offered.size, 0);
  const accepted = count('BrandDealAccepted');
  const completed = count('BrandDealCompleted');
  const expired = count('BrandDealExpired');
  return [
    { system: 'brand deals', measure: 'offered (distinct offers seen)', observed: String(offered), designed: '> 0', band: '-', status: offered > 0 ? 'ok' : 'DEAD' },
    { system: 'brand deals', measure: 'accepted / offered', observed: `${accepted}/${offered} = ${pct(accepted, offered)}`, designed: '> 0', band: '-', status: accepted > 0 ? 'ok' : 'DEAD' },
    shareRow('brand deals', 'completed / ended (completed + expired)', completed, completed + expired, DESIGNED_BANDS.dealsDelivered, DESIGNED_BANDS.minimumResolvedDeals),
    { system: 'brand deals', measure: 'expired / accepted', observed: `${expired}/${accepted} = ${pct(expired, accepted)}`, designed: '-', band: '-', status: 'info' },
  ];
}

function unlockRows(events: readonly RecordedEvent[], players: readonly Player[]): RateRow[] {
  const played = players.filter((p) => p.notes.posts > 0);
  const perCharacter = (type: string) => {
    const counts = new Map<number, number>();
    for (const e of events) if (e.type === type) counts.set((e.data as { characterId: number }).characterId, (counts.get((e.data as { characterId: number }).characterId) ?? 0) + 1);
    return counts;
  };
  const row = (measure: string, type: string, min: number): RateRow => {
    const counts = [...perCharacter(type).values()];
    const total = counts.reduce((a, b) => a + b, 0);
    const reached = counts.filter((c) => c >= min).length;
    return {
      system: 'achievements & milestones',
      measure,
      observed: `${total} (${reached}/${played.length} players with ${min}+)`,
      designed: `${min}+ per player`,
      band: '-',
      status: total === 0 ? 'DEAD' : reached >= played.length ? 'ok' : 'OUT OF BAND',
    };
  };
  return [
    row('achievements unlocked', 'AchievementUnlocked', DESIGNED_BANDS.achievementsPerPlayer.min),
    row('milestones reached', 'MilestoneReached', DESIGNED_BANDS.milestonesPerPlayer.min),
  ];
}

/** Every midnight in play at which a character had relevance must fade it by the rule's amount. */
function fadeRows(events: readonly RecordedEvent[]): RateRow[] {
  const changes = ofType<CharacterStatsChanged>(events, 'CharacterStatsChanged');
  const fades = changes.filter((c) => c.cause.kind === RELEVANCE_FADE_CAUSE);
  const moved = fades.filter((f) => (f.changes.relevance ?? 0) !== 0);
  const byRule = moved.filter((f) => -(f.changes.relevance ?? 0) === relevanceFadeOf(f.stats.relevance - (f.changes.relevance ?? 0))).length;
  const lost = moved.reduce((sum, f) => sum - (f.changes.relevance ?? 0), 0);
  const before = moved.reduce((sum, f) => sum + f.stats.relevance - (f.changes.relevance ?? 0), 0);
  return [
    ruleRow('relevance fade', 'fades of ceil(10%) of relevance', byRule, moved.length),
    { system: 'relevance fade', measure: 'relevance lost per fade', observed: pct(lost, before), designed: '10% (rounded up)', band: '-', status: 'info' },
  ];
}

function rollRows(events: readonly RecordedEvent[]): RateRow[] {
  const posts = ofType<ContentPosted>(events, 'ContentPosted');
  const shares = posts.map(({ outcome: o }) => (o.followersRolled - o.followersRange.min) / (o.followersRange.max - o.followersRange.min + 1));
  const inRange = posts.filter(({ outcome: o }) => o.followersRolled >= o.followersRange.min && o.followersRolled <= o.followersRange.max).length;
  const halves = [shares.filter((u) => u < 0.5).length, shares.filter((u) => u >= 0.5).length];
  const custom = posts.filter((p) => p.caption.type === 'custom');
  const { min, max } = CUSTOM_CAPTION_AUTHENTICITY_BONUS;
  const rows = [
    ruleRow('post rolls', 'followers inside the range', inRange, posts.length),
    countRow('post rolls', 'followers in the lower half of the range', halves[0]!, shares.map(() => 0.5)),
  ];
  for (let bonus = min; bonus <= max; bonus += 1) {
    const hits = custom.filter((p) => p.outcome.authenticityBonus === bonus).length;
    rows.push(countRow('post rolls', `own caption authenticity bonus +${bonus}`, hits, custom.map(() => 1 / (max - min + 1)), false));
  }
  return rows;
}

function standingRows(events: readonly RecordedEvent[], final: FinalResultsResponse, players: readonly Player[]): RateRow[] {
  const completed = ofType<LeagueCompleted>(events, 'LeagueCompleted')[0];
  const champion = final.champion;
  const rankOne = completed?.standings.find((s) => s.rank === 1);
  return [
    {
      system: 'final standings',
      measure: 'champion (rank 1 of the frozen standings)',
      observed: champion ? `${champion.characterName} ${champion.compositeScore.toFixed(2)}` : 'none',
      designed: rankOne?.characterName ?? 'a champion',
      band: '-',
      status: champion && rankOne && champion.characterName === rankOne.characterName ? 'ok' : 'DEAD',
    },
    ruleRow('final standings', 'players ranked', completed?.standings.length ?? 0, players.length),
  ];
}

/** Every system of the season, observed beside designed. */
export function seasonRates(events: readonly RecordedEvent[], players: readonly Player[], final: FinalResultsResponse): RateRow[] {
  return [
    ...scandalRows(events),
    ...responseRows(events),
    ...challengeRows(events),
    ...dealRows(events, players),
    ...unlockRows(events, players),
    ...fadeRows(events),
    ...rollRows(events),
    ...standingRows(events, final, players),
  ];
}
