import { spawn, spawnSync, type ChildProcessWithoutNullStreams } from 'node:child_process';
import { createHash } from 'node:crypto';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import readline from 'node:readline';
import { startMetadataProxy, type MetadataProxy } from './metadata-proxy';

/**
 * Test support: librdkafka's mock cluster as a real Kafka protocol peer, without a JVM or a
 * container. The C helper (mock-cluster.c) is compiled once per source version into the temp
 * directory; where cc or the librdkafka headers are missing, suites skip with the reason.
 */

const SOURCE = path.join(__dirname, 'mock-cluster.c');

export interface MockClusterOptions {
  brokers?: number;
  topics?: Array<{ name: string; partitions: number }>;
  /** The brokers' `message.max.bytes`: a larger record batch is refused with MESSAGE_TOO_LARGE. */
  maxMessageBytes?: number;
}

export interface MockKafkaCluster {
  /** Bootstrap servers for kafkajs (through the metadata proxy). */
  brokers: string[];
  /** The mock's own listeners, bypassing the proxy. */
  directBrokers: string[];
  /** Makes the next `count` requests of `apiKey` fail with the Kafka error `errorCode`. */
  failRequests(apiKey: number, count: number, errorCode: number): Promise<void>;
  /** Lets the next `count` requests of `apiKey` succeed on the broker but loses the answers. */
  loseResponses(apiKey: number, count: number): void;
  stop(): Promise<void>;
}

/** Kafka protocol numbers the tests inject. */
export const KafkaApi = { Produce: 0, Fetch: 1, OffsetCommit: 8 } as const;
export const KafkaError = { NOT_LEADER_FOR_PARTITION: 6, REQUEST_TIMED_OUT: 7, NOT_ENOUGH_REPLICAS: 19 } as const;

let binary: string | null = null;

function compilerFlags(): string[] {
  const probe = spawnSync('pkg-config', ['--cflags', '--libs', 'rdkafka'], { encoding: 'utf8' });
  return probe.status === 0 ? probe.stdout.trim().split(/\s+/).filter(Boolean) : ['-lrdkafka'];
}

/**
 * Compiles the helper (synchronously: jest decides to skip a suite before any await), once per
 * version of its source, into the temp directory shared by all test files.
 */
function compile(): string {
  const source = fs.readFileSync(SOURCE);
  const digest = createHash('sha256').update(source).digest('hex').slice(0, 12);
  const dir = path.join(os.tmpdir(), `il-kafka-mock-${digest}`);
  const target = path.join(dir, 'mock-cluster');
  if (fs.existsSync(target)) return target;
  fs.mkdirSync(dir, { recursive: true });
  // Compile under a unique name and rename, so parallel test files never run a half-written binary.
  const partial = `${target}.${process.pid}`;
  const result = spawnSync('cc', ['-O2', '-o', partial, SOURCE, ...compilerFlags()], { encoding: 'utf8' });
  if (result.error) throw new Error(`cc: ${result.error.message}`);
  if (result.status !== 0) throw new Error(result.stderr.split('\n').find((l) => l.trim() !== '') ?? `cc exited with ${result.status}`);
  fs.renameSync(partial, target);
  return target;
}

/** Null when the mock cluster can run here, else why not (for the skip message). */
export function mockClusterUnavailableReason(): string | null {
  try {
    binary ??= compile();
    return null;
  } catch (error) {
    const detail = error instanceof Error ? error.message : String(error);
    return `librdkafka mock cluster unavailable (needs cc and Debian librdkafka-dev): ${detail.trim()}`;
  }
}

export async function startMockCluster(options: MockClusterOptions = {}): Promise<MockKafkaCluster> {
  const unavailable = mockClusterUnavailableReason();
  if (unavailable !== null || binary === null) throw new Error(unavailable ?? 'mock cluster helper not compiled');
  const args = ['-b', String(options.brokers ?? 1), ...(options.topics ?? []).map((t) => `${t.name}:${t.partitions}`)];
  const child: ChildProcessWithoutNullStreams = spawn(binary, args, { stdio: ['pipe', 'pipe', 'pipe'] });
  let stderr = '';
  child.stderr.on('data', (chunk: Buffer) => (stderr += chunk.toString()));
  const lines = readline.createInterface({ input: child.stdout });
  const replies: Array<(line: string) => void> = [];
  const bootstrap = new Promise<string>((resolve, reject) => {
    child.once('exit', (code) => reject(new Error(`mock cluster exited with ${code}: ${stderr.trim()}`)));
    child.once('error', reject);
    lines.on('line', (line) => {
      if (line.startsWith('bootstrap=')) resolve(line.slice('bootstrap='.length));
      else replies.shift()?.(line);
    });
  });
  const directBrokers = (await bootstrap).split(',');
  let proxy: MetadataProxy;
  try {
    proxy = await startMetadataProxy(directBrokers, { maxMessageBytes: options.maxMessageBytes });
  } catch (error) {
    child.kill('SIGTERM');
    throw error;
  }

  const command = (line: string) =>
    new Promise<void>((resolve, reject) => {
      replies.push((reply) => (reply === 'ok' ? resolve() : reject(new Error(`mock cluster: ${reply}`))));
      child.stdin.write(`${line}\n`);
    });

  return {
    brokers: proxy.brokers,
    directBrokers,
    failRequests: (apiKey, count, errorCode) => command(`errors ${apiKey} ${count} ${errorCode}`),
    loseResponses: (apiKey, count) => proxy.loseResponses(apiKey, count),
    stop: async () => {
      await proxy.close();
      if (child.exitCode !== null) return;
      const exited = new Promise<void>((resolve) => child.once('exit', () => resolve()));
      // Closing stdin is the helper's normal way out; the signal covers a stuck one.
      child.stdin.end();
      const timer = setTimeout(() => child.kill('SIGTERM'), 2000);
      await exited;
      clearTimeout(timer);
    },
  };
}
