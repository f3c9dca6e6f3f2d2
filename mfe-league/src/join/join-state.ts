import type { AuthState } from '@il/ui';

/** §4 Invite join page states. */
export type JoinState = 'idle' | 'loading_auth' | 'unauthenticated' | 'email_mismatch' | 'joining' | 'success' | 'error';

export type JoinAttempt = 'idle' | 'pending' | 'success' | 'error';

/** The invitation's address against the signed-in one; case does not count (§2). */
export function emailMatches(invited: string | null, signedIn: string): boolean {
  return !invited || invited.trim().toLowerCase() === signedIn.trim().toLowerCase();
}

/** Who is here decides first; only a matching, signed-in visitor gets to the join itself. */
export function joinStateOf(auth: AuthState, invitedEmail: string | null, attempt: JoinAttempt): JoinState {
  if (auth.status === 'loading') return 'loading_auth';
  if (auth.status === 'unauthenticated') return 'unauthenticated';
  if (!emailMatches(invitedEmail, auth.user.email)) return 'email_mismatch';
  if (attempt === 'pending') return 'joining';
  if (attempt === 'success') return 'success';
  if (attempt === 'error') return 'error';
  return 'idle';
}
