import { z } from 'zod';
import { DateTime, emailAddress, Id, ImageUrl, QueryDay, QueryHour, QueryId } from './common';

// ---------------------------------------------------------------------------------------------
// League
// ---------------------------------------------------------------------------------------------

export const LeagueType = z.enum(['public', 'friends_family']);
export type LeagueType = z.infer<typeof LeagueType>;
export const LEAGUE_TYPE_LABELS: Record<LeagueType, string> = {
  public: 'Public',
  friends_family: 'Friends & Family',
};

/** Only `completed` swaps the gameplay screens for the final standings (§4). */
export const LeagueStatus = z.enum(['active', 'pending', 'completed', 'cancelled']);
export type LeagueStatus = z.infer<typeof LeagueStatus>;

/** §3 League. A league created without dates runs from its creation for the default duration. */
export const League = z.object({
  id: Id,
  name: z.string(),
  description: z.string(),
  type: LeagueType,
  maxPlayers: z.number().int(),
  memberCount: z.number().int().nonnegative(),
  status: LeagueStatus,
  startDate: DateTime,
  endDate: DateTime,
  /** A completed league's champion and final score (rank 1 of its frozen standings); null otherwise. */
  champion: z
    .object({ userId: Id, characterName: z.string(), avatarUrl: z.string().nullable(), compositeScore: z.number() })
    .nullable()
    .optional(),
});
export type League = z.infer<typeof League>;

/** GET /leagues and GET /leagues/public answer a plain list. */
export const LeagueList = z.array(League);
export type LeagueList = z.infer<typeof LeagueList>;

/**
 * One league as its page sees it. The viewer-specific flags spare the league pages a second call
 * to decide between the page, League Not Found and character creation. The invite code is shown
 * to members only (null otherwise, and for public leagues, which need none).
 */
export const LeagueDetail = League.extend({
  ownerId: Id,
  isMember: z.boolean(),
  hasCharacter: z.boolean(),
  inviteCode: z.string().nullable(),
});
export type LeagueDetail = z.infer<typeof LeagueDetail>;

// ---------------------------------------------------------------------------------------------
// Create league (§5) and the form's duration picker
// ---------------------------------------------------------------------------------------------

export const LEAGUE_LIMITS = {
  nameMin: 3,
  nameMax: 50,
  descriptionMax: 200,
  maxPlayersMin: 2,
  maxPlayersMax: 100,
  maxPlayersDefault: 20,
  durationMin: 1,
  durationMax: 12,
} as const;

export const END_AFTER_START_MESSAGE = 'End date must be after start date';

const leagueSettings = {
  name: z
    .string()
    .trim()
    .min(LEAGUE_LIMITS.nameMin, { message: 'Name must be at least 3 characters' })
    .max(LEAGUE_LIMITS.nameMax),
  description: z.string().trim().max(LEAGUE_LIMITS.descriptionMax).optional().default(''),
  type: LeagueType,
  maxPlayers: z
    .number()
    .int()
    .min(LEAGUE_LIMITS.maxPlayersMin)
    .max(LEAGUE_LIMITS.maxPlayersMax)
    .optional()
    .default(LEAGUE_LIMITS.maxPlayersDefault),
};

/**
 * POST /leagues. Both dates are optional; when only one is given the server checks it against
 * the other's default (start: now; end: start plus the default duration) with the same message.
 */
export const CreateLeagueRequest = z
  .object({ ...leagueSettings, startDate: DateTime.optional(), endDate: DateTime.optional() })
  // zod still runs an object's refinement when a date failed to parse (the raw text is there then),
  // so only parsed dates are compared; the failed field has its own issue.
  .refine((v) => !(v.startDate instanceof Date) || !(v.endDate instanceof Date) || v.endDate.getTime() > v.startDate.getTime(), {
    message: END_AFTER_START_MESSAGE,
    path: ['endDate'],
  });
export type CreateLeagueRequest = z.infer<typeof CreateLeagueRequest>;

export const CreateLeagueResponse = z.object({ id: Id });
export type CreateLeagueResponse = z.infer<typeof CreateLeagueResponse>;

export const DurationUnit = z.enum(['days', 'weeks', 'months']);
export type DurationUnit = z.infer<typeof DurationUnit>;
export const DEFAULT_LEAGUE_DURATION = { amount: 1, unit: 'months' } as const satisfies {
  amount: number;
  unit: DurationUnit;
};

/** The create-league dialog picks a duration (1-12 days, weeks or months) that starts now. */
export const CreateLeagueForm = z.object({
  ...leagueSettings,
  durationAmount: z
    .number()
    .int()
    .min(LEAGUE_LIMITS.durationMin)
    .max(LEAGUE_LIMITS.durationMax)
    .default(DEFAULT_LEAGUE_DURATION.amount),
  durationUnit: DurationUnit.default(DEFAULT_LEAGUE_DURATION.unit),
});
export type CreateLeagueForm = z.infer<typeof CreateLeagueForm>;

/**
 * Calendar arithmetic in the viewer's time zone: a month later is the same day of the month,
 * clamped to the month's last day (31 January + 1 month = 28/29 February, not 2/3 March).
 */
export function addLeagueDuration(start: Date, amount: number, unit: DurationUnit): Date {
  const end = new Date(start.getTime());
  if (unit === 'days' || unit === 'weeks') {
    end.setDate(end.getDate() + amount * (unit === 'weeks' ? 7 : 1));
    return end;
  }
  const day = end.getDate();
  end.setDate(1);
  end.setMonth(end.getMonth() + amount);
  const lastDay = new Date(end.getFullYear(), end.getMonth() + 1, 0).getDate();
  end.setDate(Math.min(day, lastDay));
  return end;
}

/** Turns the dialog's values into the request body; `now` is passed in so the result is testable. */
export function createLeagueRequestFromForm(
  form: CreateLeagueForm,
  now: Date,
): z.input<typeof CreateLeagueRequest> {
  const { durationAmount, durationUnit, ...settings } = form;
  return {
    ...settings,
    startDate: now,
    endDate: addLeagueDuration(now, durationAmount, durationUnit),
  };
}

// ---------------------------------------------------------------------------------------------
// Join, invite, cancel
// ---------------------------------------------------------------------------------------------

const INVITE_CODE_MAX = 64;

/** POST /leagues/join. Public leagues need no code; an empty code counts as none. */
export const JoinLeagueRequest = z.object({
  leagueId: Id,
  inviteCode: z
    .string()
    .trim()
    .max(INVITE_CODE_MAX)
    .optional()
    .transform((code) => (code ? code : undefined)),
});
export type JoinLeagueRequest = z.infer<typeof JoinLeagueRequest>;

export const JoinLeagueResponse = z.object({ leagueId: Id, message: z.string() });
export type JoinLeagueResponse = z.infer<typeof JoinLeagueResponse>;

const EMPTY_INVITE_MESSAGE = 'Please enter an invite code';

/** The onboarding "Join with Invite" field takes a code or a pasted link. */
export const InviteCodeForm = z.object({
  invite: z.string({ error: EMPTY_INVITE_MESSAGE }).trim().min(1, { message: EMPTY_INVITE_MESSAGE }),
});
export type InviteCodeForm = z.infer<typeof InviteCodeForm>;

/**
 * §5: a pasted link uses its last path segment as the code. Our own invitation links carry the
 * code as the inviteCode query parameter, so that wins when present.
 */
export function inviteCodeFromInput(input: string): string {
  const text = input.trim();
  if (!text.includes('/')) return text;
  let url: URL;
  try {
    url = new URL(text, 'http://invite.local');
  } catch {
    return text;
  }
  const fromQuery = url.searchParams.get('inviteCode');
  if (fromQuery) return fromQuery.trim();
  const segments = url.pathname.split('/').filter(Boolean);
  return decodeURIComponent(segments[segments.length - 1] ?? '');
}

/** GET /leagues/by-invite-code: a bare code names its league, which the join call needs. */
export const LeagueByInviteCodeQuery = z.object({
  inviteCode: z
    .string({ error: EMPTY_INVITE_MESSAGE })
    .trim()
    .min(1, { message: EMPTY_INVITE_MESSAGE })
    .max(INVITE_CODE_MAX),
});
export type LeagueByInviteCodeQuery = z.infer<typeof LeagueByInviteCodeQuery>;

const INVALID_EMAIL_MESSAGE = 'Invalid email address.';
const InviteEmail = emailAddress(INVALID_EMAIL_MESSAGE);

/** POST /leagues/invite (§3 Invitation). */
export const InviteRequest = z.object({ leagueId: Id, email: InviteEmail });
export type InviteRequest = z.infer<typeof InviteRequest>;

/**
 * GET /leagues/invitation (ours): what the join page shows of the invitation in its link, the
 * league and who sent it, before anyone signs in. Answered only for an address that was invited
 * (and, for a friends-and-family league, with its code), so it tells a stranger nothing.
 */
export const InvitationQuery = z.object({
  leagueId: QueryId,
  email: InviteEmail,
  inviteCode: z.string().trim().max(INVITE_CODE_MAX).optional().default(''),
});
export type InvitationQuery = z.infer<typeof InvitationQuery>;
export const InvitationResponse = z.object({ leagueName: z.string(), invitedBy: z.string() });
export type InvitationResponse = z.infer<typeof InvitationResponse>;

/** The leaderboard's Invite Players card knows the league from the route. */
export const InviteForm = z.object({ email: InviteEmail });
export type InviteForm = z.infer<typeof InviteForm>;

/** POST /leagues/cancel: the owner ends a league that has not completed. */
export const CancelLeagueRequest = z.object({ leagueId: Id });
export type CancelLeagueRequest = z.infer<typeof CancelLeagueRequest>;

// ---------------------------------------------------------------------------------------------
// Leaderboard and final standings
// ---------------------------------------------------------------------------------------------

/** §3: a leaderboard row and a final standing share one shape. */
export const LeaderboardEntry = z.object({
  userId: Id,
  rank: z.number().int().positive(),
  characterName: z.string(),
  avatarUrl: z.string().nullable(),
  compositeScore: z.number(),
  followersScore: z.number(),
  moneyScore: z.number(),
  relevanceScore: z.number(),
});
export type LeaderboardEntry = z.infer<typeof LeaderboardEntry>;

/** GET /leagues/leaderboard: rows ordered by rank, best first. */
export const LeaderboardResponse = z.array(LeaderboardEntry);
export type LeaderboardResponse = z.infer<typeof LeaderboardResponse>;

/**
 * GET /leagues/standings-by-day: the standings as they stood at the end of one league day (the
 * season replayed). Day 1 begins at the league's start; `leagueDay` counts them. Without `day`,
 * the latest day (today while the league is in play). With `hour` (0-23, counted from the day's
 * start), as they stood at the end of that hour of the day.
 */
export const StandingsByDayQuery = z.object({
  leagueId: QueryId,
  day: QueryDay.optional(),
  hour: QueryHour.optional(),
});
export type StandingsByDayQuery = z.infer<typeof StandingsByDayQuery>;

/** A leaderboard row of that day, with the raw numbers and the rank the day before (the hour before, for an hour). */
export const StandingsByDayEntry = LeaderboardEntry.extend({
  followers: z.number(),
  money: z.number(),
  relevance: z.number(),
  /** Rank at the end of the day before; null on day 1 and for a character created that day. */
  previousRank: z.number().int().positive().nullable(),
});
export type StandingsByDayEntry = z.infer<typeof StandingsByDayEntry>;

export const StandingsByDayResponse = z.object({
  day: z.number().int().positive(),
  /** The latest day that can be asked for: today while the league is in play, else its last day. */
  lastDay: z.number().int().positive(),
  /** When the day began (the league's start plus whole days). */
  startsAt: DateTime,
  /** The day is over (or the league is): its standings will never change again. */
  settled: z.boolean(),
  /** The hour asked for, or null for the whole day. */
  hour: z.number().int().min(0).max(23).nullable(),
  /** The latest hour of the day that can be asked for: 23 for a day that is over, else the hour now. */
  lastHour: z.number().int().min(0).max(23),
  standings: z.array(StandingsByDayEntry),
});
export type StandingsByDayResponse = z.infer<typeof StandingsByDayResponse>;

export const FinalStanding = LeaderboardEntry;
export type FinalStanding = LeaderboardEntry;

/** GET /leagues/final-results: the frozen standings of a completed league; the champion is rank 1. */
export const FinalResultsResponse = z.object({
  league: League,
  standings: z.array(FinalStanding),
  champion: FinalStanding.nullable(),
});
export type FinalResultsResponse = z.infer<typeof FinalResultsResponse>;

// ---------------------------------------------------------------------------------------------
// Character creation
// ---------------------------------------------------------------------------------------------

export const RealityShowBackground = z.enum([
  'competition',
  'dating_show',
  'drama',
  'lifestyle',
  'survival',
]);
export type RealityShowBackground = z.infer<typeof RealityShowBackground>;
export const DEFAULT_REALITY_SHOW_BACKGROUND: RealityShowBackground = 'dating_show';

export interface BackgroundInfo {
  value: RealityShowBackground;
  label: string;
  /** The stat hint of §2 shown on the background card. */
  description: string;
  /** The style phrase the avatar prompt adds for this background. */
  avatarStyle: string;
  /** Suggestions the avatar section can append to the custom details. */
  avatarTags: readonly string[];
}

export const REALITY_SHOW_BACKGROUNDS: readonly BackgroundInfo[] = [
  {
    value: 'competition',
    label: 'Competition Show',
    description: 'High Authenticity, Moderate Followers',
    avatarStyle: 'athletic and determined, sporty outfit, confident game-face expression',
    avatarTags: ['athletic', 'determined', 'sporty'],
  },
  {
    value: 'dating_show',
    label: 'Dating Show',
    description: 'High Aspirational, More Followers',
    avatarStyle: 'glamorous and flirty, polished styling, warm charming smile',
    avatarTags: ['glamorous', 'charming', 'flirty'],
  },
  {
    value: 'drama',
    label: 'Drama Show',
    description: 'High Drama, High Follower Volatility',
    avatarStyle: 'bold and fierce, dramatic makeup, statement outfit, intense look',
    avatarTags: ['bold', 'fierce', 'dramatic'],
  },
  {
    value: 'lifestyle',
    label: 'Lifestyle Show',
    description: 'High Aspirational, More Starting Money',
    avatarStyle: 'luxurious and chic, designer fashion, effortless elegance',
    avatarTags: ['luxurious', 'chic', 'elegant'],
  },
  {
    value: 'survival',
    label: 'Survival Show',
    description: 'High Authenticity, High Relatability',
    avatarStyle: 'rugged and resourceful, outdoor gear, friendly down-to-earth look',
    avatarTags: ['rugged', 'outdoorsy', 'down-to-earth'],
  },
];

export function backgroundInfo(value: RealityShowBackground): BackgroundInfo {
  const found = REALITY_SHOW_BACKGROUNDS.find((b) => b.value === value);
  if (!found) throw new Error(`Unknown reality show background: ${value}`);
  return found;
}

export const CHARACTER_NAME_LIMITS = { min: 2, max: 50 } as const;

const PlayerName = z
  .string()
  .trim()
  .min(CHARACTER_NAME_LIMITS.min, { message: 'Name must be at least 2 characters long.' })
  .max(CHARACTER_NAME_LIMITS.max, { message: 'Name cannot be longer than 50 characters.' });

const characterFields = {
  playerName: PlayerName,
  realityShowBackground: RealityShowBackground,
  avatarUrl: ImageUrl.optional(),
};

/** POST /leagues/create-character (§3 Character creation input). */
export const CreateCharacterRequest = z.object({ leagueId: Id, ...characterFields });
export type CreateCharacterRequest = z.infer<typeof CreateCharacterRequest>;

/** The persona form knows the league from the route; dating_show is preselected. */
export const CreateCharacterForm = z.object({
  ...characterFields,
  realityShowBackground: RealityShowBackground.default(DEFAULT_REALITY_SHOW_BACKGROUND),
});
export type CreateCharacterForm = z.infer<typeof CreateCharacterForm>;

/** The toast that greets a new character; the answer itself carries only the ids. */
export const CHARACTER_CREATED_MESSAGE = 'Character created successfully! Welcome to the league.';

/** The new character's id. */
export const CreateCharacterResponse = z.object({ id: Id, leagueId: Id });
export type CreateCharacterResponse = z.infer<typeof CreateCharacterResponse>;
