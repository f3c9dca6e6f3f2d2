export * from './post-history-projection';
