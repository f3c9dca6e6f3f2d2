/**
 * The slice's React Query keys. game-state and leagues keys are the ones every slice uses, so a
 * like here refreshes the dashboard's energy and a visit there warms the guard here.
 */
export const socialKeys = {
  feed: (leagueId: number) => ['feed', leagueId] as const,
  chat: (leagueId: number) => ['chat', leagueId] as const,
  chatSend: (leagueId: number) => ['chat', leagueId, 'send'] as const,
  gameState: (leagueId: number) => ['game-state', leagueId] as const,
  leagueDetail: (leagueId: number) => ['leagues', 'detail', leagueId] as const,
  finalResults: (leagueId: number) => ['leagues', 'final-results', leagueId] as const,
};
