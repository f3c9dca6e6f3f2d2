export * from './scandals-projection';
