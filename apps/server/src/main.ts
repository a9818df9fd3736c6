import { startLivery } from './livery-process.ts';

/** Livery run from source (`npm run dev`, the tests); `npm start` runs the compiled entry, compiled-entry.ts. */
void startLivery(() => import('./serve.ts'));
