export * from './achievements-projection';
