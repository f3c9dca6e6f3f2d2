import { parseOptions } from '../bench/load/options';

describe('load bench options', () => {
  it('reads kebab-case flags into their options, numbers as numbers and flags as text', () => {
    const options = parseOptions(['--players', '200', '--client', 'polling', '--rounds', '3', '--node-flags', '--max-semi-space-size=32 --no-flush-bytecode', '--json']);
    expect(options).toMatchObject({ players: 200, client: 'polling', rounds: 3, nodeFlags: '--max-semi-space-size=32 --no-flush-bytecode', json: true });
  });

  it('takes one round and the measured duration for bare Fastify unless told', () => {
    const options = parseOptions(['--duration', '45']);
    expect(options).toMatchObject({ rounds: 1, bareDuration: 45, nodeFlags: '' });
  });

  it("warms the later rounds' windows up as long as the first unless told", () => {
    expect(parseOptions(['--warmup', '30'])).toMatchObject({ warmup: 30, roundWarmup: 30 });
    expect(parseOptions(['--warmup', '30', '--round-warmup', '10'])).toMatchObject({ warmup: 30, roundWarmup: 10 });
  });

  it('refuses rounds that are not a whole number of at least one, and options it does not know', () => {
    for (const rounds of ['0', '1.5', 'two']) expect(() => parseOptions(['--rounds', rounds])).toThrow('--rounds is a whole number of at least 1');
    expect(() => parseOptions(['--round', '3'])).toThrow('Unknown option --round');
  });
});
