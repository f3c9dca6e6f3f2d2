export const USAGE = `npm run slice -- <command> <slice> [release] [options]

  record   <slice> [folder]          record a build (default <slice>/dist) as a release (each build does)
  list     <slice>                   the recorded releases, the current one and the canary
  publish  <slice> [release]         make a release (default: the newest) current for every player
  publish  <slice> <release> --canary <percent>
                                     serve it to that share of players beside the current one
  rollback <slice> [release]         end a running canary; else back to the release before (or the one named)
  prune    <slice> [--keep <n>]      delete all but the newest n releases (default 5), never the live ones

slices: mfe-league, mfe-studio, mfe-social`;

export interface SliceArgs {
  command: 'record' | 'list' | 'publish' | 'rollback' | 'prune';
  slice: string;
  target?: string;
  canary?: number;
  keep?: number;
}

const COMMANDS = ['record', 'list', 'publish', 'rollback', 'prune'] as const;

export function parseSliceArgs(argv: readonly string[], slices: readonly string[]): SliceArgs | { error: string } {
  const positional: string[] = [];
  const options: Record<string, string> = {};
  for (let i = 0; i < argv.length; i += 1) {
    const arg = argv[i] ?? '';
    if (arg.startsWith('--')) {
      const value = argv[i + 1];
      if (value === undefined) return { error: `${arg} needs a value` };
      options[arg.slice(2)] = value;
      i += 1;
    } else positional.push(arg);
  }
  const [command, slice, target, extra] = positional;
  if (!command || !(COMMANDS as readonly string[]).includes(command)) return { error: command ? `Unknown command ${command}` : 'Name a command' };
  if (!slice || !slices.includes(slice)) return { error: slice ? `Unknown slice ${slice}` : 'Name a slice' };
  if (extra !== undefined) return { error: `Unexpected ${extra}` };
  const unknown = Object.keys(options).filter((name) => !(name === 'canary' && command === 'publish') && !(name === 'keep' && command === 'prune'));
  if (unknown.length > 0) return { error: `Unknown option --${unknown[0]} for ${command}` };
  const args: SliceArgs = { command: command as SliceArgs['command'], slice };
  if (target !== undefined) args.target = target;
  if (options.canary !== undefined) {
    const percent = Number(options.canary);
    if (!Number.isInteger(percent) || percent < 1 || percent > 99) return { error: '--canary is a whole percent from 1 to 99' };
    if (target === undefined) return { error: 'A canary names its release' };
    args.canary = percent;
  }
  if (options.keep !== undefined) {
    const keep = Number(options.keep);
    if (!Number.isInteger(keep) || keep < 1) return { error: '--keep is a whole number of releases, at least 1' };
    args.keep = keep;
  }
  return args;
}
