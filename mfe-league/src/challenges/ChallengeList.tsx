import type { DailyChallenge } from '@il/contracts';
import { ChallengeCard } from './ChallengeCard';
import { categoryIcon, groupByCategory } from './challenge-summary';
import { useClaimChallenge } from './use-claim-challenge';
import { createElement } from 'react';

/** The day's challenges grouped by category, each with its claim button. */
export function ChallengeList({ leagueId, challenges, now, closedReason = null }: { leagueId: number; challenges: readonly DailyChallenge[]; now: number; closedReason?: string | null }) {
  const claim = useClaimChallenge(leagueId);
  return (
    <div className="challenge-groups">
      {groupByCategory(challenges).map((group) => (
        <section key={group.category} className="challenge-group" aria-labelledby={`challenge-group-${group.category}`}>
          <h2 id={`challenge-group-${group.category}`} className="challenge-group__title">
            {createElement(categoryIcon(group.category))} {group.label}
          </h2>
          <div className="challenge-group__grid">
            {group.challenges.map((challenge) => (
              <ChallengeCard
                key={challenge.id}
                challenge={challenge}
                now={now}
                closedReason={closedReason}
                claiming={claim.isPending && claim.variables === challenge.id}
                onClaim={(chosen) => claim.claim(chosen.id)}
              />
            ))}
          </div>
        </section>
      ))}
    </div>
  );
}
