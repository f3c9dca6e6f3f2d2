import type { ContentPosted } from '@il/events';
import { recordProgress } from '../achievements/progress-decisions';
import { countPostForDeals, expireOverdueDeals } from '../brand-deals/deal-decisions';
import { expireDueScandals, triggerScandalForPost } from '../scandals/scandal-decisions';
import { summarizePost } from './post-summary';
import { evolveProgression, initialProgressionState, Outcome, type CharacterStreamEvent, type ProgressionState } from './progression-state';

const FAR_FUTURE = '9999-12-31T23:59:59.999Z';

/** Draws a post takes: whether a scandal happens, its severity, and its story. */
const POST_DRAWS = 3;

interface StreamEvent {
  type: string;
  data: unknown;
}

/**
 * What a post sets off in progression, decided inside the post's own append (the studio calls
 * this after deciding the post): overdue deadlines are settled, the post counts toward running
 * brand deals (a finished deal pays), the scandal dice are rolled, and achievements and
 * milestones are recorded. One write, so the post answer can name the scandal it triggered and
 * a replay reads every roll back from the log.
 */
export const progressionPostConsequences = {
  draws: POST_DRAWS,
  initialState: initialProgressionState,
  evolve: (state: ProgressionState, event: StreamEvent): ProgressionState => evolveProgression(state, event),

  decide(before: ProgressionState, post: readonly StreamEvent[], draws: readonly number[], now: string): StreamEvent[] {
    const posted = post.find((e): e is ContentPosted => e.type === 'ContentPosted');
    if (!posted) return [];
    const outcome = new Outcome(before).add(post as CharacterStreamEvent[]);
    const seen = outcome.events.length;
    // A post is only accepted in an active league before its end, so every passed deadline lies before the end too.
    expireDueScandals(outcome, now, FAR_FUTURE);
    expireOverdueDeals(outcome, now, FAR_FUTURE);
    countPostForDeals(outcome, posted);
    const [chance = 1, severity = 0, story = 0] = draws;
    triggerScandalForPost(outcome, posted, before.character.stats.reputation.drama, [chance, severity, story]);
    recordProgress(outcome, now);
    return outcome.events.slice(seen);
  },

  triggeredScandalId(events: readonly StreamEvent[]): number | null {
    const triggered = events.find((e) => e.type === 'ScandalTriggered') as { data: { scandalId: number } } | undefined;
    return triggered ? triggered.data.scandalId : null;
  },

  summarize: (before: ProgressionState, events: readonly StreamEvent[]) => summarizePost(before, events),
};
