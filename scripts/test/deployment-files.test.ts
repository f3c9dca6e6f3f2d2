import fs from 'node:fs';
import path from 'node:path';
import { parse, parseAllDocuments } from 'yaml';
import { ENV_VARS, loadConfig, type Env } from '../../packages/platform/src/config';
import { CONTEXT_PATHS, CONTEXTS, selectContexts, type ContextName } from '../../services/gateway/src/composition/contexts';

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

/** The contexts a server process serves, given its bundle and environment (as service-process.ts decides). */
function contextsServed(bundle: string | null, env: Record<string, string>): ContextName[] {
  if (bundle === 'gateway') return selectContexts(loadConfig(env as Env).serviceContexts);
  const own = CONTEXTS.find((context) => context === bundle);
  return own ? [own] : [];
}

/** The contexts whose background jobs a server process runs. */
const jobsRun = (bundle: string | null, env: Record<string, string>): ContextName[] =>
  loadConfig(env as Env).backgroundJobs ? contextsServed(bundle, env) : [];

/** Each context with the processes (by name) that run its jobs: exactly one per context. */
function jobRunners(processes: Array<{ name: string; bundle: string | null; env: Record<string, string> }>): Record<string, string[]> {
  return Object.fromEntries(
    CONTEXTS.map((context) => [context, processes.filter((p) => jobsRun(p.bundle, p.env).includes(context)).map((p) => p.name)]),
  );
}

const stringValues = (record: Yaml): Record<string, string> => Object.fromEntries(Object.entries(record).map(([k, v]) => [k, String(v)]));

describe('docker-compose.yml', () => {
  const compose = asRecord(parse(fs.readFileSync(path.join(root, 'docker-compose.yml'), 'utf8'), { merge: true }));
  const services = asRecord(compose.services);
  const serverServices = Object.entries(services).filter(([, s]) => String(asRecord(s).image ?? '').startsWith(SERVER_IMAGE));

  it('runs the gateway, the relay, a projection worker and every context service from the server image', () => {
    const started = serverServices.map(([, s]) => bundleOf(asRecord(s).command));
    expect(started).toEqual(expect.arrayContaining(['gateway', 'relay', 'projection-worker', ...CONTEXTS]));
  });

  it('runs the background jobs of each context in exactly one service', () => {
    const processes = serverServices.map(([name, s]) => ({
      name,
      bundle: bundleOf(asRecord(s).command),
      env: stringValues(asRecord(asRecord(s).environment)),
    }));
    expect(jobRunners(processes)).toEqual(Object.fromEntries(CONTEXTS.map((context) => [context, [context]])));
  });

  it("routes each context's /_api prefixes to its service through the shell's proxy, the rest to the gateway", () => {
    const conf = fs.readFileSync(path.join(root, 'docker', 'nginx', 'shell.conf'), 'utf8');
    const map = /map \$uri \$api_upstream \{([^}]*)\}/.exec(conf)?.[1] ?? '';
    const routes = [...map.matchAll(/^\s*~\^(\S+)\(\/\|\$\)\s+(\S+);/gm)].map((m) => [m[1], m[2]]);
    const expected = CONTEXTS.flatMap((context) => CONTEXT_PATHS[context].map((prefix) => [prefix, context]));
    expect(routes.sort()).toEqual(expected.sort());
    expect(map).toMatch(/^\s*default\s+gateway;/m);
    const upstreams = new Map([...conf.matchAll(/^upstream (\S+)\s*\{\s*server ([\w-]+):8080;\s*\}/gm)].map((m) => [m[1], m[2]]));
    for (const name of ['gateway', ...CONTEXTS]) {
      expect([name, upstreams.get(name)]).toEqual([name, name]);
      expect(Object.keys(services)).toContain(name);
      expect(Object.keys(asRecord(asRecord(services.shell).depends_on))).toContain(name);
    }
    expect(conf).toMatch(/location \^~ \/_api\/ \{\s*proxy_pass http:\/\/\$api_upstream;/);
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

  it('runs the gateway, the relay, the projection worker and every context service from the server image', () => {
    expect(serverContainers.map(({ c }) => bundleOf([...asArray(c.command), ...asArray(c.args)]))).toEqual(
      expect.arrayContaining(['gateway', 'relay', 'projection-worker', ...CONTEXTS]),
    );
  });

  it('runs the background jobs of each context in exactly one Deployment', () => {
    const processes = serverContainers.map(({ deployment, c }) => {
      const fromMaps = asArray(c.envFrom).map((e) => String(asRecord(asRecord(e).configMapRef).name));
      const mapped = Object.assign({}, ...of('ConfigMap').filter((d) => fromMaps.includes(d.name)).map((d) => stringValues(asRecord(d.body.data)))) as Record<string, string>;
      const direct = Object.fromEntries(asArray(c.env).map((e) => [String(asRecord(e).name), String(asRecord(e).value ?? '')]));
      return { name: deployment, bundle: bundleOf([...asArray(c.command), ...asArray(c.args)]), env: { ...mapped, ...direct } };
    });
    expect(jobRunners(processes)).toEqual(Object.fromEntries(CONTEXTS.map((context) => [context, [context]])));
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

  it("routes each context's /_api prefixes to its service, and no other /_api path but the gateway's", () => {
    const paths = of('Ingress').flatMap((d) =>
      asArray(asRecord(d.body.spec).rules).flatMap((r) => asArray(asRecord(asRecord(r).http).paths).map(asRecord)),
    );
    const routed = paths
      .filter((p) => String(p.path).startsWith('/_api/'))
      .map((p) => [String(p.path), String(asRecord(asRecord(p.backend).service).name), String(p.pathType)]);
    const expected = CONTEXTS.flatMap((context) => CONTEXT_PATHS[context].map((prefix) => [prefix, context, 'Prefix']));
    expect(routed.sort()).toEqual(expected.sort());
  });

  it('autoscales only Deployments that exist: the gateway, every context service and the projection worker', () => {
    const deployments = new Set(of('Deployment').map((d) => d.name));
    const targets = of('HorizontalPodAutoscaler').map((d) => String(asRecord(asRecord(d.body.spec).scaleTargetRef).name));
    expect(targets).toEqual(expect.arrayContaining(['gateway', 'projection-worker', ...CONTEXTS]));
    for (const t of targets) expect(deployments).toContain(t);
  });

  it('gives every autoscaled Deployment a disruption budget that still lets a node drain', () => {
    const budgets = new Map(
      of('PodDisruptionBudget').map((d) => [String(asRecord(asRecord(asRecord(d.body.spec).selector).matchLabels)['app.kubernetes.io/name']), asRecord(d.body.spec)]),
    );
    for (const hpa of of('HorizontalPodAutoscaler')) {
      const spec = asRecord(hpa.body.spec);
      const target = String(asRecord(spec.scaleTargetRef).name);
      const minAvailable = Number(budgets.get(target)?.minAvailable);
      expect([target, minAvailable >= 1 && minAvailable < Number(spec.minReplicas)]).toEqual([target, true]);
    }
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
