import '@il/ui/testing';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { ChatMessage } from '@il/contracts';
import { deferred, fakeApi, type Answer, type Handler } from './support/fake-api';
import { LEAGUE, SIGNED_IN, chatMessage, gameState } from './support/fixtures';
import { renderSlice } from './support/render';

const PLACEHOLDER = 'Send a message as your character...';

function chatApi(extra: Record<string, Answer | Handler> = {}, messages: ChatMessage[] = [chatMessage()]) {
  return fakeApi({
    ...SIGNED_IN,
    'GET /_api/leagues/detail': { body: LEAGUE },
    'GET /_api/league/chat': { body: { messages, nextCursor: null } },
    'GET /_api/game-state': { body: gameState() },
    ...extra,
  });
}

async function openChat() {
  renderSlice('/leagues/7/chat');
  await screen.findByText('Who is ready for the recoupling?');
  // The pending message is drawn as the viewer's character, which the game state names.
  await waitFor(() => expect(screen.getByRole('button', { name: 'Send' })).toBeEnabled());
}

describe('league chat', () => {
  it('shows the header and each message with avatar, name, followers, text and time', async () => {
    chatApi();
    renderSlice('/leagues/7/chat');
    expect(await screen.findByRole('heading', { level: 1, name: 'League Chat' })).toBeInTheDocument();
    const message = await screen.findByTestId('chat-message');
    expect(within(message).getByText('@KaiDrama')).toBeInTheDocument();
    expect(within(message).getByText('12K followers')).toBeInTheDocument();
    expect(within(message).getByText('Who is ready for the recoupling?')).toBeInTheDocument();
    expect(message.querySelector('time')).not.toBeNull();
    expect(screen.getByPlaceholderText(PLACEHOLDER)).toBeInTheDocument();
  });

  it('says "Failed to load messages." when the list fails', async () => {
    chatApi({ 'GET /_api/league/chat': { status: 500, body: { error: 'Failed to fetch chat messages' } } });
    renderSlice('/leagues/7/chat');
    expect(await screen.findByText('Failed to load messages.')).toBeInTheDocument();
  });

  it('loads older messages with the cursor, above the newer ones', async () => {
    chatApi({
      'GET /_api/league/chat': ({ query }) =>
        query.get('cursor') === 'c1'
          ? { body: { messages: [chatMessage({ id: 1, message: 'First ever message', createdAt: new Date(Date.now() - 3_600_000) })], nextCursor: null } }
          : { body: { messages: [chatMessage()], nextCursor: 'c1' } },
    });
    renderSlice('/leagues/7/chat');
    await userEvent.setup().click(await screen.findByRole('button', { name: 'Load older messages' }));
    await screen.findByText('First ever message');
    const texts = screen.getAllByTestId('chat-message').map((item) => item.textContent ?? '');
    expect(texts[0]).toContain('First ever message');
    expect(texts[1]).toContain('Who is ready for the recoupling?');
    expect(screen.queryByRole('button', { name: 'Load older messages' })).not.toBeInTheDocument();
  });
});

describe('chat form validation (§5)', () => {
  it('refuses an empty message without a call', async () => {
    const { count } = chatApi();
    await openChat();
    await userEvent.setup().click(screen.getByRole('button', { name: 'Send' }));
    expect(await screen.findByText('Message cannot be empty.')).toBeInTheDocument();
    expect(count('POST /_api/league/chat')).toBe(0);
  });

  it('refuses whitespace alone', async () => {
    chatApi();
    await openChat();
    const user = userEvent.setup();
    await user.type(screen.getByPlaceholderText(PLACEHOLDER), '    ');
    await user.click(screen.getByRole('button', { name: 'Send' }));
    expect(await screen.findByText('Message cannot be empty.')).toBeInTheDocument();
  });

  it('refuses more than 500 characters', async () => {
    const { count } = chatApi();
    await openChat();
    const user = userEvent.setup();
    await user.click(screen.getByPlaceholderText(PLACEHOLDER));
    await user.paste('x'.repeat(501));
    await user.click(screen.getByRole('button', { name: 'Send' }));
    expect(await screen.findByText('Message is too long.')).toBeInTheDocument();
    expect(count('POST /_api/league/chat')).toBe(0);
  });
});

describe('sending (§4)', () => {
  it('shows the message as "Sending...", then as sent, and refetches the list', async () => {
    const answer = deferred<Answer>();
    const stored: ChatMessage[] = [chatMessage()];
    const { calls, count } = chatApi({
      'GET /_api/league/chat': () => ({ body: { messages: [...stored], nextCursor: null } }),
      'POST /_api/league/chat': async () => {
        const sent = await answer.promise;
        if (!(sent instanceof Error)) stored.push(sent.body as ChatMessage);
        return sent;
      },
    });
    await openChat();
    const user = userEvent.setup();
    await user.type(screen.getByPlaceholderText(PLACEHOLDER), '  Villa meeting at 9  ');
    await user.click(screen.getByRole('button', { name: 'Send' }));

    const sending = await screen.findByText('Sending...');
    const item = sending.closest('li') as HTMLElement;
    expect(within(item).getByText('Villa meeting at 9')).toBeInTheDocument();
    expect(within(item).getByText('@JadeViral')).toBeInTheDocument();
    expect(screen.getByPlaceholderText(PLACEHOLDER)).toHaveValue('');
    expect(calls.find((call) => call.method === 'POST')?.body).toEqual({ leagueId: 7, message: 'Villa meeting at 9' });

    const listCalls = count('GET /_api/league/chat');
    answer.resolve({ body: chatMessage({ id: 950, message: 'Villa meeting at 9', createdAt: new Date(), character: { id: 101, playerName: '@JadeViral', avatarUrl: null, followers: 1500 } }) });
    await waitFor(() => expect(screen.queryByText('Sending...')).not.toBeInTheDocument());
    expect(screen.getAllByText('Villa meeting at 9')).toHaveLength(1);
    await waitFor(() => expect(count('GET /_api/league/chat')).toBeGreaterThan(listCalls));
  });

  it('rolls the message back on error, toasts "Failed to send message" and gives the text back', async () => {
    const answer = deferred<Answer>();
    chatApi({ 'POST /_api/league/chat': () => answer.promise });
    await openChat();
    const user = userEvent.setup();
    await user.type(screen.getByPlaceholderText(PLACEHOLDER), 'This will not land');
    await user.click(screen.getByRole('button', { name: 'Send' }));
    expect(await screen.findByText('Sending...')).toBeInTheDocument();

    answer.resolve({ status: 409, body: { error: 'This league is not active' } });
    expect(await screen.findByText('Failed to send message')).toBeInTheDocument();
    expect(screen.queryByText('Sending...')).not.toBeInTheDocument();
    expect(screen.getAllByTestId('chat-message')).toHaveLength(1);
    expect(screen.getByPlaceholderText(PLACEHOLDER)).toHaveValue('This will not land');
  });
});
