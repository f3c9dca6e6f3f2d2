import { useEffect, useRef, useState } from 'react';
import { useLocation, useNavigate, useSearchParams } from 'react-router';
import { BrandMark, Tab, TabList, TabPanel, Tabs, UiIcon, useAuth, type UiIconName } from '@il/ui/core';
import { ForgotPasswordDialog } from './ForgotPasswordDialog';
import { LoginForm } from './LoginForm';
import { RegisterForm } from './RegisterForm';
import { postLoginTarget } from './redirect-target';

/** §9: after a successful login the redirect happens 200 ms later. */
export const LOGIN_REDIRECT_DELAY_MS = 200;

type AuthTab = 'login' | 'register';

const PITCH_CHIPS: ReadonlyArray<{ icon: UiIconName; label: string }> = [
  { icon: 'camera', label: 'Viral posts' },
  { icon: 'siren', label: 'Scandals' },
  { icon: 'handshake', label: 'Brand deals' },
  { icon: 'trophy', label: 'Leaderboards' },
];

export function LoginPage() {
  const [params, setParams] = useSearchParams();
  const location = useLocation();
  const navigate = useNavigate();
  const auth = useAuth();
  const [forgotOpen, setForgotOpen] = useState(false);
  const signingIn = useRef(false);

  const tab: AuthTab = params.get('tab') === 'register' ? 'register' : 'login';
  const target = postLoginTarget(params.get('redirect'), (location.state as { from?: unknown } | null)?.from);

  // Someone already signed in has nothing to do here; a fresh login waits out its short delay.
  useEffect(() => {
    if (auth.status === 'authenticated' && !signingIn.current) navigate(target, { replace: true });
  }, [auth.status, navigate, target]);

  const redirectTimer = useRef<ReturnType<typeof setTimeout> | undefined>(undefined);
  useEffect(() => () => clearTimeout(redirectTimer.current), []);
  const onSignedIn = () => {
    signingIn.current = true;
    redirectTimer.current = setTimeout(() => navigate(target, { replace: true }), LOGIN_REDIRECT_DELAY_MS);
  };

  const selectTab = (next: string) => {
    const nextParams = new URLSearchParams(params);
    if (next === 'register') nextParams.set('tab', 'register');
    else nextParams.delete('tab');
    setParams(nextParams, { replace: true, state: location.state });
  };

  return (
    <div className="auth-page">
      <aside className="auth-page__showcase" aria-hidden="true">
        {/* Nothing in a hidden region may take the focus. */}
        <BrandMark to={null} />
        <div className="auth-page__pitch">
          <h2 className="auth-page__pitch-title">
            Your fifteen minutes <span className="il-gradient-text">start now.</span>
          </h2>
          <p className="auth-page__pitch-text">Post, scheme and charm your way to the top of your league.</p>
        </div>
        <ul className="auth-page__chips">
          {PITCH_CHIPS.map((chip) => (
            <li key={chip.label}>
              <UiIcon name={chip.icon} /> {chip.label}
            </li>
          ))}
        </ul>
      </aside>
      <main className="auth-page__main">
        <div className="auth-page__mobile-brand">
          <BrandMark />
        </div>
        <div className="auth-card il-card">
          <h1 className="auth-card__title">{tab === 'login' ? 'Welcome back, star' : 'Join the League'}</h1>
          <p className="auth-card__subtitle">
            {tab === 'login' ? 'Log in to check on your followers.' : 'Create an account and build your influencer persona.'}
          </p>
          <Tabs value={tab} onValueChange={selectTab}>
            <TabList label="Account">
              <Tab value="login">Log In</Tab>
              <Tab value="register">Create Account</Tab>
            </TabList>
            <TabPanel value="login">
              <LoginForm onSuccess={onSignedIn} onForgotPassword={() => setForgotOpen(true)} />
            </TabPanel>
            <TabPanel value="register">
              <RegisterForm onSuccess={onSignedIn} />
            </TabPanel>
          </Tabs>
        </div>
      </main>
      <ForgotPasswordDialog open={forgotOpen} onOpenChange={setForgotOpen} />
    </div>
  );
}
