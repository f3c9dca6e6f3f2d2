import { useParams } from 'react-router';
import type { LeagueDetail } from '@il/contracts';
import { PageHeader } from '@il/ui';
import { CharacterNeeded, LeagueGuard, PLAY_REFUSED_REASON, leagueClosure, playRefusal } from '@il/ui/league';
import { FEED_TEXTS } from '../feed/feed-texts';
import { LeagueFeed } from '../feed/LeagueFeed';
import { LikeAllowance } from '../feed/LikeAllowance';
import { LiveBadge } from '../live/LiveBadge';
import { useLeagueEvents } from '../live/useLeagueEvents';
import '../styles/social.css';

export default function FeedPage() {
  const { leagueId } = useParams();
  return (
    <div className="social-page social-page--feed">
      <LeagueGuard leagueId={leagueId} history>{(league) => <LiveFeedScreen league={league} />}</LeagueGuard>
    </div>
  );
}

function LiveFeedScreen({ league }: { league: LeagueDetail }) {
  const { live } = useLeagueEvents(league.id);
  const closure = leagueClosure(league);
  // Likes wait for the start too; the feed itself stays live before it.
  const refusal = playRefusal(league);
  const closedReason = refusal ? PLAY_REFUSED_REASON[refusal] : null;
  return (
    <>
      <PageHeader
        eyebrow={league.name}
        title={FEED_TEXTS.title}
        description={FEED_TEXTS.subtitle}
        actions={
          <>
            {/* A closed league's history gains nothing: no allowance to count, no news to wait for. */}
            {!refusal && <LikeAllowance leagueId={league.id} />}
            {!closure && <LiveBadge live={live} />}
          </>
        }
      />
      {!league.hasCharacter && !closure && <CharacterNeeded leagueId={league.id} action="like posts" className="social-character-needed" />}
      <LeagueFeed leagueId={league.id} live={live} closedReason={closedReason} pending={refusal === 'pending'} />
    </>
  );
}
