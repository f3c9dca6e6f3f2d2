import http, { type IncomingMessage } from 'node:http';

export interface SseFrame {
  event?: string;
  id?: string;
  data?: string;
  comments: string[];
}

export interface OpenedStream {
  status: number;
  contentType: string | undefined;
  headers: Record<string, string | string[] | undefined>;
  /** The JSON body of a refusal. */
  json(): Promise<unknown>;
  reader(): EventStreamReader;
  close(): void;
}

/**
 * A GET on its own socket (no pooled agent), so a test's streams leave nothing open behind them
 * when they are closed.
 */
export function openStream(url: string, headers: Record<string, string> = {}): Promise<OpenedStream> {
  return new Promise((resolve, reject) => {
    const request = http.get(url, { headers, agent: false }, (response) => {
      resolve({
        status: response.statusCode ?? 0,
        contentType: response.headers['content-type'],
        headers: response.headers,
        json: async () => {
          let text = '';
          for await (const chunk of response) text += String(chunk);
          return JSON.parse(text) as unknown;
        },
        reader: () => new EventStreamReader(response),
        close: () => request.destroy(),
      });
    });
    request.on('error', reject);
  });
}

/** Reads a server-sent event stream frame by frame, as a browser's EventSource would. */
export class EventStreamReader {
  readonly frames: SseFrame[] = [];
  private buffer = '';
  private waiters: Array<() => void> = [];
  /** Resolves when the server ends the stream. */
  readonly ended: Promise<void>;

  constructor(response: IncomingMessage) {
    this.ended = new Promise((resolve) => response.on('end', () => resolve()));
    response.setEncoding('utf8');
    response.on('data', (chunk: string) => this.receive(chunk));
    response.on('error', () => undefined);
  }

  /** Resolves with the first frame (from index `from` on) that matches, or fails after the timeout. */
  async waitFor(match: (frame: SseFrame) => boolean, timeoutMs = 5000, from = 0): Promise<SseFrame> {
    const deadline = Date.now() + timeoutMs;
    for (;;) {
      const found = this.frames.slice(from).find(match);
      if (found) return found;
      const left = deadline - Date.now();
      if (left <= 0) throw new Error(`No matching frame in ${timeoutMs} ms; got ${JSON.stringify(this.frames)}`);
      await new Promise<void>((resolve) => {
        const timer = setTimeout(resolve, left);
        this.waiters.push(() => {
          clearTimeout(timer);
          resolve();
        });
      });
    }
  }

  events(name: string): SseFrame[] {
    return this.frames.filter((f) => f.event === name);
  }

  private receive(chunk: string): void {
    this.buffer += chunk;
    let end: number;
    while ((end = this.buffer.indexOf('\n\n')) >= 0) {
      this.frames.push(parseFrame(this.buffer.slice(0, end)));
      this.buffer = this.buffer.slice(end + 2);
    }
    for (const wake of this.waiters.splice(0)) wake();
  }
}

function parseFrame(block: string): SseFrame {
  const frame: SseFrame = { comments: [] };
  for (const line of block.split('\n')) {
    if (line.startsWith(':')) frame.comments.push(line.slice(1).trim());
    else if (line.startsWith('event: ')) frame.event = line.slice(7);
    else if (line.startsWith('id: ')) frame.id = line.slice(4);
    else if (line.startsWith('data: ')) frame.data = line.slice(6);
  }
  return frame;
}
