import {
  adminProofsQuery,
  adminProofsResponse,
  companyProofSetting,
  companyProofSettingParams,
  orderLineProofParams,
  orderProofsParams,
  orderProofsResponse,
  proofParams,
  proofResponse,
  requestProofChangesBody,
} from '@livery/api-schemas/proofs';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { requireCustomer, requireProvider } from '../../plugins/authentication.ts';
import { registerMultipart } from '../../plugins/multipart.ts';
import { readUploadedParts } from '../attachments/read-uploaded-parts.ts';
import {
  approveProof,
  draftNextVersion,
  getOrderProofs,
  getProofSetting,
  listProofs,
  type ProofDeps,
  registerProofOrderHook,
  requestProofChanges,
  sendProof,
  setProofSetting,
  uploadProofPicture,
  useSavedDesign,
} from './proofs.service.ts';

const tags = ['proofs'];
const maybeProofResponse = z.object({ proof: proofResponse.shape.proof.nullable() });

function proofDeps(app: Parameters<FastifyPluginAsyncZod>[0]): ProofDeps {
  const { db, files, config } = app.deps;
  return {
    db,
    files,
    secretKey: config.secretKey,
    publicUrl: config.publicUrl,
    webDistDir: config.webDistDir,
  };
}

/** The buyer's side of proofs: read an order's proofs, approve or ask for changes, take a changed artwork. */
export const proofsRoutes: FastifyPluginAsyncZod = async (app) => {
  registerProofOrderHook();
  const deps = proofDeps(app);

  app.get(
    '/orders/:order_id/proofs',
    { schema: { tags, params: orderProofsParams, response: { 200: orderProofsResponse } } },
    async (request) =>
      getOrderProofs(deps.db, deps.secretKey, requireCustomer(request), request.params.order_id),
  );

  app.post(
    '/proofs/:proof_id/approve',
    { schema: { tags, params: proofParams, response: { 200: proofResponse } } },
    async (request) => approveProof(deps, requireCustomer(request), request.params.proof_id),
  );

  app.post(
    '/proofs/:proof_id/request_changes',
    {
      schema: { tags, params: proofParams, body: requestProofChangesBody, response: { 200: proofResponse } },
    },
    async (request) =>
      requestProofChanges(deps, requireCustomer(request), request.params.proof_id, request.body),
  );

  app.post(
    '/orders/:order_id/lines/:line_id/use_saved_design',
    { schema: { tags, params: orderLineProofParams, response: { 200: maybeProofResponse } } },
    async (request) =>
      useSavedDesign(deps, requireCustomer(request), request.params.order_id, request.params.line_id),
  );
};

/** The console's side: every order's proofs, the list to follow up, new versions, mock-ups, sending, the setting. */
export const adminProofsRoutes: FastifyPluginAsyncZod = async (app) => {
  // A mock-up is uploaded as multipart: the parser is registered for this plugin's routes only.
  await registerMultipart(app);
  const deps = proofDeps(app);

  app.get(
    '/proofs',
    { schema: { tags, querystring: adminProofsQuery, response: { 200: adminProofsResponse } } },
    async (request) => {
      requireProvider(request);
      return listProofs(deps.db, request.query);
    },
  );

  app.get(
    '/orders/:order_id/proofs',
    { schema: { tags, params: orderProofsParams, response: { 200: orderProofsResponse } } },
    async (request) =>
      getOrderProofs(deps.db, deps.secretKey, requireProvider(request), request.params.order_id),
  );

  app.post(
    '/orders/:order_id/lines/:line_id/proofs',
    { schema: { tags, params: orderLineProofParams, response: { 201: proofResponse } } },
    async (request, reply) => {
      const answer = await draftNextVersion(
        deps,
        requireProvider(request),
        request.params.order_id,
        request.params.line_id,
      );
      return reply.status(201).send(answer);
    },
  );

  app.post(
    '/proofs/:proof_id/upload',
    { schema: { tags, params: proofParams, response: { 200: proofResponse } } },
    async (request) => {
      const staff = requireProvider(request);
      const { uploads } = await readUploadedParts(request, { fields: [], fieldSize: 16 });
      return uploadProofPicture(deps, staff, request.params.proof_id, uploads);
    },
  );

  app.post(
    '/proofs/:proof_id/send',
    { schema: { tags, params: proofParams, response: { 200: proofResponse } } },
    async (request) => sendProof(deps, requireProvider(request), request.params.proof_id),
  );

  app.get(
    '/companies/:id/proof_setting',
    { schema: { tags, params: companyProofSettingParams, response: { 200: companyProofSetting } } },
    async (request) => {
      requireProvider(request);
      return getProofSetting(deps.db, request.params.id);
    },
  );

  app.put(
    '/companies/:id/proof_setting',
    {
      schema: {
        tags,
        params: companyProofSettingParams,
        body: companyProofSetting,
        response: { 200: companyProofSetting },
      },
    },
    async (request) => {
      requireProvider(request);
      return setProofSetting(deps.db, request.params.id, request.body.proofs_required);
    },
  );
};
