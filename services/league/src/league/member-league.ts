import { API_ERRORS } from '@il/contracts';
import { streams } from '@il/events';
import { loadState, notFound, type EventStore } from '@il/platform';
import { leagueDecider, type LeagueState } from './league-decider';

/**
 * The league a command acts in, from its own stream, if the player is a member. A missing league
 * and someone else's league answer the same 404, as every league call does. For the commands of
 * every context (a chat message, a like, a scandal's answer); queries check the read model instead
 * (`leagueOfMember`).
 */
export async function memberLeague(store: EventStore, leagueId: number, userId: number): Promise<LeagueState> {
  const { state } = await loadState(store, streams.league(leagueId), leagueDecider);
  if (!state.exists || !state.members.includes(userId)) throw notFound(API_ERRORS.leagueNotFound);
  return state;
}
