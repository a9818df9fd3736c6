import type { UpdateKartItemBody } from '@livery/api-schemas/cart';
import { sharedKeys } from '../../../shared/api/shared-keys.ts';

/** The cart's keys; the cart itself sits under the shared root every "added to cart" refreshes. */
export const cartKeys = {
  cart: sharedKeys.cart,
  /** Under the cart's root: every change to the cart asks again. */
  entitlementUses: () => [...sharedKeys.cart, 'entitlement-uses'] as const,
  kartItem: (uuid: string | undefined) => ['kart-item', uuid] as const,
  kartItemPrice: (uuid: string, qtyOptions: UpdateKartItemBody['qty_options']) =>
    ['kart-item-price', uuid, qtyOptions] as const,
  taxRate: (country: string | undefined) => ['taxes', country] as const,
};

/** Where each kind of cart file is posted and deleted. */
export const ATTACHMENT_PATHS = { po: 'po_attachments', other: 'attachment_files' } as const;

export type AttachmentKind = keyof typeof ATTACHMENT_PATHS;
