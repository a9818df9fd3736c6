import { loadConfig } from '../src/config.ts';
import { openDatabase } from '../src/db/database.ts';

/** npm run db:migrate: applies the committed migrations to the configured database and exits. */
const config = loadConfig();
const database = await openDatabase(
  config.databaseUrl
    ? { kind: 'postgres', url: config.databaseUrl }
    : { kind: 'pglite', dataDir: config.dataDir },
);
await database.close();
console.log('Migrations applied.');
