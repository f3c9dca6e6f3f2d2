import { useMatch } from 'react-router';

/** A league id in the URL is a positive integer (§5); anything else is not a league. */
export function parseLeagueId(raw: string | undefined): number | null {
  if (!raw || !/^\d+$/.test(raw)) return null;
  const id = Number(raw);
  return Number.isSafeInteger(id) && id > 0 ? id : null;
}

/** The league the visitor is inside, from /leagues/{leagueId}/..., or null outside any league. */
export function useCurrentLeagueId(): number | null {
  const match = useMatch({ path: '/leagues/:leagueId/*', end: false });
  return parseLeagueId(match?.params.leagueId);
}

/** §2 Navigation sidebar, league section, in its order. */
export const LEAGUE_NAV = [
  { label: 'Dashboard', segment: '', icon: '🏠' },
  { label: 'Create Content', segment: 'create-content', icon: '📸' },
  { label: 'Feed', segment: 'feed', icon: '📰' },
  { label: 'Chat', segment: 'chat', icon: '💬' },
  { label: 'Challenges', segment: 'challenges', icon: '🎯' },
  { label: 'Brand Deals', segment: 'brand-deals', icon: '🤝' },
  { label: 'Crisis', segment: 'crisis', icon: '🚨' },
  { label: 'Progression', segment: 'progression', icon: '🏆' },
  { label: 'Leaderboard', segment: 'leaderboard', icon: '📊' },
] as const;

export const ACCOUNT_NAV = [
  { label: 'Leagues', to: '/leagues', icon: '🌟' },
  { label: 'Profile', to: '/profile', icon: '👤' },
] as const;

export function leaguePath(leagueId: number, segment = ''): string {
  return segment ? `/leagues/${leagueId}/${segment}` : `/leagues/${leagueId}`;
}
