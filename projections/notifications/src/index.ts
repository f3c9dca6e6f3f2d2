export * from './notification-docs';
export * from './notifications-projection';
export * from './rival-passes';
