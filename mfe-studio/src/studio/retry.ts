import { ApiError } from '@il/ui';

/**
 * A 4xx answer is the server's last word (not a member, no character): retrying only delays the
 * screen that explains it. Network failures and 5xx keep the two §9 retries.
 */
export function retryUnlessRefused(failures: number, error: unknown): boolean {
  if (error instanceof ApiError && error.status >= 400 && error.status < 500) return false;
  return failures < 2;
}
