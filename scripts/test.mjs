#!/usr/bin/env node
// `pnpm test`: every test, in the order a failure is cheapest to find: the static checks (lint, the
// GraphQL documents against the API's schema, types), then the Jest suites (unit, component, API on
// PGlite and PostgreSQL), the production build, then the end-to-end journeys (Playwright in Chromium).
//
// Two cores, used both (ADR 0032): the three static checks run side by side, the Jest suites of every
// package in one run with two workers, and the journeys in two workers, each with a server of its own,
// on the one production build.
// It measures itself: at the end it prints each stage's duration, the slowest files of Jest and
// Playwright, and the run's total against the budget (45 minutes; CI stops at 90). Over the budget it
// says so loudly, naming the slowest files: a slow addition is found by the change that made it. It
// FAILS only past the limit (75 minutes), not at the budget: the same suite took 29.6 and 43.4 min
// in two CI runs on the same machine class, so a pass/fail on wall time would fail good changes on a
// slow host (ADR 0072).
import { spawn } from 'node:child_process';
import { existsSync, mkdirSync, readFileSync, rmSync } from 'node:fs';
import { dirname, join, relative } from 'node:path';
import { fileURLToPath } from 'node:url';
import { stripVTControlCharacters } from 'node:util';

const root = join(dirname(fileURLToPath(import.meta.url)), '..');
/** Where Jest and Playwright write their JSON reports, read back for the timings. */
const timingsDir = join(root, '.test-timings');
const jestReport = join(timingsDir, 'jest.json');
const playwrightReport = join(timingsDir, 'playwright.json');
const BUDGET_MINUTES = Number(process.env.TEST_BUDGET_MINUTES ?? 45);
const LIMIT_MINUTES = Number(process.env.TEST_LIMIT_MINUTES ?? 75);
const SLOWEST = 15;

rmSync(timingsDir, { recursive: true, force: true });
mkdirSync(timingsDir, { recursive: true });

/**
 * The stages, as groups run one after the other; the stages of a group run side by side (their output
 * is held back and printed whole when each ends, so it does not interleave). A failed group stops the
 * run: later stages would only fail for the same reason, or test what did not build.
 */
const groups = [
  [
    ['lint', ['lint']],
    ['GraphQL documents against the schema', ['codegen:check']],
    ['typecheck', ['typecheck']],
  ],
  [['unit, component and API tests (Jest)', ['test:unit', '--json', `--outputFile=${jestReport}`]]],
  // Not beside Jest: API tests start the server from the repository, which registers the remotes'
  // builds it finds; a build being written meanwhile would be read half-done.
  [['production build', ['build']]],
  [['end-to-end journeys (Playwright)', ['test:e2e'], { PLAYWRIGHT_JSON_OUTPUT_NAME: playwrightReport }]],
];

// A flaky journey (failed, then passed on Playwright's retry) is counted as flaky, never as passed, and
// fails the run: it is a bug to fix (a race or a timing assumption), not a pass.
const totals = { passed: 0, failed: 0, flaky: 0, skipped: 0 };
/** [stage name, seconds, exit code] in the order they ended. */
const stageTimes = [];
const runStart = Date.now();

function count(text, isPlaywright) {
  for (const line of text.split('\n')) {
    // Jest: "Tests:       1 failed, 2 skipped, 40 passed, 43 total"
    const jest = /^Tests:\s+(.*)total/.exec(line.trim());
    if (jest) {
      for (const [, n, kind] of jest[1].matchAll(/(\d+) (passed|failed|skipped)/g)) totals[kind] += Number(n);
      continue;
    }
    // Playwright: "  12 passed (31.2s)", "  1 failed", "  1 flaky", "  2 skipped"
    const pw = /^\s*(\d+) (passed|failed|skipped|flaky)\b/.exec(line);
    if (pw && isPlaywright) totals[pw[2]] += Number(pw[1]);
  }
}

function run(name, args, env = {}, { buffered }) {
  return new Promise((resolve) => {
    const started = Date.now();
    const header = `\n=== ${name}: pnpm ${args.join(' ')}\n`;
    if (buffered) console.log(`\n--- started: ${name}`);
    else process.stdout.write(header);
    const child = spawn('pnpm', args, { cwd: root, stdio: ['ignore', 'pipe', 'pipe'], env: { ...process.env, FORCE_COLOR: '0', ...env } });
    const held = [];
    let pending = '';
    const take = (chunk, stream) => {
      const text = chunk.toString();
      if (buffered) held.push(text);
      else stream.write(chunk);
      // Count whole lines only (a chunk may end inside one).
      pending += text;
      const cut = pending.lastIndexOf('\n');
      if (cut >= 0) {
        count(pending.slice(0, cut), args[0] === 'test:e2e');
        pending = pending.slice(cut + 1);
      }
    };
    child.stdout.on('data', (chunk) => take(chunk, process.stdout));
    child.stderr.on('data', (chunk) => take(chunk, process.stderr));
    child.on('exit', (code) => {
      count(pending, args[0] === 'test:e2e');
      const seconds = (Date.now() - started) / 1000;
      if (buffered) process.stdout.write(header + held.join(''));
      console.log(`--- ${name}: ${code === 0 ? 'passed' : `FAILED (exit ${code})`} in ${formatDuration(seconds)}`);
      stageTimes.push([name, seconds, code ?? 1]);
      resolve(code ?? 1);
    });
  });
}

function formatDuration(seconds) {
  const m = Math.floor(seconds / 60);
  const s = Math.round(seconds - m * 60);
  return m > 0 ? `${m} min ${String(s).padStart(2, '0')} s` : `${seconds.toFixed(1)} s`;
}

/** Per file: [tool, file, seconds] from the tools' own JSON reports (absent when a stage did not run). */
function fileTimings() {
  const files = [];
  if (existsSync(jestReport)) {
    const report = JSON.parse(readFileSync(jestReport, 'utf8'));
    for (const result of report.testResults ?? []) {
      // Jest's JSON report: startTime and endTime per file (its perfStats).
      if (result.startTime && result.endTime) files.push(['jest', relative(root, result.name), (result.endTime - result.startTime) / 1000]);
    }
  }
  if (existsSync(playwrightReport)) {
    const report = JSON.parse(readFileSync(playwrightReport, 'utf8'));
    const perFile = new Map();
    const walk = (suite) => {
      for (const spec of suite.specs ?? []) {
        for (const t of spec.tests ?? []) {
          for (const r of t.results ?? []) perFile.set(spec.file, (perFile.get(spec.file) ?? 0) + (r.duration ?? 0) / 1000);
        }
      }
      for (const child of suite.suites ?? []) walk(child);
    };
    for (const suite of report.suites ?? []) walk(suite);
    for (const [file, seconds] of perFile) files.push(['playwright', join('e2e/tests', file), seconds]);
  }
  return files.sort((a, b) => b[2] - a[2]);
}

let failedStep = null;
for (const group of groups) {
  const buffered = group.length > 1;
  const codes = await Promise.all(group.map(([name, args, env]) => run(name, args, env, { buffered })));
  const failed = group.filter((_, i) => codes[i] !== 0).map(([name]) => name);
  if (failed.length) {
    failedStep = failed.join(', ');
    break;
  }
  if (totals.flaky > 0) {
    failedStep = `${group.map(([name]) => name).join(', ')} (${totals.flaky} flaky: passed only on retry)`;
    break;
  }
}

/** Titles of the journeys that failed or passed only on retry, from Playwright's JSON report: the summary names them, not only counts them (CI shows the end of the output). */
function unsteadyJourneys() {
  if (!existsSync(playwrightReport)) return [];
  const report = JSON.parse(readFileSync(playwrightReport, 'utf8'));
  const found = [];
  const walk = (suite, outer) => {
    // The file's own suite is named after the file; describe() blocks inside it name the journey.
    const titles = suite.title && !suite.title.endsWith('.ts') ? [...outer, suite.title] : outer;
    for (const spec of suite.specs ?? []) {
      for (const t of spec.tests ?? []) {
        if (t.status === 'flaky' || t.status === 'unexpected') {
          const failure = (t.results ?? []).map((r) => r.error ?? r.errors?.[0]).find((e) => e?.message);
          // Where it failed (often a shared step in shop-steps.ts, not the journey's own line) and
          // enough of the message and call log to tell a race from a mistake without the artifacts.
          const where = failure?.location ? `at ${relative(root, failure.location.file)}:${failure.location.line}\n` : '';
          const message = `${where}${stripVTControlCharacters(failure?.message ?? '')}`.split('\n').filter((line) => line.trim());
          found.push(`${t.status === 'flaky' ? 'flaky ' : 'failed'}  ${spec.file}:${spec.line} ${[...titles, spec.title].join(' › ')}${t.projectName ? ` [${t.projectName}]` : ''}\n            ${message.slice(0, 14).join('\n            ')}`);
        }
      }
    }
    for (const child of suite.suites ?? []) walk(child, titles);
  };
  for (const suite of report.suites ?? []) walk(suite, []);
  return found;
}

const totalSeconds = (Date.now() - runStart) / 1000;
console.log('\n=== timings');
for (const [name, seconds, code] of stageTimes) console.log(`  ${formatDuration(seconds).padStart(12)}  ${name}${code === 0 ? '' : ' (failed)'}`);
const slowest = fileTimings().slice(0, SLOWEST);
if (slowest.length) {
  console.log(`  slowest ${slowest.length} files (each tool's own time for the file; files run two at a time):`);
  for (const [tool, file, seconds] of slowest) console.log(`  ${formatDuration(seconds).padStart(12)}  ${file} (${tool})`);
}
console.log(`  ${formatDuration(totalSeconds).padStart(12)}  the whole run (budget ${BUDGET_MINUTES} min)`);
const unsteady = unsteadyJourneys();
if (unsteady.length) {
  console.log('\n=== journeys that failed or passed only on retry');
  for (const line of unsteady) console.log(`  ${line}`);
}

const overBudget = totalSeconds > BUDGET_MINUTES * 60;
if (!failedStep && totalSeconds > LIMIT_MINUTES * 60) {
  failedStep = `the time limit: the run took ${formatDuration(totalSeconds)}, over ${LIMIT_MINUTES} minutes (budget ${BUDGET_MINUTES}). CI stops at 90 minutes: make the slow files above faster (set-up through the API, one journey per flow) instead of raising the limit.`;
}
if (overBudget) {
  console.log(`\n=== OVER BUDGET: the run took ${formatDuration(totalSeconds)}, over the ${BUDGET_MINUTES}-minute budget.`);
  console.log('  A slow host explains some of it (compare the stage times with the last run); the rest is the slowest files above: make them faster (set-up through the API, one journey per flow).');
}

console.log(`\n${failedStep ? `FAILED at: ${failedStep}` : 'All steps passed.'}`);
console.log(`test: ${totals.passed} passed, ${totals.failed} failed, ${totals.flaky} flaky, ${totals.skipped} skipped`);
process.exit(failedStep ? 1 : 0);
