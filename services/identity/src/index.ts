export * from './identity-service';
export * from './user-decider';
export * from './session-decider';
export * from './password-reset-decider';
export * from './tokens';
export * from './session-query';
export * from './admin-grants';
export * from './to-user';
