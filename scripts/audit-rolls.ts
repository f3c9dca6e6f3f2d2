// Operator command: reads every post's scandal roll back from an event log, beside the chance the
// rules give it on replay, and says how likely the scandals counted were with fair dice.
//
//   DATA_DIR=<a copy of the data folder> npm run audit:rolls [-- --posts]
//
// A log written before every roll was recorded (no ScandalRolled) shows only the rolls that fired;
// its other posts read "not recorded". docs/operations.md, "Auditing the dice".
import { loadConfig, type RecordedEvent } from '@il/platform';
import { openEventStore } from '@il/gateway';
import { auditRolls, type PostRoll } from './audit-rolls/audit';
import { table } from './simulate-league/table';

const recordedOf = (p: PostRoll) => (p.recorded === 'not recorded' ? 'not recorded' : p.recorded.fired ? `fired (${p.recorded.roll})` : p.recorded.roll === null ? 'skipped' : `missed (${p.recorded.roll.toFixed(3)})`);

async function main(argv: string[]): Promise<number> {
  const store = openEventStore(loadConfig());
  const events: RecordedEvent[] = [];
  try {
    for (let after = 0; ; ) {
      const batch = await store.readAll(after, 5_000);
      if (batch.length === 0) break;
      events.push(...batch);
      after = batch.at(-1)!.position;
    }
  } finally {
    await store.close();
  }
  const audit = auditRolls(events);
  if (argv.includes('--posts')) {
    console.log(
      table(
        audit.posts.map((p) => ({
          position: p.position,
          post: p.postId,
          character: p.characterId,
          risk: p.riskLevel,
          caption: p.captionType,
          'drama before': p.dramaBefore,
          chance: p.blocked ? `${p.chance} (open scandal)` : p.chance,
          roll: recordedOf(p),
        })),
      ),
    );
  }
  const notRecorded = audit.posts.filter((p) => p.recorded === 'not recorded').length;
  console.log(
    [
      `${audit.posts.length} posts, ${audit.posts.filter((p) => p.blocked).length} during an open scandal; ${notRecorded} rolls not recorded.`,
      `Scandals: ${audit.fired}, expected ${audit.expected.toFixed(2)} with fair dice; as few or fewer: ${(audit.chanceOfSoFew * 100).toPrecision(3)}% (1 in ${Math.round(1 / Math.max(audit.chanceOfSoFew, 1e-12)).toLocaleString('en-US')}).`,
      audit.posts.every((p) => p.recordedChance === null)
        ? 'No chance was recorded to compare with the rules.'
        : audit.mismatches.length === 0
          ? 'Every recorded chance equals the rules’ chance on replay.'
          : `${audit.mismatches.length} recorded chances differ from the rules’ chance: posts ${audit.mismatches.map((p) => p.postId).join(', ')}.`,
    ].join('\n'),
  );
  return audit.mismatches.length === 0 ? 0 : 1;
}

main(process.argv.slice(2)).then((code) => process.exit(code));
