/** Characters RFC 3986 calls unreserved: their percent-encoding means the same character. */
const UNRESERVED = /[A-Za-z0-9\-._~]/;
const API_PREFIX = '/_api';

/**
 * The one spelling of a request's path that every hook and the router see (Fastify's `rewriteUrl`,
 * which runs before routing and before any hook). The router decodes `%5F` and friends on its own,
 * while the hooks compared the raw URL: `/%5Fapi/auth/login_with_password` reached the login
 * handler with no Origin check, no session lookup and no API headers. So the path is brought to
 * the form a hook compares against, once, before any of them:
 * - a percent-encoded unreserved character is decoded (`%5F` is `_`); any other escape stays,
 *   its hex upper-cased, so `%2F` never turns into a separator;
 * - runs of `/` are one `/`, and `.` and `..` segments are resolved, as a browser would;
 * - a first segment that is `_api` in any case is `_api`, so `/_API/...` is an API call (which
 *   then finds no route) rather than a page.
 * The query string is left exactly as sent.
 */
export function canonicalUrl(url: string): string {
  const queryAt = url.indexOf('?');
  const rawPath = queryAt === -1 ? url : url.slice(0, queryAt);
  const query = queryAt === -1 ? '' : url.slice(queryAt);
  const path = canonicalPath(rawPath);
  return path === rawPath ? url : path + query;
}

export function canonicalPath(rawPath: string): string {
  // Nearly every request is already canonical: answer it without building anything.
  if (!/%|\/\/|\/\.|^\/_api/i.test(rawPath) || (rawPath.startsWith(`${API_PREFIX}/`) && !/%|\/\/|\/\./.test(rawPath))) return rawPath;
  const decoded = rawPath.replace(/%([0-9A-Fa-f]{2})/g, (_escape, hex: string) => {
    const character = String.fromCharCode(parseInt(hex, 16));
    return UNRESERVED.test(character) ? character : `%${hex.toUpperCase()}`;
  });
  const segments: string[] = [];
  const parts = decoded.split('/');
  for (let i = 1; i < parts.length; i += 1) {
    const part = parts[i]!;
    const last = i === parts.length - 1;
    if (part === '' && !last) continue;
    if (part === '.') {
      if (last) segments.push('');
      continue;
    }
    if (part === '..') {
      segments.pop();
      if (last) segments.push('');
      continue;
    }
    segments.push(part);
  }
  if (segments[0]?.toLowerCase() === API_PREFIX.slice(1)) segments[0] = API_PREFIX.slice(1);
  return `/${segments.join('/')}`;
}
