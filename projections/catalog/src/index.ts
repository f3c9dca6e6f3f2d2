import type { ProjectionDefinition } from '@il/platform';
import { sessionsProjection } from '@il/projection-sessions';
import { usersProjection } from '@il/projection-users';
import { leaguesProjection } from '@il/projection-leagues';
import { leaderboardProjection } from '@il/projection-leaderboard';
import { standingsByDayProjection } from '@il/projection-standings-by-day';
import { charactersProjection } from '@il/projection-characters';
import { followerHistoryProjection } from '@il/projection-follower-history';
import { feedProjection } from '@il/projection-feed';
import { chatProjection } from '@il/projection-chat';
import { postHistoryProjection } from '@il/projection-post-history';
import { scandalsProjection } from '@il/projection-scandals';
import { challengesProjection } from '@il/projection-challenges';
import { brandDealsProjection } from '@il/projection-brand-deals';
import { achievementsProjection } from '@il/projection-achievements';
import { notificationsProjection } from '@il/projection-notifications';

/** Every read model of the game. The server runs them live; `npm run replay` rebuilds them. */
export const projections: ProjectionDefinition[] = [
  usersProjection,
  sessionsProjection,
  leaguesProjection,
  leaderboardProjection,
  standingsByDayProjection,
  charactersProjection,
  followerHistoryProjection,
  postHistoryProjection,
  feedProjection,
  chatProjection,
  scandalsProjection,
  challengesProjection,
  brandDealsProjection,
  achievementsProjection,
  notificationsProjection,
];
