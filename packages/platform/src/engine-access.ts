/**
 * Credentials and TLS for managed engines, applied to the connection strings the adapters already
 * take: the adapters stay as they are, and each secret can be its own key of a Kubernetes Secret
 * instead of one connection string that someone has to assemble by hand (and escape).
 */

export interface EngineLogin {
  username?: string | undefined;
  password?: string | undefined;
}

/**
 * The URL with the login put in (percent-encoded) and the query parameters added, unless the URL
 * already carries its own: a login in the connection string wins, since whoever wrote it meant it.
 * `forced` parameters replace the URL's.
 */
export function withAccess(url: string, login: EngineLogin, params: Record<string, string | undefined>, forced: Record<string, string> = {}): string {
  const extra = Object.entries(params).filter((entry): entry is [string, string] => entry[1] !== undefined && entry[1] !== '');
  if (!login.username && extra.length === 0 && Object.keys(forced).length === 0) return url;
  // URL cannot parse a multi-host address (mongodb://a:1,b:2/): split at the authority by hand.
  const match = /^([a-z][a-z0-9+.-]*:\/\/)([^/?#]*)([^?#]*)(\?[^#]*)?(#.*)?$/i.exec(url);
  if (!match) throw new Error(`Not a connection string: ${url.replace(/\/\/[^@/]*@/, '//…@')}`);
  const [, scheme = '', authority = '', pathPart = '', query = '', fragment = ''] = match;
  const hasLogin = authority.includes('@');
  const userinfo =
    !hasLogin && login.username
      ? `${encodeURIComponent(login.username)}${login.password ? `:${encodeURIComponent(login.password)}` : ''}@`
      : '';
  const search = new URLSearchParams(query.slice(1));
  const present = new Set([...search.keys()].map((k) => k.toLowerCase()));
  for (const [key, value] of extra) if (!present.has(key.toLowerCase())) search.set(key, value);
  for (const [key, value] of Object.entries(forced)) {
    for (const name of [...search.keys()]) if (name.toLowerCase() === key.toLowerCase()) search.delete(name);
    search.set(key, value);
  }
  const text = search.toString();
  // Mongo wants the path's slash before a query (mongodb://host/?x=1); EventStoreDB takes either.
  const joined = text === '' ? pathPart : `${pathPart === '' && scheme.startsWith('mongodb') ? '/' : pathPart}?${text}`;
  return `${scheme}${userinfo}${authority}${joined}${fragment}`;
}

export type KafkaSaslMechanism = 'plain' | 'scram-sha-256' | 'scram-sha-512';

export interface KafkaAccess {
  /** TLS to the brokers; `ca`, a PEM file of the authorities to trust instead of Node's own. */
  tls: false | { caFile: string | null };
  sasl: { mechanism: KafkaSaslMechanism; username: string; password: string } | null;
}

const MECHANISMS: readonly KafkaSaslMechanism[] = ['plain', 'scram-sha-256', 'scram-sha-512'];

/**
 * A mechanism named without a login, or a login without a mechanism, stops the process at start:
 * a client that silently connects without the credentials it was given is found only in production.
 */
export function kafkaAccess(settings: {
  tls?: string | undefined;
  caFile?: string | undefined;
  mechanism?: string | undefined;
  username?: string | undefined;
  password?: string | undefined;
}): KafkaAccess {
  const mechanism = settings.mechanism?.trim().toLowerCase() || null;
  const caFile = settings.caFile?.trim() || null;
  const tlsWord = (settings.tls ?? '').trim().toLowerCase();
  // A CA file means TLS; so does SASL, unless TLS is turned off by name (a broker on a private network).
  const tls = ['on', 'true', '1', 'yes'].includes(tlsWord) || (tlsWord === '' && (caFile !== null || mechanism !== null));
  if (mechanism !== null && !MECHANISMS.includes(mechanism as KafkaSaslMechanism)) {
    throw new Error(`KAFKA_SASL_MECHANISM must be one of ${MECHANISMS.join(', ')}, not "${settings.mechanism}"`);
  }
  if ((mechanism === null) !== !settings.username) {
    throw new Error('KAFKA_SASL_MECHANISM and KAFKA_SASL_USERNAME go together: set both, or neither');
  }
  return {
    tls: tls ? { caFile } : false,
    sasl: mechanism === null ? null : { mechanism: mechanism as KafkaSaslMechanism, username: settings.username ?? '', password: settings.password ?? '' },
  };
}

/**
 * The variables that carry the managed engines' logins and CA files: a Secret's keys, never a
 * ConfigMap's or compose's (the deployment-files test checks both, and that the docs name each).
 */
export const ENGINE_ACCESS_VARS = [
  'KAFKA_TLS',
  'KAFKA_TLS_CA_FILE',
  'KAFKA_SASL_MECHANISM',
  'KAFKA_SASL_USERNAME',
  'KAFKA_SASL_PASSWORD',
  'MONGO_USERNAME',
  'MONGO_PASSWORD',
  'MONGO_TLS_CA_FILE',
  'ESDB_USERNAME',
  'ESDB_PASSWORD',
  'ESDB_TLS_CA_FILE',
] as const;

/** Of those, the ones that are secret: set only from a Secret. */
export const ENGINE_SECRET_VARS = ['KAFKA_SASL_USERNAME', 'KAFKA_SASL_PASSWORD', 'MONGO_USERNAME', 'MONGO_PASSWORD', 'ESDB_USERNAME', 'ESDB_PASSWORD'] as const;
