// '@il/ui/core': everything of '@il/ui' that works without React Query, a federation singleton of
// its own. The shell's first screens (landing, login) and its frame import from here, so they paint
// before React Query is downloaded; '@il/ui' re-exports all of it and adds the React Query layer.
// Slices keep importing '@il/ui'.
export { cx } from './components/cx';
export { Button, buttonClass, type ButtonProps, type ButtonSize, type ButtonVariant } from './components/Button';
export { Card, CardContent, CardDescription, CardFooter, CardHeader, CardTitle } from './components/Card';
export { Badge, type BadgeVariant } from './components/Badge';
export { Skeleton, type SkeletonProps } from './components/Skeleton';
export { Progress, type ProgressProps } from './components/Progress';
export { Spinner } from './components/Spinner';
export { Avatar, type AvatarProps } from './components/Avatar';
export { Alert, type AlertProps } from './components/Alert';
export { EmptyState, type EmptyStateProps } from './components/EmptyState';
export { PageHeader, type PageHeaderProps } from './components/PageHeader';
export { FormField, Input, Textarea, type FormFieldProps } from './components/FormField';
export { Dialog, type DialogProps } from './components/Dialog';
export { Tab, TabList, TabPanel, Tabs, type TabsProps } from './components/Tabs';
export { UiIcon, loadUiIcons, type UiIconName, type UiIconProps } from './icons/UiIcon';
export { TAPPED_TOOLTIP_MS, Tooltip, TOOLTIP_DELAY_MS, type TooltipProps } from './components/Tooltip';
export { MAX_VISIBLE_TOASTS, TOAST_DURATION_MS, ToastProvider, useToast, type ToastApi, type ToastInput, type ToastVariant } from './toast/toast';

export { ApiError, callApi, loadContracts, messageOf, request, serverMessageOf, type CallArgs, type CallInput, type Codec } from './api/client';
export {
  SESSION_CHECK_FAILED,
  SESSION_QUERY_KEY,
  SESSION_RETRY_DELAY_MS,
  SessionScope,
  SessionStore,
  authenticated,
  fetchSessionUser,
  logout,
  pageSession,
  unauthenticated,
  useAuth,
  useCurrentUser,
  useHasQueryClient,
  useSessionStore,
  type AuthState,
  type SessionCache,
  type SessionOutcome,
  type SessionUser,
} from './auth/session-store';
export { usePlainMutation, type PlainMutation, type PlainMutationCallbacks, type PlainMutationStatus } from './api/plain-mutation';
export { useLogin, useRegister } from './auth/session-actions';
export { ALL_ROLES, RequireAuth, accessDeniedMessage, loginPathFor, type RequireAuthProps } from './auth/RequireAuth';
export { AuthenticatingSkeleton } from './auth/AuthenticatingSkeleton';
export { AppLayout } from './layout/AppLayout';
export { Sidebar } from './layout/Sidebar';
export { BrandMark } from './layout/BrandMark';
export { ACCOUNT_NAV, LEAGUE_NAV, leaguePath, parseLeagueId, useCurrentLeagueId } from './layout/league-route';
export type { SliceName, SliceRoute, SliceRoutesModule } from './slice';
