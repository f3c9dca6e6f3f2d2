// Operator command: rebuild read models from the event log with no downtime (see scripts/replay/args.ts).
import { loadConfig, rebuildProjection, type Env, type ProjectionDefinition, type ReadStore } from '@il/platform';
import { projections } from '@il/projections';
import { openEventStore, openReadStore } from '@il/gateway';
import { parseReplayArgs, USAGE, type ReplayArgs } from './replay/args';
import { formatDuration, ProgressBar } from './replay/progress-bar';

function select(args: ReplayArgs): ProjectionDefinition[] {
  if (args.projections === 'all') return projections;
  const known = new Map(projections.map((p) => [p.name, p]));
  return args.projections.map((name) => {
    const definition = known.get(name);
    if (!definition) throw new Error(`Unknown projection "${name}". Known: ${[...known.keys()].join(', ') || 'none'}`);
    return definition;
  });
}

async function list(readStore: ReadStore): Promise<void> {
  for (const { name } of projections) {
    const generations = await readStore.generations(name);
    const described = generations.map((g) => `#${g.generation} ${g.label ?? g.state} @${g.checkpoint}`);
    console.log(`${name}: ${described.join(', ') || 'never run'}`);
  }
}

/** An older copy of the same name is replaced: rerunning the same command gives a fresh copy. */
async function dropCopy(readStore: ReadStore, projection: string, label: string): Promise<void> {
  for (const generation of await readStore.generations(projection)) {
    if (generation.state === 'copy' && generation.label === label) {
      await readStore.dropGeneration(projection, generation.generation);
    }
  }
}

async function main(argv: string[]): Promise<number> {
  let args: ReplayArgs;
  try {
    args = parseReplayArgs(argv);
  } catch (error) {
    // Asked for, the usage is an answer, not a mistake.
    if (error instanceof Error && error.message === USAGE && (argv.includes('--help') || argv.includes('-h'))) {
      console.log(USAGE);
      return 0;
    }
    console.error(error instanceof Error ? error.message : String(error));
    if (!(error instanceof Error) || error.message !== USAGE) console.error(USAGE);
    return 2;
  }
  const env: Env = { ...(process.env as Env), ...(args.dataDir ? { DATA_DIR: args.dataDir } : {}) };
  const config = loadConfig(env);
  const eventStore = openEventStore(config);
  const readStore = openReadStore(config);
  try {
    if (args.list) {
      await list(readStore);
      return 0;
    }
    for (const definition of select(args)) {
      if (args.copy !== null) await dropCopy(readStore, definition.name, args.copy);
      const bar = new ProgressBar(definition.name);
      const result = await rebuildProjection({
        definition,
        readStore,
        eventStore,
        batchSize: args.batchSize,
        ...(args.copy !== null ? { copy: args.copy } : {}),
        ...(args.until !== null ? { until: args.until } : {}),
        onProgress: ({ checkpoint, head, events }) => bar.update({ done: checkpoint, total: head, events }),
      });
      const rate = result.durationMs > 0 ? Math.round((result.events * 1000) / result.durationMs) : result.events;
      bar.finish(
        `${definition.name}: ${result.events.toLocaleString('en-US')} events up to position ${result.checkpoint} in ` +
          `${formatDuration(result.durationMs / 1000)} (${rate.toLocaleString('en-US')} events/s); ` +
          (result.switched
            ? `now serving generation ${result.generation}`
            : `kept as copy "${args.copy}" (generation ${result.generation})`) +
          // A replay streams the log: this stays the same whatever its length.
          `; peak RSS ${Math.round(process.resourceUsage().maxRSS / 1024)} MB.`,
      );
    }
    return 0;
  } catch (error) {
    console.error(error instanceof Error ? error.message : error);
    return 1;
  } finally {
    await readStore.close();
    await eventStore.close();
  }
}

main(process.argv.slice(2)).then((code) => process.exit(code));
