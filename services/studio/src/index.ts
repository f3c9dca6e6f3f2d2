export * from './catalog/card-catalog';
export * from './trending/trending-topics';
export * from './images/card-image';
export * from './images/card-images';
export * from './posting/posting-rules';
export * from './posting/posting-decider';
export * from './posting/posting-service';
export * from './queries/content-queries';
