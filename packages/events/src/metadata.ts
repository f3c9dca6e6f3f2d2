/** Stream names, one helper per aggregate, so no module spells a stream id by hand. */
export const streams = {
  user: (userId: number) => `user-${userId}`,
  emailReservation: (normalizedEmail: string) => `email-${normalizedEmail}`,
  session: (tokenHash: string) => `session-${tokenHash}`,
  passwordReset: (tokenHash: string) => `pwreset-${tokenHash}`,
  ids: (kind: string) => `ids-${kind}`,
  league: (leagueId: number) => `league-${leagueId}`,
  leagueInviteCode: (inviteCode: string) => `invite-code-${inviteCode.toUpperCase()}`,
  characterSlot: (leagueId: number, userId: number) => `slot-character-${leagueId}-${userId}`,
  character: (characterId: number) => `character-${characterId}`,
  chat: (leagueId: number) => `chat-${leagueId}`,
} as const;
