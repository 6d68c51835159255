#!/usr/bin/env node
// `pnpm test`: every test, in the order a failure is cheapest to find: lint, the GraphQL documents
// (each validates against the API's schema and its generated types are current), types,
// unit/component and API tests (Jest), the production build, then the end-to-end journeys (Playwright
// in Chromium).
import { spawn } from 'node:child_process';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';

const root = join(dirname(fileURLToPath(import.meta.url)), '..');
const steps = [
  ['lint', ['lint']],
  ['GraphQL documents against the schema', ['codegen:check']],
  ['typecheck', ['typecheck']],
  ['unit and API tests', ['test:unit']],
  ['production build', ['build']],
  ['end-to-end tests', ['test:e2e']],
];

// A flaky journey (failed, then passed on Playwright's retry) is counted as flaky, never as passed, and
// fails the run: it is a bug to fix (a race or a timing assumption), not a pass.
const totals = { passed: 0, failed: 0, flaky: 0, skipped: 0 };

function run(name, args) {
  return new Promise((resolve) => {
    console.log(`\n=== ${name}: pnpm ${args.join(' ')}`);
    const child = spawn('pnpm', args, { cwd: root, stdio: ['ignore', 'pipe', 'pipe'], env: { ...process.env, FORCE_COLOR: '0' } });
    const count = (text) => {
      for (const line of text.split('\n')) {
        // Jest: "Tests:       1 failed, 2 skipped, 40 passed, 43 total"
        const jest = /^Tests:\s+(.*)total/.exec(line.trim());
        if (jest) {
          for (const [, n, kind] of jest[1].matchAll(/(\d+) (passed|failed|skipped)/g)) totals[kind] += Number(n);
          continue;
        }
        // Playwright: "  12 passed (31.2s)", "  1 failed", "  1 flaky", "  2 skipped"
        const pw = /^\s*(\d+) (passed|failed|skipped|flaky)\b/.exec(line);
        if (pw && args[0] === 'test:e2e') totals[pw[2]] += Number(pw[1]);
      }
    };
    child.stdout.on('data', (chunk) => {
      process.stdout.write(chunk);
      count(chunk.toString());
    });
    child.stderr.on('data', (chunk) => {
      process.stderr.write(chunk);
      count(chunk.toString());
    });
    child.on('exit', (code) => resolve(code ?? 1));
  });
}

let failedStep = null;
for (const [name, args] of steps) {
  const code = await run(name, args);
  if (code !== 0) {
    failedStep = name;
    break;
  }
  if (totals.flaky > 0) {
    failedStep = `${name} (${totals.flaky} flaky: passed only on retry)`;
    break;
  }
}

console.log(`\n${failedStep ? `FAILED at: ${failedStep}` : 'All steps passed.'}`);
console.log(`test: ${totals.passed} passed, ${totals.failed} failed, ${totals.flaky} flaky, ${totals.skipped} skipped`);
process.exit(failedStep ? 1 : 0);
