import { request } from 'node:http';
import { servingGatewayForSuite } from '../failure/support/server-process';

/**
 * The limits on abuse count once for `npm start`'s two processes, not once in each: every request
 * below goes on a connection of its own, which the kernel hands to either process.
 */
jest.setTimeout(120_000);

const suite = servingGatewayForSuite('limits', 2);

function post(path: string, body: unknown): Promise<number> {
  return new Promise((resolve, reject) => {
    const sent = request(`${suite.server.url}${path}`, { method: 'POST', agent: false, headers: { 'content-type': 'application/json' }, timeout: 30_000 }, (response) => {
      response.resume();
      response.on('end', () => resolve(response.statusCode ?? 0));
    });
    sent.on('timeout', () => sent.destroy(new Error('timed out')));
    sent.on('error', reject);
    sent.end(JSON.stringify(body));
  });
}

const tally = (statuses: number[]) => statuses.reduce<Record<number, number>>((counts, status) => ({ ...counts, [status]: (counts[status] ?? 0) + 1 }), {});

it('checks 5 passwords of an account, then asks for a wait, whichever process each attempt reached', async () => {
  const statuses = await Promise.all(Array.from({ length: 12 }, () => post('/_api/auth/login_with_password', { email: 'target@example.com', password: 'not-the-password' })));
  expect(tally(statuses)).toEqual({ 401: 5, 429: 7 });
});

it('answers one address 30 calls a minute on an auth call, across both processes', async () => {
  const statuses = await Promise.all(Array.from({ length: 40 }, (_, i) => post('/_api/auth/send-password-reset', { email: `nobody${i}@example.com` })));
  expect(tally(statuses)).toEqual({ 200: 30, 429: 10 });
});
