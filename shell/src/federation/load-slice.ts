import { matchPath } from 'react-router';
import type { SliceName, SliceRoutesModule } from '@il/ui';
import { loadQueries } from '../query/load-queries';
import { SLICE_ROUTES } from '../routes/slice-routes';
import { containerName, loadRemoteModule, refreshManifest, registerEntry, unmetRequirements, type ManifestEntry } from './remote-registry';
import { messageOf, reportSlice } from './slice-reports';
import { isUnavailable } from './unavailable';

/** A slice that could not be fetched: the network, its host or the manifest let us down. */
export class SliceUnavailableError extends Error {
  override readonly name = 'SliceUnavailableError';
  constructor(
    readonly slice: SliceName,
    override readonly cause?: unknown,
    /** The release that failed, when the manifest named one. */
    readonly release?: string,
  ) {
    super(`${slice} could not be loaded`);
  }
}

/** A release the shell refuses: a shared singleton's range its own version misses. */
export class IncompatibleReleaseError extends Error {
  override readonly name = 'IncompatibleReleaseError';
  constructor(readonly unmet: string[]) {
    super(`The release is not compatible with this shell: ${unmet.join('; ')}`);
  }
}

interface ActiveLoad {
  /** The entry the slice is (being) loaded from; null until the first manifest has answered. */
  entry: Promise<ManifestEntry | null>;
  module: Promise<SliceRoutesModule>;
}

const active = new Map<SliceName, ActiveLoad>();

async function fetchSlice(slice: SliceName, entry: Promise<ManifestEntry | null>): Promise<SliceRoutesModule> {
  let known: ManifestEntry | null;
  try {
    // '@il/ui' and React Query are the shell's before a slice asks for them, so the slice is given
    // the shell's instances (the shared singletons) rather than providing its own.
    [known] = await Promise.all([entry, loadQueries()]);
  } catch (error) {
    throw new SliceUnavailableError(slice, error);
  }
  if (!known) throw new SliceUnavailableError(slice, new Error(`The manifest names no ${slice}`));
  const unmet = await unmetRequirements(known);
  if (unmet.length > 0) {
    const error = new IncompatibleReleaseError(unmet);
    console.error(`[shell] ${slice} ${known.release ?? ''} refused`, error.message);
    throw new SliceUnavailableError(slice, error, known.release);
  }
  let module: unknown;
  try {
    // Registered afresh each time (another release, or a Retry): the runtime forgets the old entry.
    await registerEntry(slice, known);
    module = await loadRemoteModule<SliceRoutesModule>(`${containerName(slice)}/routes`);
  } catch (error) {
    throw new SliceUnavailableError(slice, error, known.release);
  }
  if (isUnavailable(module)) throw new SliceUnavailableError(slice, module.error, known.release);
  if (!module || !Array.isArray((module as SliceRoutesModule).routes)) throw new SliceUnavailableError(slice, module, known.release);
  return module as SliceRoutesModule;
}

function start(slice: SliceName, entry: Promise<ManifestEntry | null>): ActiveLoad {
  const module = fetchSlice(slice, entry);
  // Every load of a release is told to the gateway, which counts them on /metrics.
  module.then(
    async () => reportSlice({ slice, release: (await entry.catch(() => null))?.release ?? null, kind: 'loaded' }),
    (error: unknown) => {
      const cause = error instanceof SliceUnavailableError ? error.cause : error;
      const release = error instanceof SliceUnavailableError ? (error.release ?? null) : null;
      reportSlice({ slice, release, kind: cause instanceof IncompatibleReleaseError ? 'refused' : 'load-failed', message: messageOf(cause) });
    },
  );
  const load = { entry, module };
  active.set(slice, load);
  return load;
}

/** One promise per slice release, shared by all its routes, so React's use() sees a stable value. */
export function loadSlice(slice: SliceName): Promise<SliceRoutesModule> {
  const load = active.get(slice) ?? start(slice, refreshManifest().then((m) => m.remotes[slice] ?? null));
  return load.module;
}

/** The release a slice is loaded from (or being loaded from), when the manifest named one. */
export async function releaseOf(slice: SliceName): Promise<string | undefined> {
  return (await active.get(slice)?.entry.catch(() => null))?.release;
}

/**
 * Reads the manifest again and, when it names another release of the slice than the one loaded,
 * starts loading that one: answers whether it did. The caller renders the new promise; what was
 * on screen keeps running on its own release's files until then (releases are never deleted
 * under it).
 */
export async function followManifest(slice: SliceName): Promise<boolean> {
  const current = active.get(slice);
  if (!current) return false;
  const [manifest, loaded] = await Promise.all([refreshManifest().catch(() => null), current.entry.catch(() => null)]);
  const next = manifest?.remotes[slice];
  if (!next || active.get(slice) !== current || next.entry === loaded?.entry) return false;
  start(slice, Promise.resolve(next));
  return true;
}

/** Drops a failed load so that Retry fetches the slice again. */
export async function forgetSlice(slice: SliceName): Promise<void> {
  await active.get(slice)?.module.catch(() => undefined);
  active.delete(slice);
}

/** Starts loading the slice that serves a path, if any; a failure shows when its route renders. */
export function preloadSliceFor(pathname: string): void {
  const route = SLICE_ROUTES.find((candidate) => matchPath(candidate.path, pathname));
  if (route) loadSlice(route.slice).catch(() => undefined);
}
