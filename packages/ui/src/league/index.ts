// The §2 League pages guard and the final results it shows, for every slice's league screens.
// Imported as '@il/ui/league'; not a federation singleton of its own, so a slice bundles it and
// needs no newer shell. It reaches the shared services through '@il/ui' itself.
export { LeagueGuard, GuardNotice, LeaguePageSkeleton, LEAGUE_GUARD_TEXTS, type LeagueGuardProps, type LeagueGuardTexts } from './LeagueGuard';
export { FinalResults } from './FinalResults';
export { LeagueClosedNotice } from './LeagueClosedNotice';
export { CLOSED_LEAGUE_NOTICE, CLOSED_LEAGUE_REASON, PLAY_REFUSED_REASON, leagueClosure, pendingLeagueNotice, playRefusal, type LeagueClosure, type PlayRefusal } from './league-closure';
export { CharacterNeeded, type CharacterNeededProps } from './CharacterNeeded';
export { announcedAchievements, markAchievementsAnnounced } from './announced-achievements';
export { useDocumentTitle } from './use-document-title';
export { RankMark } from './RankMark';
export { GameCard, type GameCardProps, type GameCardTone } from './GameCard';
export {
  GAME_STATE_KEYS,
  GAME_STATE_POLL_MS,
  GAME_STATE_STALE_MS,
  gameStatePollInterval,
  gameStateQuery,
} from './game-state-query';
export { LEAGUE_QUERY_KEYS, finalResultsQuery, isNotFound, leagueDetailQuery, retryUnlessRefused } from './league-queries';
export { formatComponentScore, formatCompositeScore } from './scores';
export { formatFollowers, type FollowerFormat } from './followers';
