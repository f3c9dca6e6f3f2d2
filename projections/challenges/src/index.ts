export * from './challenge-tally';
export * from './challenges-projection';
