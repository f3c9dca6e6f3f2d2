import { z } from 'zod';
import { defineCall } from './call';
import {
  CompletePasswordResetRequest,
  LoginRequest,
  LogoutRequest,
  MessageResponse,
  OkResponse,
  RegisterRequest,
  SendPasswordResetRequest,
  SessionResponse,
  UserResponse,
} from './auth';
import { LeagueQuery, OptionalLeagueQuery } from './common';
import { MarkNotificationsReadRequest, MarkNotificationsReadResponse, NotificationsResponse } from './notifications';
import {
  CancelLeagueRequest,
  CreateCharacterRequest,
  CreateCharacterResponse,
  CreateLeagueRequest,
  CreateLeagueResponse,
  FinalResultsResponse,
  InviteRequest,
  JoinLeagueRequest,
  JoinLeagueResponse,
  League,
  LeagueByInviteCodeQuery,
  LeagueDetail,
  LeagueList,
  LeaderboardResponse,
  StandingsByDayQuery,
  StandingsByDayResponse,
} from './leagues';
import { GenerateAvatarRequest, GenerateAvatarResponse } from './avatar';
import { GameState, GameStateHistoryResponse } from './game-state';
import { ClaimChallengeRequest, ClaimChallengeResponse, DailyChallengesResponse } from './challenges';
import {
  ActiveScandalsResponse,
  RespondToScandalRequest,
  RespondToScandalResponse,
  ScandalHistoryResponse,
} from './scandals';
import { AchievementsResponse, MilestonesResponse } from './progression';
import { ChatMessage, ChatPage, ChatQuery, SendChatMessageRequest } from './chat';
import {
  ContentHistoryQuery,
  ContentHistoryResponse,
  ContentOptionsQuery,
  ContentOptionsResponse,
  LikeRequest,
  LikeResponse,
  PostContentRequest,
  PostContentResponse,
  TrendingTopicsResponse,
} from './content';
import { FeedPage, FeedQuery } from './feed';
import {
  AcceptBrandDealRequest,
  AcceptBrandDealResponse,
  ActiveBrandDealsResponse,
  AvailableBrandDealsResponse,
} from './brand-deals';
import { AdminImagesResponse } from './admin';

const NoQuery = z.object({}).passthrough();
const NoBody = z.undefined().or(z.object({}).passthrough());

/**
 * Every JSON /_api call of the product, keyed by a stable name. The two routes that answer bytes
 * or an event stream (card image, league events) are in rawApi (raw-calls.ts).
 */
export const api = {
  // §7 Authentication
  session: defineCall({ method: 'GET', path: '/auth/session', query: NoQuery, body: NoBody, response: SessionResponse, wire: 'superjson', auth: 'public' }),
  login: defineCall({ method: 'POST', path: '/auth/login_with_password', query: NoQuery, body: LoginRequest, response: UserResponse, wire: 'json', auth: 'public' }),
  register: defineCall({ method: 'POST', path: '/auth/register_with_password', query: NoQuery, body: RegisterRequest, response: UserResponse, wire: 'json', auth: 'public' }),
  sendPasswordReset: defineCall({ method: 'POST', path: '/auth/send-password-reset', query: NoQuery, body: SendPasswordResetRequest, response: MessageResponse, wire: 'superjson', auth: 'public' }),
  completePasswordReset: defineCall({ method: 'POST', path: '/auth/complete-password-reset', query: NoQuery, body: CompletePasswordResetRequest, response: MessageResponse, wire: 'superjson', auth: 'public' }),
  logout: defineCall({ method: 'POST', path: '/auth/logout', query: NoQuery, body: LogoutRequest, response: OkResponse, wire: 'superjson', auth: 'public' }),

  // §7 Leagues. detail, by-invite-code, public, cancel and final-results are our paths (the spec shows none).
  listLeagues: defineCall({ method: 'GET', path: '/leagues', query: NoQuery, body: NoBody, response: LeagueList, wire: 'superjson', auth: 'user' }),
  publicLeagues: defineCall({ method: 'GET', path: '/leagues/public', query: NoQuery, body: NoBody, response: LeagueList, wire: 'superjson', auth: 'user' }),
  createLeague: defineCall({ method: 'POST', path: '/leagues', query: NoQuery, body: CreateLeagueRequest, response: CreateLeagueResponse, wire: 'superjson', auth: 'user' }),
  leagueDetail: defineCall({ method: 'GET', path: '/leagues/detail', query: LeagueQuery, body: NoBody, response: LeagueDetail, wire: 'superjson', auth: 'user' }),
  leagueByInviteCode: defineCall({ method: 'GET', path: '/leagues/by-invite-code', query: LeagueByInviteCodeQuery, body: NoBody, response: League, wire: 'superjson', auth: 'user' }),
  joinLeague: defineCall({ method: 'POST', path: '/leagues/join', query: NoQuery, body: JoinLeagueRequest, response: JoinLeagueResponse, wire: 'superjson', auth: 'user' }),
  inviteToLeague: defineCall({ method: 'POST', path: '/leagues/invite', query: NoQuery, body: InviteRequest, response: MessageResponse, wire: 'superjson', auth: 'user' }),
  cancelLeague: defineCall({ method: 'POST', path: '/leagues/cancel', query: NoQuery, body: CancelLeagueRequest, response: MessageResponse, wire: 'superjson', auth: 'user' }),
  leaderboard: defineCall({ method: 'GET', path: '/leagues/leaderboard', query: LeagueQuery, body: NoBody, response: LeaderboardResponse, wire: 'superjson', auth: 'user' }),
  standingsByDay: defineCall({ method: 'GET', path: '/leagues/standings-by-day', query: StandingsByDayQuery, body: NoBody, response: StandingsByDayResponse, wire: 'superjson', auth: 'user' }),
  finalResults: defineCall({ method: 'GET', path: '/leagues/final-results', query: LeagueQuery, body: NoBody, response: FinalResultsResponse, wire: 'superjson', auth: 'user' }),
  createCharacter: defineCall({ method: 'POST', path: '/leagues/create-character', query: NoQuery, body: CreateCharacterRequest, response: CreateCharacterResponse, wire: 'superjson', auth: 'user' }),
  // Our path: the browser asks our server, which calls the configured image service or draws locally.
  generateAvatar: defineCall({ method: 'POST', path: '/avatar/generate', query: NoQuery, body: GenerateAvatarRequest, response: GenerateAvatarResponse, wire: 'superjson', auth: 'user' }),

  // §7 Game state. history is our path.
  gameState: defineCall({ method: 'GET', path: '/game-state', query: OptionalLeagueQuery, body: NoBody, response: GameState, wire: 'superjson', auth: 'user' }),
  gameStateHistory: defineCall({ method: 'GET', path: '/game-state/history', query: LeagueQuery, body: NoBody, response: GameStateHistoryResponse, wire: 'superjson', auth: 'user' }),

  // §7 Challenges
  dailyChallenges: defineCall({ method: 'GET', path: '/challenges/daily', query: LeagueQuery, body: NoBody, response: DailyChallengesResponse, wire: 'superjson', auth: 'user' }),
  claimChallenge: defineCall({ method: 'POST', path: '/challenges/complete', query: LeagueQuery, body: ClaimChallengeRequest, response: ClaimChallengeResponse, wire: 'superjson', auth: 'user' }),

  // §7 Scandals
  activeScandals: defineCall({ method: 'GET', path: '/scandals/active', query: LeagueQuery, body: NoBody, response: ActiveScandalsResponse, wire: 'superjson', auth: 'user' }),
  respondToScandal: defineCall({ method: 'POST', path: '/scandals/respond', query: LeagueQuery, body: RespondToScandalRequest, response: RespondToScandalResponse, wire: 'superjson', auth: 'user' }),
  scandalHistory: defineCall({ method: 'GET', path: '/scandals/history', query: LeagueQuery, body: NoBody, response: ScandalHistoryResponse, wire: 'superjson', auth: 'user' }),

  // §7 Progression
  achievements: defineCall({ method: 'GET', path: '/progression/achievements', query: LeagueQuery, body: NoBody, response: AchievementsResponse, wire: 'superjson', auth: 'user' }),
  milestones: defineCall({ method: 'GET', path: '/progression/milestones', query: LeagueQuery, body: NoBody, response: MilestonesResponse, wire: 'superjson', auth: 'user' }),
  // Ours: the league's notifications of the viewer's character.
  notifications: defineCall({ method: 'GET', path: '/progression/notifications', query: LeagueQuery, body: NoBody, response: NotificationsResponse, wire: 'superjson', auth: 'user' }),
  markNotificationsRead: defineCall({ method: 'POST', path: '/progression/notifications/read', query: NoQuery, body: MarkNotificationsReadRequest, response: MarkNotificationsReadResponse, wire: 'superjson', auth: 'user' }),

  // §7 Chat
  chatMessages: defineCall({ method: 'GET', path: '/league/chat', query: ChatQuery, body: NoBody, response: ChatPage, wire: 'superjson', auth: 'user' }),
  sendChatMessage: defineCall({ method: 'POST', path: '/league/chat', query: NoQuery, body: SendChatMessageRequest, response: ChatMessage, wire: 'superjson', auth: 'user' }),

  // §7 Content. feed is our path.
  contentOptions: defineCall({ method: 'GET', path: '/content/options', query: ContentOptionsQuery, body: NoBody, response: ContentOptionsResponse, wire: 'superjson', auth: 'user' }),
  trendingTopics: defineCall({ method: 'GET', path: '/content/trending', query: OptionalLeagueQuery, body: NoBody, response: TrendingTopicsResponse, wire: 'superjson', auth: 'user' }),
  postContent: defineCall({ method: 'POST', path: '/content/post', query: LeagueQuery, body: PostContentRequest, response: PostContentResponse, wire: 'superjson', auth: 'user' }),
  contentHistory: defineCall({ method: 'GET', path: '/content/history', query: ContentHistoryQuery, body: NoBody, response: ContentHistoryResponse, wire: 'superjson', auth: 'user' }),
  likePost: defineCall({ method: 'POST', path: '/content/like', query: NoQuery, body: LikeRequest, response: LikeResponse, wire: 'superjson', auth: 'user' }),
  feed: defineCall({ method: 'GET', path: '/content/feed', query: FeedQuery, body: NoBody, response: FeedPage, wire: 'superjson', auth: 'user' }),

  // §7 Brand deals. active is our path.
  availableBrandDeals: defineCall({ method: 'GET', path: '/brand-deals/available', query: LeagueQuery, body: NoBody, response: AvailableBrandDealsResponse, wire: 'superjson', auth: 'user' }),
  activeBrandDeals: defineCall({ method: 'GET', path: '/brand-deals/active', query: LeagueQuery, body: NoBody, response: ActiveBrandDealsResponse, wire: 'superjson', auth: 'user' }),
  acceptBrandDeal: defineCall({ method: 'POST', path: '/brand-deals/accept', query: LeagueQuery, body: AcceptBrandDealRequest, response: AcceptBrandDealResponse, wire: 'superjson', auth: 'user' }),

  // §7 Admin
  adminImages: defineCall({ method: 'GET', path: '/admin/images', query: NoQuery, body: NoBody, response: AdminImagesResponse, wire: 'superjson', auth: 'admin' }),
} as const;

export type Api = typeof api;
export type CallName = keyof Api;
