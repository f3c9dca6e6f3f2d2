export * from './leagues-projection';
