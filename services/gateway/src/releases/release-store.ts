import { createHash } from 'node:crypto';
import { cpSync, existsSync, mkdirSync, readdirSync, readFileSync, renameSync, rmSync, statSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { callsHash, signaturesOf } from './call-signatures';
import { EMPTY_CHANNEL, type BuildInfo, type Channel, type ReleaseInfo } from './release-types';

export const BUILD_INFO_FILE = 'build-info.json';
export const RELEASE_FILE = 'release.json';
export const CHANNEL_FILE = 'channel.json';
/** Releases kept by `prune` unless told otherwise (the current and the canary are always kept). */
export const DEFAULT_KEEP = 5;

/**
 * A slice's build names its chunk-loading global with this placeholder (packages/ui/build); a
 * release replaces it with its own id, of the same length (source maps keep their columns), so two
 * releases of a slice on one page never share webpack's chunk registry.
 */
export const chunkGlobalPlaceholder = (container: string) => `ilChunks_${container}_${'0'.repeat(16)}`;
const containerOf = (slice: string) => slice.replace(/[^A-Za-z0-9_$]/g, '_');

const RELEASE_ID = /^[0-9a-f]{16}$/;
export const isReleaseId = (value: string) => RELEASE_ID.test(value);

function filesUnder(dir: string, base = dir): string[] {
  return readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
    const full = path.join(dir, entry.name);
    return entry.isDirectory() ? filesUnder(full, base) : [path.relative(base, full).split(path.sep).join('/')];
  });
}

/** Writes a file whole or not at all: readers see the old content or the new. */
function writeAtomically(file: string, content: string): void {
  const temp = `${file}.${process.pid}.tmp`;
  writeFileSync(temp, content);
  renameSync(temp, file);
}

export class ReleaseStore {
  private readonly releaseCache = new Map<string, ReleaseInfo>();
  private readonly channelCache = new Map<string, { mtimeMs: number; size: number; channel: Channel }>();

  constructor(readonly root: string) {}

  private sliceDir(slice: string): string {
    return path.join(this.root, slice);
  }

  releaseDir(slice: string, release: string): string {
    return path.join(this.sliceDir(slice), release);
  }

  /**
   * Records a slice's build folder as a release: its id is a hash of every file (the build time
   * left out, so the same build twice is one release). The copy is made beside and renamed into
   * place, so a half-copied release is never served; an existing release is never touched.
   */
  record(slice: string, buildDir: string, now = new Date()): { info: ReleaseInfo; created: boolean } {
    const buildInfoPath = path.join(buildDir, BUILD_INFO_FILE);
    if (!existsSync(buildInfoPath)) throw new Error(`${buildDir} holds no ${BUILD_INFO_FILE}: build the slice first`);
    const build = JSON.parse(readFileSync(buildInfoPath, 'utf8')) as BuildInfo;
    if (build.slice !== slice) throw new Error(`${buildDir} is a build of ${build.slice}, not ${slice}`);
    const files = filesUnder(buildDir).filter((file) => file !== BUILD_INFO_FILE && file !== RELEASE_FILE).sort();
    const hash = createHash('sha256');
    for (const file of files) hash.update(file).update('\0').update(readFileSync(path.join(buildDir, file))).update('\0');
    const { builtAt: _builtAt, ...stable } = build;
    hash.update(JSON.stringify(stable));
    const release = hash.digest('hex').slice(0, 16);

    const target = this.releaseDir(slice, release);
    if (existsSync(path.join(target, RELEASE_FILE))) return { info: this.read(slice, release), created: false };

    const { signatures } = signaturesOf(build.calls);
    const info: ReleaseInfo = { ...build, release, recordedAt: now.toISOString(), callSignatures: signatures, callsHash: callsHash(signatures) };
    mkdirSync(this.sliceDir(slice), { recursive: true });
    const staging = path.join(this.sliceDir(slice), `.staging-${release}-${process.pid}`);
    rmSync(staging, { recursive: true, force: true });
    cpSync(buildDir, staging, { recursive: true });
    const placeholder = chunkGlobalPlaceholder(containerOf(slice));
    const own = placeholder.slice(0, -16) + release;
    for (const file of files.filter((f) => /\.(m?js|map)$/.test(f))) {
      const full = path.join(staging, file);
      const text = readFileSync(full, 'utf8');
      if (text.includes(placeholder)) writeFileSync(full, text.split(placeholder).join(own));
    }
    writeFileSync(path.join(staging, RELEASE_FILE), `${JSON.stringify(info, null, 2)}\n`);
    renameSync(staging, target);
    return { info, created: true };
  }

  /** A release's info; releases never change, so each is read once. */
  read(slice: string, release: string): ReleaseInfo {
    const key = `${slice}/${release}`;
    let info = this.releaseCache.get(key);
    if (!info) {
      if (!isReleaseId(release)) throw new Error(`${release} is not a release id (16 hex digits)`);
      const file = path.join(this.releaseDir(slice, release), RELEASE_FILE);
      if (!existsSync(file)) throw new Error(`${slice} has no release ${release}`);
      info = JSON.parse(readFileSync(file, 'utf8')) as ReleaseInfo;
      this.releaseCache.set(key, info);
    }
    return info;
  }

  has(slice: string, release: string): boolean {
    return isReleaseId(release) && existsSync(path.join(this.releaseDir(slice, release), RELEASE_FILE));
  }

  /** Every recorded release of a slice, oldest first. */
  list(slice: string): ReleaseInfo[] {
    const dir = this.sliceDir(slice);
    if (!existsSync(dir)) return [];
    return readdirSync(dir)
      .filter((name) => this.has(slice, name))
      .map((name) => this.read(slice, name))
      .sort((a, b) => a.recordedAt.localeCompare(b.recordedAt) || a.release.localeCompare(b.release));
  }

  /** The channel as last written; re-read only when the file changed (a stat per call). */
  channel(slice: string): Channel {
    const file = path.join(this.sliceDir(slice), CHANNEL_FILE);
    let stat;
    try {
      stat = statSync(file);
    } catch {
      return EMPTY_CHANNEL;
    }
    const cached = this.channelCache.get(slice);
    if (cached && cached.mtimeMs === stat.mtimeMs && cached.size === stat.size) return cached.channel;
    const channel = JSON.parse(readFileSync(file, 'utf8')) as Channel;
    this.channelCache.set(slice, { mtimeMs: stat.mtimeMs, size: stat.size, channel });
    return channel;
  }

  writeChannel(slice: string, channel: Channel): void {
    mkdirSync(this.sliceDir(slice), { recursive: true });
    writeAtomically(path.join(this.sliceDir(slice), CHANNEL_FILE), `${JSON.stringify(channel, null, 2)}\n`);
  }

  /** Deletes the oldest releases beyond `keep`, never the current or the canary; answers what went. */
  prune(slice: string, keep = DEFAULT_KEEP): string[] {
    const channel = this.channel(slice);
    const live = new Set([channel.current, channel.canary?.release].filter((r): r is string => Boolean(r)));
    const releases = this.list(slice);
    const excess = releases.slice(0, Math.max(0, releases.length - keep)).filter((r) => !live.has(r.release));
    for (const { release } of excess) {
      rmSync(this.releaseDir(slice, release), { recursive: true, force: true });
      this.releaseCache.delete(`${slice}/${release}`);
    }
    return excess.map((r) => r.release);
  }
}
