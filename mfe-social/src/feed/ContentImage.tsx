import { useState } from 'react';

/** §7/§8: the card's picture, or nothing at all when it fails to load. */
export function ContentImage({ src, alt }: { src: string; alt: string }) {
  const [failed, setFailed] = useState(false);
  if (failed) return null;
  return <img className="social-post__image" src={src} alt={alt} loading="lazy" onError={() => setFailed(true)} />;
}
