import { inviteCodeFromInput } from '@il/contracts';
import { parseLeagueId } from '@il/ui';

export interface InviteTarget {
  /** Known when a pasted invitation link names its league. */
  leagueId: number | null;
  inviteCode: string;
}

/**
 * A code, or a pasted link. Our invitation links name the league and carry the code as a query
 * parameter; a public league's link has an empty code, and then the league id alone is enough.
 */
export function inviteTargetFromInput(input: string): InviteTarget {
  const text = input.trim();
  let leagueId: number | null = null;
  let codeParam: string | null = null;
  if (text.includes('/')) {
    try {
      const url = new URL(text, 'http://invite.local');
      leagueId = parseLeagueId(url.searchParams.get('leagueId') ?? undefined);
      codeParam = url.searchParams.get('inviteCode');
    } catch {
      // Not a URL after all: read it as a code.
    }
  }
  if (leagueId !== null && codeParam !== null && !codeParam.trim()) return { leagueId, inviteCode: '' };
  return { leagueId, inviteCode: inviteCodeFromInput(text) };
}
