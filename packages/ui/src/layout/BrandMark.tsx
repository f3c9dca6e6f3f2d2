import { Link } from 'react-router';

export function BrandMark({ to = '/' }: { to?: string }) {
  return (
    <Link to={to} className="il-brand" aria-label="Influencer League home">
      <span className="il-brand__mark" aria-hidden="true">
        IL
      </span>
      <span className="il-brand__name">
        Influencer <span className="il-gradient-text">League</span>
      </span>
    </Link>
  );
}
