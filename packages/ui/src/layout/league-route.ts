import { useMatch } from 'react-router';
import type { UiIconName } from '../icons/ui-icons';

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
export const LEAGUE_NAV: ReadonlyArray<{ label: string; segment: string; icon: UiIconName }> = [
  { label: 'Dashboard', segment: '', icon: 'home' },
  { label: 'Create Content', segment: 'create-content', icon: 'camera' },
  { label: 'Feed', segment: 'feed', icon: 'newspaper' },
  { label: 'Chat', segment: 'chat', icon: 'message' },
  { label: 'Challenges', segment: 'challenges', icon: 'target' },
  { label: 'Brand Deals', segment: 'brand-deals', icon: 'handshake' },
  { label: 'Crisis', segment: 'crisis', icon: 'siren' },
  { label: 'Progression', segment: 'progression', icon: 'trophy' },
  { label: 'Leaderboard', segment: 'leaderboard', icon: 'chart' },
];

export const ACCOUNT_NAV: ReadonlyArray<{ label: string; to: string; icon: UiIconName }> = [
  { label: 'Leagues', to: '/leagues', icon: 'star' },
  { label: 'Profile', to: '/profile', icon: 'user' },
];

export function leaguePath(leagueId: number, segment = ''): string {
  return segment ? `/leagues/${leagueId}/${segment}` : `/leagues/${leagueId}`;
}
