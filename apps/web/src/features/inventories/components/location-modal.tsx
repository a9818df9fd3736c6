import type { Inventory } from '@livery/api-schemas/inventories';
import { App, Modal, Select } from 'antd';
import { useState } from 'react';
import { useAddressList } from '../../../shared/api/get-addresses.ts';
import { useUpdateInventory } from '../api/update-inventory.ts';

/** Assigns or changes the item's location: one of the company's addresses, or none. */
export function LocationModal({ inventory, onClose }: { inventory: Inventory; onClose: () => void }) {
  const { message } = App.useApp();
  const addresses = useAddressList();
  const [addressId, setAddressId] = useState<number | null>(inventory.address?.id ?? null);
  const update = useUpdateInventory();
  const save = async () => {
    await update.mutateAsync({ uuid: inventory.uuid, body: { address_id: addressId } });
    void message.success('Updated!');
    onClose();
  };
  return (
    <Modal
      open
      title="Location"
      okText="Save"
      onOk={save}
      confirmLoading={update.isPending}
      onCancel={onClose}
    >
      <Select
        aria-label="Location"
        allowClear
        placeholder="No location"
        value={addressId}
        onChange={(value) => setAddressId(value ?? null)}
        style={{ width: '100%' }}
        loading={addresses.isPending}
        options={(addresses.data ?? []).map((address) => ({
          value: address.id,
          label: address.nickname
            ? `${address.nickname} (${address.address})`
            : `${address.address}, ${address.city}`,
        }))}
      />
    </Modal>
  );
}

/** The location as lists show it: the nickname, else the address. */
export function locationLabel(inventory: Pick<Inventory, 'address'>): string | null {
  if (!inventory.address) return null;
  return inventory.address.nickname || `${inventory.address.address}, ${inventory.address.city}`;
}
