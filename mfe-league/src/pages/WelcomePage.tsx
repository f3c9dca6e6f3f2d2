import type { ReactNode } from 'react';
import { Link, useNavigate, useSearchParams } from 'react-router';
import { Card, CardContent, PageHeader, Spinner, Tab, TabList, TabPanel, Tabs, leaguePath, useAuth } from '@il/ui';
import { CreateLeagueForm } from '../leagues/CreateLeagueForm';
import { InviteCodeJoin } from '../welcome/InviteCodeJoin';
import { PublicLeagues } from '../welcome/PublicLeagues';
import { SignInPrompt } from '../welcome/SignInPrompt';
import '../styles/welcome.css';

const TABS = [
  { value: 'public', label: 'Join Public League', action: 'join a public league' },
  { value: 'invite', label: 'Join with Invite', action: 'join with your invite' },
  { value: 'create', label: 'Create League', action: 'create your own league' },
] as const;
type WelcomeTab = (typeof TABS)[number]['value'];

const isTab = (value: string | null): value is WelcomeTab => TABS.some((tab) => tab.value === value);

/** §2 Welcome / onboarding: three ways into a league. Open to signed-out visitors too. */
export default function WelcomePage() {
  const auth = useAuth();
  const navigate = useNavigate();
  const [params, setParams] = useSearchParams();
  const requested = params.get('tab');
  const tab: WelcomeTab = isTab(requested) ? requested : 'public';
  const select = (next: string) => setParams(next === 'public' ? {} : { tab: next }, { replace: true });

  const panel = (value: WelcomeTab, content: ReactNode) => {
    const action = TABS.find((t) => t.value === value)?.action ?? '';
    if (auth.status === 'loading') return <Spinner label="Checking your session" />;
    if (auth.status === 'unauthenticated') return <SignInPrompt action={action} returnTo={value === 'public' ? '/welcome' : `/welcome?tab=${value}`} />;
    return content;
  };

  return (
    <div className="welcome">
      <PageHeader
        eyebrow="Welcome"
        title={
          <>
            Your next season <span className="il-gradient-text">starts here</span>
          </>
        }
        description="Join a public league, use an invite from a friend, or produce your own show."
      />
      <Card className="welcome__card">
        <CardContent className="welcome__content">
          <Tabs value={tab} onValueChange={select}>
            <TabList label="Ways to join" className="welcome__tabs">
              {TABS.map((t) => (
                <Tab key={t.value} value={t.value}>
                  {t.label}
                </Tab>
              ))}
            </TabList>
            <TabPanel value="public">{panel('public', <PublicLeagues />)}</TabPanel>
            <TabPanel value="invite">{panel('invite', <InviteCodeJoin />)}</TabPanel>
            <TabPanel value="create">{panel('create', <CreateLeagueForm onCreated={(id) => navigate(leaguePath(id, 'create-character'))} />)}</TabPanel>
          </Tabs>
        </CardContent>
      </Card>
      <footer className="welcome__footer">
        {auth.status === 'authenticated' ? (
          <Link to="/leagues">Back to Your Leagues</Link>
        ) : (
          <>
            Already have an account? <Link to="/login?redirect=%2Fwelcome">Sign in</Link>
          </>
        )}
      </footer>
    </div>
  );
}
