// The load benchmark's options, read from its command line (`--players 5000`, `--node-flags "..."`):
// each is named as in Options, in kebab case; scripts/bench/load.ts lists them with their defaults.
import { CALL_SETS, type CallSet, type ClientMode } from './simulation';

export interface Options {
  players: number;
  client: ClientMode;
  /** Which of the players' calls run: all, only the polls, or only the actions (streams open either way). */
  calls: CallSet;
  duration: number;
  warmup: number;
  leagueSize: number;
  workers: number;
  generators: number;
  pool: number;
  /** Players sharing one lane of request sockets, as a browser keeps its own (0: one shared pool of --pool sockets). */
  playersPerSocket: number;
  bareDuration: number;
  /**
   * Pairs of game and bare windows for the CPU ratio, in turns (game, bare; then bare, game; ...):
   * a machine's speed may drift by a tenth or more within minutes, and turns share that drift out.
   */
  rounds: number;
  /**
   * The warm-up of every window after the first pair (seconds; default --warmup): both servers
   * keep their views and compiled code between windows, so more and shorter rounds fit the time
   * that a few long ones took, and follow the machine's drift more closely. Each window opens its
   * players' connections again: long enough means every group has sent its first request.
   */
  roundWarmup: number;
  saturation: number;
  connections: number;
  postsPerLeague: number;
  chatPerLeague: number;
  /** Share of the characters (0-1) created with a generated avatar. */
  avatars: number;
  logLevel: string;
  /** Flat-out targets to drive, comma-separated (healthz, gameState, chat, leaderboard, feed), or all. */
  targets: string;
  /** Folder for V8 CPU profiles of the server processes (node --cpu-prof), written when they stop. */
  profile: string;
  /** Node flags for the game's server processes, space-separated (V8 flags to try, say). */
  nodeFlags: string;
  json: boolean;
}

const STRING_OPTIONS = new Set<keyof Options>(['logLevel', 'profile', 'nodeFlags', 'targets', 'client', 'calls']);

export function parseOptions(argv: string[]): Options {
  const options: Options = {
    players: 5000,
    client: 'live',
    calls: 'all',
    duration: 60,
    // Longer than the longest poll period (30 s): every player has polled every view once before
    // the window opens, so it measures kept views as a running server has them, not first loads.
    warmup: 40,
    leagueSize: 20,
    workers: 0,
    generators: 2,
    pool: 64,
    playersPerSocket: 4,
    bareDuration: -1,
    rounds: 1,
    roundWarmup: -1,
    saturation: 5,
    connections: 16,
    postsPerLeague: 20,
    chatPerLeague: 50,
    avatars: 0,
    logLevel: 'info',
    targets: 'all',
    profile: '',
    nodeFlags: '',
    json: false,
  };
  for (let i = 0; i < argv.length; i += 1) {
    const key = argv[i]?.replace(/^--/, '').replace(/-(\w)/g, (_, c: string) => c.toUpperCase()) as keyof Options | undefined;
    if (key === 'json') {
      options.json = true;
      continue;
    }
    const value = argv[i + 1];
    i += 1;
    if (!key || !(key in options) || value === undefined) throw new Error(`Unknown option ${argv[i - 1]}. Options: ${Object.keys(options).join(', ')}`);
    if (STRING_OPTIONS.has(key)) (options as unknown as Record<string, string>)[key] = value;
    else (options as unknown as Record<string, number>)[key] = Number(value);
  }
  if (options.client !== 'live' && options.client !== 'polling') throw new Error('--client is live or polling');
  if (!CALL_SETS.includes(options.calls)) throw new Error(`--calls is one of ${CALL_SETS.join(', ')}`);
  if (options.bareDuration < 0) options.bareDuration = options.duration;
  if (!Number.isInteger(options.rounds) || options.rounds < 1) throw new Error('--rounds is a whole number of at least 1');
  if (options.roundWarmup < 0) options.roundWarmup = options.warmup;
  return options;
}
