import { decodeWire, encodeWire } from '@il/contracts';
import { Agent, request } from 'node:http';

export interface Answer {
  status: number;
  body: Record<string, unknown>;
  cookie: string | null;
}

/** A player's HTTP client against a running gateway: keep-alive sockets, the superjson wire, its own cookie. */
export class HttpPlayer {
  cookie = '';
  private readonly agent = new Agent({ keepAlive: true, maxSockets: 4 });

  constructor(private readonly baseUrl: string) {}

  call(method: 'GET' | 'POST', path: string, body?: unknown, options: { wire?: 'json' | 'superjson'; correlationId?: string } = {}): Promise<Answer> {
    const wire = options.wire ?? 'superjson';
    const payload = body === undefined ? undefined : wire === 'json' ? JSON.stringify(body) : encodeWire(body);
    const headers: Record<string, string> = {};
    if (this.cookie) headers.cookie = this.cookie;
    if (payload !== undefined) headers['content-type'] = 'application/json';
    if (options.correlationId) headers['x-correlation-id'] = options.correlationId;
    return new Promise((resolve, reject) => {
      const sent = request(`${this.baseUrl}${path}`, { method, headers, agent: this.agent, timeout: 15_000 }, (response) => {
        let text = '';
        response.setEncoding('utf8');
        response.on('data', (chunk: string) => (text += chunk));
        response.on('error', reject);
        response.on('end', () => {
          const setCookie = response.headers['set-cookie']?.find((c) => c.startsWith('il_session='));
          if (setCookie) this.cookie = setCookie.split(';')[0]!;
          const status = response.statusCode ?? 0;
          try {
            const parsed = text ? (JSON.parse(text) as Record<string, unknown>) : {};
            const body = status < 400 && wire === 'superjson' && 'json' in parsed ? decodeWire<Record<string, unknown>>(text) : parsed;
            resolve({ status, body, cookie: setCookie ?? null });
          } catch (error) {
            reject(error instanceof Error ? error : new Error(String(error)));
          }
        });
      });
      sent.on('timeout', () => sent.destroy(new Error('timed out')));
      sent.on('error', reject);
      if (payload !== undefined) sent.write(payload);
      sent.end();
    });
  }

  get = (path: string) => this.call('GET', path);
  post = (path: string, body: unknown = {}, correlationId?: string) => this.call('POST', path, body, correlationId ? { correlationId } : {});

  close(): void {
    this.agent.destroy();
  }
}
