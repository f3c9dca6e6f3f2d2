import { firstInRound, pooledCpuRatio, pooledMicrosPerAnswer, roundRatio, type CpuWindow } from '../bench/load/cpu-rounds';

const window = (serverCores: number | null, answered: number, seconds = 30): CpuWindow => ({ serverCores, answered, seconds });

describe('load bench CPU ratio over rounds', () => {
  it('takes the servers in turns, the game first in odd rounds', () => {
    expect([1, 2, 3, 4].map(firstInRound)).toEqual(['game', 'bare', 'game', 'bare']);
  });

  it('pools windows by their CPU and answers, not by averaging their own figures', () => {
    // 0.6 cores for 30 s over 60,000 answers is 300 µs; 0.3 cores for 30 s over 10,000 is 900 µs.
    expect(pooledMicrosPerAnswer([window(0.6, 60_000)])).toBeCloseTo(300);
    expect(pooledMicrosPerAnswer([window(0.6, 60_000), window(0.3, 10_000)])).toBeCloseTo((27 * 1e6) / 70_000);
    expect(pooledMicrosPerAnswer([])).toBeNull();
    expect(pooledMicrosPerAnswer([window(0.6, 0)])).toBeNull();
    expect(pooledMicrosPerAnswer([window(0.6, 60_000), window(null, 100)])).toBeNull();
  });

  it('cancels a drift of the machine that slows both servers alike from one round to the next', () => {
    // Round 1 on a fast machine, round 2 on one a fifth slower: each round's ratio is 3, and so is the pooled one.
    const rounds = [
      { game: window(0.6, 66_000), bare: window(0.2, 66_000) },
      { game: window(0.72, 66_000), bare: window(0.24, 66_000) },
    ];
    expect(rounds.map(roundRatio)).toEqual([expect.closeTo(3), expect.closeTo(3)]);
    const pooled = pooledCpuRatio(rounds)!;
    expect(pooled.ratio).toBeCloseTo(3);
    expect(pooled.game).toBeCloseTo((0.66 * 2 * 30 * 1e6) / 132_000);
    expect(pooledCpuRatio([{ game: window(0.6, 66_000), bare: window(null, 66_000) }])).toBeNull();
  });
});
