import { CONTENT_TYPES, ContentType, type TrendingTopic } from '@il/contracts';
import { seededRandom, utcDayOf } from '@il/platform';
import { z } from 'zod';
import topicsFile from '../../catalog/trending-topics.v1.json';
import { referenceDataErrors } from '../catalog/card-catalog';

/**
 * Trending topics are computed, not stored: the topics of a league on a day follow from the
 * league id and the date alone, so every server answers the same list and posting can check a
 * topic without a read model. Days are calendar days in UTC, for every player wherever they are.
 */
const DAY_MS = 24 * 60 * 60 * 1000;

const TopicCatalogFile = z
  .strictObject({
    version: z.number().int().positive(),
    bonusMultiplier: z.strictObject({ min: z.number().positive(), max: z.number().positive(), step: z.number().positive() }),
    topics: z.array(
      z.strictObject({
        id: z.number().int().positive(),
        topicName: z.string().min(2).max(60),
        contentType: ContentType,
        /** A topic named for a day of the week (0 Sunday … 6 Saturday, UTC) trends on that day, and only then. */
        weekday: z.number().int().min(0).max(6).optional(),
      }),
    ),
  })
  .superRefine((file, issues) => {
    if (new Set(file.topics.map((t) => t.id)).size !== file.topics.length) issues.addIssue({ code: 'custom', message: 'Duplicate topic id' });
    for (const { value } of CONTENT_TYPES) {
      const ofType = file.topics.filter((t) => t.contentType === value);
      // Two topics free of a weekday keep the rotation from showing one topic two days running.
      if (ofType.filter((t) => t.weekday === undefined).length < 2) issues.addIssue({ code: 'custom', message: `Fewer than two everyday topics for ${value}` });
      const days = ofType.flatMap((t) => (t.weekday === undefined ? [] : [t.weekday]));
      if (new Set(days).size !== days.length) issues.addIssue({ code: 'custom', message: `Two ${value} topics for the same weekday` });
    }
    if (file.bonusMultiplier.max < file.bonusMultiplier.min) issues.addIssue({ code: 'custom', message: 'bonusMultiplier max below min' });
  });
export type TopicCatalog = z.infer<typeof TopicCatalogFile>;

export function loadTopicCatalog(raw: unknown): TopicCatalog {
  const parsed = TopicCatalogFile.safeParse(raw, { error: referenceDataErrors });
  if (!parsed.success) throw new Error(`Invalid trending topic catalog: ${z.prettifyError(parsed.error)}`);
  return parsed.data;
}

let shipped: TopicCatalog | null = null;
export function shippedTopicCatalog(): TopicCatalog {
  shipped ??= loadTopicCatalog(topicsFile);
  return shipped;
}


/** FNV-1a: a stable 32-bit seed from text, the same on every machine and every release. */
function seedOf(text: string): number {
  let hash = 0x811c9dc5;
  for (let i = 0; i < text.length; i += 1) {
    hash ^= text.charCodeAt(i);
    hash = Math.imul(hash, 0x01000193) >>> 0;
  }
  return hash;
}

/**
 * One topic per content type (in tab order). A topic named for a weekday (#ThrowbackThursday)
 * trends on that UTC weekday and on no other; any other day, each type's everyday topics rotate
 * one step per UTC day, from a starting point that differs per league, so a topic never trends
 * two days running. The multiplier is drawn per league, day and type from the catalog's min..max
 * in its steps. Without a league (leagueId null) the global topics are answered.
 */
export function trendingTopicsFor(catalog: TopicCatalog, leagueId: number | null, at: Date): readonly TrendingTopic[] {
  // A post and every look at the studio ask for their league's topics of the day; they are the
  // same all day, and working them out again (filters, hashes, a draw per type) was a visible
  // share of a post's cost.
  let known = topicsKnown.get(catalog);
  if (!known) topicsKnown.set(catalog, (known = new Map()));
  const key = `${leagueId}|${Math.floor(at.getTime() / DAY_MS)}`;
  let topics = known.get(key);
  if (!topics) {
    if (known.size >= KNOWN_TOPIC_DAYS) known.clear();
    topics = Object.freeze(drawTrendingTopics(catalog, leagueId, at).map((topic) => Object.freeze(topic)));
    known.set(key, topics);
  }
  return topics;
}

/** Leagues' days of topics kept per catalog: every league's today, and yesterday's across midnight. */
const KNOWN_TOPIC_DAYS = 20_000;
const topicsKnown = new WeakMap<TopicCatalog, Map<string, readonly TrendingTopic[]>>();

function drawTrendingTopics(catalog: TopicCatalog, leagueId: number | null, at: Date): TrendingTopic[] {
  const scope = leagueId === null ? 'global' : `league-${leagueId}`;
  const dayNumber = Math.floor(at.getTime() / DAY_MS);
  const { min, max, step } = catalog.bonusMultiplier;
  const steps = Math.round((max - min) / step);
  return CONTENT_TYPES.map(({ value: contentType }) => {
    const ofType = catalog.topics.filter((t) => t.contentType === contentType);
    const everyday = ofType.filter((t) => t.weekday === undefined);
    const offset = seedOf(`${scope}|${contentType}`) % everyday.length;
    const topic = ofType.find((t) => t.weekday === at.getUTCDay()) ?? everyday[(offset + dayNumber) % everyday.length]!;
    const dice = seededRandom(seedOf(`${scope}|${contentType}|${utcDayOf(at)}|v${catalog.version}`));
    const bonusMultiplier = Math.round((min + step * Math.floor(dice.next() * (steps + 1))) * 100) / 100;
    return { id: topic.id, topicName: topic.topicName, contentType, bonusMultiplier };
  });
}
