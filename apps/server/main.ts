import { startLivery } from './src/livery-process.ts';

/**
 * Livery run from source (`npm run dev`, the tests and checks that start it): the app (src/) with its demo data
 * (seed/), which is loaded only when an empty database wants it. `npm start` runs the compiled entry,
 * src/compiled-entry.ts, whose serving bundle scripts/build.mjs makes from the same two.
 */
void startLivery(async () => ({
  runServingProcess: (await import('./src/serve.ts')).runServingProcess,
  seedDemoDataIfEmpty: async (db, files) =>
    (await import('./seed/demo-data.ts')).seedDemoDataIfEmpty(db, files),
}));
