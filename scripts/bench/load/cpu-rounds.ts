// The CPU ratio of the load benchmark over several rounds of game and bare windows. A machine's
// speed may drift by a tenth or more within minutes (docs/benchmarks.md), so one game window and one
// bare window a minute later carry that drift into their ratio; windows in turns share it out.

/** What a window contributes: its length, the requests answered in it, and the server's cores over it. */
export interface CpuWindow {
  seconds: number;
  answered: number;
  serverCores: number | null;
}

export interface CpuRound<W extends CpuWindow = CpuWindow> {
  game: W;
  bare: W;
}

/** Which server a round runs first: the game in odd rounds, bare Fastify in even ones (game, bare; bare, game; ...). */
export function firstInRound(round: number): 'game' | 'bare' {
  return round % 2 === 0 ? 'bare' : 'game';
}

/** CPU per answered request of windows taken together: their CPU summed over their answers summed. */
export function pooledMicrosPerAnswer(windows: CpuWindow[]): number | null {
  if (windows.length === 0 || windows.some((w) => w.serverCores === null)) return null;
  const cpuSeconds = windows.reduce((sum, w) => sum + w.serverCores! * w.seconds, 0);
  const answered = windows.reduce((sum, w) => sum + w.answered, 0);
  return answered === 0 ? null : (cpuSeconds * 1e6) / answered;
}

/** The game's and bare Fastify's pooled CPU per answered request over the rounds, and their ratio. */
export function pooledCpuRatio(rounds: CpuRound[]): { game: number; bare: number; ratio: number } | null {
  const game = pooledMicrosPerAnswer(rounds.map((r) => r.game));
  const bare = pooledMicrosPerAnswer(rounds.map((r) => r.bare));
  return game === null || bare === null ? null : { game, bare, ratio: game / bare };
}

/** One round's own ratio, to show how far the rounds spread. */
export function roundRatio(round: CpuRound): number | null {
  const game = pooledMicrosPerAnswer([round.game]);
  const bare = pooledMicrosPerAnswer([round.bare]);
  return game === null || bare === null ? null : game / bare;
}
