import type { ComponentType } from 'react';
import { Navigate, useParams } from 'react-router';
import type { LeagueDetail } from '@il/contracts';
import { leaguePath } from '@il/ui';
import { LeagueGuard, useDocumentTitle } from '@il/ui/league';

/** A league screen that plays as the character, behind the league guard; no character yet means character creation (§8). */
export function CharacterScreenPage({ title, screen: Screen }: { title: string; screen: ComponentType<{ league: LeagueDetail }> }) {
  const { leagueId } = useParams();
  useDocumentTitle(title);
  return (
    <LeagueGuard leagueId={leagueId}>
      {(league) => (league.hasCharacter ? <Screen league={league} /> : <Navigate to={leaguePath(league.id, 'create-character')} replace />)}
    </LeagueGuard>
  );
}
