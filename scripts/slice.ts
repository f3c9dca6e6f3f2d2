// Slice releases: record a build, list, publish (or canary), roll back, prune.
//   npm run slice -- publish mfe-social              docs/frontend.md, "Releases"
import path from 'node:path';
import {
  DEFAULT_KEEP,
  incompatibilities,
  publish,
  ReleaseStore,
  releasesDir,
  rollback,
  servedCallSignatures,
  SLICES,
  startCanary,
  type ReleaseInfo,
} from '@il/gateway/releases';
import { parseSliceArgs, USAGE, type SliceArgs } from './slice/args';
import { exitWith } from './exit-with';

// eslint-disable-next-line @typescript-eslint/no-require-imports
const { providedVersions } = require('@il/ui/build/shared.cjs') as { providedVersions: () => Record<string, { version: string }> };
// eslint-disable-next-line @typescript-eslint/no-require-imports
const contractsVersion = (require('@il/contracts/package.json') as { version: string }).version;

const REPO_ROOT = path.resolve(__dirname, '..');

function refusal(info: ReleaseInfo): string[] {
  return incompatibilities(info, { shellShared: providedVersions(), contracts: contractsVersion, callSignatures: servedCallSignatures() });
}

function describe(info: ReleaseInfo, live: Map<string, string>): string {
  const mark = live.get(info.release) ?? '';
  return `${info.release}  recorded ${info.recordedAt}  built ${info.builtAt}  calls #${info.callsHash}${mark ? `  ${mark}` : ''}`;
}

async function main(argv: string[]): Promise<number> {
  const args = parseSliceArgs(argv, SLICES);
  if ('error' in args) {
    console.error(`${args.error}\n\n${USAGE}`);
    return 2;
  }
  // The same folder the server serves: SLICE_RELEASES_DIR, else releases/ in WEB_DIST_DIR (the repository).
  const store = new ReleaseStore(releasesDir({ sliceReleasesDir: process.env.SLICE_RELEASES_DIR ?? null, webDistDir: process.env.WEB_DIST_DIR ?? REPO_ROOT }));
  return run(store, args);
}

function run(store: ReleaseStore, args: SliceArgs): number {
  const { slice } = args;
  const now = new Date().toISOString();
  switch (args.command) {
    case 'record': {
      const folder = path.resolve(args.target ?? path.join(REPO_ROOT, slice, 'dist'));
      const { info, created } = store.record(slice, folder);
      console.log(`${slice} ${info.release} ${created ? 'recorded' : 'was recorded already'} (${path.relative(process.cwd(), store.releaseDir(slice, info.release)) || '.'})`);
      return 0;
    }
    case 'list': {
      const channel = store.channel(slice);
      const live = new Map<string, string>();
      if (channel.current) live.set(channel.current, 'current');
      if (channel.canary) live.set(channel.canary.release, `canary ${channel.canary.percent}%`);
      const releases = store.list(slice);
      if (releases.length === 0) console.log(`${slice} has no recorded release: its build folder is served`);
      else if (!channel.current) live.set(releases.at(-1)?.release ?? '', 'newest, served until a first publish');
      for (const info of releases) console.log(describe(info, live));
      return 0;
    }
    case 'publish': {
      const releases = store.list(slice);
      const release = args.target ?? releases.at(-1)?.release;
      if (!release) {
        console.error(`${slice} has no recorded release: build it first (npm run build -w @il/${slice})`);
        return 1;
      }
      if (!store.has(slice, release)) {
        console.error(`${slice} has no release ${release} (npm run slice -- list ${slice})`);
        return 1;
      }
      const problems = refusal(store.read(slice, release));
      if (problems.length > 0) {
        console.error(`Refused: ${slice} ${release} cannot run beside this shell and gateway:\n${problems.map((p) => `  - ${p}`).join('\n')}`);
        return 1;
      }
      const channel = store.channel(slice);
      const step = args.canary !== undefined ? startCanary(channel, release, args.canary, now) : publish(channel, release, now);
      return settle(store, slice, step);
    }
    case 'rollback': {
      const channel = store.channel(slice);
      if (args.target !== undefined) {
        if (!store.has(slice, args.target)) {
          console.error(`${slice} has no release ${args.target} (npm run slice -- list ${slice})`);
          return 1;
        }
        const problems = refusal(store.read(slice, args.target));
        if (problems.length > 0) {
          console.error(`Refused: ${slice} ${args.target} cannot run beside this shell and gateway:\n${problems.map((p) => `  - ${p}`).join('\n')}`);
          return 1;
        }
      }
      return settle(store, slice, rollback(channel, now, args.target));
    }
    case 'prune': {
      const removed = store.prune(slice, args.keep ?? DEFAULT_KEEP);
      console.log(removed.length === 0 ? `${slice}: nothing to prune` : `${slice}: pruned ${removed.join(', ')}`);
      return 0;
    }
  }
}

function settle(store: ReleaseStore, slice: string, step: ReturnType<typeof publish>): number {
  if (!step.ok) {
    console.error(step.error);
    return 1;
  }
  store.writeChannel(slice, step.channel);
  console.log(`${slice}: ${step.said}`);
  return 0;
}

exitWith(main(process.argv.slice(2)));
