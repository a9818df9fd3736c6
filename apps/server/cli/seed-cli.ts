import { seedDemoDataIfEmpty } from '../seed/demo-data.ts';
import { loadConfig } from '../src/config.ts';
import { openDatabase } from '../src/db/database.ts';
import { openFileStore } from '../src/storage/open-file-store.ts';

/** npm run seed: loads the demo data into the configured database when it holds none yet. */
const config = loadConfig();
const database = await openDatabase(
  config.databaseUrl
    ? { kind: 'postgres', url: config.databaseUrl }
    : { kind: 'pglite', dataDir: config.dataDir },
);
const isSeeded = await seedDemoDataIfEmpty(database.db, await openFileStore(config));
await database.close();
console.log(isSeeded ? 'Demo data loaded.' : 'The database already holds data; nothing was loaded.');
