export * from './characters-projection';
