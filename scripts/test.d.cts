/** One command of a run, or several run at once. */
export interface Step {
  label: string;
  command?: [string, string[]];
  together?: Step[];
}

/** How `npm test` reads its arguments. */
export function parseArguments(argv: string[]): { mode: 'domain' | 'unit' | 'e2e' | null; rest: string[]; paths: string[] };

/** The steps of a run. */
export function plan(parsed: ReturnType<typeof parseArguments>): Step[];

/** The path patterns of the pure suites. */
export const DOMAIN_SUITES: string[];
