export { Relay, type RelayOptions, type RelayStatus } from './relay';
export { MemoryRelayCheckpoint, type RelayCheckpoint } from './checkpoint';
export { MongoRelayCheckpoint, RELAY_CHECKPOINT_COLLECTION } from './mongo-checkpoint';
export { createRelayProducer } from './producer';
