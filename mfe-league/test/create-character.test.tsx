import '@il/ui/testing';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import CreateCharacterPage from '../src/pages/CreateCharacterPage';
import { customDetailsFor } from '../src/character/use-avatar-generator';
import { SIGNED_IN, error, fakeApi, type Answer } from './support/fake-api';
import { leagueDetail } from './support/fixtures';
import { renderAt } from './support/render';

const routes = [
  { path: '/leagues/:leagueId/create-character', element: <CreateCharacterPage /> },
  { path: '/leagues/:leagueId', element: <h1>Dashboard</h1> },
];
const URL = '/leagues/12/create-character';
const AVATAR = 'data:image/svg+xml;base64,PHN2Zz48L3N2Zz4=';

function answers(extra: Record<string, Answer | (() => Answer | Promise<Answer>)> = {}) {
  return fakeApi({
    ...SIGNED_IN,
    'GET /_api/leagues/detail': { body: leagueDetail({ hasCharacter: false }) },
    'POST /_api/avatar/generate': { body: { avatarUrl: AVATAR, prompt: 'p', source: 'local' } },
    ...extra,
  });
}

describe('Create character', () => {
  it('greets the league by name with name, five backgrounds and the avatar prompt', async () => {
    answers();
    renderAt(URL, routes);
    expect(await screen.findByRole('heading', { level: 1, name: 'Create Your Persona for Villa Reunion' })).toBeInTheDocument();
    expect(screen.getByText(/background sets your starting stats/)).toBeInTheDocument();
    expect(screen.getByLabelText('Choose Your Influencer Name')).toHaveAttribute('placeholder', '@YourInfluencerHandle');
    const radios = screen.getAllByRole('radio');
    expect(radios.map((radio) => radio.closest('label')?.querySelector('.choice-card__label')?.textContent)).toEqual([
      'Competition Show',
      'Dating Show',
      'Drama Show',
      'Lifestyle Show',
      'Survival Show',
    ]);
    expect(screen.getByRole('radio', { name: /Dating Show/ })).toBeChecked();
    expect(screen.getByText('High Drama, High Follower Volatility')).toBeInTheDocument();
    expect(screen.getByText(/No avatar yet/)).toBeInTheDocument();
    expect(screen.getByPlaceholderText('Describe your ideal look...')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: /Quick Generate/ })).toBeInTheDocument();
    expect(screen.getByRole('button', { name: /Generate with Style/ })).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Remove' })).not.toBeInTheDocument();
  });

  it('validates the name with the §5 messages', async () => {
    const api = answers();
    const user = userEvent.setup();
    renderAt(URL, routes);
    await user.type(await screen.findByLabelText('Choose Your Influencer Name'), 'J');
    await user.click(screen.getByRole('button', { name: 'Join the League' }));
    expect(await screen.findByText('Name must be at least 2 characters long.')).toBeInTheDocument();
    await user.clear(screen.getByLabelText('Choose Your Influencer Name'));
    await user.type(screen.getByLabelText('Choose Your Influencer Name'), 'x'.repeat(51));
    await user.tab();
    expect(await screen.findByText('Name cannot be longer than 50 characters.')).toBeInTheDocument();
    expect(api.callsTo('POST', '/_api/leagues/create-character')).toHaveLength(0);
  });

  it('generates, restyles and removes an avatar', async () => {
    const api = answers();
    const user = userEvent.setup();
    renderAt(URL, routes);
    await user.type(await screen.findByLabelText('Choose Your Influencer Name'), '@Jade');
    await user.click(screen.getByRole('radio', { name: /Survival Show/ }));
    await user.click(screen.getByRole('button', { name: /Quick Generate/ }));
    expect(await screen.findByRole('img', { name: 'Avatar of @Jade' })).toHaveAttribute('src', AVATAR);
    expect(screen.getByRole('button', { name: /New Look/ })).toBeInTheDocument();
    expect(api.callsTo('POST', '/_api/avatar/generate')[0]?.body).toMatchObject({ realityShowBackground: 'survival' });
    expect((api.callsTo('POST', '/_api/avatar/generate')[0]?.body as { customDetails?: string }).customDetails).toBeUndefined();

    await user.type(screen.getByLabelText('Customize Your Look'), 'red hair');
    await user.click(screen.getByRole('button', { name: /Generate Custom/ }));
    await waitFor(() => expect(api.callsTo('POST', '/_api/avatar/generate')).toHaveLength(2));
    expect(api.callsTo('POST', '/_api/avatar/generate')[1]?.body).toMatchObject({ customDetails: 'red hair, rugged, outdoorsy, down-to-earth' });

    await user.click(await screen.findByRole('button', { name: 'Remove' }));
    expect(screen.queryByRole('img', { name: 'Avatar of @Jade' })).not.toBeInTheDocument();
    expect(screen.getByText(/No avatar yet/)).toBeInTheDocument();
    expect(screen.getByRole('button', { name: /Quick Generate/ })).toBeInTheDocument();
  });

  it('toasts a failed avatar generation', async () => {
    answers({ 'POST /_api/avatar/generate': { status: 422, body: { error: 'Avatar generation failed: the image service answered 503' } } });
    const user = userEvent.setup();
    renderAt(URL, routes);
    await user.click(await screen.findByRole('button', { name: /Quick Generate/ }));
    expect(await screen.findByText('Avatar generation failed: the image service answered 503')).toBeInTheDocument();
  });

  it('appends the background tags to the custom details', () => {
    expect(customDetailsFor('quick', 'drama', 'anything')).toBeUndefined();
    expect(customDetailsFor('styled', 'drama', '')).toBe('bold, fierce, dramatic');
    expect(customDetailsFor('styled', 'lifestyle', '  pearls ')).toBe('pearls, luxurious, chic, elegant');
    expect(customDetailsFor('styled', 'lifestyle', 'x'.repeat(400))?.length).toBeLessThanOrEqual(300);
  });

  it('creates the persona, says "Creating Your Persona..." meanwhile, and opens the league', async () => {
    let release: () => void = () => undefined;
    const api = answers({
      'POST /_api/leagues/create-character': () => new Promise<Answer>((resolve) => (release = () => resolve({ body: { id: 40, leagueId: 12 } }))),
    });
    const user = userEvent.setup();
    renderAt(URL, routes);
    await user.type(await screen.findByLabelText('Choose Your Influencer Name'), '@JadeViral');
    await user.click(screen.getByRole('button', { name: /Quick Generate/ }));
    await screen.findByRole('img', { name: 'Avatar of @JadeViral' });
    await user.click(screen.getByRole('button', { name: 'Join the League' }));
    expect(await screen.findByRole('button', { name: 'Creating Your Persona...' })).toBeDisabled();
    release();
    expect(await screen.findByText('Character created successfully! Welcome to the league.')).toBeInTheDocument();
    await waitFor(() => expect(screen.getByTestId('location')).toHaveTextContent(/^\/leagues\/12$/));
    expect(api.callsTo('POST', '/_api/leagues/create-character')[0]?.body).toEqual({
      leagueId: 12,
      playerName: '@JadeViral',
      realityShowBackground: 'dating_show',
      avatarUrl: AVATAR,
    });
  });

  it('toasts a refused persona', async () => {
    answers({ 'POST /_api/leagues/create-character': error(409, 'This league is not accepting players') });
    const user = userEvent.setup();
    renderAt(URL, routes);
    await user.type(await screen.findByLabelText('Choose Your Influencer Name'), '@JadeViral');
    await user.click(screen.getByRole('button', { name: 'Join the League' }));
    expect(await screen.findByText('Failed to create character: This league is not accepting players')).toBeInTheDocument();
  });

  it('words its guard states for character creation', async () => {
    fakeApi({ ...SIGNED_IN, 'GET /_api/leagues/detail': error(404, 'League not found') });
    const first = renderAt(URL, routes);
    expect(await screen.findByRole('heading', { level: 1, name: 'League Not Found' })).toBeInTheDocument();
    expect(screen.getByText('The league you are trying to create a character for does not exist or you do not have access to it.')).toBeInTheDocument();
    first.unmount();

    fakeApi({ ...SIGNED_IN, 'GET /_api/leagues/detail': error(400, 'Invalid input') });
    const second = renderAt(URL, routes);
    const alert = await screen.findByRole('alert');
    expect(within(alert).getByText('Error Loading League Data')).toBeInTheDocument();
    expect(within(alert).getByText('Invalid input')).toBeInTheDocument();
    second.unmount();

    // A public league's visitor may create a persona: that joins the league.
    fakeApi({ ...SIGNED_IN, 'GET /_api/leagues/detail': { body: leagueDetail({ type: 'public', isMember: false, hasCharacter: false, inviteCode: null }) } });
    const third = renderAt(URL, routes);
    expect(await screen.findByRole('heading', { level: 1, name: 'Create Your Persona for Villa Reunion' })).toBeInTheDocument();
    third.unmount();

    // One persona per league.
    fakeApi({ ...SIGNED_IN, 'GET /_api/leagues/detail': { body: leagueDetail({ hasCharacter: true }) } });
    renderAt(URL, routes);
    await waitFor(() => expect(screen.getByTestId('location')).toHaveTextContent(/^\/leagues\/12$/));
  });
});
