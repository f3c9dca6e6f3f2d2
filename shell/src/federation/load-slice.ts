import { matchPath } from 'react-router';
import type { SliceName, SliceRoutesModule } from '@il/ui';
import { loadQueries } from '../query/load-queries';
import { SLICE_ROUTES } from '../routes/slice-routes';
import { containerName, loadRemoteManifest, loadRemoteModule, resetSlice } from './remote-registry';
import { isUnavailable } from './unavailable';

/** A slice that could not be fetched: the network, its host or the manifest let us down. */
export class SliceUnavailableError extends Error {
  override readonly name = 'SliceUnavailableError';
  constructor(
    readonly slice: SliceName,
    override readonly cause?: unknown,
  ) {
    super(`${slice} could not be loaded`);
  }
}

const loads = new Map<SliceName, Promise<SliceRoutesModule>>();

async function fetchSlice(slice: SliceName): Promise<SliceRoutesModule> {
  try {
    // '@il/ui' and React Query are the shell's before a slice asks for them, so the slice is given
    // the shell's instances (the shared singletons) rather than providing its own.
    await Promise.all([loadRemoteManifest(), loadQueries()]);
  } catch (error) {
    throw new SliceUnavailableError(slice, error);
  }
  let module: unknown;
  try {
    module = await loadRemoteModule<SliceRoutesModule>(`${containerName(slice)}/routes`);
  } catch (error) {
    throw new SliceUnavailableError(slice, error);
  }
  if (isUnavailable(module)) throw new SliceUnavailableError(slice, module.error);
  if (!module || !Array.isArray((module as SliceRoutesModule).routes)) throw new SliceUnavailableError(slice, module);
  return module as SliceRoutesModule;
}

/** One promise per slice, shared by all its routes, so React's use() sees a stable value. */
export function loadSlice(slice: SliceName): Promise<SliceRoutesModule> {
  let load = loads.get(slice);
  if (!load) {
    load = fetchSlice(slice);
    loads.set(slice, load);
  }
  return load;
}

/** Drops a failed load so that Retry fetches the slice again. */
export async function forgetSlice(slice: SliceName): Promise<void> {
  loads.delete(slice);
  await resetSlice(slice);
}

/** Starts loading the slice that serves a path, if any; a failure shows when its route renders. */
export function preloadSliceFor(pathname: string): void {
  const route = SLICE_ROUTES.find((candidate) => matchPath(candidate.path, pathname));
  if (route) loadSlice(route.slice).catch(() => undefined);
}
