import { Navigate, useParams } from 'react-router';
import { PageHeader, leaguePath } from '@il/ui';
import { LeagueGuard } from '@il/ui/league';
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
          <div className="persona-page">
            <PageHeader
              eyebrow="New persona"
              title={`Create Your Persona for ${league.name}`}
              description="Your reality-TV background sets your starting stats: followers, money, relevance and reputation. Pick the past that fits your strategy."
            />
            <CharacterForm leagueId={league.id} />
          </div>
        )
      }
    </LeagueGuard>
  );
}
