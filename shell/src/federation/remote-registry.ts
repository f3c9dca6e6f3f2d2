import type { ModuleFederation } from '@module-federation/enhanced/runtime';
import type { SliceName } from '@il/ui';

/** Served by the gateway; lists each slice's remote entry for this environment (and this player). */
export const REMOTE_MANIFEST_URL = '/remote-manifest.json';
/** A navigation reads the manifest again unless it was read this recently. */
export const MANIFEST_FRESH_MS = 2000;

export interface ManifestEntry {
  entry: string;
  /** The release's id, when the slice is served from recorded releases. */
  release?: string;
  /** What the release needs of the page: each shared singleton's range and its contracts version. */
  requires?: { shared: Record<string, string>; contracts: string };
}

export interface RemoteManifest {
  remotes: Partial<Record<SliceName, ManifestEntry>>;
}

/** Federation container names are JavaScript identifiers: mfe-league builds as mfe_league. */
export function containerName(slice: SliceName): string {
  return slice.replace(/[^A-Za-z0-9_$]/g, '_');
}

type HostModule = typeof import('./federation-host');
let hostLoad: Promise<HostModule> | undefined;

/**
 * The federation runtime and the shared modules it provides travel in a chunk of their own, fetched
 * when a slice is first needed: the first screens never wait for them.
 */
function federationHost(): Promise<HostModule> {
  hostLoad ??= import('./federation-host').catch((error: unknown) => {
    hostLoad = undefined;
    throw error;
  });
  return hostLoad;
}

async function fetchManifest(): Promise<RemoteManifest> {
  const response = await fetch(REMOTE_MANIFEST_URL, { headers: { Accept: 'application/json' }, cache: 'no-store' });
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
let latest: { manifest: RemoteManifest; at: number } | undefined;
let refreshing: Promise<RemoteManifest> | undefined;

/**
 * Fetches the manifest once, with the runtime, and registers every slice in it; a failure is
 * retried next time.
 */
export function loadRemoteManifest(): Promise<RemoteManifest> {
  manifestLoad ??= Promise.all([federationHost(), fetchManifest()])
    .then(([{ host }, manifest]) => {
      register(host, manifest);
      latest = { manifest, at: Date.now() };
      return manifest;
    })
    .catch((error: unknown) => {
      manifestLoad = undefined;
      throw error;
    });
  return manifestLoad;
}

/**
 * The manifest as the gateway has it now (a publish, a rollback or a canary may have moved a
 * slice since the page loaded); read again at most every MANIFEST_FRESH_MS. When it cannot be read,
 * the last one read stands: a blip never takes a slice away.
 */
export async function refreshManifest(): Promise<RemoteManifest> {
  const first = await loadRemoteManifest();
  if (latest && Date.now() - latest.at < MANIFEST_FRESH_MS) return latest.manifest;
  refreshing ??= fetchManifest()
    .then(
      (manifest) => {
        latest = { manifest, at: Date.now() };
        return manifest;
      },
      () => latest?.manifest ?? first,
    )
    .finally(() => {
      refreshing = undefined;
    });
  return refreshing;
}

/** Registers the entry a slice is to be loaded from (another release of it, say) in place of the old one. */
export async function registerEntry(slice: SliceName, entry: ManifestEntry): Promise<void> {
  const { host } = await federationHost();
  host.registerRemotes([{ name: containerName(slice), entry: entry.entry }], { force: true });
}

/** What of a release's requirements the shell's shared singletons miss (empty: it may run here). */
export async function unmetRequirements(entry: ManifestEntry): Promise<string[]> {
  if (!entry.requires) return [];
  return (await federationHost()).unmetRequirements(entry.requires.shared);
}

export async function loadRemoteModule<T>(id: string): Promise<T | null> {
  return (await federationHost()).host.loadRemote<T>(id);
}
