export * from './feed-projection';
