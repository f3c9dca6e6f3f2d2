/**
 * The texts the server answers in `{ error }` for rule violations the frontends react to. Screens
 * match some of them by substring (§8: a message containing "You don't have a character" sends the
 * player to character creation; a join error containing "character" does the same), so they are
 * declared once here instead of being retyped on each side.
 */
export const API_ERRORS = {
  notAuthenticated: 'Not authenticated',
  notFound: 'Not found',
  leagueNotFound: 'League not found',
  notOwner: 'Only the league owner can do that',
  noCharacter: "You don't have a character in this league yet. Create one to start playing.",
  characterExists: 'You already have a character in this league',
  alreadyMember: 'You are already a member of this league',
  leagueFull: 'This league is full',
  leagueNotOpen: 'This league is not accepting players',
  leagueNotActive: 'This league is not active',
  inviteCodeInvalid: 'Invalid invite code',
  cannotInviteSelf: 'You cannot invite yourself',
  notEnoughEnergy: 'Not enough energy',
  dailyLikeLimitReached: 'Daily like limit reached',
  cannotLikeOwnPost: 'You cannot like your own post',
  challengeNotCompleted: 'This challenge is not completed yet',
  challengeAlreadyClaimed: 'This challenge reward was already claimed',
  scandalAlreadyHandled: 'This scandal has already been handled',
  brandDealUnavailable: 'This brand deal is no longer available',
  brandDealRequirementsNotMet: "You don't meet this brand deal's requirements",
  avatarGenerationFailed: 'Avatar generation failed',
  emailInUse: 'Email already in use',
  invalidCredentials: 'Invalid email or password',
} as const;
export type ApiErrorKey = keyof typeof API_ERRORS;

/** §2 guard wording, used by the gateway for a non-admin on an admin call (403). */
export const accessDeniedMessage = (role: string): string =>
  `Access denied. Your role (${role}) lacks required permissions.`;

