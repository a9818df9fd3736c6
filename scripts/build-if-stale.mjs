#!/usr/bin/env node
// npm start builds the web app only when something it is built from changed since the last build, so a
// second start with nothing changed serves within seconds instead of waiting a minute for Vite.
import { spawnSync } from 'node:child_process';
import fs from 'node:fs';
import path from 'node:path';

const root = path.resolve(import.meta.dirname, '..');
const built = path.join(root, 'apps/web/dist/index.html');
const inputs = [
  'apps/web/src',
  'apps/web/public',
  'apps/web/index.html',
  'apps/web/vite.config.ts',
  'apps/web/package.json',
  'packages/domain/src',
  'packages/api-schemas/src',
  'package-lock.json',
];

/** The newest modification time under a file or folder (0 when it does not exist). */
function newest(target) {
  let stat;
  try {
    stat = fs.statSync(target);
  } catch {
    return 0;
  }
  if (!stat.isDirectory()) return stat.mtimeMs;
  let latest = stat.mtimeMs;
  for (const entry of fs.readdirSync(target)) latest = Math.max(latest, newest(path.join(target, entry)));
  return latest;
}

const builtAt = newest(built);
const changedAt = Math.max(...inputs.map((input) => newest(path.join(root, input))));
if (builtAt > changedAt) {
  console.log('The web app is up to date; not rebuilding.');
} else {
  const result = spawnSync('npm', ['run', 'build'], { cwd: root, stdio: 'inherit' });
  process.exit(result.status ?? 1);
}
