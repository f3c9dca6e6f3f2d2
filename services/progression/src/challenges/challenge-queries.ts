import type { CommandContext, Clock, ReadStoreReader } from '@il/platform';
import type { DailyChallenge, DailyChallengesResponse } from '@il/contracts';
import { challengeDayDocId, DAILY_CHALLENGES, type ChallengeDayDoc } from '@il/projection-challenges';
import { isPlayable } from '../shared/league-access';
import { viewerIn } from '../shared/viewer';
import { utcDayOf } from '@il/platform';

function views(doc: ChallengeDayDoc): DailyChallenge[] {
  return (doc.challenges ?? []).map((challenge) => {
    const progress = Math.min(challenge.goalTarget, doc.tally.counts[challenge.metric] ?? 0);
    const claimedAt = doc.claimed[String(challenge.dailyChallengeId)];
    return {
      id: challenge.dailyChallengeId,
      name: challenge.name,
      description: challenge.description,
      category: challenge.category,
      status: progress >= challenge.goalTarget ? 'completed' : 'active',
      progress,
      goalTarget: challenge.goalTarget,
      expiresAt: new Date(challenge.expiresAt),
      completedAt: claimedAt ? new Date(claimedAt) : null,
      rewards: { ...challenge.rewards },
    };
  });
}

/**
 * Today's (UTC) challenges of the viewer's character. The first look of the day records the set
 * (`issue`, a command on the character stream) while the league is being played; outside play an
 * unissued day answers an empty list.
 */
export function challengeQueries(
  deps: { read: ReadStoreReader; clock: Clock; awaitProjections(position: number, ctx?: CommandContext): Promise<void> },
  issue: (userId: number, leagueId: number, ctx: CommandContext) => Promise<number>,
) {
  const { read, clock } = deps;

  async function daily(userId: number, leagueId: number, ctx: CommandContext): Promise<DailyChallengesResponse> {
    const now = clock.now();
    const { league, character } = await viewerIn(read, leagueId, userId);
    const id = challengeDayDocId(character.characterId, utcDayOf(now));
    let doc = await read.get<ChallengeDayDoc>(DAILY_CHALLENGES, id);
    if (!doc?.challenges && isPlayable(league, now)) {
      await deps.awaitProjections(await issue(userId, leagueId, ctx), ctx);
      doc = await read.get<ChallengeDayDoc>(DAILY_CHALLENGES, id);
    }
    return doc ? views(doc) : [];
  }

  return { daily };
}
