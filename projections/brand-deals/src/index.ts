export * from './brand-deals-projection';
export * from './active-brand-deals';
