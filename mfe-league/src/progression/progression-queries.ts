import { queryOptions } from '@tanstack/react-query';
import { callApi } from '@il/ui';
import { retryUnlessRefused } from '@il/ui/league';

/** Under 'progression', the prefix the studio refreshes after a post (§4: achievements). */
const PROGRESSION_KEYS = {
  all: ['progression'] as const,
  achievements: (leagueId: number) => ['progression', 'achievements', leagueId] as const,
  milestones: (leagueId: number) => ['progression', 'milestones', leagueId] as const,
};

/**
 * Achievements unlock from anything that moves followers or reputation, including things that
 * happen away from this browser (a settled scandal, a post from another tab). Reading them again
 * every 30 s, with the game state's pace, lets the "Achievement Unlocked!" notice come while the
 * player watches.
 */
export const ACHIEVEMENTS_POLL_MS = 30_000;

const AT_ACHIEVEMENTS_PACE = {
  staleTime: ACHIEVEMENTS_POLL_MS,
  refetchInterval: ACHIEVEMENTS_POLL_MS,
  refetchOnWindowFocus: true,
  retry: retryUnlessRefused,
} as const;

export const achievementsQuery = (leagueId: number) =>
  queryOptions({
    queryKey: PROGRESSION_KEYS.achievements(leagueId),
    queryFn: () => callApi('achievements', { query: { leagueId } }),
    ...AT_ACHIEVEMENTS_PACE,
  });

/** The next goal moves with the same numbers, so it is read again at the same pace. */
export const milestonesQuery = (leagueId: number) =>
  queryOptions({
    queryKey: PROGRESSION_KEYS.milestones(leagueId),
    queryFn: () => callApi('milestones', { query: { leagueId } }),
    ...AT_ACHIEVEMENTS_PACE,
  });
