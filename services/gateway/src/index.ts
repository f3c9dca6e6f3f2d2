// What the tools beside the server (replay, admin, simulations, benchmarks, journeys) build on;
// the server itself starts from main.ts and context-services/.
export { buildApp, BODY_LIMIT_BYTES, type AppOptions } from './app';
export { CONTEXTS, CONTEXT_PATHS, contextOfPath, selectContexts, type ContextName } from './composition/contexts';
export { createRuntime } from './composition/create-runtime';
export { createEmbeddedRuntime } from './composition/embedded';
export type { Runtime, RuntimeOptions } from './composition/runtime';
export { openEventStore, openReadStore } from './composition/stores';
export { brotliOptions, gzipOptions } from './http/answer-compression';
export { encodeAnswer } from './http/wire-encode';
export { openFilesLimit } from './observability/descriptor-limit';
