import { hashToken, type SessionView } from '@il/identity';
import { cacheSizes, DEFAULT_CACHE_PLAYERS, evictUnused, type CacheStats } from '@il/platform';
import type { RequestAuth } from './auth-context';

/**
 * The value of one cookie in a Cookie header, or undefined. Values are URI-decoded as the cookie
 * plugin writes them; a value that does not decode is no token at all.
 */
export function cookieValue(header: string | undefined, name: string): string | undefined {
  if (!header) return undefined;
  const wanted = `${name}=`;
  let at = header.startsWith(wanted) ? 0 : -1;
  if (at < 0) {
    for (let from = 0; ; ) {
      const found = header.indexOf(wanted, from);
      if (found < 0) return undefined;
      const before = header.charCodeAt(found - 1);
      // A name starts the header or follows "; " (or a bare ";"), never inside another name.
      if (before === 0x3b || before === 0x20) {
        at = found;
        break;
      }
      from = found + 1;
    }
  }
  const start = at + wanted.length;
  const end = header.indexOf(';', start);
  let value = (end < 0 ? header.slice(start) : header.slice(start, end)).trim();
  if (value.length >= 2 && value.startsWith('"') && value.endsWith('"')) value = value.slice(1, -1);
  if (!value.includes('%')) return value;
  try {
    return decodeURIComponent(value);
  } catch {
    return undefined;
  }
}

/** What a token resolved to, kept while it holds. */
export interface KnownSession {
  auth: RequestAuth;
  /** The token's hash, kept even when the answer no longer holds: hashing is a cost of its own. */
  hash: string;
  view: SessionView;
}

/**
 * The sessions of the tokens seen lately. Every request of a player carries the same token; while
 * the session's and the user's view scopes stay live and the session has not expired, the request
 * is answered from here without hashing the token or looking anything up again. Past `capacity`
 * tokens, one not used lately goes (see evictUnused).
 */
export class KnownSessions {
  private readonly sessions = new Map<string, KnownSession & { used: boolean }>();
  private hits = 0;
  private misses = 0;
  private evictions = 0;

  constructor(readonly capacity = cacheSizes(DEFAULT_CACHE_PLAYERS).sessions) {}

  /** The kept answer for a token, when it still holds at `nowMs`. */
  holding(token: string, nowMs: number): KnownSession | undefined {
    const known = this.sessions.get(token);
    if (!known || nowMs >= known.view.expiresAtMs || known.view.scopes.some((scope) => !scope.live)) {
      this.misses += 1;
      return undefined;
    }
    this.hits += 1;
    known.used = true;
    // The answer stands for reading the session's and user's views: their scopes count as used.
    for (const scope of known.view.scopes) scope.touch();
    return known;
  }

  /** The token's hash: kept from before, or worked out now. */
  hashOf(token: string): string {
    return this.sessions.get(token)?.hash ?? hashToken(token);
  }

  keep(token: string, known: KnownSession): void {
    if (!this.sessions.delete(token) && this.sessions.size >= this.capacity && evictUnused(this.sessions)) this.evictions += 1;
    // Written out rather than spread: V8 gives each spread copy a hidden class of its own once its
    // `used` flag changes: thousands of classes at 20,000 live players.
    this.sessions.set(token, { auth: known.auth, hash: known.hash, view: known.view, used: false });
  }

  stats(): CacheStats {
    return { hits: this.hits, misses: this.misses, evictions: this.evictions, size: this.sessions.size, capacity: this.capacity };
  }
}
