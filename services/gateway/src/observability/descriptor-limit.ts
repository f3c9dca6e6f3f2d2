import { readFileSync } from 'node:fs';

/**
 * Every open live stream and every keep-alive connection holds a file descriptor, and a process
 * that has used up its limit cannot accept: connections wait in the kernel's queue until it
 * overflows and new ones are dropped. The limit is the operating system's (`ulimit -n`, systemd's
 * `LimitNOFILE`), raised to the hard limit by Node at start, so the server can only say when it is
 * lower than the players it is sized for.
 */

/** Descriptors one player holds at most in one process: its live stream and a request connection. */
const DESCRIPTORS_PER_PLAYER = 2;

/** The soft limit on open files from /proc/self/limits ("Max open files"), or null where there is none. */
export function openFilesLimit(limitsText: string | null = readLimits()): number | null {
  const line = limitsText?.split('\n').find((l) => l.startsWith('Max open files'));
  const soft = line?.slice('Max open files'.length).trim().split(/\s+/)[0];
  if (soft === undefined) return null;
  return soft === 'unlimited' ? Infinity : Number.isInteger(Number(soft)) ? Number(soft) : null;
}

function readLimits(): string | null {
  try {
    return readFileSync('/proc/self/limits', 'utf8');
  } catch {
    return null;
  }
}

/**
 * A warning when `limit` descriptors per process are fewer than `players` (CACHE_PLAYERS) spread
 * over `processes` need; null when they are enough or the limit is unknown.
 */
export function descriptorWarning(limit: number | null, players: number, processes: number): string | null {
  if (limit === null) return null;
  const needed = Math.ceil((players * DESCRIPTORS_PER_PLAYER) / Math.max(1, processes));
  if (limit >= needed) return null;
  return (
    `this process may open ${limit} files, and ${players} players (CACHE_PLAYERS) over ${processes} ` +
    `process(es) need about ${needed}: each live stream and connection holds one, and a process at its ` +
    `limit cannot accept connections. Raise the limit (ulimit -n, LimitNOFILE) or lower CACHE_PLAYERS.`
  );
}
