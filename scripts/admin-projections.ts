// `npm run admin -- projections [retry|skip <name>]`: each read model's state, checkpoint, lag and
// parked event, and an operator's decision for a parked one (docs/operations.md, "A faulted projection").
import { ProjectionFaults, type EventStore, type FaultDecision, type ReadStore } from '@il/platform';

export const PROJECTIONS_USAGE = 'npm run admin -- projections | projections retry <name> | projections skip <name>';

export interface ProjectionsDeps {
  store: Pick<EventStore, 'headPosition'>;
  read: ReadStore;
  names: readonly string[];
}

/** One line per projection: `name  state  checkpoint  lag`, then its parked event and skipped ones. */
export async function listProjections({ store, read, names }: ProjectionsDeps): Promise<string> {
  const head = await store.headPosition();
  const faults = new Map((await new ProjectionFaults(read).all()).map((record) => [record._id, record]));
  const lines = [`log head ${head}`, `${'projection'.padEnd(20)} ${'state'.padEnd(11)} ${'checkpoint'.padStart(10)} ${'lag'.padStart(8)}`];
  for (const name of names) {
    const checkpoint = await read.getCheckpoint(name);
    const lag = Math.max(0, head - checkpoint);
    const record = faults.get(name);
    const state = record?.parked ? 'faulted' : lag > 0 ? 'behind' : 'current';
    lines.push(`${name.padEnd(20)} ${state.padEnd(11)} ${String(checkpoint).padStart(10)} ${String(lag).padStart(8)}`);
    const parked = record?.parked;
    if (parked) {
      lines.push(`  parked: event ${parked.position} (${parked.type}, stream ${parked.streamId}) since ${parked.parkedAt}, ${parked.attempts} attempts: ${parked.error}`);
      if (record.decision) lines.push(`  decided: ${record.decision}, to be carried out within a second by whoever runs the projection`);
    }
    for (const skipped of record?.skipped ?? []) lines.push(`  skipped: event ${skipped.position} (${skipped.type}) at ${skipped.skippedAt}: ${skipped.error}`);
  }
  return lines.join('\n');
}

/**
 * Leaves the decision in the projection's fault record, which the runner holding the event reads
 * (ProjectionRunner, parkedPollMs). Not an event of the log: the parked projection reads no event
 * past the one it holds, and which read model was patched how is the operator's business, not the
 * game's history.
 */
export async function decideParked({ read, names }: ProjectionsDeps, decision: FaultDecision, name: string): Promise<{ ok: boolean; message: string }> {
  if (!names.includes(name)) return { ok: false, message: `No projection is called ${name}: ${names.join(', ')}.` };
  const faults = new ProjectionFaults(read);
  const parked = (await faults.get(name))?.parked;
  if (!parked || !(await faults.decide(name, decision))) return { ok: false, message: `Projection ${name} has no parked event.` };
  const what = decision === 'retry' ? 'applies it again' : 'goes on past it (it stays listed as skipped)';
  return { ok: true, message: `Projection ${name} ${what}: event ${parked.position} (${parked.type}), within a second of its next look.` };
}
