import { spawnSync } from 'node:child_process';

export type ContainerRuntime = { available: true } | { available: false; reason: string };

/**
 * Jest collects tests synchronously, so whether to skip a container suite has to be known before
 * any await. testcontainers only answers asynchronously; a short child process asks it instead.
 */
export function detectContainerRuntime(): ContainerRuntime {
  const probe = `
    require(${JSON.stringify(require.resolve('testcontainers'))})
      .getContainerRuntimeClient()
      .then(() => process.exit(0), (error) => { process.stdout.write(String(error && error.message)); process.exit(1); });
  `;
  const result = spawnSync(process.execPath, ['-e', probe], { encoding: 'utf8', timeout: 30_000 });
  if (result.status === 0) return { available: true };
  const reason = result.error?.message || result.stdout.trim() || `probe exited with ${result.status ?? result.signal}`;
  return { available: false, reason };
}
