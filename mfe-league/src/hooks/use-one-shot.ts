import { useRef } from 'react';

export interface OneShot<T> {
  /** True the first time an item is taken; false again until it is released. */
  take: (item: T) => boolean;
  release: (item: T) => void;
}

/**
 * A one-shot action (claiming a reward, signing a deal) is sent at most once per item: a second
 * click that lands before the button re-renders as busy, or after the success but before the
 * refreshed list says so, is dropped instead of earning the server's "already done" refusal
 * beside the success toast. A failure releases the item, so the player may try again.
 */
export function useOneShot<T>(): OneShot<T> {
  const taken = useRef<Set<T> | null>(null);
  taken.current ??= new Set<T>();
  const items = taken.current;
  return {
    take: (item) => {
      if (items.has(item)) return false;
      items.add(item);
      return true;
    },
    release: (item) => {
      items.delete(item);
    },
  };
}
