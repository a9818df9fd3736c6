import { PROOF_COMMENT_MAX_LENGTH, PROOF_STATUSES } from '@livery/domain/proof-status';
import { z } from 'zod';
import { databaseIdText, listMeta, pageNumber } from './common.ts';

export const proofStatus = z.enum(PROOF_STATUSES);

export const proofParams = z.object({ proof_id: z.uuid() });
export const orderProofsParams = z.object({ order_id: z.uuid() });
export const orderLineProofParams = z.object({ order_id: z.uuid(), line_id: z.uuid() });
export const companyProofSettingParams = z.object({ id: databaseIdText });

/** A picture of a proof with a signed link an `<img>` can open. */
export const proofImage = z.object({
  face: z.string(),
  url: z.string(),
  width: z.number(),
  height: z.number(),
});

export const proofPrint = z.object({
  face: z.string(),
  width_cm: z.number(),
  height_cm: z.number(),
  colors_count: z.number(),
  finishing: z.string(),
  print_size: z.string(),
});

export const proofJson = z.object({
  id: z.string(),
  version: z.number().int(),
  status: proofStatus,
  source: z.enum(['rendered', 'uploaded']),
  images: z.array(proofImage),
  prints: z.array(proofPrint),
  pdf_url: z.string().nullable(),
  comment: z.string().nullable(),
  /** Where the buyer pinned the change: which image, and the point as fractions of its width and height. */
  pin: z.object({ image: z.number().int(), x: z.number(), y: z.number() }).nullable(),
  sent_at: z.string().nullable(),
  decided_at: z.string().nullable(),
  decided_by: z.string().nullable(),
  created_at: z.string(),
});
export type ProofJson = z.infer<typeof proofJson>;

/** A line of the order with every version of its proof, newest first. */
export const lineProofs = z.object({
  line_id: z.string(),
  title: z.string(),
  apparel_color: z.string().nullable(),
  qty_options: z.record(z.string(), z.number()),
  total_qty: z.number().int(),
  proofs: z.array(proofJson),
});

export const orderProofsResponse = z.object({
  order_id: z.string(),
  proofs_required: z.boolean(),
  lines: z.array(lineProofs),
});
export type OrderProofsResponse = z.infer<typeof orderProofsResponse>;

export const proofResponse = z.object({ proof: proofJson });
export type ProofResponse = z.infer<typeof proofResponse>;

/** The buyer's change request: what to change, and optionally a pin on one of the images. */
export const requestProofChangesBody = z.object({
  comment: z
    .string()
    .trim()
    .min(1, 'Say what should change.')
    .max(PROOF_COMMENT_MAX_LENGTH, `A comment has at most ${PROOF_COMMENT_MAX_LENGTH} characters.`),
  pin: z
    .object({
      image: z.number().int().min(0).max(20),
      x: z.number().min(0, 'Put the pin on the picture').max(1, 'Put the pin on the picture'),
      y: z.number().min(0, 'Put the pin on the picture').max(1, 'Put the pin on the picture'),
    })
    .optional(),
});
export type RequestProofChangesBody = z.infer<typeof requestProofChangesBody>;

/** The console's list of proofs: waiting for the customer, or with changes requested (the default: both). */
export const adminProofsQuery = z.object({
  status: z.enum(['sent', 'changes_requested', 'draft', 'approved']).optional(),
  page: pageNumber,
  per_page: z.coerce.number().int().min(1).max(100).default(20),
});
export type AdminProofsQuery = z.infer<typeof adminProofsQuery>;

export const adminProofRow = z.object({
  id: z.string(),
  version: z.number().int(),
  status: proofStatus,
  order: z.object({ id: z.string(), uid: z.string() }),
  company: z.object({ id: z.number().int(), name: z.string() }),
  line: z.object({ id: z.string(), title: z.string() }),
  comment: z.string().nullable(),
  sent_at: z.string().nullable(),
  decided_at: z.string().nullable(),
  created_at: z.string(),
});
export type AdminProofRow = z.infer<typeof adminProofRow>;

export const adminProofsResponse = z.object({ proofs: z.array(adminProofRow), meta: listMeta });
export type AdminProofsResponse = z.infer<typeof adminProofsResponse>;

export const companyProofSetting = z.object({ proofs_required: z.boolean() });
export type CompanyProofSetting = z.infer<typeof companyProofSetting>;
