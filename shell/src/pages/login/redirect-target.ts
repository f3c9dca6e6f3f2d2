/**
 * Only paths of this site are followed after login: "/leagues" yes, "//evil.example" or
 * "https://evil.example" no, so a crafted link cannot send a player elsewhere.
 */
export function safeRedirect(target: string | null | undefined): string | null {
  if (!target || !target.startsWith('/') || target.startsWith('//') || target.startsWith('/\\')) return null;
  return target;
}

/** §2 Login: the redirect target, otherwise the previous location, otherwise /. */
export function postLoginTarget(redirect: string | null, from: unknown): string {
  return safeRedirect(redirect) ?? (typeof from === 'string' ? safeRedirect(from) : null) ?? '/';
}
