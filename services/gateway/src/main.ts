import { loadConfig } from '@il/platform';
import pino from 'pino';
import { buildApp } from './app';
import { createRuntime } from './composition/create-runtime';
import { GatewayMetrics } from './observability/metrics';

/** The gateway process: embedded mode runs the whole game here; distributed mode only the API. */
async function main(): Promise<void> {
  const config = loadConfig();
  const log = pino({ level: config.logLevel, base: { service: 'gateway', mode: config.mode } });
  const metrics = new GatewayMetrics();
  const runtime = await createRuntime(config, log, { metrics });
  const app = await buildApp(runtime.deps, {
    metrics,
    logger: { level: config.logLevel },
    serveWeb: config.mode === 'embedded',
    health: runtime.health,
  });
  await app.listen({ port: config.port, host: config.host });
  log.info({ url: `http://localhost:${config.port}`, dataDir: config.mode === 'embedded' ? config.dataDir : undefined }, 'Influencer League is up');

  let stopping = false;
  const stop = async (signal: string) => {
    if (stopping) return;
    stopping = true;
    log.info({ signal }, 'shutting down');
    // Stop taking requests first, let in-flight ones finish, then close the stores.
    await app.close();
    await runtime.close();
    process.exit(0);
  };
  process.on('SIGTERM', () => void stop('SIGTERM'));
  process.on('SIGINT', () => void stop('SIGINT'));
}

main().catch((error: unknown) => {
  console.error(error);
  process.exit(1);
});
