import '@il/ui/testing';
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { formatPayment } from '../src/brand-deals/deal-terms';
import { activeDealsQuery, availableDealsQuery } from '../src/brand-deals/deal-queries';
import { ActiveDealsWidget } from '../src/dashboard/widgets/ActiveDealsWidget';
import { error, fakeApi, type Answer, type FakeCall } from './support/fake-api';
import { gameState } from './support/fixtures';
import { LEAGUE_ID, MEMBER_ROUTES, activeDeal, brandDeal, deferred, renderGamePage, renderWidget } from './support/game-systems';
import { iconNames } from '@il/ui/testing/icons';

const DEALS = `/leagues/${LEAGUE_ID}/brand-deals`;

function dealsApi(routes: Record<string, Answer | ((call: FakeCall) => Answer | Promise<Answer>)> = {}) {
  return fakeApi({
    ...MEMBER_ROUTES,
    'GET /_api/brand-deals/available': { body: [brandDeal()] },
    'GET /_api/brand-deals/active': { body: [activeDeal()] },
    ...routes,
  });
}

describe('Brand deals screen', () => {
  it('is titled Brand Deals, with the active deals, then the marketplace', async () => {
    dealsApi();
    renderGamePage(DEALS);
    expect(await screen.findByRole('heading', { level: 1, name: 'Brand Deals' })).toBeInTheDocument();
    const sections = screen.getAllByRole('heading', { level: 2 });
    expect(sections.map((heading) => heading.textContent?.trim())).toEqual(['Your Active Deals', 'Brand Deal Marketplace']);
    expect(sections.map((heading) => iconNames(heading))).toEqual([['handshake'], ['shopping-bag']]);
  });

  it('shows each offer: brand, product, compact pay, posts, minimums, impacts, risk and expiry', async () => {
    jest.useFakeTimers({ now: new Date('2030-03-05T18:00:00.000Z'), doNotFake: ['queueMicrotask'] });
    try {
      dealsApi({ 'GET /_api/brand-deals/available': { body: [brandDeal({ expiresAt: new Date('2030-03-06T00:00:30.000Z') })] } });
      renderGamePage(DEALS);
      const card = await screen.findByTestId('marketplace-deal');
      expect(card).toHaveClass('il-game-card');
      const offer = within(card);
      expect(offer.getByRole('heading', { name: 'GlowUp Cosmetics' })).toBeInTheDocument();
      expect(offer.getByText('Vitamin C serum')).toBeInTheDocument();
      expect(offer.getByTestId('deal-payment')).toHaveTextContent('$1.6K');
      expect(offer.getByText(/2 posts required/)).toBeInTheDocument();
      expect(offer.getByText('Followers 2,500+')).toBeInTheDocument();
      expect(offer.getByText('Aspirational 40+')).toBeInTheDocument();
      expect(offer.queryByText(/Drama \d+\+/)).not.toBeInTheDocument();
      expect(offer.getByText('+2 Aspirational')).toBeInTheDocument();
      expect(offer.getByText('-1 Authenticity')).toBeInTheDocument();
      expect(offer.getByText(/Fans may call it a cash grab/)).toBeInTheDocument();
      expect(offer.getByText('Offer ends: 6h 0m left')).toBeInTheDocument();
    } finally {
      jest.useRealTimers();
    }
  });

  it('shows an active deal with its status and posts delivered', async () => {
    dealsApi();
    renderGamePage(DEALS);
    const deal = within(await screen.findByTestId('active-deal'));
    expect(deal.getByText('Sip Sip Hooray')).toBeInTheDocument();
    expect(deal.getByText('Active')).toBeInTheDocument();
    expect(deal.getByText('$260')).toBeInTheDocument();
    expect(deal.getByTestId('active-deal-posts')).toHaveTextContent('1/2 posts');
    expect(deal.getByRole('progressbar')).toHaveAttribute('aria-valuenow', '50');
  });

  it.each([
    ['active', 'Active'],
    ['completed', 'Completed'],
    ['expired', 'Expired'],
    ['available', 'Ongoing'],
  ] as const)('displays the status %s as %s', async (status, label) => {
    dealsApi({ 'GET /_api/brand-deals/active': { body: [activeDeal({ status })] } });
    renderGamePage(DEALS);
    expect(within(await screen.findByTestId('active-deal')).getByText(label)).toBeInTheDocument();
  });

  it('says so when there is nothing to sign and nothing running', async () => {
    dealsApi({ 'GET /_api/brand-deals/available': { body: [] }, 'GET /_api/brand-deals/active': { body: [] } });
    renderGamePage(DEALS);
    expect(await screen.findByText('No brand deals available right now. Check back later!')).toBeInTheDocument();
    expect(await screen.findByText('No active brand deals. Keep growing your influence!')).toBeInTheDocument();
  });

  it('reports failed loads', async () => {
    dealsApi({ 'GET /_api/brand-deals/available': error(500, 'Marketplace closed'), 'GET /_api/brand-deals/active': error(500, 'Ledger offline') });
    renderGamePage(DEALS);
    expect(await screen.findByText('Failed to load brand deals. Please try again.')).toBeInTheDocument();
    expect(await screen.findByText('Error loading brand deals: Ledger offline')).toBeInTheDocument();
  });

  it('asks for deals only once the visitor is signed in', () => {
    expect(availableDealsQuery(LEAGUE_ID, false).enabled).toBe(false);
    expect(activeDealsQuery(LEAGUE_ID, false).enabled).toBe(false);
    expect(availableDealsQuery(LEAGUE_ID, true).enabled).toBe(true);
  });
});

describe('accepting a brand deal (§4)', () => {
  it('confirms, accepts, closes the dialog and refreshes both lists', async () => {
    const answer = deferred<Answer>();
    let signed = false;
    const api = dealsApi({
      'GET /_api/brand-deals/available': () => ({ body: signed ? [] : [brandDeal()] }),
      'GET /_api/brand-deals/active': () => ({ body: signed ? [activeDeal({ id: 701, brandName: 'GlowUp Cosmetics', postsCompleted: 0 })] : [] }),
      'POST /_api/brand-deals/accept': async () => {
        const sent = await answer.promise;
        signed = true;
        return sent;
      },
    });
    const user = userEvent.setup();
    renderGamePage(DEALS);
    await user.click(await screen.findByRole('button', { name: 'Accept GlowUp Cosmetics deal' }));
    const dialog = screen.getByRole('dialog', { name: 'Accept Brand Deal?' });
    expect(dialog).toHaveTextContent('GlowUp Cosmetics: Vitamin C serum');
    expect(dialog).toHaveTextContent("You'll earn $1.6K once you deliver 2 posts.");
    expect(api.callsTo('POST', '/_api/brand-deals/accept')).toHaveLength(0);
    const reads = { available: api.callsTo('GET', '/_api/brand-deals/available').length, active: api.callsTo('GET', '/_api/brand-deals/active').length };

    await user.click(within(dialog).getByRole('button', { name: 'Confirm Deal' }));
    expect(within(dialog).getByRole('button', { name: 'Accepting...' })).toBeDisabled();
    const [sent] = api.callsTo('POST', '/_api/brand-deals/accept');
    expect(sent?.query.get('leagueId')).toBe(String(LEAGUE_ID));
    expect(sent?.body).toEqual({ brandDealId: 701, leagueId: LEAGUE_ID });

    answer.resolve({ body: { message: 'Deal signed with GlowUp Cosmetics', deal: activeDeal({ id: 701 }) } });
    await waitFor(() => expect(screen.queryByRole('dialog', { name: 'Accept Brand Deal?' })).not.toBeInTheDocument());
    expect(api.callsTo('GET', '/_api/brand-deals/available').length).toBeGreaterThan(reads.available);
    expect(api.callsTo('GET', '/_api/brand-deals/active').length).toBeGreaterThan(reads.active);
    expect(await screen.findByText('Brand deal accepted!')).toBeInTheDocument();
    expect(within(await screen.findByTestId('active-deal')).getByText('GlowUp Cosmetics')).toBeInTheDocument();
    expect(screen.getByText('No brand deals available right now. Check back later!')).toBeInTheDocument();
  });

  it('keeps the dialog open with the reason when the server refuses', async () => {
    dealsApi({ 'POST /_api/brand-deals/accept': error(409, 'You already have 3 active brand deals. Deliver one before signing another.') });
    const user = userEvent.setup();
    renderGamePage(DEALS);
    await user.click(await screen.findByRole('button', { name: 'Accept GlowUp Cosmetics deal' }));
    await user.click(screen.getByRole('button', { name: 'Confirm Deal' }));
    const dialog = screen.getByRole('dialog', { name: 'Accept Brand Deal?' });
    expect(await within(dialog).findByText('You already have 3 active brand deals. Deliver one before signing another.')).toBeInTheDocument();
  });

  it('signs once however fast Confirm Deal is clicked', async () => {
    let signed = false;
    const api = dealsApi({
      'GET /_api/brand-deals/available': () => ({ body: signed ? [] : [brandDeal()] }),
      'POST /_api/brand-deals/accept': () => {
        if (signed) return error(409, 'This brand deal is no longer available');
        signed = true;
        return { body: { message: 'Deal signed with GlowUp Cosmetics', deal: activeDeal({ id: 701 }) } };
      },
    });
    const user = userEvent.setup();
    renderGamePage(DEALS);
    await user.click(await screen.findByRole('button', { name: 'Accept GlowUp Cosmetics deal' }));
    const confirm = screen.getByRole('button', { name: 'Confirm Deal' });
    fireEvent.click(confirm);
    fireEvent.click(confirm);
    expect(await screen.findByText('Brand deal accepted!')).toBeInTheDocument();
    await waitFor(() => expect(screen.queryByRole('dialog', { name: 'Accept Brand Deal?' })).not.toBeInTheDocument());
    expect(api.callsTo('POST', '/_api/brand-deals/accept')).toHaveLength(1);
    expect(screen.queryByText('This brand deal is no longer available')).not.toBeInTheDocument();
  });

  it('cancels without a call', async () => {
    const api = dealsApi();
    const user = userEvent.setup();
    renderGamePage(DEALS);
    await user.click(await screen.findByRole('button', { name: 'Accept GlowUp Cosmetics deal' }));
    await user.click(screen.getByRole('button', { name: 'Cancel' }));
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    expect(api.callsTo('POST', '/_api/brand-deals/accept')).toHaveLength(0);
  });
});

describe('payments', () => {
  it('are compact US dollars', () => {
    expect(formatPayment(260)).toBe('$260');
    expect(formatPayment(1600)).toBe('$1.6K');
    expect(formatPayment(10_000)).toBe('$10K');
  });
});

describe('dashboard active brand deals list', () => {
  it('lists the game state’s active deals with their posts, and leads to Brand Deals', async () => {
    fakeApi(MEMBER_ROUTES);
    renderWidget(<ActiveDealsWidget leagueId={LEAGUE_ID} state={gameState({ activeBrandDeals: [activeDeal()] })} />);
    const deal = within(screen.getByTestId('active-deal'));
    expect(deal.getByText('Sip Sip Hooray')).toBeInTheDocument();
    expect(deal.getByTestId('active-deal-posts')).toHaveTextContent('1/2 posts');
    expect(screen.getByRole('link', { name: 'Browse Brand Deals' })).toHaveAttribute('href', `/leagues/${LEAGUE_ID}/brand-deals`);
  });

  it('says so when no deal runs', () => {
    fakeApi(MEMBER_ROUTES);
    renderWidget(<ActiveDealsWidget leagueId={LEAGUE_ID} state={gameState()} />);
    expect(screen.getByText('No active brand deals. Keep growing your influence!')).toBeInTheDocument();
  });
});
