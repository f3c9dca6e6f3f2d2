import { Navigate, useParams } from 'react-router';
import type { LeagueDetail } from '@il/contracts';
import { EmptyState, PageHeader, leaguePath } from '@il/ui';
import { CLOSED_LEAGUE_REASON, LeagueGuard, leagueClosure } from '@il/ui/league';
import UserX from 'lucide-react/icons/user-x';
import { CharacterForm } from '../character/CharacterForm';
import '../styles/forms.css';
import '../styles/character.css';

/** §2/§8 wording of this page's guard states. */
export const CREATE_CHARACTER_GUARD_TEXTS = {
  errorTitle: 'Error Loading League Data',
  errorMessage: (message: string) => message,
  notFoundTitle: 'League Not Found',
  notFoundDescription: 'The league you are trying to create a character for does not exist or you do not have access to it.',
};

export default function CreateCharacterPage() {
  const { leagueId } = useParams();
  return (
    <LeagueGuard leagueId={leagueId} allowVisitors texts={CREATE_CHARACTER_GUARD_TEXTS}>
      {(league) =>
        // One persona per league: someone who has one already belongs on the dashboard.
        league.hasCharacter ? (
          <Navigate to={leaguePath(league.id)} replace />
        ) : (
          <PersonaForm league={league} />
        )
      }
    </LeagueGuard>
  );
}

function PersonaForm({ league }: { league: LeagueDetail }) {
  const closure = leagueClosure(league);
  // The server takes no new persona once play is over: no form to fill in for nothing.
  if (closure) return <EmptyState icon={<UserX />} title="No new personas" description={`${CLOSED_LEAGUE_REASON[closure]}: it takes no new players.`} />;
  return (
    <div className="persona-page">
      <PageHeader
        eyebrow="New persona"
        title={`Create Your Persona for ${league.name}`}
        description="Your reality-TV background sets your starting stats: followers, money, relevance and reputation. Pick the past that fits your strategy."
      />
      <CharacterForm leagueId={league.id} />
    </div>
  );
}
