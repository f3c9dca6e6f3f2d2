import { API_ERRORS, END_AFTER_START_MESSAGE, LEAGUE_LIMITS } from '@il/contracts';
import type { LeagueCreatedData, LeagueEvent, LeagueKind, StandingSnapshot } from '@il/events';
import { AppError, badRequest, conflict, forbidden, notFound, type Decider } from '@il/platform';
import { normalizeInviteCode } from './invite-code';
import { leagueHasEnded, type LeagueLifecycle } from './league-status';

export interface LeagueState {
  exists: boolean;
  leagueId: number;
  ownerId: number;
  name: string;
  leagueType: LeagueKind;
  maxPlayers: number;
  startDate: string;
  endDate: string;
  inviteCode: string | null;
  members: number[];
  lifecycle: LeagueLifecycle;
  /** Invited address -> who invited it last (the join page names them). */
  invitations: Readonly<Record<string, string>>;
}

export type JoinSource = 'join' | 'character_creation';

export type LeagueCommand =
  | ({ type: 'CreateLeague'; now: string } & Omit<LeagueCreatedData, 'createdAt'>)
  | { type: 'JoinLeague'; userId: number; inviteCode?: string; source: JoinSource; now: string }
  | { type: 'SendInvitation'; userId: number; inviterEmail: string; inviterName: string; email: string; now: string }
  | { type: 'StartLeague'; now: string }
  /** `early`: an operator ends an active league now, before its end date. */
  | { type: 'CompleteLeague'; now: string; standings: StandingSnapshot[]; early?: boolean }
  /** userId null: an operator, who may cancel any league that has not ended. */
  | { type: 'CancelLeague'; userId: number | null; now: string };

/** An invitation sent before invitations named their sender. */
export const INVITED_BY_UNNAMED = 'A member of the league';

export const LEAGUE_MESSAGES = {
  endInPast: 'End date must be in the future',
  nameTooLong: `Name must be at most ${LEAGUE_LIMITS.nameMax} characters`,
  descriptionTooLong: `Description must be at most ${LEAGUE_LIMITS.descriptionMax} characters`,
  maxPlayersRange: `Max players must be between ${LEAGUE_LIMITS.maxPlayersMin} and ${LEAGUE_LIMITS.maxPlayersMax}`,
  cannotCancelCompleted: 'A completed league cannot be cancelled',
  alreadyCompleted: 'The league is already completed',
  cannotEndCancelled: 'A cancelled league cannot be ended',
  cannotEndPending: 'A league that has not started cannot be ended: cancel it instead',
  invalidDate: 'Invalid date',
} as const;

const initialLeagueState: LeagueState = {
  exists: false,
  leagueId: 0,
  ownerId: 0,
  name: '',
  leagueType: 'public',
  maxPlayers: 0,
  startDate: '',
  endDate: '',
  inviteCode: null,
  members: [],
  lifecycle: 'pending',
  invitations: {},
};

function evolveLeague(state: LeagueState, event: LeagueEvent): LeagueState {
  switch (event.type) {
    case 'LeagueCreated': {
      const d = event.data;
      return {
        exists: true,
        leagueId: d.leagueId,
        ownerId: d.ownerId,
        name: d.name,
        leagueType: d.leagueType,
        maxPlayers: d.maxPlayers,
        startDate: d.startDate,
        endDate: d.endDate,
        inviteCode: d.inviteCode,
        members: [],
        lifecycle: 'pending',
        invitations: {},
      };
    }
    case 'LeagueMemberJoined':
      return state.members.includes(event.data.userId) ? state : { ...state, members: [...state.members, event.data.userId] };
    case 'LeagueStarted':
      return state.lifecycle === 'pending' ? { ...state, lifecycle: 'active' } : state;
    case 'LeagueCompleted':
      return { ...state, lifecycle: 'completed', endDate: event.data.endedEarly ? event.data.completedAt : state.endDate };
    case 'LeagueCancelled':
      return { ...state, lifecycle: 'cancelled' };
    case 'LeagueInvitationSent':
      return { ...state, invitations: { ...state.invitations, [event.data.email]: event.data.invitedByName ?? INVITED_BY_UNNAMED } };
    default:
      return state;
  }
}

const time = (iso: string): number => {
  const ms = new Date(iso).getTime();
  if (Number.isNaN(ms)) throw badRequest(LEAGUE_MESSAGES.invalidDate);
  return ms;
};

function decideCreate(command: Extract<LeagueCommand, { type: 'CreateLeague' }>, state: LeagueState): LeagueEvent[] {
  if (state.exists) throw conflict('League already exists');
  const name = command.name.trim();
  const description = command.description.trim();
  if (name.length < LEAGUE_LIMITS.nameMin) throw badRequest('Name must be at least 3 characters');
  if (name.length > LEAGUE_LIMITS.nameMax) throw badRequest(LEAGUE_MESSAGES.nameTooLong);
  if (description.length > LEAGUE_LIMITS.descriptionMax) throw badRequest(LEAGUE_MESSAGES.descriptionTooLong);
  const { maxPlayers } = command;
  if (!Number.isInteger(maxPlayers) || maxPlayers < LEAGUE_LIMITS.maxPlayersMin || maxPlayers > LEAGUE_LIMITS.maxPlayersMax) {
    throw badRequest(LEAGUE_MESSAGES.maxPlayersRange);
  }
  const start = time(command.startDate);
  const end = time(command.endDate);
  const now = time(command.now);
  if (end <= start) throw badRequest(END_AFTER_START_MESSAGE);
  if (end <= now) throw badRequest(LEAGUE_MESSAGES.endInPast);
  const inviteCode = command.leagueType === 'friends_family' ? command.inviteCode : null;
  if (command.leagueType === 'friends_family' && !inviteCode) throw new Error('A friends-and-family league needs an invite code');
  const { leagueId, ownerId } = command;
  const events: LeagueEvent[] = [
    {
      type: 'LeagueCreated',
      data: {
        leagueId,
        ownerId,
        name,
        description,
        leagueType: command.leagueType,
        maxPlayers,
        startDate: new Date(start).toISOString(),
        endDate: new Date(end).toISOString(),
        inviteCode,
        createdAt: command.now,
      },
    },
    { type: 'LeagueMemberJoined', data: { leagueId, userId: ownerId, via: 'creator', joinedAt: command.now } },
  ];
  // A league that starts now is active at once rather than at the scheduler's next round.
  if (start <= now) events.push({ type: 'LeagueStarted', data: { leagueId, startedAt: command.now } });
  return events;
}

function decideJoin(command: Extract<LeagueCommand, { type: 'JoinLeague' }>, state: LeagueState): LeagueEvent[] {
  if (!state.exists) throw notFound(API_ERRORS.leagueNotFound);
  // Joining twice (a second click, an old invitation link) is a success that changes nothing.
  if (state.members.includes(command.userId)) return [];
  if (state.leagueType === 'friends_family') {
    // From outside, a private league does not exist: without its code (or through character
    // creation) the answer is the unknown id's, so nobody can probe which ids are taken.
    if (command.source === 'character_creation') throw notFound(API_ERRORS.leagueNotFound);
    const given = command.inviteCode ? normalizeInviteCode(command.inviteCode) : '';
    if (!given || given !== state.inviteCode) throw notFound(API_ERRORS.leagueNotFound);
  }
  if (leagueHasEnded(state, new Date(command.now))) throw conflict(API_ERRORS.leagueNotOpen);
  if (state.members.length >= state.maxPlayers) throw conflict(API_ERRORS.leagueFull);
  const via = command.source === 'character_creation' ? 'character_creation' : state.leagueType === 'public' ? 'public' : 'invite_code';
  return [{ type: 'LeagueMemberJoined', data: { leagueId: state.leagueId, userId: command.userId, via, joinedAt: command.now } }];
}

/** An operator's early end: only a league being played can end before its date. */
function assertEndableEarly(state: LeagueState): void {
  if (!state.exists) throw notFound(API_ERRORS.leagueNotFound);
  if (state.lifecycle === 'completed') throw new AppError(LEAGUE_MESSAGES.alreadyCompleted, 409);
  if (state.lifecycle === 'cancelled') throw new AppError(LEAGUE_MESSAGES.cannotEndCancelled, 409);
  if (state.lifecycle === 'pending') throw new AppError(LEAGUE_MESSAGES.cannotEndPending, 409);
}

function decideLeague(command: LeagueCommand, state: LeagueState): LeagueEvent[] {
  switch (command.type) {
    case 'CreateLeague':
      return decideCreate(command, state);
    case 'JoinLeague':
      return decideJoin(command, state);
    case 'SendInvitation': {
      if (!state.exists || !state.members.includes(command.userId)) throw notFound(API_ERRORS.leagueNotFound);
      const email = command.email.trim().toLowerCase();
      // A request that can never be right (the sender is already in), told before the league's state.
      if (email === command.inviterEmail.trim().toLowerCase()) throw badRequest(API_ERRORS.cannotInviteSelf);
      if (leagueHasEnded(state, new Date(command.now))) throw conflict(API_ERRORS.leagueNotOpen);
      if (state.members.length >= state.maxPlayers) throw conflict(API_ERRORS.leagueFull);
      return [
        {
          type: 'LeagueInvitationSent',
          data: { leagueId: state.leagueId, invitedBy: command.userId, invitedByName: command.inviterName, email, sentAt: command.now },
        },
      ];
    }
    case 'StartLeague':
      // The scheduler may ask twice or early; only a pending league past its start moves.
      if (!state.exists || state.lifecycle !== 'pending') return [];
      if (time(command.now) < time(state.startDate)) return [];
      return [{ type: 'LeagueStarted', data: { leagueId: state.leagueId, startedAt: command.now } }];
    case 'CompleteLeague': {
      const early = command.early === true && time(command.now) < time(state.endDate);
      if (command.early) assertEndableEarly(state);
      if (!state.exists || state.lifecycle === 'completed' || state.lifecycle === 'cancelled') return [];
      if (!early && time(command.now) < time(state.endDate)) return [];
      const standings = [...command.standings].sort((a, b) => a.rank - b.rank);
      return [
        {
          type: 'LeagueCompleted',
          data: {
            leagueId: state.leagueId,
            completedAt: command.now,
            standings,
            championUserId: standings[0]?.userId ?? null,
            ...(early ? { endedEarly: true } : {}),
          },
        },
      ];
    }
    case 'CancelLeague': {
      if (!state.exists) throw notFound(API_ERRORS.leagueNotFound);
      if (command.userId !== null && !state.members.includes(command.userId)) throw notFound(API_ERRORS.leagueNotFound);
      if (command.userId !== null && state.ownerId !== command.userId) throw forbidden(API_ERRORS.notOwner);
      if (state.lifecycle === 'cancelled') return [];
      if (leagueHasEnded(state, new Date(command.now))) throw new AppError(LEAGUE_MESSAGES.cannotCancelCompleted, 409);
      return [{ type: 'LeagueCancelled', data: { leagueId: state.leagueId, cancelledBy: command.userId, cancelledAt: command.now } }];
    }
    default: {
      const unreachable: never = command;
      throw new Error(`Unknown command ${JSON.stringify(unreachable)}`);
    }
  }
}

export const leagueDecider: Decider<LeagueState, LeagueCommand, LeagueEvent> = {
  initialState: initialLeagueState,
  evolve: evolveLeague,
  decide: decideLeague,
};
