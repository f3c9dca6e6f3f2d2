import { lazy, type ComponentType } from 'react';

// The shell's own screens, one chunk each. A screen is loaded once and shared by the router
// (lazyScreen) and by the entry, which starts fetching the screen for the opening URL alongside
// React itself.

export interface Screen<M> {
  load(): Promise<M>;
  /** The module, once its chunk has arrived. */
  loaded(): M | undefined;
}

export function screenChunk<M>(importer: () => Promise<M>): Screen<M> {
  let loading: Promise<M> | undefined;
  let module: M | undefined;
  return {
    load: () =>
      (loading ??= importer().then(
        (value) => (module = value),
        (error: unknown) => {
          loading = undefined;
          throw error;
        },
      )),
    loaded: () => module,
  };
}

export const landingScreen = screenChunk(() => import('../pages/landing/LandingPage'));
export const loginScreen = screenChunk(() => import('../pages/login/LoginPage'));
export const resetPasswordScreen = screenChunk(() => import('../pages/reset-password/ResetPasswordPage'));
export const profileScreen = screenChunk(() => import('../pages/profile/ProfilePage'));
export const adminGalleryScreen = screenChunk(() => import('../pages/admin-gallery/AdminGalleryPage'));
export const notFoundScreen = screenChunk(() => import('../pages/NotFoundPage'));

/** Settles at once: React.lazy reads a thenable that calls back synchronously without suspending. */
const settled = <T,>(value: T) => ({ then: (resolve: (value: T) => void) => resolve(value) }) as unknown as Promise<T>;

/**
 * A screen for the router. When its chunk is already here (the opening screen, see
 * preloadScreen) it renders in the first commit: a lazy component that suspends would show the
 * fallback first, and React reveals content that replaces a fallback no sooner than 300 ms after
 * it (its fallback throttle), which alone was most of the login form's wait.
 */
export function lazyScreen<M>(source: Screen<M>, pick: (module: M) => ComponentType) {
  return lazy(() => {
    const module = source.loaded();
    return module ? settled({ default: pick(module) }) : source.load().then((value) => ({ default: pick(value) }));
  });
}

const BY_PATH: ReadonlyArray<readonly [RegExp, Screen<unknown>]> = [
  [/^\/$/, landingScreen],
  [/^\/login\/?$/, loginScreen],
  [/^\/reset-password\/?$/, resetPasswordScreen],
  [/^\/profile\/?$/, profileScreen],
  [/^\/admin\/gallery\/?$/, adminGalleryScreen],
];

/**
 * Starts loading the screen for a path, if it is one of the shell's; settles (never rejects) once
 * it is here or has failed. Errors surface when the screen renders.
 */
export function preloadScreen(pathname: string): Promise<void> {
  const entry = BY_PATH.find(([pattern]) => pattern.test(pathname));
  return entry ? entry[1].load().then(
    () => undefined,
    () => undefined,
  ) : Promise.resolve();
}
