import type { ModuleFederation } from '@module-federation/enhanced/runtime';
import type { SliceName } from '@il/ui';

/** Served by the gateway; lists each slice's remote entry for this environment. */
export const REMOTE_MANIFEST_URL = '/remote-manifest.json';

export interface RemoteManifest {
  remotes: Partial<Record<SliceName, { entry: string }>>;
}

/** Federation container names are JavaScript identifiers: mfe-league builds as mfe_league. */
export function containerName(slice: SliceName): string {
  return slice.replace(/[^A-Za-z0-9_$]/g, '_');
}

let hostLoad: Promise<ModuleFederation> | undefined;

/**
 * The federation runtime and the shared modules it provides travel in a chunk of their own, fetched
 * when a slice is first needed: the first screens never wait for them.
 */
function federationHost(): Promise<ModuleFederation> {
  hostLoad ??= import('./federation-host').then(
    (module) => module.host,
    (error: unknown) => {
      hostLoad = undefined;
      throw error;
    },
  );
  return hostLoad;
}

async function fetchManifest(): Promise<RemoteManifest> {
  const response = await fetch(REMOTE_MANIFEST_URL, { headers: { Accept: 'application/json' } });
  if (!response.ok) throw new Error(`The remote manifest answered ${response.status}`);
  const manifest = (await response.json()) as RemoteManifest;
  if (!manifest || typeof manifest.remotes !== 'object') throw new Error('The remote manifest has no remotes');
  return manifest;
}

function register(host: ModuleFederation, manifest: RemoteManifest, slices: SliceName[] = Object.keys(manifest.remotes) as SliceName[]): void {
  const remotes = slices.flatMap((slice) => {
    const entry = manifest.remotes[slice]?.entry;
    return entry ? [{ name: containerName(slice), entry }] : [];
  });
  host.registerRemotes(remotes, { force: true });
}

let manifestLoad: Promise<RemoteManifest> | undefined;

/**
 * Fetches the manifest once, with the runtime, and registers every slice in it; a failure is
 * retried next time.
 */
export function loadRemoteManifest(): Promise<RemoteManifest> {
  manifestLoad ??= Promise.all([federationHost(), fetchManifest()])
    .then(([host, manifest]) => {
      register(host, manifest);
      return manifest;
    })
    .catch((error: unknown) => {
      manifestLoad = undefined;
      throw error;
    });
  return manifestLoad;
}

/** Forgets what the runtime holds about a slice that failed, so the next load starts afresh. */
export async function resetSlice(slice: SliceName): Promise<void> {
  if (!manifestLoad) return;
  const manifest = await manifestLoad.catch(() => undefined);
  if (manifest) register(await federationHost(), manifest, [slice]);
}

export async function loadRemoteModule<T>(id: string): Promise<T | null> {
  return (await federationHost()).loadRemote<T>(id);
}
