/**
 * The slice's React Query keys. The page has one QueryClient, so data other slices show too keeps
 * their keys: the game state's come from @il/ui/league, and the feed stays under ['feed', id],
 * which the studio refreshes after a post.
 */
export const socialKeys = {
  feed: (leagueId: number) => ['feed', leagueId] as const,
  chat: (leagueId: number) => ['chat', leagueId] as const,
  chatSend: (leagueId: number) => ['chat', leagueId, 'send'] as const,
};
