import { Link } from 'react-router';
import { BrandMark, buttonClass } from '@il/ui/core';

export function NotFoundPage() {
  return (
    <div className="shell-standalone-page">
      <BrandMark />
      <div className="shell-standalone-page__card shell-not-found">
        <p className="shell-not-found__code gradient" aria-hidden="true">
          404
        </p>
        <h1 className="shell-not-found__title">Page Not Found</h1>
        <p className="shell-not-found__text">The page you are looking for does not exist. It may have been moved, or it never went viral.</p>
        <Link to="/" className={buttonClass({ size: 'lg' })}>
          Go Home
        </Link>
      </div>
    </div>
  );
}
