import { REPUTATION_ASPECTS, overallReputation, type Reputation, type ReputationAspect } from '@il/contracts';
import { Card, CardContent, CardDescription, CardHeader, CardTitle, Progress } from '@il/ui';
import BadgeCheck from 'lucide-react/icons/badge-check';
import Popcorn from 'lucide-react/icons/popcorn';
import Smile from 'lucide-react/icons/smile';
import Sparkles from 'lucide-react/icons/sparkles';
import type { LucideIcon } from 'lucide-react';
import { createElement } from 'react';

const ASPECT_LABELS: Record<ReputationAspect, { label: string; icon: LucideIcon }> = {
  authenticity: { label: 'Authenticity', icon: BadgeCheck },
  drama: { label: 'Drama', icon: Popcorn },
  relatability: { label: 'Relatability', icon: Smile },
  aspirational: { label: 'Aspirational', icon: Sparkles },
};

/** §2 reputation card: the overall is the rounded average of the four aspects. */
export function ReputationCard({ reputation }: { reputation: Reputation }) {
  const overall = overallReputation(reputation);
  return (
    <Card className="reputation-card">
      <CardHeader>
        <CardTitle>Reputation</CardTitle>
        <CardDescription>How the public sees you.</CardDescription>
      </CardHeader>
      <CardContent className="reputation-card__content">
        <div className="reputation-card__overall" aria-label={`Overall reputation ${overall}`}>
          <span className="reputation-card__overall-value">{overall}</span>
          <span className="reputation-card__overall-label">Overall</span>
        </div>
        <ul className="reputation-card__aspects">
          {REPUTATION_ASPECTS.map((aspect) => (
            <li key={aspect}>
              <div className="reputation-card__aspect-head">
                <span>
                  {createElement(ASPECT_LABELS[aspect].icon)} {ASPECT_LABELS[aspect].label}
                </span>
                <span className="reputation-card__aspect-value">{Math.round(reputation[aspect])}</span>
              </div>
              <Progress value={reputation[aspect]} label={ASPECT_LABELS[aspect].label} />
            </li>
          ))}
        </ul>
      </CardContent>
    </Card>
  );
}
