import { NO_POST_CONSEQUENCES, type ConsequencesOfPost } from '@il/contracts';
import type { Decider, DomainEvent } from '@il/platform';
import { postingDecider, type PostingCommand, type PostingEvent, type PostingState } from './posting-decider';

/**
 * What another context decides about a post inside the post's own append (progression: scandal
 * dice, brand deal progress, milestones). It folds the same character stream with its own state,
 * takes its random draws before deciding (so a retry after a concurrent write reuses them), and
 * appends its events after the post's. The studio knows nothing of what they mean: the context
 * itself tells the post answer what they were (which scandal, which deal, which milestone...).
 */
export interface PostConsequences<S> {
  /** How many uniform draws in [0, 1) one post takes. */
  draws: number;
  initialState: S;
  evolve(state: S, event: DomainEvent): S;
  /** `before` is folded from the stream before the post; `post` are the post's own events. */
  decide(before: S, post: readonly DomainEvent[], draws: readonly number[], now: string): DomainEvent[];
  triggeredScandalId(events: readonly DomainEvent[]): number | null;
  /** What the post's append set off, for the player: `before` as in decide, `events` the whole append. */
  summarize(before: S, events: readonly DomainEvent[]): ConsequencesOfPost;
}

/** The default: a post has no consequences beyond its own events. */
export const noPostConsequences: PostConsequences<null> = {
  draws: 0,
  initialState: null,
  evolve: () => null,
  decide: () => [],
  triggeredScandalId: () => null,
  summarize: () => NO_POST_CONSEQUENCES,
};

export interface PostingWithConsequencesState {
  posting: PostingState;
  consequences: unknown;
}

/** A post's command with the consequences' draws, taken before deciding so that a retry reuses them. */
export type PostingWithDraws = PostingCommand & { draws: readonly number[] };

const deciders = new WeakMap<PostConsequences<unknown>, Decider<PostingWithConsequencesState, PostingWithDraws, DomainEvent>>();

/**
 * The posting decider with the consequences' events appended after the post's, in one decision.
 * One per consequences, the draws riding in the command: `loadState` keeps a stream's folded state
 * per decider, and a decider made for each post found none, so every post read and folded the
 * character's whole stream again (every post, like and stat change of the season).
 */
export function postingWithConsequences(
  consequences: PostConsequences<unknown>,
): Decider<PostingWithConsequencesState, PostingWithDraws, DomainEvent> {
  let decider = deciders.get(consequences);
  if (decider === undefined) {
    decider = {
      initialState: { posting: postingDecider.initialState, consequences: consequences.initialState },
      evolve: (state, event) => ({
        posting: postingDecider.evolve(state.posting, event as PostingEvent),
        consequences: consequences.evolve(state.consequences, event),
      }),
      decide(command, state) {
        const post = postingDecider.decide(command, state.posting);
        return [...post, ...consequences.decide(state.consequences, post, command.draws, command.now)];
      },
    };
    deciders.set(consequences, decider);
  }
  return decider;
}
