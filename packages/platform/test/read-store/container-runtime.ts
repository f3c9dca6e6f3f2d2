import { spawnSync } from 'node:child_process';

/**
 * Whether testcontainers finds a container runtime, asked once and synchronously (jest decides
 * what to skip while it collects tests), in a child process so that a missing runtime costs a
 * clear reason instead of a hanging suite.
 */
export function containerRuntime(): { available: true } | { available: false; reason: string } {
  const probe = spawnSync(
    process.execPath,
    [
      '-e',
      `require('testcontainers').getContainerRuntimeClient()
         .then(() => process.exit(0))
         .catch((error) => { console.error(error && error.message ? error.message : String(error)); process.exit(1); });`,
    ],
    { encoding: 'utf8', timeout: 30_000 },
  );
  if (probe.status === 0) return { available: true };
  const reason = (probe.stderr || probe.error?.message || 'no container runtime').trim().split('\n').pop() ?? '';
  return { available: false, reason };
}
