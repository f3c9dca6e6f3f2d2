/** An addon as the server loads it; `load` throws what loading it throws. */
export interface Addon {
  name: string;
  load: () => unknown;
}

/** The Node release the project pins (`engines.node` in package.json). */
export function pinnedNode(root?: string): string | null;

/** True for an error of loading an addon compiled for another Node ABI. */
export function isAbiMismatch(error: unknown): boolean;

/** What is wrong with this runtime, a line each (none when it can run the game). */
export function runtimeProblems(addons?: Addon[], pinned?: string | null, running?: string): string[];

/** Which Node runs, and the pinned release where it is another. */
export function runtimeLine(pinned?: string | null): string;

/** What to run to put it right. */
export function remedy(pinned?: string | null, projectNodeInstalled?: boolean): string;

/** The message to stop with, or null. */
export function runtimeRefusal(problems?: string[]): string | null;

/** Throws the refusal (code IL_RUNTIME), or returns the runtime line. */
export function assertRuntime(): string;

/** The command that rebuilds the addons. */
export const REBUILD: string;
