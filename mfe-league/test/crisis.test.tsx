import '@il/ui/testing';
import { act, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { formatCountdown } from '../src/crisis/countdown';
import { truncateDescription } from '../src/crisis/describe-scandal';
import { scandalHistoryQuery } from '../src/crisis/scandal-queries';
import { ScandalAlertWidget } from '../src/dashboard/widgets/ScandalAlertWidget';
import { error, fakeApi, type Answer } from './support/fake-api';
import { gameState, leagueDetail } from './support/fixtures';
import { LEAGUE_ID, MEMBER_ROUTES, activeScandal, pastScandal, renderGamePage, renderWidget } from './support/game-systems';

const CRISIS = `/leagues/${LEAGUE_ID}/crisis`;

function crisisApi(routes: Record<string, Answer | ((call: { body: unknown }) => Answer)> = {}) {
  return fakeApi({
    ...MEMBER_ROUTES,
    'GET /_api/scandals/active': { body: [activeScandal()] },
    'GET /_api/scandals/history': { body: [] },
    ...routes,
  });
}

afterEach(() => {
  jest.useRealTimers();
});

describe('Crisis management: Active Scandals', () => {
  it('shows a card per scandal: title, upper-cased severity, description and Manage Crisis', async () => {
    crisisApi({ 'GET /_api/scandals/active': { body: [activeScandal(), activeScandal({ id: 302, title: 'Leaked DMs', severity: 'critical' })] } });
    renderGamePage(CRISIS);
    expect(await screen.findByRole('heading', { level: 1, name: 'Crisis Management' })).toBeInTheDocument();
    const cards = await screen.findAllByTestId('active-scandal');
    expect(cards).toHaveLength(2);
    const first = within(cards[0]!);
    expect(first.getByRole('heading', { name: 'Villa Feud Goes Viral' })).toBeInTheDocument();
    expect(first.getByText('HIGH')).toBeInTheDocument();
    expect(first.getByText('A clip of you throwing shade at a former co-star is everywhere.')).toBeInTheDocument();
    expect(first.getByRole('button', { name: 'Manage Crisis' })).toBeEnabled();
    expect(within(cards[1]!).getByText('CRITICAL')).toBeInTheDocument();
    // The shared game card of @il/ui, tinted red, glowing for a critical scandal.
    expect(cards.map((card) => card.className)).toEqual(['il-card il-game-card il-game-card--danger', 'il-card il-game-card il-game-card--critical']);
    expect(screen.getByRole('heading', { level: 2, name: /Active Scandals/ })).toBeInTheDocument();
  });

  it('says "All Clear!" without scandals and "Clean Slate" without history', async () => {
    crisisApi({ 'GET /_api/scandals/active': { body: [] } });
    renderGamePage(CRISIS);
    expect(await screen.findByText('All Clear!')).toBeInTheDocument();
    expect(await screen.findByText('Clean Slate')).toBeInTheDocument();
  });

  it('reports a failed load of either list with its message', async () => {
    crisisApi({
      'GET /_api/scandals/active': error(500, 'The tabloids are down'),
      'GET /_api/scandals/history': error(500, 'The archive is down'),
    });
    renderGamePage(CRISIS);
    expect(await screen.findByText('Error loading scandals: The tabloids are down')).toBeInTheDocument();
    expect(await screen.findByText('Error loading scandal history: The archive is down')).toBeInTheDocument();
  });

  it('sends a player without a character to character creation', async () => {
    crisisApi({ 'GET /_api/leagues/detail': { body: leagueDetail({ hasCharacter: false }) } });
    renderGamePage(CRISIS);
    await waitFor(() => expect(screen.getByTestId('location')).toHaveTextContent(`/leagues/${LEAGUE_ID}/create-character`));
  });
});

describe('Crisis management: the response dialog', () => {
  it('offers ignore, apologize and double down, with a countdown that ticks every second', async () => {
    jest.useFakeTimers({ now: new Date('2030-03-05T12:00:00.000Z') });
    crisisApi({ 'GET /_api/scandals/active': { body: [activeScandal({ expiresAt: new Date('2030-03-05T12:01:05.000Z') })] } });
    const user = userEvent.setup({ advanceTimers: jest.advanceTimersByTime });
    renderGamePage(CRISIS);
    await user.click(await screen.findByRole('button', { name: 'Manage Crisis' }));

    const dialog = screen.getByRole('dialog', { name: 'Manage Crisis' });
    expect(within(dialog).getByText('Villa Feud Goes Viral')).toBeInTheDocument();
    expect(within(dialog).getAllByRole('button').map((button) => button.getAttribute('data-response')).filter(Boolean)).toEqual(['ignore', 'apologize', 'double_down']);
    const timer = within(dialog).getByRole('timer');
    expect(timer).toHaveTextContent('1m 05s');
    act(() => jest.advanceTimersByTime(1000));
    expect(timer).toHaveTextContent('1m 04s');
    act(() => jest.advanceTimersByTime(1000));
    expect(timer).toHaveTextContent('1m 03s');
  });

  it('closes by itself when the countdown reaches zero and reads the lists again', async () => {
    jest.useFakeTimers({ now: new Date('2030-03-05T12:00:00.000Z') });
    const api = crisisApi({ 'GET /_api/scandals/active': { body: [activeScandal({ expiresAt: new Date('2030-03-05T12:00:03.000Z') })] } });
    const user = userEvent.setup({ advanceTimers: jest.advanceTimersByTime });
    renderGamePage(CRISIS);
    await user.click(await screen.findByRole('button', { name: 'Manage Crisis' }));
    expect(screen.getByRole('dialog', { name: 'Manage Crisis' })).toBeInTheDocument();
    const reads = api.callsTo('GET', '/_api/scandals/active').length;

    act(() => jest.advanceTimersByTime(2000));
    expect(screen.getByRole('dialog', { name: 'Manage Crisis' })).toHaveTextContent('1s');
    act(() => jest.advanceTimersByTime(1000));
    expect(screen.queryByRole('dialog', { name: 'Manage Crisis' })).not.toBeInTheDocument();
    await waitFor(() => expect(api.callsTo('GET', '/_api/scandals/active').length).toBeGreaterThan(reads));
  });

  it('sends the chosen response, closes after it, tells the verdict and refreshes the lists', async () => {
    let answered = false;
    const api = crisisApi({
      'GET /_api/scandals/active': () => ({ body: answered ? [] : [activeScandal()] }),
      'GET /_api/scandals/history': () => ({ body: answered ? [pastScandal({ id: 301, title: 'Villa Feud Goes Viral', severity: 'high', chosenResponse: 'apologize' })] : [] }),
      'POST /_api/scandals/respond': () => {
        answered = true;
        return { body: { message: 'The apology landed: -85 followers, -2 relevance', scandalId: 301, response: 'apologize', followersChange: -85, reputationChanges: { authenticity: 4 } } };
      },
    });
    const user = userEvent.setup();
    renderGamePage(CRISIS);
    await user.click(await screen.findByRole('button', { name: 'Manage Crisis' }));
    await user.click(within(screen.getByRole('dialog')).getByRole('button', { name: /Apologize/ }));

    await waitFor(() => expect(screen.queryByRole('dialog', { name: 'Manage Crisis' })).not.toBeInTheDocument());
    const [sent] = api.callsTo('POST', '/_api/scandals/respond');
    expect(sent?.query.get('leagueId')).toBe(String(LEAGUE_ID));
    expect(sent?.body).toEqual({ activeScandalId: 301, response: 'apologize' });
    expect(await screen.findByText('The apology landed: -85 followers, -2 relevance')).toBeInTheDocument();
    expect(await screen.findByText('All Clear!')).toBeInTheDocument();
    const history = await screen.findByTestId('scandal-history-item');
    expect(within(history).getByText('Apologized')).toBeInTheDocument();
  });

  it('keeps the dialog open with the reason when the server refuses', async () => {
    crisisApi({ 'POST /_api/scandals/respond': error(409, 'This scandal has already been handled') });
    const user = userEvent.setup();
    renderGamePage(CRISIS);
    await user.click(await screen.findByRole('button', { name: 'Manage Crisis' }));
    await user.click(within(screen.getByRole('dialog')).getByRole('button', { name: /Double Down/ }));
    expect(await within(screen.getByRole('dialog')).findByText('This scandal has already been handled')).toBeInTheDocument();
  });
});

describe('Crisis management: Scandal History', () => {
  it('shows title, severity, triggered date and each response in words', async () => {
    crisisApi({
      'GET /_api/scandals/active': { body: [] },
      'GET /_api/scandals/history': {
        body: [
          pastScandal({ id: 1, chosenResponse: 'apologize' }),
          pastScandal({ id: 2, chosenResponse: 'double_down', severity: 'medium' }),
          pastScandal({ id: 3, chosenResponse: 'ignore' }),
          pastScandal({ id: 4, chosenResponse: null }),
        ],
      },
    });
    renderGamePage(CRISIS);
    const items = await screen.findAllByTestId('scandal-history-item');
    expect(items.map((item) => item.querySelector('.crisis-response')?.textContent)).toEqual(['Apologized', 'Doubled Down', 'Ignored', 'No Response']);
    const first = within(items[0]!);
    expect(first.getByRole('heading', { name: 'Sponsored Post Backlash' })).toBeInTheDocument();
    expect(first.getByText('LOW')).toBeInTheDocument();
    expect(within(items[1]!).getByText('MEDIUM')).toBeInTheDocument();
    expect(first.getByText(/Triggered/)).toHaveTextContent('Triggered Mar 4, 2030');
  });

  it('truncates a description past 120 characters, with Show More and Show Less', async () => {
    const long = `${'The reunion special aired the unseen footage of the argument by the fire pit, '.repeat(2)}and now everyone has an opinion.`;
    crisisApi({ 'GET /_api/scandals/active': { body: [] }, 'GET /_api/scandals/history': { body: [pastScandal({ description: long })] } });
    const user = userEvent.setup();
    renderGamePage(CRISIS);
    const item = await screen.findByTestId('scandal-history-item');
    const shown = `${long.slice(0, 120).trimEnd()}...`;
    expect(within(item).getByText(shown)).toBeInTheDocument();
    await user.click(within(item).getByRole('button', { name: 'Show More' }));
    expect(within(item).getByText(long)).toBeInTheDocument();
    await user.click(within(item).getByRole('button', { name: 'Show Less' }));
    expect(within(item).getByText(shown)).toBeInTheDocument();
  });

  it('shows a short description whole, with no Show More', async () => {
    crisisApi({ 'GET /_api/scandals/active': { body: [] }, 'GET /_api/scandals/history': { body: [pastScandal()] } });
    renderGamePage(CRISIS);
    const item = await screen.findByTestId('scandal-history-item');
    expect(within(item).getByText('Fans say the detox tea ad was not very you.')).toBeInTheDocument();
    expect(within(item).queryByRole('button', { name: 'Show More' })).not.toBeInTheDocument();
  });

  it('asks for the history only once the visitor is signed in', () => {
    expect(scandalHistoryQuery(LEAGUE_ID, false).enabled).toBe(false);
    expect(scandalHistoryQuery(LEAGUE_ID, true).enabled).toBe(true);
  });
});

describe('scandal rules', () => {
  it('cuts at 120 characters', () => {
    expect(truncateDescription('x'.repeat(120))).toBe('x'.repeat(120));
    expect(truncateDescription('x'.repeat(121))).toBe(`${'x'.repeat(120)}...`);
  });

  it('writes the countdown in hours, minutes and seconds', () => {
    expect(formatCountdown(35 * 3600_000 + 59 * 60_000 + 12_000)).toBe('35h 59m 12s');
    expect(formatCountdown(65_000)).toBe('1m 05s');
    expect(formatCountdown(9_000)).toBe('9s');
    expect(formatCountdown(-5)).toBe('0s');
  });
});

describe('dashboard scandal alert banner', () => {
  it('shows nothing while all is clear', async () => {
    const api = crisisApi({ 'GET /_api/scandals/active': { body: [] } });
    const { container } = renderWidget(<ScandalAlertWidget leagueId={LEAGUE_ID} state={gameState()} />);
    await waitFor(() => expect(api.callsTo('GET', '/_api/scandals/active')).toHaveLength(1));
    expect(container.querySelector('[data-testid="scandal-alert"]')).toBeNull();
  });

  it('warns about an open scandal and leads to Crisis', async () => {
    crisisApi();
    const user = userEvent.setup();
    renderWidget(<ScandalAlertWidget leagueId={LEAGUE_ID} state={gameState()} />);
    const banner = await screen.findByTestId('scandal-alert');
    expect(banner).toHaveTextContent('Scandal Alert: Villa Feud Goes Viral');
    expect(banner).toHaveTextContent('HIGH severity');
    await user.click(within(banner).getByRole('link', { name: 'Manage Crisis' }));
    expect(screen.getByTestId('location')).toHaveTextContent(`/leagues/${LEAGUE_ID}/crisis`);
  });

  it('goes away when the deadline passes unanswered', async () => {
    jest.useFakeTimers({ now: new Date('2030-03-05T12:00:00.000Z'), doNotFake: ['queueMicrotask'] });
    const deadline = new Date('2030-03-05T12:00:02.000Z');
    crisisApi({ 'GET /_api/scandals/active': () => ({ body: Date.now() < deadline.getTime() ? [activeScandal({ expiresAt: deadline })] : [] }) });
    renderWidget(<ScandalAlertWidget leagueId={LEAGUE_ID} state={gameState()} />);
    expect(await screen.findByTestId('scandal-alert')).toHaveTextContent('2s left to respond.');
    act(() => jest.advanceTimersByTime(2000));
    await waitFor(() => expect(screen.queryByTestId('scandal-alert')).not.toBeInTheDocument());
  });

  it('counts several open scandals', async () => {
    crisisApi({ 'GET /_api/scandals/active': { body: [activeScandal(), activeScandal({ id: 302 })] } });
    renderWidget(<ScandalAlertWidget leagueId={LEAGUE_ID} state={gameState()} />);
    expect(await screen.findByTestId('scandal-alert')).toHaveTextContent('Scandal Alert: 2 scandals need your response');
  });
});
