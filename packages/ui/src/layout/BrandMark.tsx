import { Link } from 'react-router';

export function BrandMark({ to = '/' }: { to?: string }) {
  return (
    // Named by its visible words, which a voice-control user would say to follow it.
    <Link to={to} className="il-brand">
      <span className="il-brand__mark" aria-hidden="true">
        IL
      </span>
      <span className="il-brand__name">
        Influencer <span className="il-gradient-text">League</span>
      </span>
    </Link>
  );
}
