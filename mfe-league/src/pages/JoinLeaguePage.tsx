import { useEffect, useRef, type ReactNode } from 'react';
import { Link, useLocation, useNavigate, useSearchParams } from 'react-router';
import { useQueryClient } from '@tanstack/react-query';
import { API_ERRORS } from '@il/contracts';
import { Button, Spinner, buttonClass, leaguePath, loginPathFor, logout, messageOf, parseLeagueId, useAuth } from '@il/ui';
import { GuardNotice } from '@il/ui/league';
import { InvitationLine } from '../join/InvitationLine';
import { joinStateOf } from '../join/join-state';
import { useJoinLeague } from '../leagues/league-calls';
import { mentionsCharacter } from '../welcome/join-feedback';
import '../styles/join.css';
import Link2 from 'lucide-react/icons/link-2';
import Mail from 'lucide-react/icons/mail';
import MailOpen from 'lucide-react/icons/mail-open';
import PartyPopper from 'lucide-react/icons/party-popper';
import TriangleAlert from 'lucide-react/icons/triangle-alert';

/** §9: a joined player is taken to the league 2 seconds later. */
export const JOINED_REDIRECT_MS = 2000;

function Waiting({ title, text, children }: { title: string; text: string; children?: ReactNode }) {
  return (
    <section className="join-page__waiting" aria-busy="true" aria-labelledby="join-waiting-title">
      <Spinner label={text} />
      <h1 id="join-waiting-title" className="join-page__waiting-title">
        {title}
      </h1>
      <p>{text}</p>
      {children}
    </section>
  );
}

/** §2 Join by invitation: /leagues/join?leagueId&inviteCode&email, the link of an invitation e-mail. */
export default function JoinLeaguePage() {
  const [params] = useSearchParams();
  const location = useLocation();
  const navigate = useNavigate();
  const queryClient = useQueryClient();
  const auth = useAuth();
  const join = useJoinLeague();
  const started = useRef(false);

  const leagueId = parseLeagueId(params.get('leagueId') ?? undefined);
  const inviteCode = params.get('inviteCode') ?? '';
  const invitedEmail = params.get('email');
  const here = `${location.pathname}${location.search}`;
  const named = leagueId === null ? null : <InvitationLine leagueId={leagueId} inviteCode={inviteCode} email={invitedEmail} />;
  const state = joinStateOf(auth, invitedEmail, join.status);

  // The invitation is the visitor's intent: once it is clear who they are, join at once.
  useEffect(() => {
    if (leagueId === null || state !== 'idle' || started.current) return;
    started.current = true;
    join.mutate({ leagueId, inviteCode });
  }, [leagueId, state, inviteCode, join]);

  useEffect(() => {
    if (state !== 'success' || leagueId === null) return;
    const timer = setTimeout(() => navigate(leaguePath(leagueId), { replace: true }), JOINED_REDIRECT_MS);
    return () => clearTimeout(timer);
  }, [state, leagueId, navigate]);

  const failure = join.isError ? messageOf(join.error, 'An unknown error occurred.') : null;
  const needsCharacter = failure !== null && mentionsCharacter(failure);
  useEffect(() => {
    if (needsCharacter && leagueId !== null) navigate(leaguePath(leagueId, 'create-character'), { replace: true });
  }, [needsCharacter, leagueId, navigate]);

  if (leagueId === null) {
    return (
      <GuardNotice icon={<Link2 />} title="Invalid Invitation">
        <p>Invalid invitation link. The league ID is missing.</p>
      </GuardNotice>
    );
  }

  switch (state) {
    case 'loading_auth':
      return <Waiting title="Checking your invitation" text="Checking who is signed in…" />;
    case 'unauthenticated':
      return (
        <GuardNotice
          icon={<MailOpen />}
          title="You're Invited!"
          action={
            <div className="join-page__actions">
              <Link to={loginPathFor(here)} className={buttonClass()}>
                Log In to Join
              </Link>
              <Link to={`/login?${new URLSearchParams({ tab: 'register', redirect: here })}`} className={buttonClass({ variant: 'secondary' })}>
                Create Account
              </Link>
            </div>
          }
        >
          {named}
          <p>Log in to accept this invitation and join the league.{invitedEmail ? ` The invitation was sent to ${invitedEmail}.` : ''}</p>
        </GuardNotice>
      );
    case 'email_mismatch':
      return (
        <GuardNotice
          icon={<Mail />}
          title="Email Mismatch"
          action={
            <div className="join-page__actions">
              <Button
                onClick={() => {
                  // Signing out first, so the login page does not bounce a signed-in visitor straight back.
                  void logout(queryClient)
                    .catch(() => undefined)
                    .then(() => navigate(loginPathFor(here)));
                }}
              >
                Switch Account
              </Button>
              <Link to="/leagues" className={buttonClass({ variant: 'secondary' })}>
                Back to Leagues
              </Link>
            </div>
          }
        >
          {named}
          <p>
            This invitation was sent to <strong>{invitedEmail}</strong>, but you are logged in as <strong>{auth.user?.email}</strong>. Log in with the
            invited account to join.
          </p>
        </GuardNotice>
      );
    case 'idle':
    case 'joining':
      return (
        <Waiting title="Joining League" text="Saving your seat in the league…">
          {named}
        </Waiting>
      );
    case 'success':
      return (
        <GuardNotice
          icon={<PartyPopper />}
          title="Successfully joined league!"
          action={
            <Link to={leaguePath(leagueId)} className={buttonClass()}>
              Go to League
            </Link>
          }
        >
          {named}
          {join.data?.message === API_ERRORS.alreadyMember && <p>{API_ERRORS.alreadyMember}.</p>}
          <p>Taking you to the league…</p>
        </GuardNotice>
      );
    case 'error':
      if (needsCharacter) return <Waiting title="Joining League" text="Taking you to character creation…" />;
      return (
        <GuardNotice icon={<TriangleAlert />} title="Failed to Join League">
          <p>{failure}</p>
        </GuardNotice>
      );
  }
}
