import type { TrendingTopic } from '@il/contracts';
import { bonusPercent, hashtag } from '../studio/format';
import { formatRange, type FollowerRange } from '../studio/estimates';
import Flame from 'lucide-react/icons/flame';
import Zap from 'lucide-react/icons/zap';

export interface EstimatedResultsProps {
  followerGain: FollowerRange;
  energyCost: number;
  custom: boolean;
  trendingTopic: TrendingTopic | null;
}

/** §2 Estimated Results of the preview. */
export function EstimatedResults({ followerGain, energyCost, custom, trendingTopic }: EstimatedResultsProps) {
  return (
    <section className="studio-estimate" aria-labelledby="studio-estimate-title">
      <h3 id="studio-estimate-title" className="studio-estimate__title">
        Estimated Results
      </h3>
      <dl className="studio-estimate__rows">
        <div>
          <dt>Follower Gain</dt>
          <dd data-testid="estimate-followers">{formatRange(followerGain)}</dd>
        </div>
        <div>
          <dt>Energy Cost</dt>
          <dd data-testid="estimate-energy">
            <Zap /> {energyCost}
          </dd>
        </div>
        {custom && (
          <div>
            <dt>Authenticity Bonus</dt>
            <dd>+2-5</dd>
          </div>
        )}
      </dl>
      {trendingTopic && (
        <p className="studio-estimate__trend">
          <Flame /> Riding <strong>{hashtag(trendingTopic.topicName)}</strong>: {bonusPercent(trendingTopic.bonusMultiplier)} on the follower roll, counted in the gain above
        </p>
      )}
    </section>
  );
}
