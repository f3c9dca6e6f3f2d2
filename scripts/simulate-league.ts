// Plays a month-long league with six scripted players through the /_api calls, on the embedded
// runtime with a hand-moved clock and seeded dice (the timed jobs of settlement and relevance
// fade every simulated hour), and prints what happened. Used to tune the numbers of
// docs/rules.md ("Balancing a month").
//
//   npm run simulate -- [--seed 7] [--days 31] [--quiet]
//
// It ends with every system's observed rate beside its designed one, and exits with code 1 when a
// system never fired or left its band (rates.ts, designed-rates.ts, docs/rules.md "Designed rates").
//
// The parts live in scripts/simulate-league/: strategies.ts (the six players), visit.ts (what a
// player does when opening the game), month.ts (the runtime and the clock, hour by hour),
// summary.ts (the tables printed at the end), pace.ts (how long a sitting lasts on its energy).
import { argsOf } from './simulate-league/args';
import { playMonth } from './simulate-league/month';
import { paceRows } from './simulate-league/pace';
import { failed, seasonRates } from './simulate-league/rates';
import { summary } from './simulate-league/summary';
import { table } from './simulate-league/table';

async function main(): Promise<number> {
  const run = argsOf(process.argv.slice(2));
  const { players, final, events } = await playMonth(run);
  console.log(summary(players, final, events, run));
  console.log(['', 'The pace of a sitting: posts until energy runs out, and the wait for the next one', table(paceRows(players))].join('\n'));
  const rates = seasonRates(events, players, final);
  console.log(['', 'Every system, observed beside designed (band: four standard deviations of fair dice)', table(rates.map((r) => ({ ...r })))].join('\n'));
  const off = failed(rates);
  if (off.length > 0) {
    console.error(`\n${off.length} system(s) dead or out of band: ${off.map((r) => `${r.system} (${r.measure})`).join('; ')}`);
    return 1;
  }
  console.log('\nEvery system fired within its band.');
  return 0;
}

main().then(
  (code) => {
    process.exitCode = code;
  },
  (error: unknown) => {
    console.error(error);
    process.exitCode = 1;
  },
);
