import { spawnSync } from 'node:child_process';
import { describe, expect, test } from 'vitest';
import { apiServices, compose, composeFile, dependsOnHealthy, dockerfile, environmentOf, healthcheckText, read, root, services } from './compose-file.js';

// Checks the deployment files at the repo root: docker-compose.yml, apps/api/Dockerfile,
// deploy/nginx.conf and .dockerignore (the `metrics` profile: metrics-profile.spec.ts). There is no
// Docker engine in CI, so nothing is built or started here: a Compose CLI (`docker compose` or Debian's `docker-compose`), when installed,
// validates the file as Compose itself reads it, and the structure is always checked by parsing.

const nginxConf = 'deploy/nginx.conf';
const jwtRequiredMessage = 'set JWT_SECRET to 32+ random bytes';
const personalDataKeyRequiredMessage = 'set PERSONAL_DATA_KEY to 32 random bytes in base64 (openssl rand -base64 32)';
const personalDataKey = Buffer.alloc(32, 1).toString('base64');
const proxyAddress = '172.28.0.10';
const databaseUrl = 'postgres://jhatpat_app:${JHATPAT_APP_PASSWORD:-jhatpat-app}@db:5432/jhatpat';
const databaseOwnerUrl = 'postgres://jhatpat_owner:${JHATPAT_OWNER_PASSWORD:-jhatpat-owner}@db:5432/jhatpat';
const rolesScript = 'deploy/postgres/10-roles.sh';

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
    const result = runCompose(['config', '-q'], { ...process.env, JWT_SECRET: 'a'.repeat(64), PERSONAL_DATA_KEY: personalDataKey, PAYMENT_WEBHOOK_SECRET: 'b'.repeat(64) });
    expect(result.error).toBeUndefined();
    expect(result.status, `${composeCli?.join(' ')} config -q said:\n${result.stderr}${result.stdout}`).toBe(0);
  });

  test('`--profile metrics config -q` exits 0: Prometheus and Grafana as Compose reads them', () => {
    const result = runCompose(['--profile', 'metrics', 'config', '-q'], { ...process.env, JWT_SECRET: 'a'.repeat(64), PERSONAL_DATA_KEY: personalDataKey, PAYMENT_WEBHOOK_SECRET: 'b'.repeat(64) });
    expect(result.status, `${composeCli?.join(' ')} --profile metrics config -q said:\n${result.stderr}${result.stdout}`).toBe(0);
  });

  test('`config` fails with the required-variable message when JWT_SECRET is missing', () => {
    const result = runCompose(['config', '-q'], { ...withoutJwtSecret(), PERSONAL_DATA_KEY: personalDataKey, PAYMENT_WEBHOOK_SECRET: 'b'.repeat(64) });
    expect(result.status).not.toBe(0);
    expect(result.stderr + result.stdout).toContain(jwtRequiredMessage);
  });

  test('`config` fails with the required-variable message when PERSONAL_DATA_KEY is missing', () => {
    const env = { ...process.env, JWT_SECRET: 'a'.repeat(64), PAYMENT_WEBHOOK_SECRET: 'b'.repeat(64) };
    delete env.PERSONAL_DATA_KEY;
    const result = runCompose(['config', '-q'], env);
    expect(result.status).not.toBe(0);
    expect(result.stderr + result.stdout).toContain(personalDataKeyRequiredMessage);
  });
});

// ---- docker-compose.yml structure ------------------------------------------------------------------

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

  test(`the db creates the owner and app roles with ${rolesScript} (docs/decisions.md#tamper-evidence)`, () => {
    const mounts = (services.db.volumes ?? []).map((volume) => (typeof volume === 'string' ? volume : `${volume.source}:${volume.target}`));
    expect(mounts).toContain(`./${rolesScript}:/docker-entrypoint-initdb.d/10-roles.sh:ro`);
    const script = read(rolesScript);
    for (const role of ['jhatpat_owner', 'jhatpat_app']) expect(script).toContain(`CREATE ROLE ${role} LOGIN`);
    expect(script).toMatch(/ALTER DATABASE :"db" OWNER TO jhatpat_owner/);
    const env = environmentOf(services.db);
    expect(Object.keys(env)).toEqual(expect.arrayContaining(['JHATPAT_OWNER_PASSWORD', 'JHATPAT_APP_PASSWORD']));
  });

  test('at least two API instances built from apps/api/Dockerfile', () => {
    expect(apiServices.length).toBeGreaterThan(0);
    expect(apiInstanceCount).toBeGreaterThanOrEqual(2);
  });

  test.each(apiServices.map(([name, service]) => [name, service] as const))(
    'API service %s: Postgres URLs (app and owner roles), required JWT_SECRET, waits for a healthy db, health check',
    (_name, service) => {
      const env = environmentOf(service);
      expect(env.DATABASE_URL).toBe(databaseUrl);
      expect(env.DATABASE_OWNER_URL).toBe(databaseOwnerUrl);
      expect(env.JWT_SECRET).toBe(`\${JWT_SECRET:?${jwtRequiredMessage}}`);
      // docs/decisions.md#erasure: the key that wraps customers' data keys comes from outside the database.
      expect(env.PERSONAL_DATA_KEY).toBe(`\${PERSONAL_DATA_KEY:?${personalDataKeyRequiredMessage}}`);
      // Defaults are deployments (issue 16 item 1): no demo data, no sandbox money unless asked for.
      expect(env.SEED_DEMO).toBeUndefined();
      expect(env.PAYMENT_PROVIDER).toBe('${PAYMENT_PROVIDER:-}');
      // Issue 16 item 2: X-Forwarded-For is believed from the proxy's fixed address only.
      expect(env.TRUST_PROXY).toBe(proxyAddress);
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
    expect((proxy as { networks?: { default?: { ipv4_address?: string } } }).networks?.default?.ipv4_address).toBe(proxyAddress);
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
    // The container starts the API exactly as `npm run serve` does, Node's options and environment included.
    const words = (JSON.parse(read('package.json')) as { scripts: Record<string, string> }).scripts.serve.split(' ');
    const settings = words.filter((word) => /^[A-Z_]+=/.test(word));
    expect(settings.length, 'the environment the serve script sets').toBeGreaterThan(0);
    for (const setting of settings) expect(text).toMatch(new RegExp(`^ENV ${setting}$`, 'm'));
    expect(text).toContain(`CMD ${JSON.stringify(words.slice(settings.length)).replaceAll(',', ', ')}`);
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
