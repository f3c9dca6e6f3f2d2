import { loadConfig } from '../src/config';
import { kafkaSecurity } from '../src/bus/kafka-client';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';

describe('managed engines: credentials and TLS from their own variables', () => {
  it('leaves compose\'s plain-text engines as they are', () => {
    const config = loadConfig({ ESDB_URL: 'esdb://eventstore:2113?tls=false', MONGO_URL: 'mongodb://mongo:27017/?replicaSet=rs0' });
    expect(config.esdbUrl).toBe('esdb://eventstore:2113?tls=false');
    expect(config.mongoUrl).toBe('mongodb://mongo:27017/?replicaSet=rs0');
    expect(config.kafkaAccess).toEqual({ tls: false, sasl: null });
    expect(kafkaSecurity(config.kafkaAccess)).toEqual({});
  });

  it('puts the EventStoreDB login and CA file into its connection string, TLS on', () => {
    const config = loadConfig({
      ESDB_URL: 'esdb://esdb.internal:2113?tls=false',
      ESDB_USERNAME: 'ops',
      ESDB_PASSWORD: 'p@ss:word/1',
      ESDB_TLS_CA_FILE: '/etc/influencer-league/engine-ca/esdb.pem',
    });
    const url = new URL(config.esdbUrl);
    expect([decodeURIComponent(url.username), decodeURIComponent(url.password), url.host]).toEqual(['ops', 'p@ss:word/1', 'esdb.internal:2113']);
    expect(Object.fromEntries(url.searchParams)).toEqual({ tls: 'true', tlsCAFile: '/etc/influencer-league/engine-ca/esdb.pem' });
  });

  it('puts the MongoDB login and CA file into a replica set address of several hosts, keeping its options', () => {
    const config = loadConfig({
      MONGO_URL: 'mongodb://m1:27017,m2:27017/?replicaSet=rs0',
      MONGO_USERNAME: 'league app',
      MONGO_PASSWORD: 's3cr#t',
      MONGO_TLS_CA_FILE: '/ca.pem',
    });
    expect(config.mongoUrl).toBe('mongodb://league%20app:s3cr%23t@m1:27017,m2:27017/?replicaSet=rs0&tlsCAFile=%2Fca.pem&tls=true');
    // A login the connection string already carries wins.
    expect(loadConfig({ MONGO_URL: 'mongodb+srv://me:mine@cluster.example.net', MONGO_USERNAME: 'other', MONGO_PASSWORD: 'x' }).mongoUrl).toBe(
      'mongodb+srv://me:mine@cluster.example.net',
    );
  });

  it('gives kafkajs SASL over TLS, with the CA file read at start', () => {
    const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'il-ca-'));
    const ca = path.join(dir, 'ca.pem');
    fs.writeFileSync(ca, '-----BEGIN CERTIFICATE-----\nMIIB\n-----END CERTIFICATE-----\n');
    try {
      const access = loadConfig({ KAFKA_SASL_MECHANISM: 'SCRAM-SHA-512', KAFKA_SASL_USERNAME: 'relay', KAFKA_SASL_PASSWORD: 'pw', KAFKA_TLS_CA_FILE: ca }).kafkaAccess;
      expect(kafkaSecurity(access)).toEqual({
        ssl: { ca: [fs.readFileSync(ca, 'utf8')] },
        sasl: { mechanism: 'scram-sha-512', username: 'relay', password: 'pw' },
      });
      // SASL means TLS unless turned off by name; TLS alone trusts Node's own authorities.
      expect(kafkaSecurity(loadConfig({ KAFKA_SASL_MECHANISM: 'plain', KAFKA_SASL_USERNAME: 'u', KAFKA_SASL_PASSWORD: 'p', KAFKA_TLS: 'off' }).kafkaAccess)).toEqual({
        sasl: { mechanism: 'plain', username: 'u', password: 'p' },
      });
      expect(kafkaSecurity(loadConfig({ KAFKA_TLS: 'on' }).kafkaAccess)).toEqual({ ssl: true });
    } finally {
      fs.rmSync(dir, { recursive: true, force: true });
    }
  });

  it('stops at start on a Kafka login it cannot use', () => {
    expect(() => loadConfig({ KAFKA_SASL_MECHANISM: 'gssapi', KAFKA_SASL_USERNAME: 'u' })).toThrow(/KAFKA_SASL_MECHANISM must be one of/);
    expect(() => loadConfig({ KAFKA_SASL_USERNAME: 'u', KAFKA_SASL_PASSWORD: 'p' })).toThrow(/go together/);
  });
});
