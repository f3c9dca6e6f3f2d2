import '@il/ui/testing';
import { render, screen } from '@testing-library/react';
import { EMOJI_ICONS, EmojiText } from '../src/icons';
import { iconNames } from '../src/testing/icons';
import cards from '../../../services/studio/catalog/cards.v1.json';

const EMOJI = /[\u{1F000}-\u{1FFFF}\u{2600}-\u{27BF}]/gu;

describe('caption emoji drawn as icons', () => {
  it('draws each known emoji as an SVG icon and keeps the text whole for reading and copying', () => {
    render(
      <p data-testid="caption">
        <EmojiText text="Villa reunion, but make it iconic ✨ 🔥" />
      </p>,
    );
    const caption = screen.getByTestId('caption');
    expect(iconNames(caption)).toEqual(['sparkles', 'flame']);
    expect(caption).toHaveTextContent('Villa reunion, but make it iconic ✨ 🔥');
  });

  it('draws a variation-selector emoji (☀️) as one icon and leaves text without emoji as it is', () => {
    const { container } = render(<EmojiText text="Sunny ☀️ day" />);
    expect(container.querySelectorAll('svg')).toHaveLength(1);
    const plain = render(<EmojiText text="No emoji here" />);
    expect(plain.container.innerHTML).toBe('No emoji here');
  });

  it('has an icon for every emoji the shipped captions use', () => {
    const used = new Set(JSON.stringify(cards).match(EMOJI) ?? []);
    expect(used.size).toBeGreaterThan(10);
    for (const emoji of used) expect(`${emoji} ${EMOJI_ICONS[emoji] ? 'drawn' : 'missing'}`).toBe(`${emoji} drawn`);
  });
});
