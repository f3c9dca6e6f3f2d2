import { useMutation, useQueryClient } from '@tanstack/react-query';
import { useForm } from 'react-hook-form';
import { zodResolver } from '@hookform/resolvers/zod';
import { InviteCodeForm } from '@il/contracts';
import { ApiError, Button, FormField, Input, callApi, useToast } from '@il/ui';
import { LEAGUE_QUERY_KEYS } from '@il/ui/league';
import { inviteTargetFromInput } from './invite-target';
import { useJoinFeedback } from './join-feedback';
import '../styles/forms.css';

/** The code lookup broke (network, server), as opposed to naming no league. */
class LookupFailed extends Error {}

/** The league is known; joining it was refused. */
class JoinFailed extends Error {
  constructor(
    readonly leagueId: number,
    readonly reason: unknown,
  ) {
    super('join failed');
  }
}

async function joinByInvite(input: string): Promise<number> {
  const target = inviteTargetFromInput(input);
  let leagueId = target.leagueId;
  if (target.inviteCode) {
    try {
      leagueId = (await callApi('leagueByInviteCode', { query: { inviteCode: target.inviteCode } })).id;
    } catch (error) {
      throw error instanceof ApiError && error.status < 500 ? error : new LookupFailed();
    }
  }
  if (leagueId === null) throw new LookupFailed();
  try {
    await callApi('joinLeague', { body: { leagueId, inviteCode: target.inviteCode } });
  } catch (error) {
    throw new JoinFailed(leagueId, error);
  }
  return leagueId;
}

/** Join with Invite: a code, or a pasted invitation link (its code, else its last path segment). */
export function InviteCodeJoin() {
  const { toast } = useToast();
  const queryClient = useQueryClient();
  const feedback = useJoinFeedback();
  const { register, handleSubmit, formState } = useForm<InviteCodeForm>({
    resolver: zodResolver(InviteCodeForm),
    mode: 'onBlur',
    defaultValues: { invite: '' },
  });

  const join = useMutation({
    mutationFn: joinByInvite,
    onSuccess: (leagueId) => {
      void queryClient.invalidateQueries({ queryKey: LEAGUE_QUERY_KEYS.all });
      feedback.joined(leagueId, 'dashboard');
    },
    onError: (error) => {
      if (error instanceof LookupFailed) {
        toast({ title: 'Error Loading League', description: 'Could not fetch league details. Please try again later.', variant: 'error' });
      } else if (error instanceof JoinFailed) {
        feedback.failed(error.leagueId, error.reason);
      } else {
        feedback.failed(null, error);
      }
    },
  });

  return (
    <form className="invite-join field-slot" onSubmit={handleSubmit(({ invite }) => join.mutate(invite))} noValidate aria-label="Join with Invite">
      <FormField label="Invite code or link" hint="Paste the code from your invitation, or the whole link." error={formState.errors.invite?.message}>
        <Input placeholder="e.g. K7QX2MPA or https://…/leagues/join?…" autoComplete="off" spellCheck={false} {...register('invite')} />
      </FormField>
      <Button type="submit" size="lg" block loading={join.isPending}>
        {join.isPending ? 'Joining…' : 'Join League'}
      </Button>
    </form>
  );
}
