import {
  CreateLeagueForm,
  CreateLeagueRequest,
  CreateCharacterForm,
  DEFAULT_REALITY_SHOW_BACKGROUND,
  REALITY_SHOW_BACKGROUNDS,
  RealityShowBackground,
  addLeagueDuration,
  backgroundInfo,
  buildAvatarPrompt,
  createLeagueRequestFromForm,
  inviteCodeFromInput,
  AVATAR_BASE_PROMPT,
  GenerateAvatarRequest,
  AvatarImageQuery,
  servedAvatarUrl,
} from '../src';
import { messagesOf } from './messages-of';

// Local-time constructors: the picker counts in the viewer's calendar.
const local = (y: number, m: number, d: number, h = 12) => new Date(y, m - 1, d, h, 0, 0);

describe('league duration picker', () => {
  test('defaults to one month and accepts 1-12 days, weeks or months', () => {
    const form = CreateLeagueForm.parse({ name: 'Stars', type: 'public' });
    expect(form).toMatchObject({ durationAmount: 1, durationUnit: 'months', maxPlayers: 20, description: '' });
    expect(messagesOf(CreateLeagueForm, { name: 'Stars', type: 'public', durationAmount: 12, durationUnit: 'weeks' })).toEqual([]);
    expect(messagesOf(CreateLeagueForm, { name: 'Stars', type: 'public', durationAmount: 13 })).toEqual(['Invalid input']);
    expect(messagesOf(CreateLeagueForm, { name: 'Stars', type: 'public', durationAmount: 0 })).toEqual(['Invalid input']);
    expect(messagesOf(CreateLeagueForm, { name: 'Stars', type: 'public', durationUnit: 'years' })).toEqual(['Invalid input']);
  });

  test('adds calendar days, weeks and months, clamping to the end of a shorter month', () => {
    expect(addLeagueDuration(local(2030, 3, 10), 3, 'days')).toEqual(local(2030, 3, 13));
    expect(addLeagueDuration(local(2030, 3, 10), 2, 'weeks')).toEqual(local(2030, 3, 24));
    expect(addLeagueDuration(local(2030, 3, 10), 1, 'months')).toEqual(local(2030, 4, 10));
    expect(addLeagueDuration(local(2030, 1, 31), 1, 'months')).toEqual(local(2030, 2, 28));
    expect(addLeagueDuration(local(2032, 1, 31), 1, 'months')).toEqual(local(2032, 2, 29));
    expect(addLeagueDuration(local(2030, 5, 15), 12, 'months')).toEqual(local(2031, 5, 15));
  });

  test('turns the form into a valid request that starts now', () => {
    const now = local(2030, 3, 10);
    const form = CreateLeagueForm.parse({ name: 'Stars', type: 'friends_family', maxPlayers: 8, durationAmount: 2, durationUnit: 'weeks' });
    const request = CreateLeagueRequest.parse(createLeagueRequestFromForm(form, now));
    expect(request).toEqual({
      name: 'Stars', description: '', type: 'friends_family', maxPlayers: 8, startDate: now, endDate: local(2030, 3, 24),
    });
  });
});

describe('invite input', () => {
  test.each([
    ['AB12CD', 'AB12CD'],
    ['  AB12CD ', 'AB12CD'],
    ['https://game.example/invite/AB12CD', 'AB12CD'],
    ['https://game.example/invite/AB12CD/', 'AB12CD'],
    ['https://game.example/leagues/join?leagueId=3&inviteCode=XY99&email=a%40b.co', 'XY99'],
    ['/leagues/join/QQ77', 'QQ77'],
  ])('%s -> %s', (input, code) => {
    expect(inviteCodeFromInput(input)).toBe(code);
  });
});

describe('backgrounds', () => {
  test('five backgrounds with the §2 labels and descriptions, dating_show by default', () => {
    expect(REALITY_SHOW_BACKGROUNDS.map((b) => b.value)).toEqual(RealityShowBackground.options);
    expect(backgroundInfo('competition')).toMatchObject({ label: 'Competition Show', description: 'High Authenticity, Moderate Followers' });
    expect(backgroundInfo('dating_show').description).toBe('High Aspirational, More Followers');
    expect(backgroundInfo('drama').description).toBe('High Drama, High Follower Volatility');
    expect(backgroundInfo('lifestyle').description).toBe('High Aspirational, More Starting Money');
    expect(backgroundInfo('survival').description).toBe('High Authenticity, High Relatability');
    expect(DEFAULT_REALITY_SHOW_BACKGROUND).toBe('dating_show');
    expect(CreateCharacterForm.parse({ playerName: '@me' }).realityShowBackground).toBe('dating_show');
    for (const b of REALITY_SHOW_BACKGROUNDS) expect(b.avatarTags.length).toBeGreaterThan(0);
  });

  test('the avatar prompt is the base, the style phrase, then the custom details', () => {
    expect(buildAvatarPrompt('drama')).toBe(`${AVATAR_BASE_PROMPT}, ${backgroundInfo('drama').avatarStyle}`);
    expect(buildAvatarPrompt('survival', '  red hair ')).toBe(
      `${AVATAR_BASE_PROMPT}, ${backgroundInfo('survival').avatarStyle}, red hair`,
    );
    expect(GenerateAvatarRequest.parse({})).toEqual({ realityShowBackground: 'dating_show' });
    expect(messagesOf(GenerateAvatarRequest, { customDetails: 'x'.repeat(301) })).toEqual(['Invalid input']);
  });
});

describe('avatars in answers', () => {
  test('an inline image becomes a link to the avatar route; addresses and null pass through, links stay links', () => {
    expect(servedAvatarUrl(12, 'data:image/svg+xml;base64,PHN2Zy8+')).toBe('/_api/avatar?characterId=12');
    expect(servedAvatarUrl(12, 'DATA:image/png;base64,iVBORw0KGgo=')).toBe('/_api/avatar?characterId=12');
    expect(servedAvatarUrl(12, 'https://img.example/a.png')).toBe('https://img.example/a.png');
    expect(servedAvatarUrl(12, null)).toBeNull();
    expect(servedAvatarUrl(12, servedAvatarUrl(12, 'data:image/png;base64,iVBORw0KGgo='))).toBe('/_api/avatar?characterId=12');
  });

  test('the avatar route takes a character id', () => {
    expect(AvatarImageQuery.parse({ characterId: '12' })).toEqual({ characterId: 12 });
    expect(messagesOf(AvatarImageQuery, {})).toEqual(['Required']);
    expect(messagesOf(AvatarImageQuery, { characterId: 'abc' })).toEqual(['Invalid input']);
    expect(messagesOf(AvatarImageQuery, { characterId: '0' })).toEqual(['Invalid input']);
  });
});
