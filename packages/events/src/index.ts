export * from './metadata';
export * from './identity';
export * from './league';
export * from './studio';
export * from './social';
export * from './progression';
