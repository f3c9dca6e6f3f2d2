import { useQuery } from '@tanstack/react-query';
import { callApi } from '@il/ui';
import { retryUnlessRefused } from '@il/ui/league';

export interface InvitationLineProps {
  leagueId: number;
  inviteCode: string;
  email: string | null;
}

/**
 * "Kim invited you to Villa Legends.": the invitation names its league and sender before anyone
 * signs in. The server tells them only for an invited address, so a link that was not sent
 * (or is mistyped) shows nothing here and the page goes on as before.
 */
export function InvitationLine({ leagueId, inviteCode, email }: InvitationLineProps) {
  const invitation = useQuery({
    queryKey: ['leagues', 'invitation', leagueId, inviteCode, email],
    queryFn: () => callApi('invitation', { query: { leagueId, inviteCode, email: email ?? '' } }),
    enabled: email !== null && email !== '',
    retry: retryUnlessRefused,
    staleTime: Infinity,
  });
  if (!invitation.data) return null;
  return (
    <p className="join-page__invitation" data-testid="invitation-line">
      <strong>{invitation.data.invitedBy}</strong> invited you to <strong>{invitation.data.leagueName}</strong>.
    </p>
  );
}
