import { satisfies } from './version-range';
import type { ReleaseInfo } from './release-types';

/** What a release must fit: the shell's shared singletons and the calls the gateway serves. */
export interface Platform {
  /** Per share key, the version the shell provides. */
  shellShared: Record<string, { version: string }>;
  /** The gateway's @il/contracts version. */
  contracts: string;
  /** Per call name, the gateway's signature (call-signatures.ts). */
  callSignatures: Record<string, string>;
}

/**
 * Why a release cannot run beside this shell and gateway, one line per reason (empty: it can).
 * A shared singleton exists once on the page, so a range the shell's version misses would mean a
 * second React (or a broken one); a call the gateway no longer serves as built would fail in play.
 */
export function incompatibilities(release: Pick<ReleaseInfo, 'shared' | 'contracts' | 'callSignatures'>, platform: Platform): string[] {
  const problems: string[] = [];
  for (const [key, { requiredVersion }] of Object.entries(release.shared)) {
    const provided = platform.shellShared[key];
    if (!provided) problems.push(`shared ${key}: the shell provides no ${key}`);
    else if (!satisfies(provided.version, requiredVersion)) problems.push(`shared ${key}: the release requires ${requiredVersion}, the shell provides ${provided.version}`);
  }
  if (!satisfies(platform.contracts, `^${release.contracts}`)) {
    problems.push(`contracts: the release was built against @il/contracts ${release.contracts}, the gateway serves ${platform.contracts}`);
  }
  for (const [name, signature] of Object.entries(release.callSignatures)) {
    const served = platform.callSignatures[name];
    if (served === undefined) problems.push(`call ${name}: the gateway no longer serves it`);
    else if (served !== signature) problems.push(`call ${name}: the gateway serves it with another shape (${describe(served)}; the release was built for ${describe(signature)})`);
  }
  return problems;
}

const describe = (signature: string) => signature.split(' ').slice(0, 2).join(' ') + ` #${signature.split(' ').at(-1)?.slice(0, 8)}`;
