import { formatFollowers as formatFollowerCount, type FollowerFormat } from '@il/ui/league';

/**
 * The feed and the chat cut a count down and drop a trailing ".0" (1,250 reads "1.2k", 1,000 reads
 * "1k"), where the dashboard and the studio round and keep it.
 */
const FEED_AND_CHAT: FollowerFormat = { rounding: 'down', keepZero: false };

export const formatFollowers = (count: number): string => formatFollowerCount(count, FEED_AND_CHAT);
