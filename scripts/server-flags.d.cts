/** Each server process's young generation, in MB per semi-space (see server-flags.cjs). */
export const YOUNG_GENERATION_MB: number;

/** How far the old generation grows past the last full collection's survivors before the next, in percent. */
export const OLD_GENERATION_GROWTH_PERCENT: number;

/** `execArgv` with these sizes, each unless the operator set it (in the flags or NODE_OPTIONS). */
export function serverExecArgv(execArgv: string[], nodeOptions?: string): string[];
