import { NavLink } from 'react-router';
import { Avatar } from '../components/Avatar';
import { Button } from '../components/Button';
import { cx } from '../components/cx';
import { useAuth, useSessionStore } from '../auth/session-store';
import { ACCOUNT_NAV, LEAGUE_NAV, leaguePath, useCurrentLeagueId } from './league-route';
import { BrandMark } from './BrandMark';
import { UiIcon, type UiIconName } from '../icons/UiIcon';

const linkClass = ({ isActive }: { isActive: boolean }) => cx('il-nav__link', isActive && 'il-nav__link--active');

function NavItem({ to, end, icon, label, onNavigate }: { to: string; end: boolean; icon: UiIconName; label: string; onNavigate?: () => void }) {
  return (
    <li>
      <NavLink to={to} end={end} className={linkClass} onClick={onNavigate}>
        <span className="il-nav__icon" aria-hidden="true">
          <UiIcon name={icon} />
        </span>
        {label}
      </NavLink>
    </li>
  );
}

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
              <NavItem
                key={item.label}
                to={leaguePath(leagueId, item.segment)}
                end={item.segment === ''}
                icon={item.icon}
                label={item.label}
                onNavigate={onNavigate}
              />
            ))}
          </ul>
        </div>
      )}
      <div className="il-nav__section">
        <p className="il-nav__heading">Account</p>
        <ul className="il-nav__list">
          {ACCOUNT_NAV.map((item) => (
            <NavItem key={item.label} to={item.to} end={item.to === '/leagues'} icon={item.icon} label={item.label} onNavigate={onNavigate} />
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
