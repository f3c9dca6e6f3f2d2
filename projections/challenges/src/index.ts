export * from './challenges-projection';
