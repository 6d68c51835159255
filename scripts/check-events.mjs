#!/usr/bin/env node
// `pnpm lint:events` (part of `pnpm lint`): every event of the shared bus (ShopEvents in
// shared/src/events/event-bus.ts) is named by the team that owns it (`<team>:<what-happened>`), is emitted
// somewhere and has at least one listener in production code. An event nobody listens to is dead weight
// that misleads the next engineer; one nobody emits is a listener waiting forever.
import { readdirSync, readFileSync, statSync } from 'node:fs';
import { dirname, join, relative } from 'node:path';
import { fileURLToPath } from 'node:url';

const root = join(dirname(fileURLToPath(import.meta.url)), '..');
const PACKAGES = ['shell', 'shared', 'mf-catalogue', 'mf-basket-checkout', 'mf-redeem', 'mf-account', 'mf-content'];
const TEAMS = ['shell', 'catalogue', 'checkout', 'redeem', 'account', 'content'];

const busFile = join(root, 'shared/src/events/event-bus.ts');
const bus = readFileSync(busFile, 'utf8');
const body = /export interface ShopEvents \{([\s\S]*?)\n\}/.exec(bus)?.[1];
if (!body) {
  console.error(`check-events: no "export interface ShopEvents { … }" in ${relative(root, busFile)}`);
  process.exit(1);
}
const events = [...body.matchAll(/^\s*'([^']+)':/gm)].map((m) => m[1]);

function sources(dir, found = []) {
  for (const name of readdirSync(dir)) {
    if (name === 'node_modules' || name === '__generated__' || name === 'testing') continue;
    const path = join(dir, name);
    if (statSync(path).isDirectory()) sources(path, found);
    else if (/\.tsx?$/.test(name) && !/\.test\.tsx?$/.test(name)) found.push(path);
  }
  return found;
}
const files = PACKAGES.flatMap((pkg) => sources(join(root, pkg, 'src'))).map((path) => ({ path, text: readFileSync(path, 'utf8') }));

const problems = [];
for (const event of events) {
  const [team] = event.split(':');
  if (!TEAMS.includes(team) || !/^[a-z]+:[a-z]+(-[a-z]+)*$/.test(event)) {
    problems.push(`"${event}" is not named "<team>:<what-happened>" with a team of ${TEAMS.join(', ')}`);
  }
  const quoted = `['"]${event.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')}['"]`;
  const listens = new RegExp(`\\.on\\(\\s*${quoted}`);
  const emits = new RegExp(`\\.emit\\(\\s*${quoted}`);
  if (!files.some((f) => listens.test(f.text))) problems.push(`"${event}" has no listener (eventBus.on) in production code`);
  if (!files.some((f) => emits.test(f.text))) problems.push(`"${event}" is never emitted in production code`);
}
// An emit or listener of a name the map does not declare cannot type-check, but a string built at
// runtime could slip past: flag any event-like literal passed to emit/on that the map lacks.
for (const { path, text } of files) {
  for (const m of text.matchAll(/\.(?:emit|on)\(\s*['"]([a-z]+:[a-z-]+)['"]/g)) {
    if (!events.includes(m[1])) problems.push(`${relative(root, path)} uses "${m[1]}", which ShopEvents does not declare`);
  }
}

if (problems.length) {
  console.error(`check-events: ${problems.length} problem(s) with the event bus:\n  ${problems.join('\n  ')}`);
  process.exit(1);
}
console.log(`check-events: ${events.length} events, each named by its team, emitted and listened to.`);
