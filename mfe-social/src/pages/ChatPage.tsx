import { useParams } from 'react-router';
import type { LeagueDetail } from '@il/contracts';
import { PageHeader, Skeleton } from '@il/ui';
import { CHAT_TEXTS } from '../chat/chat-texts';
import { LeagueChat } from '../chat/LeagueChat';
import { GUARD_TEXTS } from '../league/guard-texts';
import { LeagueGuard } from '../league/LeagueGuard';
import { LiveBadge } from '../live/LiveBadge';
import { useLeagueEvents } from '../live/useLeagueEvents';
import '../styles/social.css';

export default function ChatPage() {
  const { leagueId } = useParams();
  return (
    <div className="social-page social-page--chat">
      <LeagueGuard
        rawLeagueId={leagueId}
        nonNumericTitle={GUARD_TEXTS.invalidLeagueId}
        header={<PageHeader title={CHAT_TEXTS.title} description={CHAT_TEXTS.subtitle} />}
        loading={<Skeleton className="social-chat social-chat--loading" />}
      >
        {(league) => <LiveChatScreen league={league} />}
      </LeagueGuard>
    </div>
  );
}

function LiveChatScreen({ league }: { league: LeagueDetail }) {
  const { live } = useLeagueEvents(league.id);
  return (
    <>
      <PageHeader eyebrow={league.name} title={CHAT_TEXTS.title} description={CHAT_TEXTS.subtitle} actions={<LiveBadge live={live} />} />
      <LeagueChat leagueId={league.id} live={live} hasCharacter={league.hasCharacter} />
    </>
  );
}
