import {
  AcceptBrandDealRequest,
  CaptionForm,
  ChatMessageForm,
  ClaimChallengeRequest,
  CompletePasswordResetRequest,
  ContentHistoryQuery,
  ContentOptionsQuery,
  CreateCharacterRequest,
  CreateLeagueRequest,
  CustomCaptionText,
  InviteCodeForm,
  InviteRequest,
  JoinLeagueRequest,
  LikeRequest,
  LoginRequest,
  PostContentRequest,
  RegisterRequest,
  ResetPasswordForm,
  RespondToScandalRequest,
  SendChatMessageRequest,
  SendPasswordResetRequest,
} from '../src';
import { messagesOf } from './messages-of';

const league = { name: 'Reality Stars', type: 'public' };

describe('§5 validation messages', () => {
  test('login', () => {
    expect(messagesOf(LoginRequest, { email: 'nope', password: 'x' })).toEqual(['Email is required']);
    expect(messagesOf(LoginRequest, { email: 'a@b.co', password: '' })).toEqual(['Password is required']);
  });

  test('register', () => {
    const ok = { email: 'a@b.co', password: 'Secret123', displayName: 'Ann' };
    expect(messagesOf(RegisterRequest, ok)).toEqual([]);
    expect(messagesOf(RegisterRequest, { ...ok, password: 'short' })).toEqual(['Password must be at least 8 characters']);
    expect(messagesOf(RegisterRequest, { ...ok, displayName: '' })).toEqual(['Name is required']);
    expect(messagesOf(RegisterRequest, { ...ok, displayName: '✨ 名前 ✨' })).toEqual([]);
  });

  test('an e-mail of every call and form is at most 254 characters, other account texts at their limits', () => {
    const longest = `${'a'.repeat(64)}@${'b'.repeat(63)}.${'c'.repeat(63)}.${'d'.repeat(58)}.co`;
    expect(longest).toHaveLength(254);
    const tooLong = `${'a'.repeat(60_000)}@example.com`;
    const ok = { email: longest, password: 'Secret123', displayName: 'Ann' };
    expect(messagesOf(RegisterRequest, ok)).toEqual([]);
    expect(messagesOf(RegisterRequest, { ...ok, email: `x${longest}` })).toContain('Email must be at most 254 characters');
    expect(messagesOf(RegisterRequest, { ...ok, email: tooLong })).toContain('Email must be at most 254 characters');
    expect(messagesOf(LoginRequest, { email: tooLong, password: 'x' })).toContain('Email must be at most 254 characters');
    expect(messagesOf(SendPasswordResetRequest, { email: tooLong })).toContain('Email must be at most 254 characters');
    expect(messagesOf(InviteRequest, { leagueId: 1, email: tooLong })).toContain('Email must be at most 254 characters');
    expect(messagesOf(RegisterRequest, { ...ok, email: 'a@b.co', password: 'x'.repeat(201) })).toEqual(['Password must be at most 200 characters']);
    expect(messagesOf(LoginRequest, { email: 'a@b.co', password: 'x'.repeat(201) })).toEqual(['Password must be at most 200 characters']);
    expect(messagesOf(RegisterRequest, { ...ok, email: 'a@b.co', displayName: 'x'.repeat(101) })).toEqual(['Name must be at most 100 characters']);
    expect(messagesOf(CompletePasswordResetRequest, { token: 't'.repeat(257), password: 'Secret123' })).toEqual(['Reset token is too long.']);
  });

  test('forgot and reset password', () => {
    expect(messagesOf(SendPasswordResetRequest, { email: 'x' })).toEqual(['Please enter a valid email address.']);
    expect(messagesOf(CompletePasswordResetRequest, { token: '', password: 'longenough' })).toEqual(['Reset token is required.']);
    expect(messagesOf(CompletePasswordResetRequest, { token: 't', password: 'short' })).toEqual([
      'Password must be at least 8 characters long.',
    ]);
    expect(messagesOf(ResetPasswordForm, { token: 't', password: 'longenough', confirm: 'other' })).toEqual([
      "Passwords don't match",
    ]);
  });

  test('create league: name, description, type, maxPlayers, dates', () => {
    expect(CreateLeagueRequest.parse(league)).toEqual({ ...league, description: '', maxPlayers: 20 });
    expect(messagesOf(CreateLeagueRequest, { ...league, name: 'ab' })).toEqual(['Name must be at least 3 characters']);
    expect(messagesOf(CreateLeagueRequest, { ...league, name: '  ab  ' })).toEqual(['Name must be at least 3 characters']);
    expect(messagesOf(CreateLeagueRequest, { ...league, name: 'x'.repeat(50) })).toEqual([]);
    expect(messagesOf(CreateLeagueRequest, { ...league, name: 'x'.repeat(51) })).toEqual(['Invalid input']);
    expect(messagesOf(CreateLeagueRequest, { ...league, description: 'd'.repeat(200) })).toEqual([]);
    expect(messagesOf(CreateLeagueRequest, { ...league, description: 'd'.repeat(201) })).toEqual(['Invalid input']);
    expect(messagesOf(CreateLeagueRequest, { ...league, type: 'private' })).toEqual(['Invalid input']);
    expect(messagesOf(CreateLeagueRequest, { name: 'Reality Stars' })).toEqual(['Required']);
    for (const maxPlayers of [2, 100]) expect(messagesOf(CreateLeagueRequest, { ...league, maxPlayers })).toEqual([]);
    for (const maxPlayers of [1, 101, 20.5]) {
      expect(messagesOf(CreateLeagueRequest, { ...league, maxPlayers })).toEqual(['Invalid input']);
    }
    const startDate = new Date('2030-05-10T12:00:00Z');
    expect(messagesOf(CreateLeagueRequest, { ...league, startDate, endDate: startDate })).toEqual([
      'End date must be after start date',
    ]);
    expect(messagesOf(CreateLeagueRequest, { ...league, startDate, endDate: '2030-05-09T12:00:00Z' })).toEqual([
      'End date must be after start date',
    ]);
    const later = CreateLeagueRequest.parse({ ...league, startDate, endDate: '2030-06-10T12:00:00Z' });
    expect(later.endDate).toEqual(new Date('2030-06-10T12:00:00Z'));
  });

  test('create character', () => {
    const ok = { leagueId: 1, playerName: '@starlet', realityShowBackground: 'drama' };
    expect(messagesOf(CreateCharacterRequest, ok)).toEqual([]);
    expect(messagesOf(CreateCharacterRequest, { ...ok, playerName: 'x' })).toEqual(['Name must be at least 2 characters long.']);
    expect(messagesOf(CreateCharacterRequest, { ...ok, playerName: 'x'.repeat(51) })).toEqual([
      'Name cannot be longer than 50 characters.',
    ]);
    expect(messagesOf(CreateCharacterRequest, { ...ok, realityShowBackground: 'cooking' })).toEqual(['Invalid input']);
    expect(messagesOf(CreateCharacterRequest, { ...ok, avatarUrl: 'https://img.example/a.png' })).toEqual([]);
    expect(messagesOf(CreateCharacterRequest, { ...ok, avatarUrl: 'data:image/svg+xml;base64,PHN2Zy8+' })).toEqual([]);
    expect(messagesOf(CreateCharacterRequest, { ...ok, avatarUrl: 'not a url' })).toEqual(['Invalid input']);
    expect(messagesOf(CreateCharacterRequest, { ...ok, avatarUrl: 'javascript:alert(1)' })).toEqual(['Invalid input']);
    expect(messagesOf(CreateCharacterRequest, { ...ok, avatarUrl: 'data:text/html,<b>x</b>' })).toEqual(['Invalid input']);
    expect(messagesOf(CreateCharacterRequest, { ...ok, avatarUrl: 'DATA:text/html,<b>x</b>' })).toEqual(['Invalid input']);
    expect(messagesOf(CreateCharacterRequest, { ...ok, avatarUrl: 'Data:image/png;base64,iVBORw0KGgo=' })).toEqual([]);
  });

  test('join league and the invite field', () => {
    expect(JoinLeagueRequest.parse({ leagueId: 3 })).toEqual({ leagueId: 3 });
    expect(JoinLeagueRequest.parse({ leagueId: 3, inviteCode: '' })).toEqual({ leagueId: 3 });
    expect(JoinLeagueRequest.parse({ leagueId: 3, inviteCode: ' AB12 ' })).toEqual({ leagueId: 3, inviteCode: 'AB12' });
    for (const leagueId of [0, -1, 1.5, '3']) expect(messagesOf(JoinLeagueRequest, { leagueId })).toEqual(['Invalid input']);
    expect(messagesOf(InviteCodeForm, { invite: '   ' })).toEqual(['Please enter an invite code']);
    expect(messagesOf(InviteCodeForm, {})).toEqual(['Please enter an invite code']);
  });

  test('invite', () => {
    expect(messagesOf(InviteRequest, { leagueId: 1, email: 'friend@example.com' })).toEqual([]);
    expect(messagesOf(InviteRequest, { leagueId: 1, email: 'friend' })).toEqual(['Invalid email address.']);
    expect(messagesOf(InviteRequest, { email: 'friend@example.com' })).toEqual(['Required']);
  });

  test('challenge claim, scandal respond, brand deal accept', () => {
    expect(messagesOf(ClaimChallengeRequest, { dailyChallengeId: 4 })).toEqual([]);
    expect(messagesOf(ClaimChallengeRequest, { dailyChallengeId: 0 })).toEqual(['Invalid input']);
    for (const response of ['ignore', 'apologize', 'double_down']) {
      expect(messagesOf(RespondToScandalRequest, { activeScandalId: 2, response })).toEqual([]);
    }
    expect(messagesOf(RespondToScandalRequest, { activeScandalId: 2, response: 'deny' })).toEqual(['Invalid input']);
    expect(messagesOf(RespondToScandalRequest, { activeScandalId: -2, response: 'ignore' })).toEqual(['Invalid input']);
    expect(messagesOf(AcceptBrandDealRequest, { brandDealId: 9 })).toEqual([]);
    expect(messagesOf(AcceptBrandDealRequest, { brandDealId: 9, leagueId: 1 })).toEqual([]);
    expect(messagesOf(AcceptBrandDealRequest, {})).toEqual(['Required']);
  });

  test('chat message', () => {
    expect(messagesOf(SendChatMessageRequest, { leagueId: 1, message: 'hi' })).toEqual([]);
    expect(messagesOf(SendChatMessageRequest, { leagueId: 1, message: '' })).toEqual(['Message cannot be empty.']);
    expect(messagesOf(SendChatMessageRequest, { leagueId: 1, message: '   ' })).toEqual(['Message cannot be empty.']);
    expect(messagesOf(SendChatMessageRequest, { leagueId: 1 })).toEqual(['Message cannot be empty.']);
    expect(messagesOf(SendChatMessageRequest, { leagueId: 1, message: 'm'.repeat(500) })).toEqual([]);
    expect(messagesOf(SendChatMessageRequest, { leagueId: 1, message: 'm'.repeat(501) })).toEqual(['Message is too long.']);
    expect(messagesOf(SendChatMessageRequest, { leagueId: 0, message: 'hi' })).toEqual(['Invalid input']);
    expect(messagesOf(ChatMessageForm, { message: '' })).toEqual(['Message cannot be empty.']);
  });

  test('post content', () => {
    const ok = { contentCardId: 5, captionSelection: { type: 'safe' } };
    expect(messagesOf(PostContentRequest, ok)).toEqual([]);
    expect(messagesOf(PostContentRequest, { ...ok, trendingTopicId: 2, leagueId: 1 })).toEqual([]);
    expect(messagesOf(PostContentRequest, { ...ok, trendingTopicId: 0 })).toEqual(['Invalid input']);
    expect(messagesOf(PostContentRequest, { ...ok, contentCardId: 'five' })).toEqual(['Invalid input']);
    const custom = (text: string) => ({ ...ok, captionSelection: { type: 'custom', text } });
    expect(messagesOf(PostContentRequest, custom('x'))).toEqual([]);
    expect(messagesOf(PostContentRequest, custom('x'.repeat(500)))).toEqual([]);
    expect(messagesOf(PostContentRequest, custom(''))).toEqual(['Invalid input']);
    expect(messagesOf(PostContentRequest, custom('x'.repeat(501)))).toEqual(['Invalid input']);
    expect(messagesOf(PostContentRequest, { ...ok, captionSelection: { type: 'spicy' } })).toEqual(['Invalid input']);
  });

  test('studio caption rules', () => {
    expect(CustomCaptionText.parse('  hello  ')).toBe('hello');
    expect(messagesOf(CustomCaptionText, '   ')).toEqual(['Caption cannot be empty']);
    expect(messagesOf(CustomCaptionText, 'c'.repeat(280))).toEqual([]);
    expect(messagesOf(CustomCaptionText, ` ${'c'.repeat(280)} `)).toEqual([]);
    expect(messagesOf(CustomCaptionText, 'c'.repeat(281))).toEqual(['Caption must be 280 characters or less']);
    expect(messagesOf(CaptionForm, { type: 'custom', text: '' })).toEqual(['Caption cannot be empty']);
    expect(CaptionForm.parse({ type: 'custom', text: ' mine ' })).toEqual({ type: 'custom', text: 'mine' });
    expect(CaptionForm.parse({ type: 'humble' })).toEqual({ type: 'humble' });
  });

  test('content options', () => {
    expect(ContentOptionsQuery.parse({ contentType: 'video', leagueId: '2' })).toEqual({ contentType: 'video', leagueId: 2 });
    expect(messagesOf(ContentOptionsQuery, { contentType: '', leagueId: '2' })).toEqual(['Content type is required']);
    expect(messagesOf(ContentOptionsQuery, { leagueId: '2' })).toEqual(['Content type is required']);
    expect(messagesOf(ContentOptionsQuery, { contentType: 'reel', leagueId: '2' })).toEqual(['Invalid input']);
  });

  test('content history query', () => {
    expect(ContentHistoryQuery.parse({ leagueId: '7' })).toEqual({ leagueId: 7, page: 1, limit: 20, showAllPlayers: false });
    expect(ContentHistoryQuery.parse({ leagueId: '7', page: '3', limit: '100', showAllPlayers: 'true' })).toEqual({
      leagueId: 7,
      page: 3,
      limit: 100,
      showAllPlayers: true,
    });
    expect(ContentHistoryQuery.parse({ leagueId: '7', showAllPlayers: 'false' }).showAllPlayers).toBe(false);
    for (const bad of [{ page: '0' }, { page: '1.5' }, { limit: '0' }, { limit: '101' }, { leagueId: 'abc' }]) {
      expect(messagesOf(ContentHistoryQuery, { leagueId: '7', ...bad })).toEqual(['Invalid input']);
    }
    expect(messagesOf(ContentHistoryQuery, {})).toEqual(['Required']);
  });

  test('like', () => {
    expect(messagesOf(LikeRequest, { postId: 1, leagueId: 2, like: true })).toEqual([]);
    expect(messagesOf(LikeRequest, { postId: 1, leagueId: 2, like: 'yes' })).toEqual(['Invalid input']);
    expect(messagesOf(LikeRequest, { postId: 1, leagueId: 2 })).toEqual(['Required']);
  });
});
