import { NavLink } from 'react-router';
import { Avatar } from '../components/Avatar';
import { Button } from '../components/Button';
import { cx } from '../components/cx';
import { useAuth, useSessionStore } from '../auth/session-store';
import { ACCOUNT_NAV, LEAGUE_NAV, leaguePath, useCurrentLeagueId } from './league-route';
import { BrandMark } from './BrandMark';
import { UiIcon } from '../icons/UiIcon';

const linkClass = ({ isActive }: { isActive: boolean }) => cx('il-nav__link', isActive && 'il-nav__link--active');

export function Sidebar({ onNavigate }: { onNavigate?: () => void }) {
  const leagueId = useCurrentLeagueId();
  const auth = useAuth();
  const session = useSessionStore();

  // The cached user goes at once (§4), so the guard sends the visitor to /login from here.
  const onLogout = () => {
    onNavigate?.();
    // A failed logout call still leaves the visitor signed out here; the session check says the rest.
    session.logout().catch(() => undefined);
  };

  return (
    <nav className="il-sidebar" aria-label="Main navigation">
      <BrandMark to="/leagues" />
      {leagueId !== null && (
        <div className="il-nav__section">
          <p className="il-nav__heading">League</p>
          <ul className="il-nav__list">
            {LEAGUE_NAV.map((item) => (
              <li key={item.label}>
                <NavLink to={leaguePath(leagueId, item.segment)} end={item.segment === ''} className={linkClass} onClick={onNavigate}>
                  <span className="il-nav__icon" aria-hidden="true">
                    <UiIcon name={item.icon} />
                  </span>
                  {item.label}
                </NavLink>
              </li>
            ))}
          </ul>
        </div>
      )}
      <div className="il-nav__section">
        <p className="il-nav__heading">Account</p>
        <ul className="il-nav__list">
          {ACCOUNT_NAV.map((item) => (
            <li key={item.label}>
              <NavLink to={item.to} end={item.to === '/leagues'} className={linkClass} onClick={onNavigate}>
                <span className="il-nav__icon" aria-hidden="true">
                  <UiIcon name={item.icon} />
                </span>
                {item.label}
              </NavLink>
            </li>
          ))}
        </ul>
      </div>
      {auth.user && (
        <div className="il-sidebar__user">
          <Avatar name={auth.user.displayName} src={auth.user.avatarUrl} />
          <div className="il-sidebar__identity">
            <p className="il-sidebar__name">{auth.user.displayName}</p>
            <p className="il-sidebar__email">{auth.user.email}</p>
          </div>
          <Button variant="ghost" size="sm" onClick={onLogout} className="il-sidebar__logout">
            Logout
          </Button>
        </div>
      )}
    </nav>
  );
}
