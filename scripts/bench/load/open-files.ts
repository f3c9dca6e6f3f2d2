import { spawnSync } from 'node:child_process';
import { readdirSync, statSync } from 'node:fs';
import { openFilesLimit } from '@il/gateway';

/**
 * Descriptors every process of a run may hold: a server process holds one per live stream and
 * connection (the server warns below two per player it may serve), and a generator one per
 * stream and request connection of its players.
 */
export const RUN_OPEN_FILES = 65_536;

/**
 * Raises this process's open-files limit to `wanted` before it starts the server and the
 * generators, which inherit it: as an operator sets it for the service (systemd's LimitNOFILE,
 * `ulimit -n`). At a limit of 20,000, a server process taking half of a 20,000-player start runs
 * out, and libuv then accepts and closes connections at once (clients see resets). Raising the
 * hard limit needs the right to (CAP_SYS_RESOURCE, which a container may withhold even from root);
 * without it the limit stays, and the server's start-up warning says so. Returns the limit the run
 * has, and why it is not `wanted`.
 */
export function raiseOpenFiles(wanted = RUN_OPEN_FILES): { limit: number | null; note: string | null } {
  const before = openFilesLimit();
  if (before === null || before >= wanted) return { limit: before, note: null };
  const raised = spawnSync('prlimit', ['--pid', String(process.pid), `--nofile=${wanted}:${wanted}`], { encoding: 'utf8' });
  const after = openFilesLimit();
  if (after !== null && after >= wanted) return { limit: after, note: null };
  const why = raised.error ? raised.error.message : (raised.stderr || `prlimit exited with ${raised.status}`).trim();
  return { limit: after, note: `open files stay at ${after} (raising to ${wanted}: ${why})` };
}

/**
 * Descriptors a Linux process holds now; null when it is gone or unreadable. Linux 6.2 and later
 * give the count as the size of /proc/<pid>/fd. Listing the folder instead, every second, of
 * processes holding some 15,000 descriptors each costs the bench's own process about 6% of a
 * core, nearly all kernel work on their descriptor tables, in the window it measures. Older
 * kernels give 0 there; they are listed.
 */
export function openFilesOf(pid: number): number | null {
  try {
    const folder = `/proc/${pid}/fd`;
    return statSync(folder).size || readdirSync(folder).length;
  } catch {
    return null;
  }
}

/**
 * The most descriptors each process held at any of the readings. A server or generator process
 * that reaches its limit fails connections (resets or refused opens) that its CPU would have
 * served, so a run's errors are read next to these.
 */
export class OpenFilesPeaks {
  private readonly peaks = new Map<number, number>();

  /** Reads each process now; one gone meanwhile keeps what it had. */
  sample(pids: Iterable<number>, read: (pid: number) => number | null = openFilesOf): void {
    for (const pid of pids) {
      const open = read(pid);
      if (open !== null && open > (this.peaks.get(pid) ?? -1)) this.peaks.set(pid, open);
    }
  }

  /** The peaks of these processes, in their order; those never read are left out. */
  of(pids: Iterable<number>): number[] {
    const found: number[] = [];
    for (const pid of pids) {
      const peak = this.peaks.get(pid);
      if (peak !== undefined) found.push(peak);
    }
    return found;
  }
}
