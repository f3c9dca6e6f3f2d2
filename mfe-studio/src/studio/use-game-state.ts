import { useQuery } from '@tanstack/react-query';
import { gameStateQuery } from '@il/ui/league';

export function useGameState(leagueId: number, enabled: boolean) {
  return useQuery({ ...gameStateQuery(leagueId), enabled });
}
