#!/usr/bin/env node
// The browser tests' one webServer command (playwright.config.ts): a Livery server per worker slot, each on an
// embedded database of its own (servers.ts). Migrating and loading the demo data is nearly all of a server's
// start (86 s on the loaded machine), and Playwright starts its webServer entries one after the other: here the
// data is loaded once, into a template directory each slot gets a copy of, and the servers then start side by
// side, finding their data loaded. The last line, printed once every server answers, is what Playwright waits
// for (SERVERS_READY in servers.ts).
import { spawn } from 'node:child_process';
import fs from 'node:fs';
import path from 'node:path';

const SERVER_DIR = path.resolve(import.meta.dirname, '../apps/server');
/** [{ port, dataDir }] from servers.ts, and the template's directory. */
const servers = JSON.parse(process.env.E2E_SERVERS ?? '[]');
const templateDir = process.env.E2E_TEMPLATE_DIR;
const HEALTH_POLL_MS = 250;

const children = new Set();
function stopAll(code) {
  for (const child of children) child.kill('SIGTERM');
  process.exit(code);
}
process.on('SIGTERM', () => stopAll(0));
process.on('SIGINT', () => stopAll(0));

/** Runs a compiled server entry with the servers' settings, its output lines marked with `label`. */
function run(entry, label, env) {
  const child = spawn(process.execPath, ['--enable-source-maps', path.join('dist', entry)], {
    cwd: SERVER_DIR,
    env: { ...process.env, LOG_LEVEL: 'warn', NODE_ENV: 'development', HOST: '127.0.0.1', ...env },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  children.add(child);
  child.on('exit', () => children.delete(child));
  for (const [from, to] of [
    [child.stdout, process.stdout],
    [child.stderr, process.stderr],
  ]) {
    from.setEncoding('utf8');
    from.on('data', (text) => to.write(text.replace(/^(?=.)/gm, `${label} `)));
  }
  return child;
}

/**
 * The demo data, migrated and loaded into the template directory by `npm run seed`'s CLI. The database is closed
 * before the CLI says it loaded, and the CLI does not always exit by itself (something keeps a MessagePort open),
 * so it is stopped once it has said so.
 */
async function seedTemplate() {
  fs.rmSync(templateDir, { recursive: true, force: true });
  const seed = run('seed-cli.js', '[seed]', { DATA_DIR: templateDir });
  await new Promise((resolve, reject) => {
    seed.stdout.on('data', (text) => {
      if (text.includes('Demo data loaded.')) setTimeout(() => seed.kill('SIGTERM'), 500).unref();
    });
    seed.on('exit', (code, signal) => {
      const hasLoaded = fs.existsSync(path.join(templateDir, 'pgdata'));
      if ((code === 0 || signal === 'SIGTERM') && hasLoaded) resolve();
      else reject(new Error(`loading the demo data failed (exit ${code ?? signal})`));
    });
  });
  fs.rmSync(path.join(templateDir, 'livery.lock'), { force: true });
}

async function answers(port) {
  try {
    return (await fetch(`http://127.0.0.1:${port}/api/health`)).ok;
  } catch {
    return false;
  }
}

/** Starts the slot's server on a copy of the template and resolves once it answers. */
async function startServer({ port, dataDir }) {
  fs.rmSync(dataDir, { recursive: true, force: true });
  fs.cpSync(templateDir, dataDir, { recursive: true });
  const server = run('main.js', `[:${port}]`, { PORT: String(port), DATA_DIR: dataDir });
  let exited = false;
  server.on('exit', (code, signal) => {
    exited = true;
    console.error(`The server on port ${port} stopped (exit ${code ?? signal}).`);
    stopAll(1);
  });
  while (!exited && !(await answers(port))) await new Promise((wake) => setTimeout(wake, HEALTH_POLL_MS));
}

for (const { port } of servers) {
  // As Playwright's own check: a server already there would be tested instead of this build.
  if (await answers(port)) {
    console.error(`Port ${port} already answers: stop what runs there, or choose another E2E_PORT.`);
    process.exit(1);
  }
}
try {
  await seedTemplate();
  await Promise.all(servers.map(startServer));
  fs.rmSync(templateDir, { recursive: true, force: true });
} catch (error) {
  console.error(error instanceof Error ? error.message : error);
  stopAll(1);
}
console.log("Livery's browser-test servers are ready");
