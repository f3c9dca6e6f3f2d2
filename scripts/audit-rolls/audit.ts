import type { ContentPosted, ScandalRolled, ScandalTriggered } from '@il/events';
import type { RecordedEvent } from '@il/platform';
import { openScandals, progressionPostConsequences, scandalChance, type ProgressionState } from '@il/progression';

/** One post's scandal roll as the log tells it, with the chance the rules give it on replay. */
export interface PostRoll {
  position: number;
  postId: number;
  characterId: number;
  riskLevel: string;
  captionType: string;
  dramaBefore: number;
  /** The rules' chance, recomputed from the state replayed up to the post. */
  chance: number;
  /** A scandal was open: the rules keep the dice still. */
  blocked: boolean;
  /** What the log recorded: the draw (null when skipped or not recorded) and whether it fired. */
  recorded: { roll: number | null; fired: boolean } | 'not recorded';
  /** The chance the log recorded, when it did (it must equal `chance`). */
  recordedChance: number | null;
}

export interface RollAudit {
  posts: PostRoll[];
  fired: number;
  /** Expected scandals: the sum of the chances of the posts that could roll. */
  expected: number;
  /** Probability, with fair dice, of as few scandals as observed or fewer. */
  chanceOfSoFew: number;
  /** Posts whose recorded chance differs from the rules' chance on replay. */
  mismatches: PostRoll[];
}

/** P(X <= k) for a sum of independent draws with the given chances (exact, by dynamic programming). */
export function atMost(k: number, chances: readonly number[]): number {
  let dist = [1];
  for (const p of chances) {
    const next = new Array<number>(dist.length + 1).fill(0);
    dist.forEach((q, i) => {
      next[i] = (next[i] ?? 0) + q * (1 - p);
      next[i + 1] = (next[i + 1] ?? 0) + q * p;
    });
    dist = next;
  }
  return dist.slice(0, k + 1).reduce((a, b) => a + b, 0);
}

/**
 * Replays every character stream of a log with the progression rules and reads back each post's
 * scandal roll: from `ScandalRolled` where the log has it, from `ScandalTriggered` for a roll that
 * fired in a log written before every roll was recorded, otherwise "not recorded" (a miss, or no
 * roll at all: only newer logs can tell).
 */
export function auditRolls(events: readonly RecordedEvent[]): RollAudit {
  const states = new Map<string, ProgressionState>();
  const rolled = new Map<number, ScandalRolled['data']>();
  const triggered = new Map<number, ScandalTriggered['data']>();
  for (const e of events) {
    if (e.type === 'ScandalRolled') rolled.set((e.data as ScandalRolled['data']).postId, e.data as ScandalRolled['data']);
    if (e.type === 'ScandalTriggered') triggered.set((e.data as ScandalTriggered['data']).postId, e.data as ScandalTriggered['data']);
  }
  const posts: PostRoll[] = [];
  for (const e of events) {
    if (!e.streamId.startsWith('character-')) continue;
    const before = states.get(e.streamId) ?? progressionPostConsequences.initialState;
    if (e.type === 'ContentPosted') {
      const { postId, characterId, card, caption, postedAt } = (e as unknown as ContentPosted).data;
      const dramaBefore = before.character.stats.reputation.drama;
      const roll = rolled.get(postId);
      const fired = triggered.get(postId);
      posts.push({
        position: e.position,
        postId,
        characterId,
        riskLevel: card.riskLevel,
        captionType: caption.type,
        dramaBefore,
        chance: scandalChance({ riskLevel: card.riskLevel, captionType: caption.type, drama: dramaBefore }),
        blocked: openScandals(before.scandals, postedAt).length > 0,
        recorded: roll ? { roll: roll.roll, fired: roll.fired } : fired ? { roll: fired.roll, fired: true } : 'not recorded',
        recordedChance: roll?.chance ?? fired?.chance ?? null,
      });
    }
    states.set(e.streamId, progressionPostConsequences.evolve(before, e));
  }
  const open = posts.filter((p) => !p.blocked);
  const fired = posts.filter((p) => p.recorded !== 'not recorded' && p.recorded.fired).length;
  return {
    posts,
    fired,
    expected: open.reduce((sum, p) => sum + p.chance, 0),
    chanceOfSoFew: atMost(fired, open.map((p) => p.chance)),
    mismatches: posts.filter((p) => p.recordedChance !== null && p.recordedChance !== p.chance),
  };
}
