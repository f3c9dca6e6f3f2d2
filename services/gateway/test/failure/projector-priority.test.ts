import { readdirSync, readFileSync } from 'node:fs';
import { servingGatewayForSuite } from './support/server-process';

/**
 * With several server processes, the leader's projector thread runs ten nice values below the
 * threads that serve requests (PROJECTOR_NICE's default); every other thread keeps its process's
 * priority. Linux gives each thread its own nice value, in field 19 of /proc/<pid>/task/<tid>/stat.
 */
const suite = servingGatewayForSuite('priority', 2);

/** Each thread's nice value, by thread id. */
function niceOfThreads(pid: number): Map<number, number> {
  const nice = new Map<number, number>();
  for (const task of readdirSync(`/proc/${pid}/task`)) {
    // The command name may hold spaces and parentheses: the fields that follow it start after the last ')'.
    const stat = readFileSync(`/proc/${pid}/task/${task}/stat`, 'utf8');
    const fields = stat.slice(stat.lastIndexOf(')') + 2).split(' ');
    nice.set(Number(task), Number(fields[16]));
  }
  return nice;
}

test('the leader runs one thread, its projector, ten nice values below the rest; the follower none', () => {
  const workers = suite.server.workers();
  const leader = workers.find((worker) => worker.role === 'leader');
  const follower = workers.find((worker) => worker.role === 'follower');
  expect(leader && follower).toBeTruthy();
  const leaderThreads = niceOfThreads(leader!.pid);
  const base = leaderThreads.get(leader!.pid)!;
  const lowered = [...leaderThreads].filter(([, nice]) => nice !== base);
  expect(lowered).toEqual([[expect.any(Number), Math.min(19, base + 10)]]);
  expect([...niceOfThreads(follower!.pid).values()].every((nice) => nice === base)).toBe(true);
});
