#!/usr/bin/env node
// The journeys' API servers, one per Playwright worker, started side by side: Playwright starts the
// entries of `webServer` one after another, and each server seeds a new database before it answers
// (~20 s of CPU), so two took ~40 s in a row before the first journey could start.
//
// E2E_SERVERS (written by playwright.config.ts): [{ entry, port, env }]. Prints "e2e: N servers
// answering" once every server answers /healthz (Playwright's `wait`). When one server ends, the others
// are ended and this process exits with its code; Playwright ends this process group after the run.
import { spawn } from 'node:child_process';

const servers = JSON.parse(process.env.E2E_SERVERS ?? '[]');
if (servers.length === 0) {
  console.error('e2e: E2E_SERVERS names no server');
  process.exit(1);
}

const children = servers.map(({ entry, env }) => spawn(process.execPath, [entry], { env: { ...process.env, ...env }, stdio: ['ignore', 'inherit', 'inherit'] }));

let stopping = false;
function stopAll(code) {
  if (stopping) return;
  stopping = true;
  for (const child of children) if (child.exitCode === null && child.signalCode === null) child.kill('SIGTERM');
  process.exitCode = code;
}
children.forEach((child, index) => {
  child.on('exit', (code, signal) => {
    if (!stopping) console.error(`e2e: the server on port ${servers[index].port} ended (${signal ?? `exit ${code}`}); ending the others`);
    stopAll(code ?? 1);
  });
});
for (const signal of ['SIGTERM', 'SIGINT']) process.on(signal, () => stopAll(0));

async function answers(port) {
  try {
    return (await fetch(`http://localhost:${port}/healthz`)).ok;
  } catch {
    return false;
  }
}

const waiting = new Set(servers.map(({ port }) => port));
while (waiting.size > 0 && !stopping) {
  for (const port of [...waiting]) if (await answers(port)) waiting.delete(port);
  if (waiting.size > 0) await new Promise((resolve) => setTimeout(resolve, 250));
}
if (!stopping) console.log(`e2e: ${servers.length} servers answering`);
