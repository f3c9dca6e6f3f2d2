/**
 * Events of the league and character contexts. Stored shapes are declared here on their own (not
 * borrowed from the wire contracts), so a change to an API payload never changes what the log holds.
 */

export type LeagueKind = 'public' | 'friends_family';
export type RealityShowBackgroundValue = 'competition' | 'dating_show' | 'drama' | 'lifestyle' | 'survival';
export type PlatformName = 'instagram' | 'tiktok' | 'twitter' | 'youtube' | 'podcast';

export interface ReputationValues {
  authenticity: number;
  drama: number;
  relatability: number;
  aspirational: number;
}

/** A standing frozen into LeagueCompleted: exactly what the final results show. */
export interface StandingSnapshot {
  userId: number;
  characterId: number;
  rank: number;
  characterName: string;
  avatarUrl: string | null;
  compositeScore: number;
  followersScore: number;
  moneyScore: number;
  relevanceScore: number;
  followers: number;
  money: number;
  relevance: number;
}

// ---------------------------------------------------------------------------------------------
// League stream: league-<leagueId>
// ---------------------------------------------------------------------------------------------

/** A league's settings as created; the league decider's state and the leagues read model start from them. */
export interface LeagueCreatedData {
  leagueId: number;
  ownerId: number;
  name: string;
  description: string;
  leagueType: LeagueKind;
  maxPlayers: number;
  startDate: string;
  endDate: string;
  /** Friends-and-family leagues only; null for public ones. */
  inviteCode: string | null;
  createdAt: string;
}

export interface LeagueCreated {
  type: 'LeagueCreated';
  data: LeagueCreatedData;
}

export interface LeagueMemberJoined {
  type: 'LeagueMemberJoined';
  data: {
    leagueId: number;
    userId: number;
    via: 'creator' | 'public' | 'invite_code' | 'character_creation';
    joinedAt: string;
  };
}

export interface LeagueInvitationSent {
  type: 'LeagueInvitationSent';
  /** `invitedByName`: the sender's display name as the mail named them (absent in older invitations). */
  data: { leagueId: number; invitedBy: number; invitedByName?: string; email: string; sentAt: string };
}

export interface LeagueStarted {
  type: 'LeagueStarted';
  data: { leagueId: number; startedAt: string };
}

export interface LeagueCompleted {
  type: 'LeagueCompleted';
  data: {
    leagueId: number;
    completedAt: string;
    /** The leaderboard at the end date, frozen: later changes never alter a finished league. */
    standings: StandingSnapshot[];
    championUserId: number | null;
    /**
     * Ended by an operator before its end date: the league ends at completedAt instead. Absent in
     * leagues completed before operators could end one early, which all ended on their date.
     */
    endedEarly?: boolean;
  };
}

export interface LeagueCancelled {
  type: 'LeagueCancelled';
  /** cancelledBy: the owner, or null for an operator (`npm run admin -- cancel`). */
  data: { leagueId: number; cancelledBy: number | null; cancelledAt: string };
}

export type LeagueEvent =
  | LeagueCreated
  | LeagueMemberJoined
  | LeagueInvitationSent
  | LeagueStarted
  | LeagueCompleted
  | LeagueCancelled;

// ---------------------------------------------------------------------------------------------
// Invite-code reservation stream: league-invite-<CODE>
// ---------------------------------------------------------------------------------------------

export interface LeagueInviteCodeReserved {
  type: 'LeagueInviteCodeReserved';
  data: { inviteCode: string; leagueId: number };
}

// ---------------------------------------------------------------------------------------------
// Character slot reservation stream: character-slot-<leagueId>-<userId>
// ---------------------------------------------------------------------------------------------

export interface CharacterSlotReserved {
  type: 'CharacterSlotReserved';
  data: { leagueId: number; userId: number; characterId: number };
}

// ---------------------------------------------------------------------------------------------
// Character stream: character-<characterId>
// ---------------------------------------------------------------------------------------------

/**
 * Every value a character's stats hold. Energy is stored with the instant it was last set; the
 * current energy is derived from the time elapsed since (1 per hour up to 100), never ticked.
 */
export interface CharacterStats {
  followers: number;
  energy: number;
  energyUpdatedAt: string;
  money: number;
  relevance: number;
  reputation: ReputationValues;
}

/** A character as created; the character decider's state and the characters read model start from it. */
export interface CharacterCreatedData {
  characterId: number;
  leagueId: number;
  userId: number;
  playerName: string;
  realityShowBackground: RealityShowBackgroundValue;
  avatarUrl: string | null;
  stats: CharacterStats;
  unlockedPlatforms: PlatformName[];
  createdAt: string;
}

export interface CharacterCreated {
  type: 'CharacterCreated';
  data: CharacterCreatedData;
}

/** Signed changes; absent fields are unchanged. */
export interface StatChanges {
  followers?: number;
  energy?: number;
  money?: number;
  relevance?: number;
  reputation?: Partial<ReputationValues>;
}

/**
 * What made stats change. Other contexts name themselves here (`content_posted`, `post_liked`,
 * `challenge_claimed`, `scandal_resolved`, `brand_deal_paid`, ...) with the id of their own item.
 */
export interface StatChangeCause {
  kind: string;
  id?: number | string;
}

/**
 * The one event that moves a character's numbers, whoever causes it. It carries both the signed
 * changes (for feeds and history) and the resulting stats (so every reader, replay included,
 * sees the same values without repeating the clamping and energy arithmetic).
 */
export interface CharacterStatsChanged {
  type: 'CharacterStatsChanged';
  data: {
    characterId: number;
    leagueId: number;
    userId: number;
    cause: StatChangeCause;
    changes: StatChanges;
    stats: CharacterStats;
    at: string;
  };
}

/** A platform opened because the character's followers reached its threshold; never closes again. */
export interface CharacterPlatformUnlocked {
  type: 'CharacterPlatformUnlocked';
  data: { characterId: number; leagueId: number; userId: number; platform: PlatformName; followers: number; at: string };
}

/**
 * The first and only event of a character that never came to be: its slot reservation was taken
 * over before the character was written (docs/decisions.md, "Uniqueness by reservation"). Written
 * with expected revision "no stream", so a late CharacterCreated for it is refused.
 */
export interface CharacterVoided {
  type: 'CharacterVoided';
  data: { characterId: number; leagueId: number; userId: number };
}

export type CharacterEvent = CharacterCreated | CharacterStatsChanged | CharacterPlatformUnlocked | CharacterVoided;

export type LeagueContextEvent = LeagueEvent | LeagueInviteCodeReserved | CharacterSlotReserved | CharacterEvent;


const DAY_MS = 24 * 60 * 60 * 1000;
const HOUR_MS = 60 * 60 * 1000;

/**
 * The league's day counter at an instant: day 1 begins at the start instant, and each 24 hours
 * later the next day begins. Before the start it is day 1; after the end it stays at the last day.
 * Kept beside the events because the game state and the follower history must count alike.
 */
export function leagueDay(league: { startDate: string; endDate: string }, at: string | Date): number {
  const start = new Date(league.startDate).getTime();
  const end = new Date(league.endDate).getTime();
  const moment = Math.min(new Date(at).getTime(), end - 1);
  return Math.max(1, Math.floor((moment - start) / DAY_MS) + 1);
}

/** The hour of its league day (0-23) in which `at` falls, hour 0 beginning with the day. */
export function leagueHour(league: { startDate: string; endDate: string }, at: string | Date): number {
  const dayStart = Date.parse(league.startDate) + (leagueDay(league, at) - 1) * DAY_MS;
  return Math.min(23, Math.max(0, Math.floor((new Date(at).getTime() - dayStart) / HOUR_MS)));
}

/** The instant after `at` when leagueDay next moves; never (Infinity) once the last day has begun. */
export function nextLeagueDayAt(league: { startDate: string; endDate: string }, at: string | Date): number {
  const next = Date.parse(league.startDate) + leagueDay(league, at) * DAY_MS;
  return next <= Date.parse(league.endDate) - 1 ? next : Number.POSITIVE_INFINITY;
}
