/** What a slice's build knows about itself (`build-info.json`, written by packages/ui/build). */
export interface BuildInfo {
  slice: string;
  builtAt: string;
  /** Each shared singleton: the version bundled as the slice's own fallback and the range it requires. */
  shared: Record<string, { version: string; requiredVersion: string }>;
  /** The @il/contracts version the slice was built against. */
  contracts: string;
  /** The /_api calls (names of the contracts registry) the slice's code makes. */
  calls: string[];
}

/** A recorded release (`release.json` inside its folder): the build's info, its id and its calls' signatures. */
export interface ReleaseInfo extends BuildInfo {
  release: string;
  recordedAt: string;
  /** Per call: method, path, wire, auth and a hash of its schemas, as the build's contracts had them. */
  callSignatures: Record<string, string>;
  /** One hash of all the above, to compare two releases at a glance. */
  callsHash: string;
}

export interface Canary {
  release: string;
  /** Share of players (0-100) who get the canary, sticky per player. */
  percent: number;
}

/** Which release of a slice is live (`channel.json` beside its releases). */
export interface Channel {
  current: string | null;
  canary: Canary | null;
  /** Newest last: what publish, rollback and canary did, so rollback knows what came before. */
  history: ChannelStep[];
}

export interface ChannelStep {
  at: string;
  action: 'publish' | 'rollback' | 'canary' | 'end-canary';
  release: string;
}

export const EMPTY_CHANNEL: Channel = Object.freeze({ current: null, canary: null, history: [] }) as Channel;
