import { lazy, Suspense } from 'react';
import { Route, Routes, useLocation } from 'react-router';
import { AppLayout, RequireAuth } from '@il/ui/core';
import { RemoteRoute } from '../federation/RemoteRoute';
import { PageLoading } from '../pages/PageLoading';
import { QueryScope } from '../query/QueryScope';
import { AppErrorBoundary } from './AppErrorBoundary';
import { FirstScreenMark } from './FirstScreenMark';
import {
  adminGalleryScreen,
  landingScreen,
  lazyScreen,
  loginScreen,
  notFoundScreen,
  profileScreen,
  resetPasswordScreen,
} from './screens';
import { ScrollToTop } from './ScrollToTop';
import { SLICE_ROUTES, type SliceRouteEntry } from './slice-routes';

const LandingPage = lazyScreen(landingScreen, (m) => m.LandingPage);
const LoginPage = lazyScreen(loginScreen, (m) => m.LoginPage);
const ResetPasswordPage = lazyScreen(resetPasswordScreen, (m) => m.ResetPasswordPage);
const ProfilePage = lazyScreen(profileScreen, (m) => m.ProfilePage);
const AdminGalleryPage = lazyScreen(adminGalleryScreen, (m) => m.AdminGalleryPage);
const NotFoundPage = lazyScreen(notFoundScreen, (m) => m.NotFoundPage);

// Its own chunk: it needs React Query and the contracts, which the signed-in area loads anyway.
const NotificationBell = lazy(() => import('../notifications/NotificationBell'));
const bell = (
  <Suspense fallback={null}>
    <NotificationBell />
  </Suspense>
);

const sliceRoute = ({ path, slice }: SliceRouteEntry) => (
  <Route key={path} path={path} element={<RemoteRoute key={path} slice={slice} path={path} />} />
);

/** The §2 route table. Slices' screens are fetched at run time through RemoteRoute. */
export function ShellRoutes() {
  const { pathname } = useLocation();
  return (
    <AppErrorBoundary resetKey={pathname}>
      <ScrollToTop />
      <Suspense fallback={<PageLoading />}>
        <Routes>
          <Route index element={<LandingPage />} />
          <Route path="login" element={<LoginPage />} />
          <Route
            path="reset-password"
            element={
              <QueryScope>
                <ResetPasswordPage />
              </QueryScope>
            }
          />
          {/* The guard decides on the session alone; what is behind it uses React Query. */}
          <Route
            element={
              <RequireAuth>
                <QueryScope>
                  <AppLayout actions={bell} />
                </QueryScope>
              </RequireAuth>
            }
          >
            <Route path="profile" element={<ProfilePage />} />
            {/* §6 leaves the gallery's role list open; its call lives under /admin, so admins only. */}
            <Route
              path="admin/gallery"
              element={
                <RequireAuth roles={['admin']}>
                  <AdminGalleryPage />
                </RequireAuth>
              }
            />
            {SLICE_ROUTES.filter((route) => route.access === 'member').map(sliceRoute)}
          </Route>
          <Route
            element={
              <QueryScope>
                <AppLayout />
              </QueryScope>
            }
          >
            {SLICE_ROUTES.filter((route) => route.access === 'open').map(sliceRoute)}
          </Route>
          <Route path="*" element={<NotFoundPage />} />
        </Routes>
        <FirstScreenMark />
      </Suspense>
    </AppErrorBoundary>
  );
}
