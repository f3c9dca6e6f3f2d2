export * from './follower-history-projection';
