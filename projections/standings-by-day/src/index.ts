export * from './standings-by-day-projection';
export * from './standings-on-day';
