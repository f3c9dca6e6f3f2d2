import { Suspense, useEffect, useState, type ReactNode } from 'react';
import { Link, Outlet, useLocation } from 'react-router';
import { buttonClass } from '../components/Button';
import { cx } from '../components/cx';
import { useAuth } from '../auth/session-store';
import { Spinner } from '../components/Spinner';
import { BrandMark } from './BrandMark';
import { Sidebar } from './Sidebar';
import { UiIcon } from '../icons/UiIcon';

/**
 * The app frame: sidebar on laptops, a top bar with a drawer on phones. Signed-out visitors of
 * the open screens get the top bar with a Log In link instead. The page keeps its place in the
 * tree either way, so the session settling never remounts it. `actions` (the shell's notification
 * bell) are for signed-in players only and place themselves.
 */
export function AppLayout({ children, actions }: { children?: ReactNode; actions?: ReactNode }) {
  const [drawerOpen, setDrawerOpen] = useState(false);
  const { pathname, search } = useLocation();
  const auth = useAuth();
  const signedIn = auth.status === 'authenticated';
  useEffect(() => setDrawerOpen(false), [pathname]);

  return (
    <div className={cx('il-app', !signedIn && 'il-app--public', drawerOpen && 'il-app--drawer-open')}>
      <a className="il-skip-link" href="#il-main">
        Skip to content
      </a>
      <header className="il-topbar">
        <BrandMark to={signedIn ? '/leagues' : '/'} />
        {signedIn ? (
          <button
            type="button"
            className="il-topbar__menu"
            aria-expanded={drawerOpen}
            aria-controls="il-sidebar"
            aria-label={drawerOpen ? 'Close menu' : 'Open menu'}
            onClick={() => setDrawerOpen((open) => !open)}
          >
            <UiIcon name={drawerOpen ? 'close' : 'menu'} />
          </button>
        ) : (
          <Link className={buttonClass({ variant: 'secondary', size: 'sm' })} to={`/login?${new URLSearchParams({ redirect: pathname + search })}`}>
            Log In
          </Link>
        )}
      </header>
      {signedIn ? (
        <div id="il-sidebar" className="il-app__sidebar">
          <Sidebar onNavigate={() => setDrawerOpen(false)} />
        </div>
      ) : null}
      {signedIn ? actions : null}
      {drawerOpen ? <div className="il-app__scrim" onClick={() => setDrawerOpen(false)} aria-hidden="true" /> : null}
      <main id="il-main" className="il-app__main" tabIndex={-1}>
        {/* Screens arrive as chunks; the frame stays up while one loads. */}
        <Suspense
          fallback={
            <div className="il-app__loading">
              <Spinner />
            </div>
          }
        >
          {children ?? <Outlet />}
        </Suspense>
      </main>
    </div>
  );
}
