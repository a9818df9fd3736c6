/**
 * The code written on an employee garment's RFID tag: 24 hexadecimal digits (an EPC-96 payload) taken from the
 * garment's own uuid, so it is unique, never changes once the name list is placed, and needs no counter.
 */
export function rfidTagCode(employeeProductUuid: string): string {
  const hex = employeeProductUuid.replace(/-/g, '').toUpperCase();
  if (!/^[0-9A-F]{32}$/.test(hex)) throw new Error(`Not a uuid: ${employeeProductUuid}`);
  return hex.slice(0, 24);
}

/** The columns of the RFID tags preview and export, in their order (spec 03 section 2.3). */
export const RFID_TAG_FIELDS = [
  { key: 'tag_code', label: 'Tag code' },
  { key: 'staff_id', label: 'Staff ID' },
  { key: 'name', label: 'Name' },
  { key: 'department', label: 'Department' },
  { key: 'size', label: 'Size' },
  { key: 'qty', label: 'Qty' },
  { key: 'laundry_id', label: 'Laundry ID' },
  { key: 'locker_id', label: 'Locker ID' },
  { key: 'cost_center', label: 'Cost center' },
  { key: 'uniform_code', label: 'Uniform code' },
  { key: 'item_title', label: 'Item' },
] as const;

export type RfidTagField = (typeof RFID_TAG_FIELDS)[number]['key'];
