import { CONTENT_TYPES, ContentCard, captionOptionsOf, DEFAULT_CAPTION_OPTIONS } from '@il/contracts';
import { loadCardCatalog, shippedCardCatalog, toContentCard } from '../src/catalog/card-catalog';
import { card } from './fixtures';

describe('shipped content card catalog', () => {
  const catalog = shippedCardCatalog();

  it('is versioned reference data with at least ten active cards of every content type', () => {
    expect(catalog.version).toBe(1);
    expect(catalog.cards.length).toBeGreaterThanOrEqual(40);
    for (const { value } of CONTENT_TYPES) expect(catalog.activeOfType(value).length).toBeGreaterThanOrEqual(10);
    expect(catalog.cards.some((c) => !c.isActive)).toBe(true);
  });

  it('has distinct titles and descriptions, every risk level, and varied costs and ranges', () => {
    const distinct = <T>(values: T[]) => new Set(values).size;
    expect(distinct(catalog.cards.map((c) => c.title))).toBe(catalog.cards.length);
    expect(distinct(catalog.cards.map((c) => c.description))).toBe(catalog.cards.length);
    expect(distinct(catalog.cards.map((c) => c.riskLevel))).toBe(3);
    expect(distinct(catalog.cards.map((c) => c.theme))).toBeGreaterThanOrEqual(10);
    expect(distinct(catalog.cards.map((c) => c.energyCost))).toBeGreaterThanOrEqual(15);
    for (const c of catalog.cards) expect(c.followersMax).toBeGreaterThan(c.followersMin);
  });

  it('has cards with listed caption options, cards with keyed ones, and cards relying on the defaults', () => {
    const shapes = catalog.cards.map((c) => (c.captionOptions === null ? 'none' : Array.isArray(c.captionOptions) ? 'list' : 'keyed'));
    expect(new Set(shapes)).toEqual(new Set(['none', 'list', 'keyed']));
    // Every card's own options pass the studio's §5 check, so none falls back by accident.
    for (const c of catalog.cards.filter((c) => c.captionOptions !== null)) {
      expect(captionOptionsOf(toContentCard(c))).not.toBe(DEFAULT_CAPTION_OPTIONS);
    }
  });

  it('answers each card in the §3 shape with its generated image', () => {
    for (const c of catalog.cards) {
      const wire = toContentCard(c);
      expect(ContentCard.parse(wire)).toEqual(wire);
      expect(wire.imageUrl).toBe(`/_api/image?id=${c.id}`);
    }
  });
});

describe('loading a catalog', () => {
  it('refuses malformed reference data with the reason', () => {
    expect(() => loadCardCatalog({ version: 1, cards: [card(), card({ title: 'Other' })] })).toThrow('Duplicate card id 101');
    expect(() => loadCardCatalog({ version: 1, cards: [card(), card({ id: 2 })] })).toThrow('Duplicate card title');
    expect(() => loadCardCatalog({ version: 1, cards: [card({ followersMin: 300 })] })).toThrow('followersMax must not be below followersMin');
    expect(() => loadCardCatalog({ cards: [card()] })).toThrow('Invalid content card catalog');
    expect(() => loadCardCatalog({ version: 1, cards: [{ ...card(), colour: 'red' }] })).toThrow('colour');
    const wrongKey = { thirst: { type: 'safe', text: 'x', energyCost: 0, followersBonus: 0, reputationEffects: {} } };
    expect(() => loadCardCatalog({ version: 1, cards: [{ ...card(), captionOptions: wrongKey }] })).toThrow('type of its key');
    const badOption = [{ type: 'safe', text: 'x', energyCost: 'free', followersBonus: 0, reputationEffects: {} }];
    expect(() => loadCardCatalog({ version: 1, cards: [{ ...card(), captionOptions: badOption }] })).toThrow('Invalid content card catalog');
  });

  it('treats missing caption options as none, and lists only active cards of a type', () => {
    const { captionOptions: _omitted, ...withoutOptions } = card();
    const catalog = loadCardCatalog({ version: 2, cards: [withoutOptions, card({ id: 2, title: 'Off', isActive: false }), card({ id: 3, title: 'Story', contentType: 'story' })] });
    expect(catalog.byId(101)?.captionOptions).toBeNull();
    expect(catalog.activeOfType('photo').map((c) => c.id)).toEqual([101]);
    expect(catalog.activeOfType('story').map((c) => c.id)).toEqual([3]);
    expect(catalog.byId(999)).toBeUndefined();
  });
});
