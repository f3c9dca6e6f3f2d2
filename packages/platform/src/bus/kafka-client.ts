import { Kafka, logLevel, type LogEntry, type logCreator } from 'kafkajs';
import type { Logger } from 'pino';

export interface KafkaClientOptions {
  brokers: string[];
  clientId: string;
  log?: Logger;
  /** Connection timeout per broker, ms. */
  connectionTimeout?: number;
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
    logLevel: logLevel.WARN,
    ...(options.log ? { logCreator: pinoLogCreator(options.log) } : {}),
  });
}
