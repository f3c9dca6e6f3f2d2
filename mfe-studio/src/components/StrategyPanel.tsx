import type { ContentCard, ContentType, TrendingTopic } from '@il/contracts';
import { Alert, Card } from '@il/ui';
import { formatFollowers } from '@il/ui/league';
import { cardFollowerRange, formatRange } from '../studio/estimates';
import { contentTypeInfo } from '../studio/content-types';
import { formatCount } from '../studio/format';
import { strategyTipsFor } from '../studio/strategy-tips';
import { PostingTimes } from './PostingTimes';
import { RiskBadge } from './RiskBadge';
import { StatMeter, energyTone } from './StatMeter';
import { TrendingTopics } from './TrendingTopics';
import AlarmClock from 'lucide-react/icons/alarm-clock';
import Compass from 'lucide-react/icons/compass';
import Flame from 'lucide-react/icons/flame';
import Target from 'lucide-react/icons/target';
import TrendingUp from 'lucide-react/icons/trending-up';
import Users from 'lucide-react/icons/users';
import Zap from 'lucide-react/icons/zap';
import { ContentTypeIcon } from '@il/ui/icons';

export interface StrategyPanelProps {
  energy: number;
  followers: number;
  relevance: number;
  contentType: ContentType;
  card: ContentCard | null;
  topics: readonly TrendingTopic[];
}

/** §2 strategy panel: where the character stands and what today favours. */
export function StrategyPanel({ energy, followers, relevance, contentType, card, topics }: StrategyPanelProps) {
  const type = contentTypeInfo(contentType);
  const tips = strategyTipsFor({ energy, relevance, followers, contentType });
  return (
    <Card className="studio-panel studio-strategy" aria-labelledby="studio-strategy-title">
      <h2 id="studio-strategy-title" className="studio-panel__title">
        <Compass /> Strategy
      </h2>

      <section className="studio-strategy__section" aria-label="Your stats">
        <StatMeter label="Energy" icon={Zap} value={energy} tone={energyTone(energy)} testId="strategy-energy" />
        <div className="studio-meter">
          <p className="studio-meter__head">
            <span>
              <Users /> Followers
            </span>
            <span className="studio-meter__value" data-testid="strategy-followers" title={formatCount(followers)}>
              {formatFollowers(followers)}
            </span>
          </p>
        </div>
        <StatMeter label="Relevance" icon={TrendingUp} value={relevance} tone="success" testId="strategy-relevance" />
      </section>

      <section className="studio-strategy__section" aria-label="Selection">
        <p className="studio-strategy__row">
          <span className="studio-muted">Content type</span>
          <span data-testid="strategy-type">
            <ContentTypeIcon type={type.value} /> {type.label}
          </span>
        </p>
        {card ? (
          <div className="studio-considering" data-testid="strategy-card">
            <p className="studio-considering__title">{card.title}</p>
            <p className="studio-considering__meta">
              <Zap /> {card.energyCost} · <Users /> {formatRange(cardFollowerRange(card, relevance))} · <RiskBadge risk={card.riskLevel} />
            </p>
          </div>
        ) : (
          <p className="studio-muted">Pick a card to weigh it up here.</p>
        )}
      </section>

      <section className="studio-strategy__section" aria-labelledby="studio-trending-title">
        <h3 id="studio-trending-title" className="studio-strategy__heading">
          <Flame /> Trending Topics
        </h3>
        <TrendingTopics topics={topics} contentType={contentType} />
      </section>

      <section className="studio-strategy__section" aria-labelledby="studio-times-title">
        <h3 id="studio-times-title" className="studio-strategy__heading">
          <AlarmClock /> Optimal Posting Times
        </h3>
        <PostingTimes />
      </section>

      {tips.length > 0 && (
        <section className="studio-strategy__section" aria-labelledby="studio-strategy-tips-title">
          <h3 id="studio-strategy-tips-title" className="studio-strategy__heading">
            <Target /> Tips
          </h3>
          <div className="studio-strategy__tips">
            {tips.map((tip) => (
              <Alert key={tip.id} variant={tip.tone} data-strategy-tip={tip.id}>
                {tip.text}
              </Alert>
            ))}
          </div>
        </section>
      )}
    </Card>
  );
}
