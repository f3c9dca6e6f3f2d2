import type { ContentType, TrendingTopic } from '@il/contracts';
import { bonusPercent, hashtag } from '../studio/format';
import { contentTypeInfo, postsOfType } from '../studio/content-types';
import { ContentTypeIcon } from '@il/ui/icons';

/** §9 trending list: the selected type's topic first, then up to three others. */
export const OTHER_TOPICS_SHOWN = 3;

export function TrendingTopics({ topics, contentType }: { topics: readonly TrendingTopic[]; contentType: ContentType }) {
  const featured = topics.find((topic) => topic.contentType === contentType) ?? null;
  const others = topics.filter((topic) => topic !== featured).slice(0, OTHER_TOPICS_SHOWN);
  if (topics.length === 0) return <p className="studio-muted">Nothing is trending right now.</p>;
  return (
    <div className="studio-trending">
      {featured ? (
        <div className="studio-trending__featured" data-testid="featured-topic">
          <p className="studio-trending__name">{hashtag(featured.topicName)}</p>
          <p className="studio-trending__meta">
            <span className="studio-trending__bonus">{bonusPercent(featured.bonusMultiplier)}</span> followers on {postsOfType(featured.contentType)} today
          </p>
        </div>
      ) : (
        <p className="studio-muted">No {contentTypeInfo(contentType).label} topic is trending today.</p>
      )}
      {others.length > 0 && (
        <ul className="studio-trending__others" aria-label="Other trending topics">
          {others.map((topic) => (
            <li key={topic.id}>
              <span>
                <ContentTypeIcon type={topic.contentType} /> {hashtag(topic.topicName)}
              </span>
              <span className="studio-trending__bonus">{bonusPercent(topic.bonusMultiplier)}</span>
            </li>
          ))}
        </ul>
      )}
    </div>
  );
}
