/** What readiness is judged on: each projection's lag, and whether the process has its leader. */
export interface ReadinessFacts {
  lag: Record<string, number>;
  maxLag: number;
  /** Projections holding a parked event (npm run admin -- projections). */
  parked: string[];
  /** False for a follower cut off from the leader's projector; null where there is no leader to have. */
  leader: boolean | null;
}

export interface Readiness {
  ok: boolean;
  reasons: string[];
}

/**
 * Ready when the read models a process serves are within `maxLag` of the log and, for a follower,
 * the leader that applies them is there. A parked projection is named but not by itself a
 * reason: its lag grows with the log and crosses the bound soon enough, and one read model's
 * fault should not take every process out of rotation at the first event.
 */
export function judgeReadiness(facts: ReadinessFacts): Readiness {
  const reasons: string[] = [];
  if (facts.leader === false) reasons.push('leader missing: no link to the projector of the leader process');
  for (const [projection, lag] of Object.entries(facts.lag)) {
    if (lag > facts.maxLag) reasons.push(`projection ${projection} is ${lag} behind the log (READY_MAX_LAG ${facts.maxLag})`);
  }
  return { ok: reasons.length === 0, reasons };
}
