import { computeLoop, memoryLoop, probeLine, probeMachine } from '../bench/load/machine-probe';

it('reads every word once per pass of the memory loop, scattered', () => {
  const words = Uint32Array.from({ length: 1024 }, (_, i) => i * 3 + 1);
  const oncePerWord = (pass: number) => words.reduce((sum, word) => (sum + (word ^ pass)) >>> 0, 0);
  expect(memoryLoop(words, 1)).toBe(oncePerWord(0));
  expect(memoryLoop(words, 3)).toBe((oncePerWord(0) + oncePerWord(1) + oncePerWord(2)) >>> 0);
});

it('steps the compute loop as a linear congruential generator', () => {
  expect(computeLoop(0)).toBe(1);
  expect(computeLoop(2)).toBe((Math.imul((1664525 + 1013904223) >>> 0, 1664525) + 1013904223) >>> 0);
});

it('times each loop apart, in ms of the CPU clock it is given', () => {
  const readings = [1_000, 41_000, 41_500, 100_500];
  const probe = probeMachine(() => readings.shift()!, { memoryWords: 1024, memoryPasses: 2, computeSteps: 1000 });
  expect(probe).toEqual({ memoryMs: 40, computeMs: 59 });
});

it('puts both loops before and after a window in one line', () => {
  expect(probeLine({ memoryMs: 48.4, computeMs: 52 }, { memoryMs: 61.6, computeMs: 52.2 })).toBe(
    "machine (the same loops on the bench's own thread before and after the window, CPU): memory-bound 48 → 62 ms, compute-bound 52 → 52 ms",
  );
});
