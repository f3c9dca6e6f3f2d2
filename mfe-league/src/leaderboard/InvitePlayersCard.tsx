import { useState } from 'react';
import { useMutation } from '@tanstack/react-query';
import { useForm } from 'react-hook-form';
import { zodResolver } from '@hookform/resolvers/zod';
import { InviteForm, type LeagueDetail } from '@il/contracts';
import { Button, Card, CardContent, CardDescription, CardHeader, CardTitle, FormField, Input, callApi, messageOf, useToast } from '@il/ui';
import '../styles/forms.css';
import MailPlus from 'lucide-react/icons/mail-plus';

/** The invite code of a friends-and-family league, for sharing by hand as well as by e-mail. */
function InviteCode({ code }: { code: string }) {
  const [copied, setCopied] = useState(false);
  const copy = () => {
    void navigator.clipboard
      ?.writeText(code)
      .then(() => {
        setCopied(true);
        setTimeout(() => setCopied(false), 2000);
      })
      .catch(() => undefined);
  };
  return (
    <div className="invite-card__code">
      <div>
        <p className="invite-card__code-label">Invite code</p>
        <p className="invite-card__code-value">{code}</p>
      </div>
      <Button variant="secondary" size="sm" onClick={copy}>
        {copied ? 'Copied!' : 'Copy'}
      </Button>
    </div>
  );
}

/** §2 Invite Players: an e-mail invitation with the league's join link. */
export function InvitePlayersCard({ league }: { league: LeagueDetail }) {
  const { toast } = useToast();
  const { register, handleSubmit, formState, reset } = useForm<InviteForm>({
    resolver: zodResolver(InviteForm),
    mode: 'onBlur',
    defaultValues: { email: '' },
  });
  const invite = useMutation({
    mutationFn: ({ email }: InviteForm) => callApi('inviteToLeague', { body: { leagueId: league.id, email } }),
    onSuccess: (_answer, { email }) => {
      toast({ title: 'Invitation sent!', description: `An invitation was sent to ${email}.`, variant: 'success' });
      reset();
    },
    onError: (error) => toast({ title: `Failed to send invite: ${messageOf(error, 'An unknown error occurred.')}`, variant: 'error' }),
  });
  const open = league.status === 'active' || league.status === 'pending';

  return (
    <Card className="invite-card">
      <CardHeader>
        <CardTitle>
          <MailPlus /> Invite Players
        </CardTitle>
        <CardDescription>More rivals, more drama. Send a friend the link to this league.</CardDescription>
      </CardHeader>
      <CardContent className="invite-card__content">
        {league.inviteCode && <InviteCode code={league.inviteCode} />}
        <form className="invite-card__form field-slot" onSubmit={handleSubmit((values) => invite.mutate(values))} noValidate aria-label="Invite Players">
          <FormField label="Friend's email" error={formState.errors.email?.message}>
            <Input type="email" autoComplete="off" placeholder="friend@example.com" disabled={!open} {...register('email')} />
          </FormField>
          <Button type="submit" block loading={invite.isPending} disabled={!open}>
            {invite.isPending ? 'Sending…' : 'Send Invite'}
          </Button>
          {!open && <p className="invite-card__closed">This league is not accepting players.</p>}
        </form>
      </CardContent>
    </Card>
  );
}
