import { spawnSync } from 'node:child_process';
import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { describe, expect, test } from 'vitest';
import { parse } from 'yaml';

// Checks the deployment files at the repo root: docker-compose.yml, apps/api/Dockerfile,
// deploy/nginx.conf, .dockerignore, and the `metrics` profile's deploy/prometheus and deploy/grafana. There is no Docker engine in CI, so nothing is built or
// started here: a Compose CLI (`docker compose` or Debian's `docker-compose`), when installed,
// validates the file as Compose itself reads it, and the structure is always checked by parsing.

const root = fileURLToPath(new URL('../..', import.meta.url));
const read = (file: string) => readFileSync(join(root, file), 'utf8');

const composeFile = 'docker-compose.yml';
const dockerfile = 'apps/api/Dockerfile';
const nginxConf = 'deploy/nginx.conf';
const jwtRequiredMessage = 'set JWT_SECRET to 32+ random bytes';
const databaseUrl = 'postgres://jhatpat:jhatpat@db:5432/jhatpat';

// ---- Compose CLI ---------------------------------------------------------------------------------

/** The Compose command available here: the Docker CLI plugin, then the standalone v1, else none. */
function findComposeCli(): string[] | undefined {
  const candidates = [['docker', 'compose'], ['docker-compose']];
  return candidates.find(([cmd, ...args]) => {
    const result = spawnSync(cmd, [...args, 'version'], { encoding: 'utf8', timeout: 30_000 });
    return result.status === 0;
  });
}

const composeCli = findComposeCli();

function runCompose(args: string[], env: NodeJS.ProcessEnv) {
  if (!composeCli) throw new Error('no Compose CLI');
  const [cmd, ...prefix] = composeCli;
  const cleanEnv = { ...env };
  // The developer's own Compose settings must not change what is validated.
  for (const key of ['COMPOSE_FILE', 'COMPOSE_PROJECT_NAME', 'COMPOSE_PROFILES', 'COMPOSE_ENV_FILES']) delete cleanEnv[key];
  return spawnSync(cmd, [...prefix, '-f', composeFile, ...args], { cwd: root, env: cleanEnv, encoding: 'utf8', timeout: 60_000 });
}

function withoutJwtSecret(): NodeJS.ProcessEnv {
  const env = { ...process.env };
  delete env.JWT_SECRET;
  return env;
}

describe.skipIf(!composeCli)(`Compose CLI (${composeCli?.join(' ') ?? 'not installed'}) accepts ${composeFile}`, () => {
  test('`config -q` exits 0 when JWT_SECRET is set', () => {
    const result = runCompose(['config', '-q'], { ...process.env, JWT_SECRET: 'a'.repeat(64), PAYMENT_WEBHOOK_SECRET: 'b'.repeat(64) });
    expect(result.error).toBeUndefined();
    expect(result.status, `${composeCli?.join(' ')} config -q said:\n${result.stderr}${result.stdout}`).toBe(0);
  });

  test('`--profile metrics config -q` exits 0: Prometheus and Grafana as Compose reads them', () => {
    const result = runCompose(['--profile', 'metrics', 'config', '-q'], { ...process.env, JWT_SECRET: 'a'.repeat(64), PAYMENT_WEBHOOK_SECRET: 'b'.repeat(64) });
    expect(result.status, `${composeCli?.join(' ')} --profile metrics config -q said:\n${result.stderr}${result.stdout}`).toBe(0);
  });

  test('`config` fails with the required-variable message when JWT_SECRET is missing', () => {
    const result = runCompose(['config', '-q'], { ...withoutJwtSecret(), PAYMENT_WEBHOOK_SECRET: 'b'.repeat(64) });
    expect(result.status).not.toBe(0);
    expect(result.stderr + result.stdout).toContain(jwtRequiredMessage);
  });
});

// ---- docker-compose.yml structure ------------------------------------------------------------------

interface Healthcheck {
  test?: string | string[];
}
interface Service {
  image?: string;
  profiles?: string[];
  entrypoint?: string | string[];
  build?: string | { context?: string; dockerfile?: string };
  environment?: Record<string, unknown> | string[];
  depends_on?: string[] | Record<string, { condition?: string }>;
  healthcheck?: Healthcheck;
  volumes?: (string | { source?: string; target?: string })[];
  ports?: (string | number | { target?: number; published?: number | string })[];
  deploy?: { replicas?: number };
}
interface ComposeFile {
  services?: Record<string, Service>;
  volumes?: Record<string, unknown>;
}

// `merge: true` resolves the `<<: *api` YAML merge keys the file uses for its API instances.
const compose = parse(read(composeFile), { merge: true }) as ComposeFile;
const services = compose.services ?? {};

function environmentOf(service: Service): Record<string, string> {
  const env = service.environment ?? {};
  if (Array.isArray(env)) {
    return Object.fromEntries(env.map((entry) => [entry.split('=')[0], entry.split('=').slice(1).join('=')]));
  }
  return Object.fromEntries(Object.entries(env).map(([key, value]) => [key, String(value)]));
}

function healthcheckText(service: Service): string {
  const check = service.healthcheck?.test;
  return Array.isArray(check) ? check.join(' ') : (check ?? '');
}

function dependsOnHealthy(service: Service, name: string): boolean {
  const deps = service.depends_on;
  return !!deps && !Array.isArray(deps) && deps[name]?.condition === 'service_healthy';
}

const apiServices = Object.entries(services).filter(([, service]) => {
  const build = service.build;
  return typeof build === 'object' && build.dockerfile === dockerfile;
});
const apiInstanceCount = apiServices.reduce((sum, [, service]) => sum + (service.deploy?.replicas ?? 1), 0);

describe(`${composeFile} structure`, () => {
  test('PostgreSQL 16 with a named volume and a pg_isready health check', () => {
    const db = services.db;
    expect(db, 'a "db" service').toBeDefined();
    expect(db.image).toMatch(/^postgres:16(\b|-)/);
    expect(healthcheckText(db)).toContain('pg_isready');
    const dataMount = (db.volumes ?? [])
      .map((volume) => (typeof volume === 'string' ? volume.split(':') : [volume.source ?? '', volume.target ?? '']))
      .find(([, target]) => target === '/var/lib/postgresql/data');
    expect(dataMount, 'a volume on /var/lib/postgresql/data').toBeDefined();
    const volumeName = dataMount?.[0] ?? '';
    expect(volumeName, 'a named volume, not a host path').toMatch(/^[a-zA-Z0-9][a-zA-Z0-9_.-]*$/);
    expect(Object.keys(compose.volumes ?? {})).toContain(volumeName);
  });

  test('at least two API instances built from apps/api/Dockerfile', () => {
    expect(apiServices.length).toBeGreaterThan(0);
    expect(apiInstanceCount).toBeGreaterThanOrEqual(2);
  });

  test.each(apiServices.map(([name, service]) => [name, service] as const))(
    'API service %s: Postgres URL, required JWT_SECRET, waits for a healthy db, health check',
    (_name, service) => {
      const env = environmentOf(service);
      expect(env.DATABASE_URL).toBe(databaseUrl);
      expect(env.JWT_SECRET).toBe(`\${JWT_SECRET:?${jwtRequiredMessage}}`);
      expect(dependsOnHealthy(service, 'db')).toBe(true);
      expect(healthcheckText(service)).toContain('/api/health');
    },
  );

  test('an nginx proxy on port 8080 with deploy/nginx.conf, after healthy API instances', () => {
    const proxies = Object.entries(services).filter(([, service]) => /^nginx(:|$)/.test(service.image ?? ''));
    expect(proxies).toHaveLength(1);
    const [, proxy] = proxies[0];
    const published = (proxy.ports ?? []).map((port) =>
      typeof port === 'object' ? `${port.published}:${port.target}` : String(port).replace(/^(\d+\.\d+\.\d+\.\d+:)/, ''),
    );
    expect(published).toContain('8080:80');
    const mounts = (proxy.volumes ?? []).map((volume) => (typeof volume === 'string' ? volume : `${volume.source}:${volume.target}`));
    expect(mounts.some((mount) => mount.startsWith(`./${nginxConf}:`))).toBe(true);
    for (const [name] of apiServices) expect(dependsOnHealthy(proxy, name), `proxy waits for ${name}`).toBe(true);
  });
});

// ---- deploy/nginx.conf ---------------------------------------------------------------------------

describe(`${nginxConf}`, () => {
  const conf = read(nginxConf).replace(/#.*$/gm, '');
  const block = (header: RegExp) => new RegExp(`${header.source}\\s*\\{([^}]*)\\}`).exec(conf)?.[1] ?? '';

  test('the upstream is sticky (ip_hash) and lists every API instance', () => {
    const upstreamName = /upstream\s+(\S+)\s*\{/.exec(conf)?.[1];
    expect(upstreamName, 'an upstream block').toBeDefined();
    const upstream = block(/upstream\s+\S+/);
    expect(upstream).toMatch(/^\s*ip_hash\s*;/m);
    if (apiServices.every(([, service]) => (service.deploy?.replicas ?? 1) === 1)) {
      for (const [name] of apiServices) expect(upstream).toMatch(new RegExp(`server\\s+${name}:3000\\b`));
    }
  });

  test('/socket.io/ is proxied with the WebSocket Upgrade headers over HTTP/1.1', () => {
    const socketIo = block(/location\s+\/socket\.io\/(?=\s*\{)/);
    expect(socketIo, 'a "location /socket.io/" block').not.toBe('');
    expect(socketIo).toMatch(/proxy_pass\s+http:\/\/\S+;/);
    expect(socketIo).toMatch(/proxy_set_header\s+Upgrade\s+\$http_upgrade\s*;/);
    expect(socketIo).toMatch(/proxy_set_header\s+Connection\s+("?upgrade"?|\$connection_upgrade)\s*;/i);
    expect(`${socketIo}\n${conf}`).toMatch(/proxy_http_version\s+1\.1\s*;/);
  });

  test('every other path goes to the API instances too', () => {
    expect(block(/location\s+\/(?=\s*\{)/)).toMatch(/proxy_pass\s+http:\/\/\S+;/);
  });
});

// ---- apps/api/Dockerfile and .dockerignore -------------------------------------------------------

describe(`${dockerfile}`, () => {
  // Join continuation lines so each instruction is one line.
  const instructions = read(dockerfile)
    .replace(/\\\r?\n/g, ' ')
    .split(/\r?\n/)
    .map((line) => line.trim())
    .filter((line) => line && !line.startsWith('#'));
  const froms = instructions.filter((line) => /^FROM\s/i.test(line));
  const lastFrom = instructions.findLastIndex((line) => /^FROM\s/i.test(line));
  const runtime = instructions.slice(lastFrom);

  test('is a multi-stage build on Node 20', () => {
    expect(froms.length).toBeGreaterThanOrEqual(2);
    expect(instructions.join('\n')).toMatch(/node:20-bookworm-slim/);
  });

  test('the runtime stage runs as a non-root user', () => {
    const users = runtime.filter((line) => /^USER\s/i.test(line)).map((line) => line.split(/\s+/)[1]);
    expect(users.length, 'a USER instruction in the final stage').toBeGreaterThan(0);
    expect(['root', '0', '0:0', 'root:root']).not.toContain(users.at(-1));
  });

  test('the runtime stage carries the built apps and libs, a health check and the start command', () => {
    const text = runtime.join('\n');
    for (const path of ['apps/api/dist', 'apps/web/dist', 'libs/domain/dist']) expect(text).toContain(path);
    expect(text).toMatch(/^HEALTHCHECK\s.*\/api\/health/m);
    // The container starts the API exactly as `npm run serve` does, Node's options included.
    const serve = (JSON.parse(read('package.json')) as { scripts: Record<string, string> }).scripts.serve.split(' ');
    expect(text).toContain(`CMD ${JSON.stringify(serve).replaceAll(',', ', ')}`);
    expect(text).not.toMatch(/npm ci(?![^\n]*--omit=dev)/);
  });

  test('.dockerignore keeps host dependencies, build output and git out of the context', () => {
    const ignored = read('.dockerignore')
      .split(/\r?\n/)
      .map((line) => line.trim().replace(/^\*\*\//, ''));
    for (const entry of ['node_modules', 'dist', '.data', '.nx', 'storybook-static', 'e2e/screenshots', '.git']) {
      expect(ignored, `.dockerignore lists ${entry}`).toContain(entry);
    }
  });
});

// ---- the `metrics` profile: Prometheus and Grafana ----------------------------------------------

describe('the metrics profile', () => {
  const prometheusConf = 'deploy/prometheus/prometheus.yml';
  const alertsFile = 'deploy/prometheus/alerts.yml';
  const dashboardFile = 'deploy/grafana/dashboards/jhatpat.json';
  const mountsOf = (service: Service) => (service.volumes ?? []).map((volume) => (typeof volume === 'string' ? volume : `${volume.source}:${volume.target}`));

  // Every metric family the API defines (apps/api/src/platform/metrics), read from its source.
  const metricsDir = 'apps/api/src/platform/metrics';
  const apiFamilies = readdirSync(join(root, metricsDir))
    .filter((file) => file.endsWith('.ts') && !file.endsWith('.spec.ts'))
    .flatMap((file) => [...read(`${metricsDir}/${file}`).matchAll(/name: '(jhatpat_[a-z_]+)'/g)].map((match) => match[1]));

  interface Panel {
    type: string;
    title: string;
    datasource?: { uid?: string };
    targets?: { expr: string }[];
  }
  const dashboard = JSON.parse(read(dashboardFile)) as { uid: string; panels: Panel[] };
  const exprs = dashboard.panels.flatMap((panel) => (panel.targets ?? []).map((target) => target.expr));
  // The metric names in a PromQL expression: ours (jhatpat_), prom-client's defaults, and `up`.
  const metricNamesIn = (expr: string) => [...expr.matchAll(/\b((?:jhatpat|process|nodejs)_[a-z0-9_]+|up(?=\{))/g)].map((match) => match[1]);
  const baseFamily = (name: string) => name.replace(/_(bucket|count|sum)$/, '');

  test('only Prometheus and Grafana are in the profile; the shop itself starts without it', () => {
    const profiled = Object.entries(services).filter(([, service]) => service.profiles?.length);
    expect(profiled.map(([name]) => name).sort()).toEqual(['grafana', 'prometheus']);
    for (const [, service] of profiled) expect(service.profiles).toEqual(['metrics']);
    expect(services.prometheus.image).toMatch(/^prom\/prometheus:v\d/);
    expect(services.grafana.image).toMatch(/^grafana\/grafana:\d/);
  });

  test('both UIs listen on the loopback interface only', () => {
    expect(services.prometheus.ports).toEqual(['127.0.0.1:9090:9090']);
    expect(services.grafana.ports).toEqual(['127.0.0.1:3001:3000']);
  });

  test('Prometheus scrapes /api/metrics on every API instance with the METRICS_TOKEN its entrypoint writes', () => {
    expect(mountsOf(services.prometheus)).toEqual(expect.arrayContaining([`./${prometheusConf}:/etc/prometheus/prometheus.yml:ro`, `./${alertsFile}:/etc/prometheus/alerts.yml:ro`]));
    const conf = parse(read(prometheusConf)) as {
      rule_files: string[];
      scrape_configs: { metrics_path: string; authorization: { type: string; credentials_file: string }; static_configs: { targets: string[] }[] }[];
    };
    expect(conf.rule_files).toEqual(['/etc/prometheus/alerts.yml']);
    const [job] = conf.scrape_configs;
    expect(job.metrics_path).toBe('/api/metrics');
    expect(job.authorization.type).toBe('Bearer');
    const targets = job.static_configs.flatMap((config) => config.targets).sort();
    expect(targets).toEqual(apiServices.map(([name]) => `${name}:3000`).sort());
    const entrypoint = [services.prometheus.entrypoint ?? []].flat().join(' ');
    expect(entrypoint).toContain(`> ${job.authorization.credentials_file}`);
    expect(environmentOf(services.prometheus).METRICS_TOKEN).toBe('${METRICS_TOKEN:-}');
    for (const [name, service] of apiServices) expect(environmentOf(service).METRICS_TOKEN, name).toBe('${METRICS_TOKEN:-}');
  });

  test('Grafana provisions the Prometheus data source and the dashboard under the uid its panels use', () => {
    expect(mountsOf(services.grafana)).toEqual(expect.arrayContaining(['./deploy/grafana/provisioning:/etc/grafana/provisioning:ro', './deploy/grafana/dashboards:/var/lib/grafana/dashboards:ro']));
    const sources = parse(read('deploy/grafana/provisioning/datasources/prometheus.yml')) as { datasources: { uid: string; url: string; type: string }[] };
    expect(sources.datasources).toEqual([expect.objectContaining({ type: 'prometheus', url: 'http://prometheus:9090' })]);
    const providers = parse(read('deploy/grafana/provisioning/dashboards/jhatpat.yml')) as { providers: { options: { path: string } }[] };
    expect(providers.providers[0].options.path).toBe('/var/lib/grafana/dashboards');
    for (const panel of dashboard.panels.filter((p) => p.type !== 'row')) expect(panel.datasource?.uid, panel.title).toBe(sources.datasources[0].uid);
  });

  test('the dashboard has a panel for every metric family the API defines, and Node’s own figures', () => {
    expect(apiFamilies.length).toBeGreaterThanOrEqual(10);
    const shown = new Set(exprs.flatMap(metricNamesIn).map(baseFamily));
    for (const family of apiFamilies) expect(shown, family).toContain(family);
    for (const family of ['process_cpu_seconds_total', 'process_resident_memory_bytes', 'nodejs_heap_size_used_bytes', 'nodejs_eventloop_lag_p99_seconds']) expect(shown, family).toContain(family);
  });

  test('the dashboard and the alerts name no metric the API and prom-client do not export', async () => {
    const { collectDefaultMetrics, Registry } = await import('prom-client');
    const registry = new Registry();
    collectDefaultMetrics({ register: registry });
    const known = new Set([...apiFamilies, ...(await registry.getMetricsAsJSON()).map((metric) => metric.name), 'up']);
    const alerts = parse(read(alertsFile)) as { groups: { rules: { alert: string; expr: string }[] }[] };
    const alertExprs = alerts.groups.flatMap((group) => group.rules.map((rule) => rule.expr));
    expect(alertExprs.length).toBeGreaterThan(0);
    for (const expr of [...exprs, ...alertExprs]) for (const name of metricNamesIn(expr)) expect(known, `${name} in ${expr}`).toContain(baseFamily(name));
  });
});
