import '@il/ui/testing';
import { render, screen, within } from '@testing-library/react';
import { iconNames } from '@il/ui/testing/icons';
import { renderAt } from '@il/ui/testing/render-at';
import { GameCard, RankMark } from '../src/league';
import { Sidebar, UiIcon } from '../src';
import { fakeApi, USER } from './fake-fetch';

const EMOJI = /\p{Extended_Pictographic}/u;

describe('UiIcon', () => {
  it('holds a box of the icon’s size until the icon set has loaded, then draws the SVG, hidden from assistive technology', async () => {
    const { container } = render(
      <p>
        <UiIcon name="trophy" size={20} /> Leaderboards
      </p>,
    );
    const pending = container.querySelector('.il-icon--pending');
    expect(pending).toHaveAttribute('aria-hidden', 'true');
    expect(pending).toHaveStyle({ width: '20px', height: '20px' });
    expect(await screen.findByText((_, element) => element?.tagName === 'svg')).toBeInTheDocument();
    const svg = container.querySelector('svg')!;
    expect(iconNames(container)).toEqual(['trophy']);
    expect(svg).toHaveAttribute('aria-hidden', 'true');
    expect(svg).toHaveAttribute('width', '20');
    expect(container.querySelector('.il-icon--pending')).toBeNull();
  });
});

describe('Sidebar icons', () => {
  it('draws every navigation icon as an SVG, with no emoji left in the links', async () => {
    fakeApi({ 'GET /_api/auth/session': { body: { user: USER } } });
    renderAt('/leagues/7/feed', [{ path: '/leagues/:leagueId/*', element: <Sidebar /> }]);
    const nav = await screen.findByRole('navigation', { name: 'Main navigation' });
    await within(nav).findAllByText((_, element) => element?.tagName === 'svg');
    const links = within(nav).getAllByRole('link').filter((link) => link.closest('.il-nav__list'));
    expect(links.map((link) => [link.textContent, iconNames(link)])).toEqual([
      ['Dashboard', ['house']],
      ['Create Content', ['camera']],
      ['Feed', ['newspaper']],
      ['Chat', ['message-circle']],
      ['Challenges', ['target']],
      ['Brand Deals', ['handshake']],
      ['Crisis', ['siren']],
      ['Progression', ['trophy']],
      ['Leaderboard', ['chart-column']],
      ['Leagues', ['star']],
      ['Profile', ['user']],
    ]);
    expect(nav.textContent).not.toMatch(EMOJI);
  });
});

describe('GameCard', () => {
  it('lays out a title (h3), what sits beside it, the body and a footer, with the caller’s attributes', () => {
    render(
      <GameCard title="Go Big or Go Home" aside={<span>2h left</span>} footer={<button type="button">Claim</button>} tone="success" data-testid="challenge" className="challenge-card">
        <p>Post a video</p>
      </GameCard>,
    );
    const card = screen.getByTestId('challenge');
    expect(card).toHaveClass('il-card', 'il-game-card', 'il-game-card--success', 'challenge-card');
    const head = card.querySelector('.il-game-card__head')!;
    expect(within(head as HTMLElement).getByRole('heading', { level: 3, name: 'Go Big or Go Home' })).toHaveClass('il-game-card__title');
    expect(head).toHaveTextContent('2h left');
    expect(card.querySelector('.il-game-card__body')).toHaveTextContent('Post a video');
    expect(within(card.querySelector('.il-game-card__foot') as HTMLElement).getByRole('button', { name: 'Claim' })).toBeInTheDocument();
  });

  it('takes a richer head instead of the title, and leaves out what it is not given', () => {
    render(
      <GameCard header={<h3>GlowUp Cosmetics</h3>} data-testid="deal">
        <p>terms</p>
      </GameCard>,
    );
    const card = screen.getByTestId('deal');
    expect(card).not.toHaveClass('il-game-card--default');
    expect(screen.getByRole('heading', { level: 3, name: 'GlowUp Cosmetics' })).not.toHaveClass('il-game-card__title');
    expect(card.querySelector('.il-game-card__foot')).toBeNull();
    render(<GameCard data-testid="bare">body only</GameCard>);
    expect(screen.getByTestId('bare').querySelector('.il-game-card__head')).toBeNull();
  });
});

describe('RankMark', () => {
  it('gives the podium a medal with its place, and the rest their number', () => {
    const { container } = render(
      <ol>
        {[1, 2, 3, 4].map((rank) => (
          <li key={rank}>
            <RankMark rank={rank} />
          </li>
        ))}
      </ol>,
    );
    const items = [...container.querySelectorAll('li')];
    expect(items.map((item) => iconNames(item))).toEqual([['medal'], ['medal'], ['medal'], []]);
    expect(items.map((item) => item.textContent)).toEqual(['1', '2', '3', '#4']);
    expect(items[0]!.firstElementChild).toHaveClass('il-medal--1');
  });
});
