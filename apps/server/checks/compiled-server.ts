import { spawnSync } from 'node:child_process';
import path from 'node:path';
import { REPOSITORY_ROOT } from '../src/server-paths.ts';

/**
 * The checks that start Livery as a process of its own (the cluster drill, the crash check) start it as `npm start`
 * does, from the compiled server: a start through tsx cost about 2.4-2.9 s of CPU against 0.8 s (loaded machine),
 * and they start it ten times between them in every CI run.
 */
export const COMPILED_SERVER_ARGS = [
  '--enable-source-maps',
  path.join(REPOSITORY_ROOT, 'apps/server/dist/main.js'),
];

/** Builds the server bundle when a source changed since it was built (in CI the build stage made it already). */
export function buildServerIfStale(): void {
  const build = spawnSync(process.execPath, ['scripts/build-if-stale.mjs', '@livery/server'], {
    cwd: REPOSITORY_ROOT,
    stdio: ['ignore', 'ignore', 'inherit'],
  });
  if (build.status !== 0) throw new Error(`building the server failed (exit ${build.status})`);
}
