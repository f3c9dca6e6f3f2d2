export * from './scoring';
export * from './leaderboard-projection';
