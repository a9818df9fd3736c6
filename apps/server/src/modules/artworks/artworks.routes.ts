import { createHash } from 'node:crypto';
import multipart from '@fastify/multipart';
import {
  artworkResponse,
  artworksQuery,
  artworksResponse,
  deleteArtworkBody,
  MAX_ARTWORK_BYTES,
  updateArtworkBody,
  uploadArtworkFields,
} from '@livery/api-schemas/artworks';
import { messageBody, uuidParams } from '@livery/api-schemas/common';
import type { FastifyReply, FastifyRequest } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { unprocessable } from '../../errors.ts';
import { requireCustomer } from '../../plugins/authentication.ts';
import { readFilePart } from '../../plugins/multipart.ts';
import {
  type ArtworkDeps,
  deleteArtwork,
  getArtwork,
  listArtworks,
  updateArtwork,
  uploadArtwork,
} from './artworks.service.ts';

/** One file and the team field; the limits go with each request so they hold whoever registered the parser. */
const UPLOAD_LIMITS = { fileSize: MAX_ARTWORK_BYTES, files: 1, fields: 5, parts: 6 };
const TOO_LARGE_MESSAGE = `Artwork files can be at most ${MAX_ARTWORK_BYTES / 1024 / 1024} MB`;

/** Reads the one `file` part and the optional `team_id` field, in whichever order the form sends them. */
async function readUpload(request: FastifyRequest) {
  if (!request.isMultipart()) throw unprocessable(['Choose an artwork file to upload']);
  let file: { fileName: string; bytes: Buffer; contentHash: string } | undefined;
  const fields: Record<string, string> = {};
  try {
    for await (const part of request.parts({ limits: UPLOAD_LIMITS })) {
      if (part.type === 'file') {
        // Hashed as it streams in: a raster artwork is found again by these bytes' hash.
        const hash = createHash('sha256');
        const bytes = await readFilePart(request, part, MAX_ARTWORK_BYTES, hash);
        if (part.fieldname === 'file' && !file)
          file = { fileName: part.filename, bytes, contentHash: hash.digest('hex') };
      } else if (typeof part.value === 'string') {
        fields[part.fieldname] = part.value;
      }
    }
  } catch (error) {
    if (error instanceof request.server.multipartErrors.RequestFileTooLargeError) {
      throw Object.assign(new Error(TOO_LARGE_MESSAGE), { statusCode: 413 });
    }
    throw error;
  }
  if (!file || file.bytes.length === 0) throw unprocessable(['Choose an artwork file to upload']);
  const parsed = uploadArtworkFields.safeParse({ team_id: fields.team_id || undefined });
  if (!parsed.success) throw unprocessable(['Choose one of your teams']);
  return { ...file, teamId: parsed.data.team_id };
}

/** The design manager: artwork upload, list, edit and delete (spec 02 sections 2.5 and 7). */
export const artworksRoutes: FastifyPluginAsyncZod = async (app) => {
  const deps: ArtworkDeps = { db: app.deps.db, files: app.deps.files, secretKey: app.deps.config.secretKey };
  // Registered inside this plugin so the parser applies to these routes only, unless the app already has it.
  if (!app.hasDecorator('multipartErrors')) await app.register(multipart);

  const uploadSchema = {
    tags: ['artworks'],
    consumes: ['multipart/form-data'],
    response: { 201: artworkResponse },
  };
  const upload = async (request: FastifyRequest, reply: FastifyReply) => {
    const user = requireCustomer(request);
    const artwork = await uploadArtwork(deps, user, await readUpload(request));
    return reply.status(201).send({ data: artwork });
  };
  app.post('/artwork_files', { schema: uploadSchema }, upload);
  // The spec's "POST photos (design_manager)": the same upload, so either path creates an artwork.
  app.post('/photos', { schema: uploadSchema }, upload);

  app.get(
    '/photos',
    { schema: { tags: ['artworks'], querystring: artworksQuery, response: { 200: artworksResponse } } },
    async (request) => listArtworks(deps, requireCustomer(request), request.query),
  );

  app.get(
    '/photos/:id',
    { schema: { tags: ['artworks'], params: uuidParams, response: { 200: artworkResponse } } },
    async (request) => ({ data: await getArtwork(deps, requireCustomer(request), request.params.id) }),
  );

  app.put(
    '/photos/:id',
    {
      schema: {
        tags: ['artworks'],
        params: uuidParams,
        body: updateArtworkBody,
        response: { 200: artworkResponse.extend(messageBody.shape) },
      },
    },
    async (request) => ({
      message: 'Updated!',
      data: await updateArtwork(
        deps,
        requireCustomer(request),
        request.params.id,
        request.body.design_manager,
      ),
    }),
  );

  app.delete(
    '/photos',
    { schema: { tags: ['artworks'], body: deleteArtworkBody, response: { 200: messageBody } } },
    async (request) => {
      await deleteArtwork(deps, requireCustomer(request), request.body.id);
      return { message: 'Your artwork has been deleted.' };
    },
  );
};
