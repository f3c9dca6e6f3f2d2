import type { GameState } from '@il/contracts';

/**
 * What every dashboard widget gets: the league and the player's current game state. The widgets
 * are deliberately small (one query, a summary, an empty state); the challenges, crisis, brand
 * deal and progression screens own the full behaviour and may replace a widget file as long as
 * its export name and these props stay.
 */
export interface DashboardWidgetProps {
  leagueId: number;
  state: GameState;
}
