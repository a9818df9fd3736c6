import { webcrypto } from 'node:crypto';
import type { Artwork, ArtworksResponse, FinishingMethod } from '@livery/api-schemas/artworks';
import { colorsCountOption } from '@livery/domain/colors-count-option';
import type { FinishingKey, PrintSizeClass } from '@livery/domain/finishing';
import { z } from 'zod';
import type { Database } from '../../db/database.ts';
import { AppError, forbidden, notFound, unprocessable } from '../../errors.ts';
import type { CurrentUser } from '../../plugins/authentication.ts';
import type { FileStore } from '../../storage/file-store.ts';
import { signFileUrl } from '../../storage/signed-file-urls.ts';
import { listFinishingMethods } from '../catalogue/catalogue.service.ts';
import type { JobRegistry } from '../jobs/job-registry.ts';
import { JobFailedForGood, type JobHandler } from '../jobs/job-worker.ts';
import { enqueueJob } from '../jobs/jobs.service.ts';
import { findTeamOfMember } from '../teams/teams.service.ts';
import { ArtworkFileError, drawArtworkThumbnail, prepareArtwork, sniffRaster } from './artwork-images.ts';
import {
  type ArtworkRow,
  countDesignsUsingArtwork,
  deleteArtworkRow,
  findArtworkByContent,
  findArtworkById,
  findArtworkByUuid,
  findArtworkFiles,
  findArtworksPage,
  insertArtworkRow,
  setArtworkThumbnail,
  updateArtworkRow,
} from './artworks.repository.ts';

/** What the artworks service needs besides the database: the file store and the key that signs links. */
export interface ArtworkDeps {
  db: Database;
  files: FileStore;
  secretKey: string;
}

/** The method a new artwork starts with, by its file kind (spec 02 section 2.5's hint). */
const DEFAULT_FINISHING: Record<'svg' | 'png' | 'jpg', FinishingKey> = {
  svg: 'screenprint',
  png: 'dtg',
  jpg: 'digital',
};

/**
 * The artwork as the API shows it: file links are signed for this answer only, never raw keys. Until its
 * thumbnail job has drawn the thumbnail, the thumbnail link is the file's own (every artwork kind is an image
 * a browser shows), so a card never stays empty.
 */
export function toArtworkJson(row: ArtworkRow, secretKey: string): Artwork {
  const fileUrl = signFileUrl(secretKey, row.storageKey);
  const thumbUrl = row.thumbKey ? signFileUrl(secretKey, row.thumbKey) : fileUrl;
  return {
    id: row.id,
    uuid: row.uuid,
    title: row.title,
    user_id: row.userId,
    user_name: row.userName,
    team_id: row.teamId,
    team_name: row.teamName,
    thumb_url: thumbUrl,
    file_url: fileUrl,
    photo_options: { thumb_url: thumbUrl, file_url: fileUrl },
    extension: row.extension,
    width_px: row.widthPx,
    height_px: row.heightPx,
    colors_count: row.colorsCount,
    finishing: row.finishing,
    print_size: row.printSize,
    created_at: row.createdAt.toISOString(),
  };
}

async function finishingMethodsJson(db: Database): Promise<FinishingMethod[]> {
  const methods = await listFinishingMethods(db);
  return methods.map((method) => ({ key: method.key, title: method.title, file_hint: method.fileHint }));
}

export async function listArtworks(
  deps: ArtworkDeps,
  user: CurrentUser,
  query: { keyword?: string; team_id?: number; page: number; per_page: number },
): Promise<ArtworksResponse> {
  const [{ rows, totalCount }, finishingMethods] = await Promise.all([
    findArtworksPage(deps.db, user, {
      keyword: query.keyword?.trim() || undefined,
      teamId: query.team_id,
      limit: query.per_page,
      offset: (query.page - 1) * query.per_page,
    }),
    finishingMethodsJson(deps.db),
  ]);
  return {
    design_managers: rows.map((row) => toArtworkJson(row, deps.secretKey)),
    meta: {
      current_page: query.page,
      per_page: query.per_page,
      total_pages: Math.max(1, Math.ceil(totalCount / query.per_page)),
      total_count: totalCount,
    },
    finishing_methods: finishingMethods,
  };
}

async function findVisibleArtwork(deps: ArtworkDeps, user: CurrentUser, id: string | number) {
  const row =
    typeof id === 'number'
      ? await findArtworkById(deps.db, user, id)
      : await findArtworkByUuid(deps.db, user, id);
  if (!row) throw notFound('Artwork');
  return row;
}

export async function getArtwork(deps: ArtworkDeps, user: CurrentUser, uuid: string): Promise<Artwork> {
  return toArtworkJson(await findVisibleArtwork(deps, user, uuid), deps.secretKey);
}

/** A team an artwork may be filed under: one the user has joined; null files it under no team. */
async function checkTeam(deps: ArtworkDeps, user: CurrentUser, teamId: number | null | undefined) {
  if (teamId == null) return teamId;
  const membership = await findTeamOfMember(deps.db, user.id, teamId);
  if (!membership || membership.companyId !== user.companyId)
    throw unprocessable(['Choose one of your teams']);
  return teamId;
}

/** The title a new artwork gets: its file name without the extension. */
function titleFromFileName(fileName: string): string {
  const base = fileName.replace(/^.*[\\/]/, '').replace(/\.[^.]*$/, '');
  const title = base.replace(/\s+/g, ' ').trim().slice(0, 200);
  return title || 'Artwork';
}

/**
 * The content decides what a file is; a name claiming another image kind (a PNG called logo.svg) is refused
 * so the buyer is not surprised by a finishing or a preview they did not expect.
 */
function checkNameMatchesContent(fileName: string, extension: 'svg' | 'png' | 'jpg') {
  const named = /\.([a-z0-9]+)$/i.exec(fileName)?.[1]?.toLowerCase();
  const namedKind = named === 'jpeg' ? 'jpg' : named;
  if (namedKind && ['svg', 'png', 'jpg'].includes(namedKind) && namedKind !== extension) {
    throw unprocessable([
      `This file is named .${named} but holds a ${extension.toUpperCase()} image: rename it to .${extension}`,
    ]);
  }
}

/**
 * The artworks' upload rule for another module's file (a quotation's brief): an SVG comes back sanitised
 * exactly as an artwork upload is; anything else (or a file that is no readable SVG) is null.
 */
export async function sanitisedSvgUpload(bytes: Buffer): Promise<Buffer | null> {
  const prepared = await prepareArtwork(bytes).catch((error: unknown) => {
    if (error instanceof ArtworkFileError) return null;
    throw error;
  });
  return prepared?.extension === 'svg' ? prepared.bytes : null;
}

/** The file's SHA-256 in hex, worked out on libuv's thread pool: hashing 10 MB on the event loop stalls it ~20 ms. */
async function contentHashOf(bytes: Buffer): Promise<string> {
  return Buffer.from(await webcrypto.subtle.digest('SHA-256', bytes)).toString('hex');
}

/**
 * Stores an uploaded artwork (checked, sanitised, measured) and files it for the uploader. A raster's thumbnail
 * is stored with it; an SVG's is drawn by an `artwork.thumbnail` job queued with the row, so the upload answers
 * without waiting for a vector to render.
 */
export async function uploadArtwork(
  deps: ArtworkDeps,
  user: CurrentUser,
  upload: {
    fileName: string;
    bytes: Buffer;
    teamId?: number;
    /** The SHA-256 of `bytes` in hex, when the caller worked it out as they arrived. */
    contentHash?: string;
  },
): Promise<Artwork> {
  const teamId = (await checkTeam(deps, user, upload.teamId)) ?? null;
  // The builder uploads a logo each time it is placed: the same bytes in the same team are the artwork already
  // kept. A raster is kept byte for byte, so it is looked up before it is decoded: placing it again costs a hash
  // and one statement instead of a decode, a thumbnail and a colour count (issue 23 item 9). An SVG is kept as
  // sanitised, so its hash is known only after the sanitiser.
  const rawHash = sniffRaster(upload.bytes)
    ? (upload.contentHash ?? (await contentHashOf(upload.bytes)))
    : undefined;
  if (rawHash) {
    const kept = await findArtworkByContent(deps.db, user, { teamId, contentHash: rawHash });
    if (kept) {
      checkNameMatchesContent(upload.fileName, kept.extension);
      return toArtworkJson(kept, deps.secretKey);
    }
  }
  const prepared = await prepareArtwork(upload.bytes).catch((error: unknown) => {
    if (error instanceof ArtworkFileError) throw unprocessable([error.message]);
    throw error;
  });
  checkNameMatchesContent(upload.fileName, prepared.extension);
  const contentHash =
    rawHash && prepared.bytes === upload.bytes ? rawHash : await contentHashOf(prepared.bytes);
  if (contentHash !== rawHash) {
    const kept = await findArtworkByContent(deps.db, user, { teamId, contentHash });
    if (kept) return toArtworkJson(kept, deps.secretKey);
  }
  const { thumbnail } = prepared;
  const [storageKey, thumbKey] = await Promise.all([
    deps.files.save('artworks', prepared.extension, prepared.bytes),
    thumbnail ? deps.files.save('artwork-thumbs', 'png', thumbnail) : null,
  ]);
  const values = {
    companyId: user.companyId,
    teamId,
    userId: user.id,
    title: titleFromFileName(upload.fileName),
    extension: prepared.extension,
    storageKey,
    thumbKey,
    byteSize: prepared.bytes.length,
    widthPx: prepared.widthPx,
    heightPx: prepared.heightPx,
    // Counted from the file; the buyer corrects it in the design manager or the builder.
    colorsCount: colorsCountOption(prepared.colorsCounted),
    finishing: DEFAULT_FINISHING[prepared.extension],
    printSize: 'a4' as const,
    contentHash,
  };
  try {
    // The row comes back as the uploader sees it (their team was checked above). A raster brings its thumbnail,
    // so its row is one statement on its own; an SVG's row and its thumbnail job are written together.
    const row = thumbKey
      ? await insertArtworkRow(deps.db, values)
      : await deps.db.transaction(async (tx) => {
          const inserted = await insertArtworkRow(tx, values);
          await enqueueJob(tx, 'artwork.thumbnail', { artworkId: inserted.id });
          return inserted;
        });
    return toArtworkJson(row, deps.secretKey);
  } catch (error) {
    await Promise.allSettled([storageKey, thumbKey].map((key) => key && deps.files.remove(key)));
    throw error;
  }
}

const thumbnailJobPayload = z.object({ artworkId: z.number().int().positive() });

/**
 * The `artwork.thumbnail` job: draws the PNG thumbnail of a stored artwork and records it. An artwork deleted
 * meanwhile, or already drawn (a retried job), is left alone; a file that cannot be drawn fails the job,
 * and the artwork keeps showing its file.
 */
export function artworkThumbnailHandler(deps: { db: Database; files: FileStore }): JobHandler {
  return async (payload) => {
    const parsed = thumbnailJobPayload.safeParse(payload);
    if (!parsed.success) throw new JobFailedForGood('the job names no artwork');
    const artwork = await findArtworkFiles(deps.db, parsed.data.artworkId);
    if (!artwork) return 'missing';
    if (artwork.thumbKey) return 'already drawn';
    const thumbnail = await drawArtworkThumbnail(
      await deps.files.read(artwork.storageKey),
      artwork.extension,
      artwork,
    );
    const thumbKey = await deps.files.save('artwork-thumbs', 'png', thumbnail);
    if (!(await setArtworkThumbnail(deps.db, artwork.id, thumbKey))) {
      await deps.files.remove(thumbKey);
      return 'missing';
    }
    return 'drawn';
  };
}

/** Registers the artworks module's jobs (the composition root calls this at start-up). */
export function registerArtworkJobs(registry: JobRegistry, deps: { db: Database; files: FileStore }) {
  registry.register('artwork.thumbnail', artworkThumbnailHandler(deps));
}

/** Edit mode's save: any user who can see the artwork may describe it. */
export async function updateArtwork(
  deps: ArtworkDeps,
  user: CurrentUser,
  uuid: string,
  changes: {
    title?: string;
    team_id?: number | null;
    colors_count?: number;
    finishing?: FinishingKey;
    print_size?: PrintSizeClass;
  },
): Promise<Artwork> {
  const row = await findVisibleArtwork(deps, user, uuid);
  const teamId = changes.team_id === undefined ? undefined : await checkTeam(deps, user, changes.team_id);
  await updateArtworkRow(deps.db, row.id, {
    title: changes.title,
    teamId,
    colorsCount: changes.colors_count,
    finishing: changes.finishing,
    printSize: changes.print_size,
  });
  return getArtwork(deps, user, uuid);
}

/**
 * Only the uploader deletes; an artwork that a saved product, a cart line or an order places is kept
 * (409) so those designs still open and reorder with their artwork.
 */
export async function deleteArtwork(deps: ArtworkDeps, user: CurrentUser, id: string | number) {
  const row = await findVisibleArtwork(deps, user, id);
  if (row.userId !== user.id) throw forbidden('Only the person who uploaded this artwork can delete it');
  const uses = await countDesignsUsingArtwork(deps.db, user.companyId, row.uuid);
  const places = [
    uses.savedProducts && `${uses.savedProducts} saved product${uses.savedProducts === 1 ? '' : 's'}`,
    uses.kartItems && `${uses.kartItems} cart item${uses.kartItems === 1 ? '' : 's'}`,
    uses.orderItems && `${uses.orderItems} ordered item${uses.orderItems === 1 ? '' : 's'}`,
  ].filter(Boolean);
  if (places.length > 0) {
    throw new AppError(
      'conflict',
      `This artwork is used in ${places.join(', ')}, so it is kept. Remove it from those designs to delete it.`,
    );
  }
  await deleteArtworkRow(deps.db, row.id);
  await Promise.allSettled([
    deps.files.remove(row.storageKey),
    ...(row.thumbKey ? [deps.files.remove(row.thumbKey)] : []),
  ]);
}
