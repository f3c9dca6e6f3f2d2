import fs from 'node:fs';
import path from 'node:path';
import { parse, parseAllDocuments } from 'yaml';
import { ENV_VARS } from '../../packages/platform/src/config';

/**
 * The deployment files are checked against the code: every variable they set must be one the
 * code reads (ENV_VARS), and every process they start must be a bundle the build produces.
 * Third-party images (EventStoreDB, Kafka, MongoDB) keep their own settings and are not checked.
 */

const root = path.resolve(__dirname, '..', '..');
const SERVER_IMAGE = 'influencer-league/server';
const knownVars = new Set<string>(ENV_VARS);

type Yaml = Record<string, unknown>;
const asRecord = (value: unknown): Yaml => (value !== null && typeof value === 'object' ? (value as Yaml) : {});
const asArray = (value: unknown): unknown[] => (Array.isArray(value) ? value : []);

/** Same rule as scripts/build-server.cjs: a src/main.ts under services/* or projections/*. */
function bundleNames(): Set<string> {
  const names = new Set<string>();
  for (const group of ['services', 'projections']) {
    const dir = path.join(root, group);
    if (!fs.existsSync(dir)) continue;
    for (const name of fs.readdirSync(dir)) {
      if (fs.existsSync(path.join(dir, name, 'src', 'main.ts'))) names.add(group === 'projections' ? `projection-${name}` : name);
    }
  }
  return names;
}

/** The bundle a server command starts, or null when the command names none. */
function bundleOf(command: unknown): string | null {
  const words = Array.isArray(command) ? command.map(String) : typeof command === 'string' ? command.split(/\s+/) : [];
  for (const word of words) {
    const match = /^(?:\.\/|\/app\/)?dist\/server\/([\w-]+)\.cjs$/.exec(word);
    if (match) return match[1] ?? null;
  }
  return null;
}

const frontendSlices = () =>
  fs
    .readdirSync(root)
    .filter((d) => /^mfe-/.test(d) && fs.existsSync(path.join(root, d, 'package.json')))
    .sort();

const bundles = bundleNames();

describe('docker-compose.yml', () => {
  const compose = asRecord(parse(fs.readFileSync(path.join(root, 'docker-compose.yml'), 'utf8'), { merge: true }));
  const services = asRecord(compose.services);
  const serverServices = Object.entries(services).filter(([, s]) => String(asRecord(s).image ?? '').startsWith(SERVER_IMAGE));

  it('runs the gateway, the relay and a projection worker from the server image', () => {
    const started = serverServices.map(([, s]) => bundleOf(asRecord(s).command));
    expect(started).toEqual(expect.arrayContaining(['gateway', 'relay', 'projection-worker']));
  });

  it.each(serverServices)('%s starts a bundle the build produces', (_name, service) => {
    const bundle = bundleOf(asRecord(service).command);
    expect(bundle).not.toBeNull();
    expect([...bundles]).toContain(bundle);
  });

  it.each(serverServices)('%s sets only variables the code reads', (_name, service) => {
    const env = asRecord(asRecord(service).environment);
    expect(Object.keys(env).filter((k) => !knownVars.has(k))).toEqual([]);
  });

  it('gives every service a health check, and waits only on services that have one', () => {
    for (const [name, service] of Object.entries(services)) {
      expect([name, asRecord(asRecord(service).healthcheck).test !== undefined]).toEqual([name, true]);
      for (const [dependency, condition] of Object.entries(asRecord(asRecord(service).depends_on))) {
        expect(Object.keys(services)).toContain(dependency);
        expect(asRecord(condition).condition).toBe('service_healthy');
      }
    }
  });

  it('serves the shell and one static host per slice, each from its built dist folder', () => {
    const remoteSlices = Object.values(services)
      .map((s) => asRecord(asRecord(s).build))
      .filter((b) => b.target === 'web-remote')
      .map((b) => String(asRecord(b.args).SLICE));
    expect(remoteSlices.sort()).toEqual(frontendSlices());
    expect(Object.values(services).some((s) => asRecord(asRecord(s).build).target === 'web-shell')).toBe(true);
    for (const slice of remoteSlices) expect(Object.keys(services)).toContain(slice);
  });

  it('mounts files that exist', () => {
    for (const service of Object.values(services)) {
      for (const volume of asArray(asRecord(service).volumes).map(String)) {
        const source = volume.split(':')[0] ?? '';
        if (source.startsWith('./')) expect(fs.existsSync(path.join(root, source))).toBe(true);
      }
    }
  });
});

interface K8sDoc {
  file: string;
  kind: string;
  name: string;
  body: Yaml;
}

function k8sDocuments(): K8sDoc[] {
  const docs: K8sDoc[] = [];
  const walk = (dir: string) => {
    for (const entry of fs.readdirSync(dir, { withFileTypes: true })) {
      const full = path.join(dir, entry.name);
      if (entry.isDirectory()) walk(full);
      else if (/\.ya?ml$/.test(entry.name)) {
        for (const doc of parseAllDocuments(fs.readFileSync(full, 'utf8'))) {
          const body = asRecord(doc.toJS());
          if (body.kind === undefined) continue;
          docs.push({ file: path.relative(root, full), kind: String(body.kind), name: String(asRecord(body.metadata).name), body });
        }
      }
    }
  };
  walk(path.join(root, 'k8s'));
  return docs;
}

describe('k8s/', () => {
  const docs = k8sDocuments();
  const of = (kind: string) => docs.filter((d) => d.kind === kind);
  const configMaps = new Map(of('ConfigMap').map((d) => [d.name, Object.keys(asRecord(d.body.data))]));
  const containers = of('Deployment').flatMap((d) =>
    asArray(asRecord(asRecord(asRecord(d.body.spec).template).spec).containers).map((c) => ({ deployment: d.name, file: d.file, c: asRecord(c) })),
  );
  const serverContainers = containers.filter(({ c }) => String(c.image).startsWith(SERVER_IMAGE));
  const label = ({ file, deployment }: { file: string; deployment: string }) => `${file} ${deployment}`;

  it('runs the gateway, the relay and the projection worker from the server image', () => {
    expect(serverContainers.map(({ c }) => bundleOf([...asArray(c.command), ...asArray(c.args)]))).toEqual(
      expect.arrayContaining(['gateway', 'relay', 'projection-worker']),
    );
  });

  it('starts only bundles the build produces', () => {
    for (const container of serverContainers) {
      const bundle = bundleOf([...asArray(container.c.command), ...asArray(container.c.args)]);
      expect([label(container), bundle !== null && bundles.has(bundle)]).toEqual([label(container), true]);
    }
  });

  it('sets only variables the code reads, directly or through a ConfigMap', () => {
    for (const container of serverContainers) {
      const direct = asArray(container.c.env).map((e) => String(asRecord(e).name));
      const fromMaps = asArray(container.c.envFrom).flatMap((e) => {
        const ref = asRecord(asRecord(e).configMapRef).name;
        if (ref === undefined) return [];
        expect([label(container), configMaps.has(String(ref))]).toEqual([label(container), true]);
        return configMaps.get(String(ref)) ?? [];
      });
      expect([label(container), [...direct, ...fromMaps].filter((v) => !knownVars.has(v))]).toEqual([label(container), []]);
    }
  });

  it('gives every container readiness and liveness probes and resource requests', () => {
    for (const container of containers) {
      const { c } = container;
      const requests = asRecord(asRecord(c.resources).requests);
      expect([label(container), !!c.readinessProbe, !!c.livenessProbe, !!requests.cpu, !!requests.memory]).toEqual([
        label(container),
        true,
        true,
        true,
        true,
      ]);
    }
  });

  it('routes /_api to the gateway, and every Ingress backend is a Service', () => {
    const services = new Set(of('Service').map((d) => d.name));
    const paths = of('Ingress').flatMap((d) =>
      asArray(asRecord(d.body.spec).rules).flatMap((r) => asArray(asRecord(asRecord(r).http).paths).map(asRecord)),
    );
    const backend = (p: Yaml) => String(asRecord(asRecord(p.backend).service).name);
    expect(paths.filter((p) => p.path === '/_api').map(backend)).toEqual(['gateway']);
    for (const p of paths) expect(services).toContain(backend(p));
    for (const slice of frontendSlices()) expect(paths.map((p) => p.path)).toContain(`/remotes/${slice}`);
  });

  it('autoscales only Deployments that exist, the gateway and the projection worker among them', () => {
    const deployments = new Set(of('Deployment').map((d) => d.name));
    const targets = of('HorizontalPodAutoscaler').map((d) => String(asRecord(asRecord(d.body.spec).scaleTargetRef).name));
    expect(targets).toEqual(expect.arrayContaining(['gateway', 'projection-worker']));
    for (const t of targets) expect(deployments).toContain(t);
  });

  it('lists only files that exist in each kustomization', () => {
    for (const doc of of('Kustomization')) {
      const dir = path.dirname(path.join(root, doc.file));
      const generated = asArray(doc.body.configMapGenerator).flatMap((g) => asArray(asRecord(g).files));
      for (const entry of [...asArray(doc.body.resources), ...generated].map(String)) {
        expect([doc.file, entry, fs.existsSync(path.join(dir, entry))]).toEqual([doc.file, entry, true]);
      }
    }
  });

  it('names every slice in the remote manifest, the same one compose mounts', () => {
    const manifest = JSON.parse(fs.readFileSync(path.join(root, 'k8s', 'base', 'remote-manifest.json'), 'utf8')) as {
      remotes: Record<string, { entry: string }>;
    };
    expect(Object.keys(manifest.remotes).sort()).toEqual(frontendSlices());
    for (const [slice, { entry }] of Object.entries(manifest.remotes)) expect(entry).toBe(`/remotes/${slice}/remoteEntry.js`);
    expect(JSON.parse(fs.readFileSync(path.join(root, 'docker', 'remote-manifest.json'), 'utf8'))).toEqual(manifest);
  });
});
