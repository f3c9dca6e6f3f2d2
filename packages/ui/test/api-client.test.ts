import '@il/ui/testing';
import { ApiError, QUERY_DEFAULTS, callApi } from '../src';
import { MIN_POSITION_WINDOW_MS } from '../src/api/client';
import { fakeApi, USER } from './fake-fetch';

describe('callApi', () => {
  it('sends login as plain JSON with credentials and reads errors from `message`', async () => {
    const { calls } = fakeApi({ 'POST /_api/auth/login_with_password': { status: 401, wire: 'json', body: { message: 'Invalid email or password' } } });
    await expect(callApi('login', { body: { email: USER.email, password: 'x' } })).rejects.toMatchObject({
      message: 'Invalid email or password',
      status: 401,
      serverMessage: 'Invalid email or password',
    });
    expect(calls[0]?.init?.body).toBe(JSON.stringify({ email: USER.email, password: 'x' }));
    expect(calls[0]?.init?.credentials).toBe('include');
  });

  it('sends other calls in the serialized format and reads errors from `error`', async () => {
    const { calls } = fakeApi({ 'POST /_api/auth/send-password-reset': { status: 500, body: { error: 'Mailer down' } } });
    const failure = await callApi('sendPasswordReset', { body: { email: USER.email } }).catch((error: unknown) => error);
    expect(failure).toBeInstanceOf(ApiError);
    expect((failure as ApiError).serverMessage).toBe('Mailer down');
    expect(calls[0]?.init?.body).toBe(JSON.stringify({ json: { email: USER.email } }));
  });

  it('decodes serialized answers, dates included', async () => {
    const when = new Date('2025-01-02T03:04:05.000Z');
    fakeApi({ 'GET /_api/auth/session': { body: { user: USER, at: when } } });
    const answer = (await callApi('session')) as unknown as { at: Date };
    expect(answer.at).toEqual(when);
  });

  it('puts query values in the URL', async () => {
    const { fetchMock } = fakeApi({ 'GET /_api/leagues/leaderboard': { body: [] } });
    await callApi('leaderboard', { query: { leagueId: 4 } });
    expect(fetchMock.mock.calls[0]?.[0]).toBe('/_api/leagues/leaderboard?leagueId=4');
  });

  it("asks later calls for read models at least as far along as the last command's events", async () => {
    const { calls } = fakeApi({
      'POST /_api/league/chat': { body: { id: 1 }, headers: { 'x-event-position': '42' } },
      'GET /_api/league/chat': { body: { messages: [], nextCursor: null } },
      'POST /_api/leagues/join': { body: { message: 'ok' }, headers: { 'x-event-position': '17' } },
    });
    await callApi('sendChatMessage', { body: { leagueId: 1, message: 'hi' } });
    await callApi('chatMessages', { query: { leagueId: 1 } });
    await callApi('joinLeague', { body: { leagueId: 1 } });
    await callApi('chatMessages', { query: { leagueId: 1 } });

    expect(calls[1]?.init?.headers?.['x-min-position']).toBe('42');
    // An answer naming an older position (another replica's log view) never lowers it.
    expect(calls[3]?.init?.headers?.['x-min-position']).toBe('42');
  });

  it('stops asking once the window after the last command has passed', async () => {
    const { calls } = fakeApi({
      'POST /_api/league/chat': { body: { id: 1 }, headers: { 'x-event-position': '43' } },
      'GET /_api/league/chat': { body: { messages: [], nextCursor: null } },
    });
    const now = jest.spyOn(Date, 'now');
    try {
      now.mockReturnValue(1_000_000);
      await callApi('sendChatMessage', { body: { leagueId: 1, message: 'hi' } });
      now.mockReturnValue(1_000_000 + MIN_POSITION_WINDOW_MS - 1);
      await callApi('chatMessages', { query: { leagueId: 1 } });
      now.mockReturnValue(1_000_000 + MIN_POSITION_WINDOW_MS);
      await callApi('chatMessages', { query: { leagueId: 1 } });
    } finally {
      now.mockRestore();
    }
    expect(calls[1]?.init?.headers?.['x-min-position']).toBe('43');
    expect(calls[2]?.init?.headers?.['x-min-position']).toBeUndefined();
  });

  it('has the §9 defaults', () => {
    expect(QUERY_DEFAULTS).toEqual({ staleTime: 300_000, gcTime: 600_000, retry: 2, refetchOnWindowFocus: false });
  });
});
