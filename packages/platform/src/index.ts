export * from './config';
export * from './event-store/port';
export * from './read-store/port';
export * from './bus/port';
export * from './projection/definition';
export * from './time/clock';
export * from './time/random';
export * from './mail/port';
