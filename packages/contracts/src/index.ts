export * from './common';
export * from './call';
export * from './wire';
export * from './auth';
export * from './calls';
