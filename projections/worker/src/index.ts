export { startProjectionWorker, type ProjectionWorker, type ProjectionWorkerOptions } from './projection-worker';
export { selectProjections } from './select-projections';
