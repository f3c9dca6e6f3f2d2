/**
 * What compressing a kept page costs (answer-compression.ts): the options the server uses, each
 * fitted to the text's size, against the same level with zlib's defaults (brotli's 4 MB window,
 * gzip's 32 KB), on answers of the contract's shapes: a chat page of 50 messages, a feed page of
 * 20 posts, a league's leaderboard of 20. A page is compressed again in each server process
 * whenever it changes (a chat message, a post, a like). Prints CPU µs per page for both, their
 * ratio, and the bytes out.
 *
 *   npx tsx scripts/bench/compress.ts [rounds]
 */
import { loadavg } from 'node:os';
import { brotliCompressSync, constants, gzipSync } from 'node:zlib';
import type { ChatPage, FeedPage, LeaderboardResponse } from '@il/contracts';
import { brotliOptions, gzipOptions, encodeAnswer } from '@il/gateway';

const rounds = Number(process.argv[2] ?? 3000);
const at = (i: number) => new Date(Date.UTC(2026, 10, 1) + i * 61_000);
const playerName = (i: number) => `Player ${i % 20}`;

// The answers as the contract shapes them, written as the server writes them (superjson's wire,
// Dates noted in its meta), so the text compressed here is the text the server compresses.
const chat: ChatPage = {
  messages: Array.from({ length: 50 }, (_, i) => ({
    id: 10_000 + i,
    message: `${playerName(i * 7)} says hi at ${1_790_000_000_000 + i * 4_000}`,
    createdAt: at(i),
    character: { id: 300 + ((i * 7) % 20), playerName: playerName(i * 7), avatarUrl: i % 3 ? null : `/_api/avatars/${i}.webp`, followers: 5_000 + i * 37 },
  })),
  nextCursor: 'eyJzZXEiOjEwMDAwfQ',
};
const feed: FeedPage = {
  posts: Array.from({ length: 20 }, (_, i) => ({
    postId: 5_000 + i,
    contentCardId: 40 + (i % 9),
    contentTitle: 'Reunion confessional',
    contentDescription: 'What really happened when the cameras stopped rolling',
    contentImageUrl: `/_api/content/${40 + (i % 9)}/image`,
    contentType: 'story',
    followersGained: 120 + i * 3,
    postedAt: at(i),
    dayPosted: 3,
    chosenCaption: 'Spilling the tea on what really happened at the reunion',
    likeCount: i % 6,
    userHasLiked: i % 4 === 0,
    likerNames: Array.from({ length: i % 6 }, (_, k) => playerName(i + k + 1)),
    player: { userId: 1_000 + i, playerName: playerName(i), avatarUrl: null },
  })),
  nextCursor: null,
};
const leaderboard: LeaderboardResponse = Array.from({ length: 20 }, (_, i) => ({
  userId: 1_000 + i,
  rank: i + 1,
  characterName: playerName(i),
  avatarUrl: null,
  compositeScore: 90 - i * 3.5,
  followersScore: 80 - i * 3,
  moneyScore: 70 - i * 2.5,
  relevanceScore: 60 - i * 2,
}));
const chatPage = encodeAnswer(chat);
const feedPage = encodeAnswer(feed);
const leaderboardPage = encodeAnswer(leaderboard);

function cpuMicrosPer(work: () => Buffer): { micros: number; bytes: number } {
  let bytes = 0;
  for (let i = 0; i < Math.min(300, rounds); i += 1) bytes = work().length;
  const start = process.cpuUsage();
  for (let i = 0; i < rounds; i += 1) bytes = work().length;
  const used = process.cpuUsage(start);
  return { micros: (used.user + used.system) / rounds, bytes };
}

const DEFAULT_BROTLI = { params: { [constants.BROTLI_PARAM_QUALITY]: 1 } };
const DEFAULT_GZIP = { level: 1 };

console.log(`compressing kept pages, ${rounds} times each; load average at start ${loadavg()[0]!.toFixed(2)}`);
console.log('page            text B  encoding  defaults µs (B)   fitted µs (B)   fitted/defaults');
for (const [name, text] of [
  ['chat (50)', chatPage],
  ['feed (20)', feedPage],
  ['leaderboard', leaderboardPage],
] as const) {
  for (const encoding of ['br', 'gzip'] as const) {
    const before = cpuMicrosPer(() => (encoding === 'br' ? brotliCompressSync(text, DEFAULT_BROTLI) : gzipSync(text, DEFAULT_GZIP)));
    const after = cpuMicrosPer(() => (encoding === 'br' ? brotliCompressSync(text, brotliOptions(text.length)) : gzipSync(text, gzipOptions(text.length))));
    console.log(
      `${name.padEnd(14)} ${String(text.length).padStart(7)}  ${encoding.padEnd(8)}  ${before.micros.toFixed(1).padStart(7)} (${before.bytes})`.padEnd(52) +
        `${after.micros.toFixed(1).padStart(7)} (${after.bytes})`.padEnd(16) +
        `${(after.micros / before.micros).toFixed(2)}`,
    );
  }
}
