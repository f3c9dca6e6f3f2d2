import { GenericContainer, Wait, type StartedTestContainer } from 'testcontainers';

/**
 * The engines' images, one release each: the container suites run on exactly what
 * docker-compose.yml runs (scripts/test/deployment-files.test.ts checks they are the same).
 */
export const ESDB_IMAGE = 'eventstore/eventstore:24.10.0-bookworm-slim';
export const MONGO_IMAGE = 'mongo:7.0.16';

/**
 * MongoDB as compose runs it: a replica set of one member, which transactions need. The client
 * connects directly (the member's own name is not resolvable from the host).
 */
export async function startMongoReplicaSet(): Promise<{ container: StartedTestContainer; url: string }> {
  const container = await new GenericContainer(MONGO_IMAGE)
    .withCommand(['--replSet', 'rs0', '--bind_ip_all'])
    .withExposedPorts(27017)
    .withWaitStrategy(Wait.forLogMessage(/waiting for connections/i))
    .withStartupTimeout(120_000)
    .start();
  const initiated = await container.exec(['mongosh', '--quiet', '--eval', "rs.initiate({ _id: 'rs0', members: [{ _id: 0, host: '127.0.0.1:27017' }] })"]);
  if (initiated.exitCode !== 0) throw new Error(`rs.initiate failed: ${initiated.output}`);
  for (let attempt = 0; ; attempt++) {
    const primary = await container.exec(['mongosh', '--quiet', '--eval', 'quit(db.hello().isWritablePrimary ? 0 : 1)']);
    if (primary.exitCode === 0) break;
    if (attempt > 60) throw new Error('the replica set never elected a primary');
    await new Promise((resolve) => setTimeout(resolve, 500));
  }
  return { container, url: `mongodb://${container.getHost()}:${container.getMappedPort(27017)}/?directConnection=true` };
}
