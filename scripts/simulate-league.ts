// Plays a month-long league with six scripted players through the /_api calls, on the embedded
// runtime with a hand-moved clock and seeded dice (the timed jobs of settlement and relevance
// fade every simulated hour), and prints what happened. Used to tune the numbers of
// docs/rules.md ("Balancing a month").
//
//   npx tsx scripts/simulate-league.ts [--seed 7] [--days 31] [--quiet]
//
// The parts live in scripts/simulate-league/: strategies.ts (the six players), visit.ts (what a
// player does when opening the game), month.ts (the runtime and the clock, hour by hour),
// summary.ts (the tables printed at the end).
import { argsOf } from './simulate-league/args';
import { playMonth } from './simulate-league/month';
import { summary } from './simulate-league/summary';

async function main(): Promise<void> {
  const run = argsOf(process.argv.slice(2));
  const { players, final, events } = await playMonth(run);
  console.log(summary(players, final, events, run));
}

main().catch((error: unknown) => {
  console.error(error);
  process.exitCode = 1;
});
