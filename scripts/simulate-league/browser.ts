import { decodeWire, encodeWire } from '@il/contracts';
import type { FastifyInstance } from 'fastify';

/** A player's browser: the session cookie and the wire format, over the app without a network. */
export class Browser {
  private cookie = '';
  constructor(
    private readonly app: FastifyInstance,
    private readonly credentials: { email: string; password: string },
  ) {}

  /** Sessions expire within the month: a player whose session ended logs in again, as a person would. */
  async call<T>(method: 'GET' | 'POST', url: string, body?: unknown, wire: 'json' | 'superjson' = 'superjson'): Promise<{ status: number; body: T }> {
    const answer = await this.send<T>(method, url, body, wire);
    if (answer.status !== 401 || url.startsWith('/_api/auth/')) return answer;
    await this.send('POST', '/_api/auth/login_with_password', this.credentials, 'json');
    return this.send<T>(method, url, body, wire);
  }

  private async send<T>(method: 'GET' | 'POST', url: string, body: unknown, wire: 'json' | 'superjson'): Promise<{ status: number; body: T }> {
    const headers: Record<string, string> = this.cookie ? { cookie: this.cookie } : {};
    let payload: string | undefined;
    if (body !== undefined) {
      headers['content-type'] = 'application/json';
      payload = wire === 'superjson' ? encodeWire(body) : JSON.stringify(body);
    }
    const raw = await this.app.inject({ method, url, headers, payload });
    const session = raw.cookies.find((c) => c.name === 'il_session');
    if (session) this.cookie = session.value ? `il_session=${session.value}` : '';
    const parsed = raw.body ? (JSON.parse(raw.body) as Record<string, unknown>) : {};
    const decoded = raw.statusCode < 400 && wire === 'superjson' && 'json' in parsed ? decodeWire<T>(raw.body) : (parsed as T);
    return { status: raw.statusCode, body: decoded };
  }

  async ok<T>(method: 'GET' | 'POST', url: string, body?: unknown): Promise<T> {
    const answer = await this.call<T>(method, url, body);
    if (answer.status >= 400) throw new Error(`${method} ${url}: ${answer.status} ${JSON.stringify(answer.body)}`);
    return answer.body;
  }
}
