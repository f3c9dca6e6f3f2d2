import { previousRelease, publish, rollback, startCanary } from '../../src/releases/channel-steps';
import { EMPTY_CHANNEL, type Channel } from '../../src/releases/release-types';

const A = 'aaaaaaaaaaaaaaaa';
const B = 'bbbbbbbbbbbbbbbb';
const C = 'cccccccccccccccc';
const at = '2026-12-02T05:00:00.000Z';

function after(channel: Channel, ...steps: Array<(c: Channel) => ReturnType<typeof publish>>): Channel {
  return steps.reduce((c, step) => {
    const result = step(c);
    if (!result.ok) throw new Error(result.error);
    return result.channel;
  }, channel);
}

describe('a slice channel', () => {
  it('given A then B published, when rolled back, then A is current again, and a second rollback returns to B', () => {
    const published = after(EMPTY_CHANNEL, (c) => publish(c, A, at), (c) => publish(c, B, at));
    expect(published.current).toBe(B);
    const back = after(published, (c) => rollback(c, at));
    expect(back.current).toBe(A);
    expect(after(back, (c) => rollback(c, at)).current).toBe(B);
  });

  it('given a canary of C beside B, when rolled back, then the canary ends and B stays current', () => {
    const canary = after(EMPTY_CHANNEL, (c) => publish(c, A, at), (c) => publish(c, B, at), (c) => startCanary(c, C, 10, at));
    expect(canary).toMatchObject({ current: B, canary: { release: C, percent: 10 } });
    expect(after(canary, (c) => rollback(c, at))).toMatchObject({ current: B, canary: null });
  });

  it('given a canary, when its release is published, then it is promoted for everyone', () => {
    const promoted = after(EMPTY_CHANNEL, (c) => publish(c, A, at), (c) => startCanary(c, B, 25, at), (c) => publish(c, B, at));
    expect(promoted).toMatchObject({ current: B, canary: null });
    expect(previousRelease(promoted)).toBe(A);
  });

  it('refuses a canary without a current release, of the current release, or outside 1-99 %', () => {
    expect(startCanary(EMPTY_CHANNEL, A, 10, at)).toEqual({ ok: false, error: 'A canary needs a current release beside it: publish one first' });
    const live = after(EMPTY_CHANNEL, (c) => publish(c, A, at));
    expect(startCanary(live, A, 10, at)).toEqual({ ok: false, error: `${A} is already the current release` });
    expect(startCanary(live, B, 100, at)).toEqual({ ok: false, error: 'The canary share is a whole percent from 1 to 99' });
  });

  it('refuses a rollback with nothing before, and a publish of what is already current', () => {
    const live = after(EMPTY_CHANNEL, (c) => publish(c, A, at));
    expect(rollback(live, at)).toEqual({ ok: false, error: 'There is no earlier release to roll back to' });
    expect(publish(live, A, at)).toEqual({ ok: false, error: `${A} is already the current release` });
  });

  it('keeps the last 50 steps of history', () => {
    let channel = EMPTY_CHANNEL;
    for (let i = 0; i < 60; i += 1) channel = after(channel, (c) => publish(c, i % 2 ? A : B, at));
    expect(channel.history).toHaveLength(50);
  });
});
