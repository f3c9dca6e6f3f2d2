import type { ChatPage } from '@il/contracts';

interface Entry {
  /** The newest message's position when the page was read. */
  newestSeq: number;
  page: ChatPage;
}

/**
 * The newest page of each league's chat, kept between polls. Every member polls it every 4 s and
 * it is the same for all of them, while it only changes when a message arrives; messages are
 * written once and never change, in log order, so "the newest message is still the same one"
 * proves the page is. The pages handed out are frozen (the gateway writes a frozen answer once).
 */
export class FirstPages {
  private readonly entries = new Map<string, Entry>();

  constructor(private readonly capacity = 5_000) {}

  get(key: string, newestSeq: number): ChatPage | null {
    const entry = this.entries.get(key);
    if (!entry || entry.newestSeq !== newestSeq) return null;
    return entry.page;
  }

  set(key: string, newestSeq: number, page: ChatPage): ChatPage {
    const frozen = deepFreeze(page);
    this.entries.delete(key);
    this.entries.set(key, { newestSeq, page: frozen });
    // Map keeps insertion order: the first key is the league written longest ago.
    if (this.entries.size > this.capacity) this.entries.delete(this.entries.keys().next().value as string);
    return frozen;
  }
}

function deepFreeze<T>(value: T): T {
  if (typeof value === 'object' && value !== null && !Object.isFrozen(value)) {
    for (const item of Object.values(value)) deepFreeze(item);
    Object.freeze(value);
  }
  return value;
}
