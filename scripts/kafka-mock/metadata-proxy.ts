import net from 'node:net';
import type { AddressInfo } from 'node:net';

/**
 * A TCP proxy in front of librdkafka's mock cluster that fixes one field of its Metadata answers.
 *
 * The mock of librdkafka 2.0 (Debian bookworm) numbers its brokers from 1 but reports controller
 * id 0, a broker that does not exist. kafkajs asks the controller for the idempotent producer's id
 * (InitProducerId), so the relay's producer could not start against it. The proxy rewrites the
 * controller id to a real broker and the broker addresses to its own listeners, so that every
 * later connection also passes through it. All other bytes are forwarded unchanged.
 */

const PRODUCE_API_KEY = 0;
const METADATA_API_KEY = 3;
const MESSAGE_TOO_LARGE = 10;

interface PendingRequest {
  apiKey: number;
  apiVersion: number;
}

/** Splits a byte stream into Kafka frames (int32 size prefix). */
class FrameReader {
  private buffer: Buffer = Buffer.alloc(0);

  push(chunk: Buffer): Buffer[] {
    this.buffer = this.buffer.length === 0 ? chunk : Buffer.concat([this.buffer, chunk]);
    const frames: Buffer[] = [];
    while (this.buffer.length >= 4) {
      const size = this.buffer.readInt32BE(0);
      if (this.buffer.length < 4 + size) break;
      frames.push(this.buffer.subarray(0, 4 + size));
      this.buffer = this.buffer.subarray(4 + size);
    }
    return frames;
  }
}

class Cursor {
  constructor(
    readonly buf: Buffer,
    public at: number,
  ) {}
  int16(): number {
    const v = this.buf.readInt16BE(this.at);
    this.at += 2;
    return v;
  }
  int32(): number {
    const v = this.buf.readInt32BE(this.at);
    this.at += 4;
    return v;
  }
  int64(): bigint {
    const v = this.buf.readBigInt64BE(this.at);
    this.at += 8;
    return v;
  }
  string(): string | null {
    const len = this.int16();
    if (len < 0) return null;
    const v = this.buf.toString('utf8', this.at, this.at + len);
    this.at += len;
    return v;
  }
}

const int16 = (v: number) => {
  const b = Buffer.alloc(2);
  b.writeInt16BE(v);
  return b;
};
const int32 = (v: number) => {
  const b = Buffer.alloc(4);
  b.writeInt32BE(v);
  return b;
};
const int64 = (v: bigint) => {
  const b = Buffer.alloc(8);
  b.writeBigInt64BE(v);
  return b;
};
const str = (v: string | null) => (v === null ? int16(-1) : Buffer.concat([int16(Buffer.byteLength(v)), Buffer.from(v)]));

/**
 * Rewrites a Metadata response (versions 1 to 8, the non-flexible ones kafkajs uses) frame.
 * `route` maps an upstream "host:port" to the proxy port that stands for it.
 */
export function rewriteMetadataResponse(frame: Buffer, version: number, route: (address: string) => number | undefined): Buffer {
  if (version < 1 || version > 8) return frame;
  const c = new Cursor(frame, 4);
  const correlationId = c.int32();
  const parts: Buffer[] = [int32(correlationId)];
  if (version >= 3) parts.push(int32(c.int32()));
  const brokerCount = c.int32();
  parts.push(int32(brokerCount));
  const nodeIds: number[] = [];
  for (let i = 0; i < brokerCount; i++) {
    const nodeId = c.int32();
    const host = c.string() ?? '';
    const port = c.int32();
    const rack = c.string();
    nodeIds.push(nodeId);
    const proxied = route(`${host}:${port}`);
    parts.push(int32(nodeId), str(proxied === undefined ? host : '127.0.0.1'), int32(proxied ?? port), str(rack));
  }
  if (version >= 2) parts.push(str(c.string()));
  const controllerId = c.int32();
  const fixed = nodeIds.includes(controllerId) || nodeIds.length === 0 ? controllerId : Math.min(...nodeIds);
  parts.push(int32(fixed));
  parts.push(frame.subarray(c.at));
  const body = Buffer.concat(parts);
  return Buffer.concat([int32(body.length), body]);
}

/**
 * A broker's size check, as `message.max.bytes` does it: the answer to a Produce request (versions
 * 3 to 7, the ones kafkajs sends) in which some partition's record batch is larger than
 * `maxBytes`, refusing every partition with MESSAGE_TOO_LARGE; null when the request passes.
 */
export function refuseOversizedProduce(frame: Buffer, maxBytes: number): Buffer | null {
  const version = frame.readInt16BE(6);
  if (version < 3 || version > 7) return null;
  const c = new Cursor(frame, 8);
  const correlationId = c.int32();
  c.string(); // client id
  c.string(); // transactional id
  c.int16(); // acks
  c.int32(); // timeout
  const topics: Array<{ name: string; partitions: number[] }> = [];
  let oversized = false;
  for (let t = c.int32(); t > 0; t--) {
    const topic = { name: c.string() ?? '', partitions: [] as number[] };
    for (let p = c.int32(); p > 0; p--) {
      topic.partitions.push(c.int32());
      const size = c.int32();
      if (size > maxBytes) oversized = true;
      c.at += Math.max(0, size);
    }
    topics.push(topic);
  }
  if (!oversized) return null;
  const parts: Buffer[] = [int32(correlationId), int32(topics.length)];
  for (const topic of topics) {
    parts.push(str(topic.name), int32(topic.partitions.length));
    for (const partition of topic.partitions) {
      parts.push(int32(partition), int16(MESSAGE_TOO_LARGE), int64(-1n), int64(-1n));
      if (version >= 5) parts.push(int64(-1n));
    }
  }
  parts.push(int32(0)); // throttle time
  const body = Buffer.concat(parts);
  return Buffer.concat([int32(body.length), body]);
}

export interface MetadataProxyOptions {
  /** The brokers' largest record batch (their `message.max.bytes`); unlimited when absent. */
  maxMessageBytes?: number;
}

export interface MetadataProxy {
  /** Bootstrap list for clients: one proxy listener per upstream broker. */
  brokers: string[];
  /**
   * Swallows the broker's answer to the next `count` requests of `apiKey` and cuts that client
   * connection: the broker did the work but the client never hears of it, as when a network
   * path fails after the write. The client has to retry what already happened.
   */
  loseResponses(apiKey: number, count: number): void;
  close(): Promise<void>;
}

export async function startMetadataProxy(upstreams: string[], options: MetadataProxyOptions = {}): Promise<MetadataProxy> {
  const servers: net.Server[] = [];
  const sockets = new Set<net.Socket>();
  const routes = new Map<string, number>();
  const lostResponses = new Map<number, number>();
  const route = (address: string) => routes.get(address);

  for (const upstream of upstreams) {
    const [host, port] = upstream.split(':') as [string, string];
    const server = net.createServer((client) => {
      const broker = net.connect({ host, port: Number(port) });
      sockets.add(client);
      sockets.add(broker);
      const inFlight = new Map<number, PendingRequest>();
      const requests = new FrameReader();
      const responses = new FrameReader();
      // Answers go back in request order (the protocol's rule); one the proxy makes itself waits
      // behind those the broker still owes.
      const answerOrder: Array<{ correlationId: number; answer: Buffer | null }> = [];
      const sendAnswers = () => {
        while (answerOrder[0]?.answer) client.write(answerOrder.shift()?.answer ?? Buffer.alloc(0));
      };
      client.on('data', (chunk: Buffer) => {
        for (const frame of requests.push(chunk)) {
          const correlationId = frame.readInt32BE(8);
          const apiKey = frame.readInt16BE(4);
          const refusal = apiKey === PRODUCE_API_KEY && options.maxMessageBytes !== undefined ? refuseOversizedProduce(frame, options.maxMessageBytes) : null;
          answerOrder.push({ correlationId, answer: refusal });
          if (refusal) {
            sendAnswers();
            continue;
          }
          inFlight.set(correlationId, { apiKey, apiVersion: frame.readInt16BE(6) });
          broker.write(frame);
        }
      });
      broker.on('data', (chunk: Buffer) => {
        for (const frame of responses.push(chunk)) {
          const correlationId = frame.readInt32BE(4);
          const request = inFlight.get(correlationId);
          inFlight.delete(correlationId);
          const toLose = request ? (lostResponses.get(request.apiKey) ?? 0) : 0;
          if (request && toLose > 0) {
            lostResponses.set(request.apiKey, toLose - 1);
            close();
            return;
          }
          const answer = request?.apiKey === METADATA_API_KEY ? rewriteMetadataResponse(frame, request.apiVersion, route) : frame;
          const slot = answerOrder.find((a) => a.correlationId === correlationId && a.answer === null);
          if (slot) slot.answer = answer;
          else client.write(answer);
          sendAnswers();
        }
      });
      const close = () => {
        client.destroy();
        broker.destroy();
        sockets.delete(client);
        sockets.delete(broker);
      };
      client.on('close', close).on('error', close);
      broker.on('close', close).on('error', close);
    });
    await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
    routes.set(upstream, (server.address() as AddressInfo).port);
    servers.push(server);
  }

  return {
    brokers: upstreams.map((u) => `127.0.0.1:${routes.get(u)}`),
    loseResponses: (apiKey, count) => void lostResponses.set(apiKey, count),
    close: async () => {
      for (const s of sockets) s.destroy();
      await Promise.all(servers.map((s) => new Promise<void>((resolve) => s.close(() => resolve()))));
    },
  };
}
