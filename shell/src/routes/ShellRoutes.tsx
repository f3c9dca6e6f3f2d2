import { Suspense, lazy } from 'react';
import { Route, Routes, useLocation } from 'react-router';
import { AppLayout, RequireAuth } from '@il/ui';
import { RemoteRoute } from '../federation/RemoteRoute';
import { PageLoading } from '../pages/PageLoading';
import { AppErrorBoundary } from './AppErrorBoundary';
import { ScrollToTop } from './ScrollToTop';
import { SLICE_ROUTES, type SliceRouteEntry } from './slice-routes';

// Each shell screen is its own chunk: the first load carries only the frame.
const LandingPage = lazy(() => import('../pages/landing/LandingPage').then((m) => ({ default: m.LandingPage })));
const LoginPage = lazy(() => import('../pages/login/LoginPage').then((m) => ({ default: m.LoginPage })));
const ResetPasswordPage = lazy(() => import('../pages/reset-password/ResetPasswordPage').then((m) => ({ default: m.ResetPasswordPage })));
const ProfilePage = lazy(() => import('../pages/profile/ProfilePage').then((m) => ({ default: m.ProfilePage })));
const AdminGalleryPage = lazy(() => import('../pages/admin-gallery/AdminGalleryPage').then((m) => ({ default: m.AdminGalleryPage })));
const NotFoundPage = lazy(() => import('../pages/NotFoundPage').then((m) => ({ default: m.NotFoundPage })));

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
          <Route path="reset-password" element={<ResetPasswordPage />} />
          <Route
            element={
              <RequireAuth>
                <AppLayout />
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
          <Route element={<AppLayout />}>{SLICE_ROUTES.filter((route) => route.access === 'open').map(sliceRoute)}</Route>
          <Route path="*" element={<NotFoundPage />} />
        </Routes>
      </Suspense>
    </AppErrorBoundary>
  );
}
