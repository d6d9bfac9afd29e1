import { readdirSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, test } from 'vitest';
import { parse } from 'yaml';
import { apiServices, environmentOf, read, root, type Service, services } from './compose-file.js';

// docker-compose.yml's `metrics` profile: Prometheus scraping every API instance and Grafana with the
// Jhatpat dashboard. `--profile metrics config -q` is run by docker-compose.spec.ts with the CLI.

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
