/**
 * How fast the machine itself is around a window: the same two fixed loops, timed in CPU on the
 * bench's own thread while no generator runs. On a shared host the same memory-bound work can take
 * up to three times the CPU within minutes while compute-bound work stays within a few per cent
 * (docs/benchmarks.md, "How to read figures on this machine"); a server spends much of its CPU on
 * memory, so a window's CPU per answer is read beside what the probe said around it.
 */

/** Milliseconds of CPU each loop took. */
export interface MachineProbe {
  memoryMs: number;
  computeMs: number;
}

/** An odd stride: `i * STRIDE` modulo a power of two visits every word once per pass, scattered. */
const STRIDE = 7919;

/** The loops' sizes: the bench's own, or a test's smaller ones. */
export interface ProbeSizes {
  memoryWords: number;
  memoryPasses: number;
  computeSteps: number;
}

/** 16 MB of 32-bit words (past what one core's share of a shared cache holds), read four times. */
const BENCH_SIZES: ProbeSizes = { memoryWords: 1 << 22, memoryPasses: 4, computeSteps: 60_000_000 };

let words: Uint32Array | null = null;
let _sink = 0;

function filledWords(size: number): Uint32Array {
  const array = new Uint32Array(size);
  for (let i = 0; i < size; i += 1) array[i] = Math.imul(i, 2654435761) >>> 0;
  return array;
}

/** Reads every word of `array` (its length a power of two) once per pass, in a scattered order; returns their sum. */
export function memoryLoop(array: Uint32Array, passes: number): number {
  const mask = array.length - 1;
  let sum = 0;
  for (let pass = 0; pass < passes; pass += 1) {
    for (let i = 0; i < array.length; i += 1) sum = (sum + (array[Math.imul(i, STRIDE) & mask]! ^ pass)) >>> 0;
  }
  return sum;
}

/** A chain of multiply-and-add steps on registers only. */
export function computeLoop(steps: number): number {
  let state = 1;
  for (let i = 0; i < steps; i += 1) state = (Math.imul(state, 1664525) + 1013904223) >>> 0;
  return state;
}

/** CPU microseconds of this process so far (the bench's thread is the only busy one while a loop runs). */
const processCpuMicros = (): number => {
  const { user, system } = process.cpuUsage();
  return user + system;
};

/**
 * Times both loops. The words are made once, and both loops run small first, outside the timing:
 * no probe pays the words' page faults or the loops' compilation.
 */
export function probeMachine(cpuMicros: () => number = processCpuMicros, sizes: ProbeSizes = BENCH_SIZES): MachineProbe {
  if (words?.length !== sizes.memoryWords) {
    words = filledWords(sizes.memoryWords);
    const few = words.subarray(0, Math.min(words.length, 1 << 12));
    for (let call = 0; call < 200; call += 1) {
      memoryLoop(few, 4);
      computeLoop(1 << 12);
    }
  }
  const timed = (work: () => number): number => {
    const start = cpuMicros();
    // Kept where the compiler cannot see it unused, so the loop cannot be dropped.
    _sink ^= work();
    return (cpuMicros() - start) / 1000;
  };
  const memoryMs = timed(() => memoryLoop(words!, sizes.memoryPasses));
  const computeMs = timed(() => computeLoop(sizes.computeSteps));
  return { memoryMs, computeMs };
}

/** One loop's readings around a window: before → after, in ms. */
export const probePair = (before: number, after: number): string => `${Math.round(before)} → ${Math.round(after)} ms`;

/** The probe around a window in a line: before → after for each loop. */
export function probeLine(before: MachineProbe, after: MachineProbe): string {
  return (
    `machine (the same loops on the bench's own thread before and after the window, CPU): ` +
    `memory-bound ${probePair(before.memoryMs, after.memoryMs)}, compute-bound ${probePair(before.computeMs, after.computeMs)}`
  );
}
