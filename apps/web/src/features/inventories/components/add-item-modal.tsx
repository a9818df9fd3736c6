import { INVENTORY_KEYWORD_DEBOUNCE_MS } from '@livery/domain/inventory-stock';
import { App, Modal, Select } from 'antd';
import { useState } from 'react';
import { useDebouncedValue } from '../../../shared/hooks/use-debounced-value.ts';
import { useCreateInventory } from '../api/create-inventory.ts';
import { useSavedProductSearch } from '../api/search-saved-products.ts';

/** Add Item: choose a saved product (searched as you type), confirm, and it is kept in the inventory. */
export function AddItemModal({ onClose }: { onClose: () => void }) {
  const { message, modal } = App.useApp();
  const [keyword, setKeyword] = useState('');
  const search = useSavedProductSearch(useDebouncedValue(keyword, INVENTORY_KEYWORD_DEBOUNCE_MS));
  const [chosen, setChosen] = useState<string | null>(null);
  const create = useCreateInventory();

  const submit = () => {
    if (!chosen) {
      void message.warning('Please choose a saved product');
      return;
    }
    modal.confirm({
      title: 'Add this saved product into inventory?',
      okText: 'Yes, add it',
      onOk: async () => {
        await create.mutateAsync(chosen);
        void message.success('Inventory Added');
        onClose();
      },
    });
  };

  return (
    <Modal open title="Add Item" okText="Add" onOk={submit} onCancel={onClose} destroyOnHidden>
      <Select
        showSearch
        filterOption={false}
        onSearch={setKeyword}
        aria-label="Saved product"
        placeholder="Search your saved products"
        value={chosen}
        onChange={setChosen}
        loading={search.isFetching}
        style={{ width: '100%' }}
        options={(search.data ?? []).map((product) => ({
          value: product.uuid,
          label: `${product.title}${product.team_name ? ` (${product.team_name})` : ''}`,
        }))}
        notFoundContent={search.isFetching ? 'Searching…' : 'No saved products found'}
      />
    </Modal>
  );
}
