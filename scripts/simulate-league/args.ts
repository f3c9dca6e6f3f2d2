export interface SimulationArgs {
  seed: number;
  days: number;
  quiet: boolean;
}

export function argsOf(argv: string[]): SimulationArgs {
  const value = (flag: string, fallback: number) => {
    const at = argv.indexOf(flag);
    return at >= 0 ? Number(argv[at + 1]) : fallback;
  };
  return { seed: value('--seed', 7), days: value('--days', 31), quiet: argv.includes('--quiet') };
}
