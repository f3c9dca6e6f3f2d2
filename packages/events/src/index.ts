export * from './metadata';
export * from './identity';
