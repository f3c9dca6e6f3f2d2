/**
 * What compressing a kept page costs (answer-compression.ts): the options the server uses, each
 * fitted to the text's size, against the same level with zlib's defaults (brotli's 4 MB window,
 * gzip's 32 KB), on pages shaped like the game's: a chat page of 50 messages, a feed page, a
 * small leaderboard. A page is compressed again in each server process whenever it changes (a
 * chat message, a post, a like). Prints CPU µs per page for both, their ratio, and the bytes out.
 *
 *   npx tsx scripts/bench/compress.ts [rounds]
 */
import { loadavg } from 'node:os';
import { brotliCompressSync, constants, gzipSync } from 'node:zlib';
import { brotliOptions, gzipOptions } from '../../services/gateway/src/http/answer-compression';

const rounds = Number(process.argv[2] ?? 3000);
const at = (i: number) => new Date(Date.UTC(2026, 10, 1) + i * 61_000).toISOString();

const chatPage = JSON.stringify({
  json: {
    messages: Array.from({ length: 50 }, (_, i) => ({
      id: 10_000 + i,
      leagueId: 42,
      userId: 1_000 + ((i * 7) % 20),
      characterName: `Player ${(i * 7) % 20}`,
      avatarUrl: i % 3 ? null : `/_api/avatars/${i}.webp`,
      message: `Player ${(i * 7) % 20} says hi at ${1_790_000_000_000 + i * 4_000}`,
      sentAt: at(i),
    })),
    nextCursor: 'eyJzZXEiOjEwMDAwfQ',
  },
});
const feedPage = JSON.stringify({
  json: {
    posts: Array.from({ length: 20 }, (_, i) => ({
      id: 5_000 + i,
      characterId: 300 + (i % 20),
      characterName: `Player ${i % 20}`,
      avatarUrl: null,
      contentCardId: 'story-confessional',
      caption: 'Spilling the tea on what really happened at the reunion',
      likeCount: i % 6,
      likedByMe: i % 4 === 0,
      postedAt: at(i),
    })),
    nextCursor: null,
  },
});
const leaderboard = JSON.stringify({
  json: {
    rows: Array.from({ length: 12 }, (_, i) => ({ rank: i + 1, characterId: 300 + i, characterName: `Player ${i}`, compositeScore: 90 - i * 3.5, followers: 5_000 - i * 100 })),
  },
});

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
  ['leaderboard', leaderboard],
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
