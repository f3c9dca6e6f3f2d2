import { loadCardCatalog, shippedCardCatalog } from '../src/catalog/card-catalog';
import { Dumbbell, Radio, Sparkles, Video, type IconNode } from 'lucide';
import { cardImageSvg, storyOf, titleLines } from '../src/images/card-image';
import { CARD_STORIES } from '../src/images/card-stories';
import { cardImages } from '../src/images/card-images';
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

  it('tells every shipped card’s own story: its hero and props drawn, no two cards alike', () => {
    const catalog = shippedCardCatalog();
    // 40 cards on offer and 4 retired ones, whose posts still show their picture.
    expect(catalog.cards.filter((c) => c.isActive)).toHaveLength(40);
    const stories = catalog.cards.map((c) => {
      expect(CARD_STORIES[c.id]).toBeDefined();
      const { hero, props } = storyOf(c);
      const svg = cardImageSvg(c);
      for (const drawing of [hero, ...props]) expect(svg).toContain(pathsOf(drawing));
      return [hero, ...props].map((drawing) => pathsOf(drawing)).join('|');
    });
    expect(new Set(stories).size).toBe(catalog.cards.length);
  });

  it('frames each content type its own way, in its words and drawings, without emoji', () => {
    const frames = { photo: 'frame-photo', story: 'frame-story', video: 'frame-video', live: 'frame-live' } as const;
    for (const [type, frame] of Object.entries(frames)) {
      const svg = cardImageSvg(card({ contentType: type as keyof typeof frames }));
      expect(svg).toContain(`class="${frame}"`);
      for (const other of Object.values(frames)) if (other !== frame) expect(svg).not.toContain(`class="${other}"`);
    }
    const video = cardImageSvg(card({ title: 'Gym Mirror Flex', theme: 'fitness', riskLevel: 'risky', contentType: 'video' }));
    expect(video).toContain('>Gym Mirror Flex<');
    expect(video).toContain('>Video<');
    expect(video).toContain(pathsOf(Video));
    expect(video).toContain('>Risky<');
    expect(video).toContain('FITNESS');
    const live = cardImageSvg(card({ contentType: 'live' }));
    expect(live).toContain('>LIVE<');
    expect(live).not.toContain(pathsOf(Radio)); // the LIVE badge stands in for the type pill
    for (const c of shippedCardCatalog().cards) expect(cardImageSvg(c)).not.toMatch(/\p{Extended_Pictographic}/u);
  });

  it('escapes text and wraps long titles onto two lines at most', () => {
    const svg = cardImageSvg(card({ title: 'Tom & Jerry <3 "quotes"' }));
    expect(svg).toContain('Tom &amp; Jerry &lt;3 &quot;quotes&quot;');
    expect(titleLines('Ask Me Anything: Villa Secrets')).toEqual(['Ask Me Anything: Villa', 'Secrets']);
    const long = titleLines('One two three four five six seven eight nine ten eleven twelve');
    expect(long).toHaveLength(2);
    expect(long[1]!.endsWith('…')).toBe(true);
  });

  it('gives a card of a later catalog its theme’s story, and a generic one without a known theme', () => {
    expect(storyOf(card({ id: 999, theme: 'fitness' })).hero).toBe(Dumbbell);
    expect(cardImageSvg(card({ id: 999, theme: 'fitness' }))).toContain(pathsOf(Dumbbell));
    expect(storyOf(card({ id: 999, theme: 'astrology' })).hero).toBe(Sparkles);
    expect(storyOf(card({ id: 999, theme: null })).hero).toBe(Sparkles);
  });

  it('tags each image with the hash of its bytes, and gives a data URL for the gallery', () => {
    const images = cardImages(loadCardCatalog({ version: 1, cards: [card(), card({ id: 2, title: 'Second' })] }));
    const first = images.image(101)!;
    expect(first.etag).toMatch(/^"[\w-]{32}"$/);
    expect(images.image(2)!.etag).not.toBe(first.etag);
    expect(Buffer.from(first.dataUrl.replace('data:image/svg+xml;base64,', ''), 'base64').toString()).toBe(first.svg);
    expect(images.image(3)).toBeNull();
  });
});

/** A lucide drawing's shapes as the image writes them. */
function pathsOf(drawing: IconNode): string {
  return drawing.map(([tag, attrs]) => `<${tag} ${Object.entries(attrs).map(([k, v]) => `${k}="${String(v)}"`).join(' ')}/>`).join('');
}
