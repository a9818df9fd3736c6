import { z } from 'zod';

/** POST /api/inventories: keep stock of a saved product (premium plan). */
export const createInventoryBody = z.object({ saved_product_id: z.string().uuid() });

export const createdInventory = z.object({
  id: z.number().int(),
  uuid: z.string(),
  saved_product_id: z.string(),
  team_id: z.number().int().nullable(),
  ready_stock: z.record(z.string(), z.number().int()),
  created_at: z.string(),
});

export const createInventoryResponse = z.object({ message: z.string(), inventory: createdInventory });
