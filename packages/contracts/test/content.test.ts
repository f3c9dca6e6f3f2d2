import {
  CONTENT_TYPES,
  ContentType,
  DEFAULT_CAPTION_OPTIONS,
  captionOptionsOf,
  customCaptionEnergyCost,
  customCaptionPerformance,
  postEnergyCost,
  contentImagePath,
  challengeCategoryLabel,
  brandDealStatusLabel,
  overallReputation,
  progressPercent,
  SCANDAL_RESPONSE_LABELS,
} from '../src';

const option = { type: 'humble', text: 'so grateful', energyCost: 1, followersBonus: 4, reputationEffects: { authenticity: 2 } };

describe('captions', () => {
  test('the four default captions carry the §9 numbers', () => {
    const byType = Object.fromEntries(DEFAULT_CAPTION_OPTIONS.map((o) => [o.type, o]));
    expect(byType.safe).toMatchObject({ energyCost: 0, followersBonus: 0, reputationEffects: { authenticity: 1, relatability: 1 } });
    expect(byType.humble).toMatchObject({ energyCost: 0, followersBonus: 5, reputationEffects: { authenticity: 2, relatability: 2, aspirational: -1 } });
    expect(byType.aspirational).toMatchObject({ energyCost: 2, followersBonus: 15, reputationEffects: { aspirational: 3, authenticity: -1, relatability: -1 } });
    expect(byType.thirst).toMatchObject({ energyCost: 3, followersBonus: 25, reputationEffects: { drama: 2, aspirational: 1, authenticity: -2 } });
    expect(DEFAULT_CAPTION_OPTIONS.every((o) => o.text.length > 0)).toBe(true);
  });

  test('a card keeps its own options only when every entry is well formed', () => {
    expect(captionOptionsOf({ captionOptions: [option] })).toEqual([option]);
    expect(captionOptionsOf({ captionOptions: { humble: option } })).toEqual([option]);
    expect(captionOptionsOf({ captionOptions: null })).toBe(DEFAULT_CAPTION_OPTIONS);
    expect(captionOptionsOf({ captionOptions: [] })).toBe(DEFAULT_CAPTION_OPTIONS);
    for (const broken of [
      { ...option, type: 'custom' },
      { ...option, text: undefined },
      { ...option, energyCost: '1' },
      { ...option, followersBonus: null },
      { ...option, reputationEffects: 'none' },
    ]) {
      expect(captionOptionsOf({ captionOptions: [option, broken] })).toBe(DEFAULT_CAPTION_OPTIONS);
    }
  });

  test('energy costs follow §9', () => {
    expect(customCaptionEnergyCost(4)).toBe(9);
    expect(customCaptionEnergyCost(10)).toBe(15);
    expect(customCaptionEnergyCost(25)).toBe(37);
    expect(postEnergyCost(10, { type: 'custom' })).toBe(15);
    expect(postEnergyCost(10, DEFAULT_CAPTION_OPTIONS[3]!)).toBe(13);
  });

  test('a custom caption is a hit only above the card maximum', () => {
    expect(customCaptionPerformance(151, 150)).toBe('good');
    expect(customCaptionPerformance(150, 150)).toBe('poor');
  });

  test('content types and image path', () => {
    expect(CONTENT_TYPES.map((t) => [t.value, t.label])).toEqual([
      ['photo', 'Photo Post'], ['story', 'Story'], ['video', 'Video'], ['live', 'Live Stream'],
    ]);
    expect(CONTENT_TYPES.map((t) => t.value)).toEqual(ContentType.options);
    expect(contentImagePath(12)).toBe('/_api/image?id=12');
  });
});

describe('display rules shared by screens', () => {
  test('labels', () => {
    expect(challengeCategoryLabel('energy_management')).toBe('Energy management');
    expect(challengeCategoryLabel('followers')).toBe('Followers');
    expect(brandDealStatusLabel('completed')).toBe('Completed');
    expect(brandDealStatusLabel('available')).toBe('Ongoing');
    expect(SCANDAL_RESPONSE_LABELS).toEqual({ apologize: 'Apologized', double_down: 'Doubled Down', ignore: 'Ignored' });
  });

  test('reputation and progress', () => {
    expect(overallReputation({ authenticity: 50, drama: 21, relatability: 40, aspirational: 60 })).toBe(43);
    expect(progressPercent(8, 10)).toBe(80);
    expect(progressPercent(20, 10)).toBe(100);
    expect(progressPercent(-1, 10)).toBe(0);
  });
});
