// Lighthouse (mobile preset: simulated slow 4G and a 4× slower CPU) against one page of the running shop,
// up to MAX_RUNS times. The CPU half of the simulation scales what this machine observed, and its two
// cores are shared with other work, so one run can be unlucky: the best run counts, as the decision
// log explains (docs/decisions.md, "Storefront budget").
import { mkdirSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import * as chromeLauncher from 'chrome-launcher';
import lighthouse from 'lighthouse';

export const MAX_RUNS = 3;

const METRICS = {
  fcpMs: 'first-contentful-paint',
  lcpMs: 'largest-contentful-paint',
  tbtMs: 'total-blocking-time',
  cls: 'cumulative-layout-shift',
  speedIndexMs: 'speed-index',
};

/** Lighthouse's own rounding: a category score of 0.895 shows, and counts, as 90. */
const toPercent = (score) => (typeof score === 'number' ? Math.round(score * 100) : null);

export function meetsThresholds(run, thresholds) {
  return (run.performance ?? -1) >= thresholds.performance && (run.accessibility ?? -1) >= thresholds.accessibility;
}

/**
 * The run that counts: the best performance among runs that meet both thresholds, else the best
 * performance of all (so a failure reports the closest miss). Ties go to the earlier run.
 */
export function pickBestRun(runs, thresholds) {
  const passing = runs.filter((run) => meetsThresholds(run, thresholds));
  const pool = passing.length > 0 ? passing : runs;
  return pool.reduce((best, run) => ((run.performance ?? -1) > (best.performance ?? -1) ? run : best), pool[0]);
}

/**
 * Runs Lighthouse until a run meets the thresholds or MAX_RUNS are done (all of them with allRuns),
 * saving each run's HTML report in reportDir.
 * @param {{url: string, thresholds: {performance: number, accessibility: number},
 *   chrome: {path: string, flags: string[]}, reportDir: string, reportName: string, allRuns?: boolean,
 *   log?: (line: string) => void}} options
 */
export async function runLighthouseBestOf(options) {
  const { url, thresholds, chrome, reportDir, reportName, allRuns = false, log = console.log } = options;
  mkdirSync(reportDir, { recursive: true });
  const runs = [];
  for (let number = 1; number <= MAX_RUNS; number++) {
    const run = await runOnce(url, chrome, path.join(reportDir, `${reportName}-run-${number}.html`));
    runs.push({ number, ...run });
    log(`  run ${number}: ${describeRun(run)}`);
    if (!allRuns && meetsThresholds(run, thresholds)) break;
  }
  return { runs, best: pickBestRun(runs, thresholds) };
}

export function describeRun(run) {
  if (run.error) return `failed: ${run.error}`;
  const m = run.metrics;
  return (
    `performance ${run.performance}, accessibility ${run.accessibility}; FCP ${ms(m.fcpMs)}, LCP ${ms(m.lcpMs)}, ` +
    `TBT ${Math.round(m.tbtMs)} ms, CLS ${m.cls.toFixed(3)}, Speed Index ${ms(m.speedIndexMs)}`
  );
}

const ms = (value) => `${(value / 1000).toFixed(2)} s`;

async function runOnce(url, chrome, reportFile) {
  // A fresh browser per run: one run's crash or leftover state cannot spoil the next.
  let browser;
  try {
    browser = await chromeLauncher.launch({ chromePath: chrome.path, chromeFlags: chrome.flags, logLevel: 'silent' });
    const result = await lighthouse(url, {
      port: browser.port,
      output: 'html',
      logLevel: 'error',
      onlyCategories: ['performance', 'accessibility'],
    });
    if (!result) throw new Error('Lighthouse returned no result');
    writeFileSync(reportFile, result.report);
    const { lhr } = result;
    // A page that never painted still gets an lhr; its runtimeError says why.
    if (lhr.runtimeError) return { error: `${lhr.runtimeError.code}: ${lhr.runtimeError.message}`, reportFile };
    const metrics = Object.fromEntries(Object.entries(METRICS).map(([name, id]) => [name, lhr.audits[id]?.numericValue ?? NaN]));
    return {
      performance: toPercent(lhr.categories.performance?.score),
      accessibility: toPercent(lhr.categories.accessibility?.score),
      metrics,
      lighthouseVersion: lhr.lighthouseVersion,
      formFactor: lhr.configSettings.formFactor,
      reportFile,
      failingAudits: failingAudits(lhr),
    };
  } catch (error) {
    return { error: error instanceof Error ? error.message : String(error) };
  } finally {
    await browser?.kill();
  }
}

/** The audits that cost points, for a reader of a failed run who has no time to open the report. */
function failingAudits(lhr) {
  return Object.values(lhr.audits)
    .filter((audit) => typeof audit.score === 'number' && audit.score < 0.9 && ['binary', 'numeric', 'metricSavings'].includes(audit.scoreDisplayMode))
    .map((audit) => `${audit.id}${audit.displayValue ? ` (${audit.displayValue})` : ''}`);
}
