import { hashToken } from '@il/identity';

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

/**
 * Session-token hashes by token, for the tokens seen lately: every request of a player carries the
 * same token, and hashing it again each time was a measurable part of a cheap read.
 */
export class TokenHashes {
  private readonly hashes = new Map<string, string>();

  constructor(private readonly capacity = 20_000) {}

  of(token: string): string {
    let hash = this.hashes.get(token);
    if (hash === undefined) {
      hash = hashToken(token);
      this.hashes.set(token, hash);
      if (this.hashes.size > this.capacity) this.hashes.delete(this.hashes.keys().next().value as string);
    }
    return hash;
  }
}
