import fs from 'node:fs/promises';
import path from 'node:path';
import type { Database } from '../src/db/database.ts';
import { loadSharp } from '../src/lazy-libraries.ts';
import { uploadArtwork } from '../src/modules/artworks/artworks.service.ts';
import type { CurrentUser } from '../src/plugins/authentication.ts';
import { SERVER_ROOT } from '../src/server-paths.ts';
import type { FileStore } from '../src/storage/file-store.ts';

const ARTWORKS_FOLDER = path.join(SERVER_ROOT, 'seed/artworks');

/**
 * The demo buyer's design manager: two vector logos and a raster badge, uploaded through the same service as
 * any upload (checked, sanitised, measured, thumbnailed), so the builder has artwork to place at once.
 */
export async function seedDemoArtworks(
  db: Database,
  files: FileStore,
  buyer: CurrentUser,
  teams: { frontOffice: number; kitchen: number },
): Promise<void> {
  const read = (name: string) => fs.readFile(path.join(ARTWORKS_FOLDER, name));
  // The service's links are signed, but the seed never answers anyone: any key will do.
  const deps = { db, files, secretKey: 'demo-seed-links-are-never-served-to-anyone' };
  await uploadArtwork(deps, buyer, {
    fileName: 'Harbour Hotels logo.svg',
    bytes: await read('harbour-crest.svg'),
  });
  await uploadArtwork(deps, buyer, {
    fileName: 'Wave mark.svg',
    bytes: await read('wave-mark.svg'),
    teamId: teams.frontOffice,
  });
  const sharp = await loadSharp();
  const badge = await sharp(await read('kitchen-badge.svg'))
    .png()
    .toBuffer();
  await uploadArtwork(deps, buyer, { fileName: 'Kitchen badge.png', bytes: badge, teamId: teams.kitchen });
}
