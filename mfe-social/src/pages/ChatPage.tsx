import { useParams } from 'react-router';
import type { LeagueDetail } from '@il/contracts';
import { PageHeader } from '@il/ui';
import { CLOSED_LEAGUE_REASON, LEAGUE_GUARD_TEXTS, LeagueGuard, leagueClosure } from '@il/ui/league';
import { CHAT_TEXTS } from '../chat/chat-texts';
import { LeagueChat } from '../chat/LeagueChat';
import { LiveBadge } from '../live/LiveBadge';
import { useLeagueEvents } from '../live/useLeagueEvents';
import '../styles/social.css';

export default function ChatPage() {
  const { leagueId } = useParams();
  const numeric = leagueId !== undefined && /^\d+$/.test(leagueId);
  return (
    <div className="social-page social-page--chat">
      <LeagueGuard leagueId={leagueId} history texts={{ invalidTitle: numeric ? LEAGUE_GUARD_TEXTS.invalidTitle : CHAT_TEXTS.invalidLeagueId }}>
        {(league) => <LiveChatScreen league={league} />}
      </LeagueGuard>
    </div>
  );
}

function LiveChatScreen({ league }: { league: LeagueDetail }) {
  const { live } = useLeagueEvents(league.id);
  const closure = leagueClosure(league);
  return (
    <div className="social-chat-screen">
      <PageHeader eyebrow={league.name} title={CHAT_TEXTS.title} description={CHAT_TEXTS.subtitle} actions={closure ? undefined : <LiveBadge live={live} />} />
      <LeagueChat leagueId={league.id} live={live} hasCharacter={league.hasCharacter} closedReason={closure ? CLOSED_LEAGUE_REASON[closure] : null} />
    </div>
  );
}
