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

const METADATA_API_KEY = 3;

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

export async function startMetadataProxy(upstreams: string[]): Promise<MetadataProxy> {
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
      client.on('data', (chunk: Buffer) => {
        for (const frame of requests.push(chunk)) {
          inFlight.set(frame.readInt32BE(8), { apiKey: frame.readInt16BE(4), apiVersion: frame.readInt16BE(6) });
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
          client.write(
            request?.apiKey === METADATA_API_KEY ? rewriteMetadataResponse(frame, request.apiVersion, route) : frame,
          );
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
