import fs from 'node:fs';
import { Kafka, logLevel, type KafkaConfig, type LogEntry, type logCreator, type SASLOptions } from 'kafkajs';
import type { Logger } from 'pino';
import type { KafkaAccess } from '../engine-access';

export interface KafkaClientOptions {
  brokers: string[];
  clientId: string;
  log?: Logger;
  /** Connection timeout per broker, ms. */
  connectionTimeout?: number;
  /** TLS and SASL (the configuration's `kafkaAccess`); none: plain text, as compose's broker. */
  access?: KafkaAccess;
}

/** kafkajs' ssl and sasl settings; the CA file is read once, at start, so a missing one stops the process there. */
export function kafkaSecurity(access: KafkaAccess | undefined): Pick<KafkaConfig, 'ssl' | 'sasl'> {
  if (!access) return {};
  const ssl = access.tls === false ? undefined : access.tls.caFile === null ? true : { ca: [fs.readFileSync(access.tls.caFile, 'utf8')] };
  // The union kafkajs wants is one object type per mechanism; the fields are the same for all three.
  const sasl = access.sasl ? ({ ...access.sasl } as SASLOptions) : undefined;
  return { ...(ssl !== undefined ? { ssl } : {}), ...(sasl ? { sasl } : {}) };
}

const levelName = (level: logLevel): 'error' | 'warn' | 'info' | 'debug' => {
  switch (level) {
    case logLevel.ERROR:
    case logLevel.NOTHING:
      return 'error';
    case logLevel.WARN:
      return 'warn';
    case logLevel.INFO:
      return 'info';
    default:
      return 'debug';
  }
};

/** Routes kafkajs' own logging into the process logger, so one log stream carries everything. */
function pinoLogCreator(log: Logger): logCreator {
  return () =>
    ({ level, label, namespace, log: entry }: LogEntry) => {
      const { message, ...fields } = entry;
      log[levelName(level)]({ ...fields, kafka: namespace, kafkaLevel: label }, message);
    };
}

export function createKafka(options: KafkaClientOptions): Kafka {
  return new Kafka({
    clientId: options.clientId,
    brokers: options.brokers,
    connectionTimeout: options.connectionTimeout ?? 3000,
    ...kafkaSecurity(options.access),
    logLevel: logLevel.WARN,
    ...(options.log ? { logCreator: pinoLogCreator(options.log) } : {}),
  });
}
