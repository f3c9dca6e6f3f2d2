import { GenericContainer, Wait, type StartedTestContainer } from 'testcontainers';

export const KAFKA_IMAGE = 'apache/kafka:3.9.1';

export interface StartedKafka {
  brokers: string[];
  container: StartedTestContainer;
}

/**
 * A single-node KRaft broker. Clients must be told an address they can reach, and the host port
 * is only known once the container runs, so the container waits for a start script that the test
 * writes after start, carrying the mapped port as the advertised listener.
 */
export async function startKafkaContainer(): Promise<StartedKafka> {
  const container = await new GenericContainer(KAFKA_IMAGE)
    .withExposedPorts(9092)
    .withEnvironment({
      KAFKA_NODE_ID: '1',
      KAFKA_PROCESS_ROLES: 'broker,controller',
      KAFKA_LISTENERS: 'PLAINTEXT://0.0.0.0:9092,BROKER://0.0.0.0:9093,CONTROLLER://0.0.0.0:9094',
      KAFKA_LISTENER_SECURITY_PROTOCOL_MAP: 'PLAINTEXT:PLAINTEXT,BROKER:PLAINTEXT,CONTROLLER:PLAINTEXT',
      KAFKA_INTER_BROKER_LISTENER_NAME: 'BROKER',
      KAFKA_CONTROLLER_LISTENER_NAMES: 'CONTROLLER',
      KAFKA_CONTROLLER_QUORUM_VOTERS: '1@localhost:9094',
      KAFKA_OFFSETS_TOPIC_REPLICATION_FACTOR: '1',
      KAFKA_TRANSACTION_STATE_LOG_REPLICATION_FACTOR: '1',
      KAFKA_TRANSACTION_STATE_LOG_MIN_ISR: '1',
      KAFKA_GROUP_INITIAL_REBALANCE_DELAY_MS: '0',
      KAFKA_AUTO_CREATE_TOPICS_ENABLE: 'false',
    })
    .withEntrypoint(['sh', '-c'])
    .withCommand([
      'echo waiting for the start script; while [ ! -f /tmp/start-kafka.sh ]; do sleep 0.1; done; exec sh /tmp/start-kafka.sh',
    ])
    .withWaitStrategy(Wait.forLogMessage('waiting for the start script'))
    .withStartupTimeout(120_000)
    .start();
  const host = container.getHost();
  const port = container.getMappedPort(9092);
  await container.copyContentToContainer([
    {
      content: `export KAFKA_ADVERTISED_LISTENERS=PLAINTEXT://${host}:${port},BROKER://localhost:9093\nexec /etc/kafka/docker/run\n`,
      target: '/tmp/start-kafka.sh',
    },
  ]);
  return { brokers: [`${host}:${port}`], container };
}
