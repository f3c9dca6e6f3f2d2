import { addLeagueDuration, API_ERRORS, DEFAULT_LEAGUE_DURATION, type LeagueType } from '@il/contracts';
import { streams } from '@il/events';
import {
  WrongExpectedRevisionError,
  handleCommand,
  loadState,
  notFound,
  metadataFor,
  type CommandContext,
  type ServiceDeps,
} from '@il/platform';
import { generateInviteCode, normalizeInviteCode } from './invite-code';
import { leagueDecider, type LeagueState } from './league-decider';

export interface CreateLeagueInput {
  name: string;
  description: string;
  type: LeagueType;
  maxPlayers: number;
  startDate?: Date;
  endDate?: Date;
}

export const JOINED_MESSAGE = 'Successfully joined league!';
const INVITE_CODE_ATTEMPTS = 5;

export function invitationLink(publicUrl: string, leagueId: number, inviteCode: string | null, email: string): string {
  const query = new URLSearchParams({ leagueId: String(leagueId), inviteCode: inviteCode ?? '', email });
  return `${publicUrl}/leagues/join?${query.toString()}`;
}

/** League commands: each appends to the league's own stream and reports the last position. */
export function leagueService(deps: ServiceDeps) {
  const { store, clock, config } = deps;

  /**
   * Invite codes are unique across leagues through a reservation stream per code; a taken code
   * (a one-in-a-trillion draw) is simply drawn again.
   */
  async function reserveInviteCode(leagueId: number, ctx: CommandContext): Promise<string> {
    for (let attempt = 1; ; attempt++) {
      const code = generateInviteCode();
      try {
        await store.append(
          streams.leagueInviteCode(code),
          [{ type: 'LeagueInviteCodeReserved', data: { inviteCode: code, leagueId }, metadata: metadataFor(ctx, clock.now()) }],
          'no_stream',
        );
        return code;
      } catch (error) {
        if (!(error instanceof WrongExpectedRevisionError) || attempt >= INVITE_CODE_ATTEMPTS) throw error;
      }
    }
  }

  async function create(userId: number, input: CreateLeagueInput, ctx: CommandContext): Promise<{ id: number; position: number }> {
    const now = clock.now();
    const startDate = input.startDate ?? now;
    const endDate = input.endDate ?? addLeagueDuration(startDate, DEFAULT_LEAGUE_DURATION.amount, DEFAULT_LEAGUE_DURATION.unit);
    const leagueId = await deps.ids.next('league');
    const inviteCode = input.type === 'friends_family' ? await reserveInviteCode(leagueId, ctx) : null;
    const outcome = await handleCommand(
      deps,
      streams.league(leagueId),
      leagueDecider,
      {
        type: 'CreateLeague',
        leagueId,
        ownerId: userId,
        name: input.name,
        description: input.description,
        leagueType: input.type,
        maxPlayers: input.maxPlayers,
        startDate: startDate.toISOString(),
        endDate: endDate.toISOString(),
        inviteCode,
        now: now.toISOString(),
      },
      ctx,
    );
    return { id: leagueId, position: outcome.position };
  }

  async function join(
    userId: number,
    input: { leagueId: number; inviteCode?: string },
    ctx: CommandContext,
  ): Promise<{ leagueId: number; message: string; position: number }> {
    const outcome = await handleCommand(
      deps,
      streams.league(input.leagueId),
      leagueDecider,
      { type: 'JoinLeague', userId, inviteCode: input.inviteCode, source: 'join', now: clock.now().toISOString() },
      ctx,
    );
    const message = outcome.events.length === 0 ? API_ERRORS.alreadyMember : JOINED_MESSAGE;
    return { leagueId: input.leagueId, message, position: outcome.position };
  }

  /** Public leagues let a visitor create a character straight away: they join on the way. */
  async function joinForCharacter(userId: number, leagueId: number, ctx: CommandContext): Promise<{ league: LeagueState; position: number }> {
    const outcome = await handleCommand(
      deps,
      streams.league(leagueId),
      leagueDecider,
      { type: 'JoinLeague', userId, source: 'character_creation', now: clock.now().toISOString() },
      ctx,
    );
    return { league: outcome.state, position: outcome.position };
  }

  async function invite(
    sender: { id: number; email: string; displayName: string },
    input: { leagueId: number; email: string },
    ctx: CommandContext,
  ): Promise<{ message: string; position: number }> {
    const outcome = await handleCommand(
      deps,
      streams.league(input.leagueId),
      leagueDecider,
      { type: 'SendInvitation', userId: sender.id, inviterEmail: sender.email, inviterName: sender.displayName, email: input.email, now: clock.now().toISOString() },
      ctx,
    );
    const league = outcome.state;
    const email = input.email.trim().toLowerCase();
    const link = invitationLink(config.publicUrl, league.leagueId, league.inviteCode, email);
    await deps.mailer.send({
      to: email,
      subject: `${sender.displayName} invited you to join ${league.name} on Influencer League`,
      text:
        `Hi!\n\n${sender.displayName} has invited you to compete in the league "${league.name}" on Influencer League, ` +
        `where former reality-TV stars battle for followers, money and relevance.\n\n` +
        `Open this link to join:\n\n${link}\n\n` +
        (league.inviteCode ? `Your invite code: ${league.inviteCode}\n\n` : '') +
        `See you on the leaderboard!\n`,
      link,
    });
    return { message: `Invitation sent to ${email}`, position: outcome.position };
  }

  async function cancel(userId: number, leagueId: number, ctx: CommandContext): Promise<{ message: string; position: number }> {
    const outcome = await handleCommand(
      deps,
      streams.league(leagueId),
      leagueDecider,
      { type: 'CancelLeague', userId, now: clock.now().toISOString() },
      ctx,
    );
    return { message: 'League cancelled', position: outcome.position };
  }

  /**
   * What the join page shows of an invitation before anyone signs in: the league and its sender,
   * for an address that was invited (and a private league's code), else the unknown id's 404,
   * so neither league ids nor invited addresses can be probed.
   */
  async function invitation(input: { leagueId: number; email: string; inviteCode: string }): Promise<{ leagueName: string; invitedBy: string }> {
    const { state } = await loadState(store, streams.league(input.leagueId), leagueDecider);
    const invitedBy = state.invitations[input.email.trim().toLowerCase()];
    const codeHolds = state.inviteCode === null || normalizeInviteCode(input.inviteCode) === state.inviteCode;
    if (!state.exists || invitedBy === undefined || !codeHolds) throw notFound(API_ERRORS.leagueNotFound);
    return { leagueName: state.name, invitedBy };
  }

  return { create, join, joinForCharacter, invite, invitation, cancel };
}

export type LeagueService = ReturnType<typeof leagueService>;
