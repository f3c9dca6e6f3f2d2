import { Skeleton } from '../components/Skeleton';

/** The app frame in outline, shown while the session check decides who is here. */
export function AuthenticatingSkeleton() {
  return (
    <div className="il-auth-skeleton" role="status" aria-live="polite" aria-busy="true">
      <span className="il-visually-hidden">Authenticating…</span>
      <div className="il-auth-skeleton__side">
        <Skeleton height={36} width="70%" />
        <Skeleton height={20} width="90%" />
        <Skeleton height={20} width="80%" />
        <Skeleton height={20} width="85%" />
      </div>
      <div className="il-auth-skeleton__main">
        <Skeleton height={40} width="40%" />
        <Skeleton height={18} width="60%" />
        <div className="il-auth-skeleton__grid">
          <Skeleton height={140} />
          <Skeleton height={140} />
          <Skeleton height={140} />
        </div>
      </div>
    </div>
  );
}
