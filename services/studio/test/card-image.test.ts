import { loadCardCatalog, shippedCardCatalog } from '../src/catalog/card-catalog';
import { cardImageSvg, titleLines } from '../src/images/card-image';
import { cardImages, etagMatches } from '../src/images/card-images';
import { card } from './fixtures';

describe('card images', () => {
  it('draws the same bytes for the same card, and a different picture for every card', () => {
    const catalog = shippedCardCatalog();
    const drawn = catalog.cards.map((c) => cardImageSvg(c));
    expect(new Set(drawn).size).toBe(catalog.cards.length);
    expect(cardImageSvg(catalog.cards[0]!)).toBe(drawn[0]);
    for (const svg of drawn) {
      expect(svg.startsWith('<svg xmlns="http://www.w3.org/2000/svg"')).toBe(true);
      expect(svg).toContain('linearGradient');
      expect(svg).not.toMatch(/<script|on\w+=/i);
    }
  });

  it('shows the title, content type, risk level and the theme emoji', () => {
    const svg = cardImageSvg(card({ title: 'Gym Mirror Flex', theme: 'fitness', riskLevel: 'risky', contentType: 'video' }));
    expect(svg).toContain('>Gym Mirror Flex<');
    expect(svg).toContain('🎬 Video');
    expect(svg).toContain('>Risky<');
    expect(svg).toContain('💪');
    expect(svg).toContain('FITNESS');
  });

  it('escapes text and wraps long titles onto two lines at most', () => {
    const svg = cardImageSvg(card({ title: 'Tom & Jerry <3 "quotes"' }));
    expect(svg).toContain('Tom &amp; Jerry &lt;3 &quot;quotes&quot;');
    expect(titleLines('Ask Me Anything: Villa Secrets')).toEqual(['Ask Me Anything: Villa', 'Secrets']);
    const long = titleLines('One two three four five six seven eight nine ten eleven twelve');
    expect(long).toHaveLength(2);
    expect(long[1]!.endsWith('…')).toBe(true);
  });

  it('falls back to the content type icon for a theme it has no emoji for', () => {
    expect(cardImageSvg(card({ theme: 'astrology', contentType: 'live' }))).toContain('🔴');
    expect(cardImageSvg(card({ theme: null }))).toContain('📸');
  });

  it('tags each image with the hash of its bytes, and gives a data URL for the gallery', () => {
    const images = cardImages(loadCardCatalog({ version: 1, cards: [card(), card({ id: 2, title: 'Second' })] }));
    const first = images.image(101)!;
    expect(first.etag).toMatch(/^"[\w-]{32}"$/);
    expect(images.image(2)!.etag).not.toBe(first.etag);
    expect(Buffer.from(first.dataUrl.replace('data:image/svg+xml;base64,', ''), 'base64').toString()).toBe(first.svg);
    expect(images.image(3)).toBeNull();
  });

  it('matches If-None-Match lists, weak tags and *', () => {
    expect(etagMatches('"abc"', '"abc"')).toBe(true);
    expect(etagMatches('W/"abc"', '"abc"')).toBe(true);
    expect(etagMatches('"x", "abc"', '"abc"')).toBe(true);
    expect(etagMatches('*', '"abc"')).toBe(true);
    expect(etagMatches('"abd"', '"abc"')).toBe(false);
    expect(etagMatches(undefined, '"abc"')).toBe(false);
  });
});
