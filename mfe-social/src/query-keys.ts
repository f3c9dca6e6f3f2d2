/**
 * The slice's React Query keys. The page has one QueryClient, so data other slices show too keeps
 * their keys: the game state under ['game-state', 'state', id] (the dashboard's and the studio's),
 * and the feed under ['feed', id], which the studio refreshes after a post.
 */
export const socialKeys = {
  feed: (leagueId: number) => ['feed', leagueId] as const,
  chat: (leagueId: number) => ['chat', leagueId] as const,
  chatSend: (leagueId: number) => ['chat', leagueId, 'send'] as const,
  gameState: (leagueId: number) => ['game-state', 'state', leagueId] as const,
};
