import { useQuery } from '@tanstack/react-query';
import { gameStateQuery } from '@il/ui/league';

/** The viewer's character in the league: energy and today's likes decide the like buttons. */
export function useGameState(leagueId: number) {
  return useQuery(gameStateQuery(leagueId));
}
