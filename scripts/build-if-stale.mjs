#!/usr/bin/env node
// npm start builds the web app and the server bundle only when something each is built from changed since its
// last build, so a second start with nothing changed serves within seconds instead of waiting a minute for Vite.
// Given workspace names (`node scripts/build-if-stale.mjs @livery/server`), it checks only those: the server's CLIs
// run from its bundle too.
import { spawnSync } from 'node:child_process';
import fs from 'node:fs';
import path from 'node:path';

const root = path.resolve(import.meta.dirname, '..');
const SHARED_INPUTS = ['packages/domain/src', 'packages/api-schemas/src', 'package-lock.json'];

/** Each build, the file it makes last, and what it is made from. */
const BUILDS = [
  {
    name: 'The web app',
    workspace: '@livery/web',
    built: 'apps/web/dist/index.html',
    inputs: [
      'apps/web/src',
      'apps/web/public',
      'apps/web/index.html',
      'apps/web/vite.config.ts',
      'apps/web/package.json',
      ...SHARED_INPUTS,
    ],
  },
  {
    name: 'The server',
    workspace: '@livery/server',
    built: 'apps/server/dist/main.js',
    inputs: [
      'apps/server/src',
      'apps/server/seed',
      'apps/server/ops',
      'apps/server/cli',
      'apps/server/scripts',
      'apps/server/package.json',
      ...SHARED_INPUTS,
    ],
  },
];

/** The newest modification time under a file or folder (0 when it does not exist); tests are not inputs. */
function newest(target) {
  let stat;
  try {
    stat = fs.statSync(target);
  } catch {
    return 0;
  }
  if (!stat.isDirectory()) return /\.test\.tsx?$/.test(target) ? 0 : stat.mtimeMs;
  let latest = stat.mtimeMs;
  for (const entry of fs.readdirSync(target)) latest = Math.max(latest, newest(path.join(target, entry)));
  return latest;
}

const wanted = process.argv.slice(2);
for (const build of BUILDS.filter(
  (candidate) => wanted.length === 0 || wanted.includes(candidate.workspace),
)) {
  const builtAt = newest(path.join(root, build.built));
  const changedAt = Math.max(...build.inputs.map((input) => newest(path.join(root, input))));
  if (builtAt > changedAt) {
    console.log(`${build.name} is up to date; not rebuilding.`);
    continue;
  }
  const result = spawnSync('npm', ['run', 'build', '-w', build.workspace], { cwd: root, stdio: 'inherit' });
  if (result.status !== 0) process.exit(result.status ?? 1);
}
