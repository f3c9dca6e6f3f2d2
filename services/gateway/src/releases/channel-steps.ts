import type { Channel, ChannelStep } from './release-types';

/**
 * How publish, canary and rollback move a slice's channel. Pure: the store writes the result in
 * one rename, so a manifest read in between sees the old channel or the new one, never half.
 */
export type StepResult = { ok: true; channel: Channel; said: string } | { ok: false; error: string };

const step = (channel: Channel, action: ChannelStep['action'], release: string, at: string): ChannelStep[] => [
  ...channel.history.slice(-49),
  { at, action, release },
];

export function publish(channel: Channel, release: string, at: string): StepResult {
  if (channel.current === release && !channel.canary) return { ok: false, error: `${release} is already the current release` };
  return {
    ok: true,
    // Publishing the canary's release promotes it: everyone gets it and the canary ends.
    channel: { current: release, canary: null, history: step(channel, 'publish', release, at) },
    said: `${release} is now the current release for every player`,
  };
}

export function startCanary(channel: Channel, release: string, percent: number, at: string): StepResult {
  if (!channel.current) return { ok: false, error: 'A canary needs a current release beside it: publish one first' };
  if (channel.current === release) return { ok: false, error: `${release} is already the current release` };
  if (!Number.isInteger(percent) || percent < 1 || percent > 99) return { ok: false, error: 'The canary share is a whole percent from 1 to 99' };
  return {
    ok: true,
    channel: { current: channel.current, canary: { release, percent }, history: step(channel, 'canary', release, at) },
    said: `${release} serves ${percent}% of players (sticky per player); ${channel.current} the others`,
  };
}

/** The release that was current before the current one, from the history of publishes and rollbacks. */
export function previousRelease(channel: Channel): string | null {
  const currents = channel.history.filter((s) => s.action === 'publish' || s.action === 'rollback').map((s) => s.release);
  for (let i = currents.length - 1; i >= 0; i -= 1) {
    if (currents[i] !== channel.current) return currents[i] ?? null;
  }
  return null;
}

/**
 * A running canary is ended first (its players return to the current release); otherwise the
 * current release gives way to the one named, or to the one current before it.
 */
export function rollback(channel: Channel, at: string, to?: string): StepResult {
  if (channel.canary && !to) {
    return {
      ok: true,
      channel: { ...channel, canary: null, history: step(channel, 'end-canary', channel.canary.release, at) },
      said: `The canary ${channel.canary.release} ended; every player has ${channel.current} again`,
    };
  }
  const target = to ?? previousRelease(channel);
  if (!target) return { ok: false, error: 'There is no earlier release to roll back to' };
  if (target === channel.current) return { ok: false, error: `${target} is already the current release` };
  return {
    ok: true,
    channel: { current: target, canary: null, history: step(channel, 'rollback', target, at) },
    said: `Rolled back: ${target} is the current release for every player`,
  };
}
