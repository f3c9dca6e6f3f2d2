/** Each server process's young generation, in MB per semi-space (see server-flags.cjs). */
export const YOUNG_GENERATION_MB: number;

/** `execArgv` with the young generation's size, unless the operator set one (in the flags or NODE_OPTIONS). */
export function serverExecArgv(execArgv: string[], nodeOptions?: string): string[];
