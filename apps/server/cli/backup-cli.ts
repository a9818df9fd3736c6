import path from 'node:path';
import { backUp, restore } from '../ops/backup.ts';
import { ConfigError, loadConfig } from '../src/config.ts';
import { DataDirLockedError } from '../src/db/data-dir-lock.ts';
import { REPOSITORY_ROOT } from '../src/server-paths.ts';

/**
 * npm run backup [-- <folder>]   (default backups/livery-<time>)
 * npm run restore -- <folder>
 * Both use the same configuration as the server (DATA_DIR or DATABASE_URL, and S3_* for files).
 */
const [command, folderArgument] = process.argv.slice(2);
// npm runs this inside apps/server; a folder given on the command line is relative to where it was typed.
const typedIn = process.env.INIT_CWD ?? process.cwd();

try {
  const config = loadConfig();
  if (command === 'backup') {
    const stamp = new Date().toISOString().replace(/[:.]/g, '-');
    const folder = folderArgument
      ? path.resolve(typedIn, folderArgument)
      : path.join(REPOSITORY_ROOT, 'backups', `livery-${stamp}`);
    const manifest = await backUp(config, folder);
    const rowCount = Object.values(manifest.rows).reduce((sum, count) => sum + count, 0);
    console.log(
      `Backed up ${rowCount} rows in ${Object.keys(manifest.rows).length} tables and ${Object.keys(manifest.files).length} files to ${folder}`,
    );
  } else if (command === 'restore' && folderArgument) {
    const manifest = await restore(config, path.resolve(typedIn, folderArgument));
    console.log(
      `Restored the backup of ${manifest.createdAt} (${Object.keys(manifest.files).length} files).`,
    );
  } else {
    console.error('Usage: npm run backup [-- <folder>] | npm run restore -- <folder>');
    process.exitCode = 2;
  }
} catch (error) {
  if (error instanceof DataDirLockedError) {
    console.error(`${error.message}\nStop Livery before backing up or restoring the embedded database.`);
  } else if (error instanceof ConfigError) {
    console.error(error.message);
  } else {
    console.error(error);
  }
  process.exitCode = 1;
}
