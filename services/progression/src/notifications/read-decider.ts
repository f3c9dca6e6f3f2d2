import type { NotificationsRead } from '@il/events';
import type { Decider } from '@il/platform';

export interface ReadMarkState {
  readThrough: string | null;
}

export interface MarkNotificationsRead {
  characterId: number;
  leagueId: number;
  userId: number;
  readThrough: string;
  now: string;
}

/**
 * How far a character's notifications are read, from its own stream. Only a later instant moves
 * the mark, so a repeated or out-of-order call appends nothing.
 */
export const readMarkDecider: Decider<ReadMarkState, MarkNotificationsRead, NotificationsRead> = {
  initialState: { readThrough: null },
  evolve(state, event) {
    if (event.type !== 'NotificationsRead') return state;
    return state.readThrough !== null && event.data.readThrough <= state.readThrough ? state : { readThrough: event.data.readThrough };
  },
  decide(command, state) {
    if (state.readThrough !== null && command.readThrough <= state.readThrough) return [];
    const { characterId, leagueId, userId, readThrough, now } = command;
    return [{ type: 'NotificationsRead', data: { characterId, leagueId, userId, readThrough, readAt: now } }];
  },
};
