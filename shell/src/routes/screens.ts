// The shell's own screens, one chunk each. The loaders are shared by the router (React.lazy) and by
// the entry, which starts fetching the screen for the opening URL alongside React itself.
export const loadLanding = () => import('../pages/landing/LandingPage');
export const loadLogin = () => import('../pages/login/LoginPage');
export const loadResetPassword = () => import('../pages/reset-password/ResetPasswordPage');
export const loadProfile = () => import('../pages/profile/ProfilePage');
export const loadAdminGallery = () => import('../pages/admin-gallery/AdminGalleryPage');
export const loadNotFound = () => import('../pages/NotFoundPage');

const BY_PATH: ReadonlyArray<readonly [RegExp, () => Promise<unknown>]> = [
  [/^\/$/, loadLanding],
  [/^\/login\/?$/, loadLogin],
  [/^\/reset-password\/?$/, loadResetPassword],
  [/^\/profile\/?$/, loadProfile],
  [/^\/admin\/gallery\/?$/, loadAdminGallery],
];

/** Starts loading the screen for a path, if it is one of the shell's; errors surface on render. */
export function preloadScreen(pathname: string): void {
  const entry = BY_PATH.find(([pattern]) => pattern.test(pathname));
  entry?.[1]().catch(() => undefined);
}
