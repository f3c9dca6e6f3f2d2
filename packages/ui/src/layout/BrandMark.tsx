import { Link } from 'react-router';

/** The logo; a link home unless `to` is null (a picture of it, as on the sign-in showcase). */
export function BrandMark({ to = '/' }: { to?: string | null }) {
  const mark = (
    <>
      <span className="il-brand__mark" aria-hidden="true">
        IL
      </span>
      <span className="il-brand__name">
        Influencer <span className="il-gradient-text">League</span>
      </span>
    </>
  );
  // Named by its visible words, which a voice-control user would say to follow it.
  return to === null ? (
    <span className="il-brand">{mark}</span>
  ) : (
    <Link to={to} className="il-brand">
      {mark}
    </Link>
  );
}
