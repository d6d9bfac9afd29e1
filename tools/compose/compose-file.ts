import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { parse } from 'yaml';

// docker-compose.yml as the compose tests read it: parsed, with helpers for its services.

export const root = fileURLToPath(new URL('../..', import.meta.url));
export const read = (file: string) => readFileSync(join(root, file), 'utf8');

export const composeFile = 'docker-compose.yml';
export const dockerfile = 'apps/api/Dockerfile';

interface Healthcheck {
  test?: string | string[];
}
export interface Service {
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
export interface ComposeFile {
  services?: Record<string, Service>;
  volumes?: Record<string, unknown>;
}

// `merge: true` resolves the `<<: *api` YAML merge keys the file uses for its API instances.
export const compose = parse(read(composeFile), { merge: true }) as ComposeFile;
export const services = compose.services ?? {};

export function environmentOf(service: Service): Record<string, string> {
  const env = service.environment ?? {};
  if (Array.isArray(env)) {
    return Object.fromEntries(env.map((entry) => [entry.split('=')[0], entry.split('=').slice(1).join('=')]));
  }
  return Object.fromEntries(Object.entries(env).map(([key, value]) => [key, String(value)]));
}

export function healthcheckText(service: Service): string {
  const check = service.healthcheck?.test;
  return Array.isArray(check) ? check.join(' ') : (check ?? '');
}

export function dependsOnHealthy(service: Service, name: string): boolean {
  const deps = service.depends_on;
  return !!deps && !Array.isArray(deps) && deps[name]?.condition === 'service_healthy';
}

export const apiServices = Object.entries(services).filter(([, service]) => {
  const build = service.build;
  return typeof build === 'object' && build.dockerfile === dockerfile;
});
