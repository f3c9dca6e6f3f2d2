import type { ReactNode } from 'react';
import { Navigate, useLocation } from 'react-router';
import type { Role } from '@il/contracts';
import { useAuth } from './session-store';
import { AuthenticatingSkeleton } from './AuthenticatingSkeleton';
import { UiIcon } from '../icons/UiIcon';

/** §6: the main app routes allow both roles. */
export const ALL_ROLES: readonly Role[] = ['user', 'admin'];

export function accessDeniedMessage(role: Role): string {
  return `Access denied. Your role (${role}) lacks required permissions.`;
}

/** The login URL that brings the visitor back to where they were headed. */
export function loginPathFor(path: string): string {
  return `/login?${new URLSearchParams({ redirect: path })}`;
}

export interface RequireAuthProps {
  children: ReactNode;
  roles?: readonly Role[];
  /** What shows while the session check runs; the layout-shaped skeleton by default. */
  fallback?: ReactNode;
}

/** §2 Guard: skeleton while loading, /login when signed out, a refusal for a role not allowed. */
export function RequireAuth({ children, roles = ALL_ROLES, fallback }: RequireAuthProps) {
  const auth = useAuth();
  const location = useLocation();
  if (auth.status === 'loading') return <>{fallback ?? <AuthenticatingSkeleton />}</>;
  if (auth.status === 'unauthenticated') {
    const from = `${location.pathname}${location.search}${location.hash}`;
    return <Navigate to={loginPathFor(from)} replace state={{ from }} />;
  }
  if (!roles.includes(auth.user.role)) {
    return (
      <div className="il-access-denied" role="alert">
        <p className="il-access-denied__icon" aria-hidden="true">
          <UiIcon name="ban" />
        </p>
        <p>{accessDeniedMessage(auth.user.role)}</p>
      </div>
    );
  }
  return <>{children}</>;
}
