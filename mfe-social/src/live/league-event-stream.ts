// The stream is the shell's (in '@il/ui'), so the slices and the shell's bell share one per league and tab.
export { STREAM_RETRY, leagueEventsUrl, subscribeLeagueEvents, type LeagueStreamListener } from '@il/ui';
