import { Suspense, use, useEffect, useState } from 'react';
import { useLocation } from 'react-router';
import type { SliceName } from '@il/ui';
import { SliceBoundary } from './SliceBoundary';
import { SliceLoading } from './SliceLoading';
import { SliceUnavailableError, followManifest, forgetSlice, loadSlice } from './load-slice';

/** One of a slice's screens at one of the shell's paths, fetched at run time. */
export function RemoteRoute({ slice, path }: { slice: SliceName; path: string }) {
  const { pathname } = useLocation();
  const [attempt, setAttempt] = useState(0);
  const [retrying, setRetrying] = useState<Promise<void> | null>(null);
  const [, setRelease] = useState(0);

  // Each navigation reads the manifest again: a release published (or rolled back) since the page
  // loaded replaces the one on screen, with the page's state (session, caches, other slices) kept.
  useEffect(() => {
    let live = true;
    void followManifest(slice).then((switched) => {
      if (switched && live) setRelease((n) => n + 1);
    });
    return () => {
      live = false;
    };
  }, [slice, pathname]);

  const onRetry = (error: Error) => {
    // A slice that never arrived is fetched again; one that crashed is simply rendered again.
    const reset = error instanceof SliceUnavailableError ? forgetSlice(slice) : Promise.resolve();
    setRetrying(reset);
    void reset.finally(() => {
      setRetrying(null);
      setAttempt((n) => n + 1);
    });
  };

  return (
    <SliceBoundary key={attempt} slice={slice} resetKey={pathname} onRetry={onRetry}>
      <Suspense fallback={<SliceLoading />}>{retrying ? <SliceLoading /> : <SliceScreen slice={slice} path={path} />}</Suspense>
    </SliceBoundary>
  );
}

function SliceScreen({ slice, path }: { slice: SliceName; path: string }) {
  const module = use(loadSlice(slice));
  const route = module.routes.find((candidate) => candidate.path === path);
  if (!route) throw new SliceUnavailableError(slice, new Error(`${slice} serves no screen at ${path}`));
  const Screen = route.Component;
  return <Screen />;
}
