/**
 * The shipped Prometheus rules and Grafana dashboard (deploy/) name only metrics the registry has, so
 * a renamed or removed metric cannot leave a rule that never fires or a panel that stays empty; and
 * the dashboard shows every shop_ metric (issue 38, ADR 0062).
 */
import { execFileSync } from 'node:child_process';
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { parse } from 'yaml';
import { resolveRepoRoot } from '../paths';
import { collectProcessMetrics, metricsRegistry } from './metrics';

const root = resolveRepoRoot();
const rules = parse(readFileSync(join(root, 'deploy/prometheus/alert-rules.yml'), 'utf8')) as {
  groups: { name: string; rules: { alert: string; expr: string; for?: string; labels?: Record<string, string>; annotations?: Record<string, string> }[] }[];
};
const dashboard = JSON.parse(readFileSync(join(root, 'deploy/grafana/shop-dashboard.json'), 'utf8')) as {
  panels: { title: string; targets: { expr: string }[] }[];
};

// The process metrics are in the registry of a serving process (main.ts), and rules watch them too.
collectProcessMetrics();
const registryNames = metricsRegistry.getMetricsAsArray().map((metric) => (metric as unknown as { name: string }).name);
/** The registry's metric names, with the series names Prometheus makes of a histogram. */
const known = new Set(registryNames.flatMap((name) => [name, `${name}_bucket`, `${name}_count`, `${name}_sum`]));

/** The metric names an expression selects: an identifier followed by `{`, `[`, `)` or the end, not a function, keyword or label. */
function metricNames(expr: string): string[] {
  const names = new Set<string>();
  const withoutStrings = expr.replace(/"[^"]*"/g, '""');
  for (const match of withoutStrings.matchAll(/\b((?:shop|process|nodejs)_[a-zA-Z0-9_]+)\b/g)) names.add(match[1] as string);
  return [...names];
}

it('the rules parse, each with a name, an expression, a severity and a summary', () => {
  const all = rules.groups.flatMap((group) => group.rules);
  expect(all.length).toBeGreaterThanOrEqual(15);
  for (const rule of all) {
    expect(rule.alert).toMatch(/^Shop[A-Za-z]+$/);
    expect(metricNames(rule.expr).length).toBeGreaterThan(0);
    expect(['page', 'ticket']).toContain(rule.labels?.severity);
    expect(rule.annotations?.summary).toBeTruthy();
  }
  expect(new Set(all.map((rule) => rule.alert)).size).toBe(all.length);
});

it('every metric a rule or a panel names is in the registry', () => {
  const used = [
    ...rules.groups.flatMap((group) => group.rules.map((rule) => ({ where: `rule ${rule.alert}`, expr: rule.expr }))),
    ...dashboard.panels.flatMap((panel) => panel.targets.map((target) => ({ where: `panel ${panel.title}`, expr: target.expr }))),
  ];
  const unknown = used.flatMap(({ where, expr }) => metricNames(expr).filter((name) => !known.has(name)).map((name) => `${where}: ${name}`));
  expect(unknown).toEqual([]);
});

it('the dashboard shows every shop metric, and the rules watch the ones that call for action', () => {
  const inDashboard = new Set(dashboard.panels.flatMap((panel) => panel.targets.flatMap((target) => metricNames(target.expr))));
  const shown = (name: string) => [name, `${name}_bucket`, `${name}_count`, `${name}_sum`].some((series) => inDashboard.has(series));
  expect(registryNames.filter((name) => name.startsWith('shop_') && !shown(name))).toEqual([]);
  const inRules = new Set(rules.groups.flatMap((group) => group.rules.flatMap((rule) => metricNames(rule.expr))));
  for (const name of [
    'shop_http_requests_total',
    'shop_http_request_duration_seconds_bucket',
    'shop_payment_notification_mismatches_total',
    'shop_payments_stuck',
    'shop_gift_card_issuing_failures_total',
    'shop_pin_check_failures_total',
    'shop_job_last_success_timestamp_seconds',
    'shop_mail_queue_oldest_age_seconds',
    'shop_remote_load_failures_total',
    'shop_remote_fallbacks_total',
  ]) {
    expect({ name, inRules: inRules.has(name) }).toEqual({ name, inRules: true });
  }
});

it('Prometheus itself accepts the rules (promtool check rules; Debian\'s prometheus package, installed by .ci/run)', () => {
  const file = join(root, 'deploy/prometheus/alert-rules.yml');
  const output = execFileSync(process.env.PROMTOOL ?? 'promtool', ['check', 'rules', file], { encoding: 'utf8' });
  const count = rules.groups.reduce((sum, group) => sum + group.rules.length, 0);
  expect(output).toContain(`SUCCESS: ${count} rules found`);
});
