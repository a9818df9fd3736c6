import { EditOutlined, PlusOutlined, SearchOutlined } from '@ant-design/icons';
import type { Address } from '@livery/api-schemas/addresses';
import { Button, Empty, Flex, Input, List, Modal, Radio, Typography } from 'antd';
import { useState } from 'react';
import { useAddressList } from '../../../shared/api/get-addresses.ts';
import { AddressFormModal } from '../../../shared/components/address-form-modal.tsx';
import { useDebouncedValue } from '../../../shared/hooks/use-debounced-value.ts';

/** Spec 02 section 9: the address search waits 500 ms after the last key. */
const SEARCH_DEBOUNCE_MS = 500;

/** The address list modal of the cart: search, pick one, add a new one or edit one. */
export function AddressPickerModal({
  title,
  chosenId,
  onChoose,
  onClose,
}: {
  title: string;
  chosenId: number | null;
  onChoose: (address: Address) => Promise<void>;
  onClose: () => void;
}) {
  const [keyword, setKeyword] = useState('');
  const search = useDebouncedValue(keyword.trim(), SEARCH_DEBOUNCE_MS);
  const addresses = useAddressList(search);
  const [selectedId, setSelectedId] = useState<number | null>(chosenId);
  const [editing, setEditing] = useState<Address | 'new' | null>(null);
  const [isSaving, setIsSaving] = useState(false);
  const selected = addresses.data?.find((address) => address.id === selectedId);

  const choose = async () => {
    if (!selected) return;
    setIsSaving(true);
    try {
      await onChoose(selected);
      onClose();
    } finally {
      setIsSaving(false);
    }
  };

  return (
    <>
      <Modal
        open={editing === null}
        title={title}
        okText="Use this address"
        onOk={choose}
        onCancel={onClose}
        okButtonProps={{ disabled: !selected, loading: isSaving }}
        width={620}
      >
        <Flex gap={8} wrap style={{ marginBottom: 12 }}>
          <Input
            allowClear
            prefix={<SearchOutlined />}
            placeholder="Search addresses"
            aria-label="Search addresses"
            value={keyword}
            onChange={(event) => setKeyword(event.target.value)}
            style={{ flex: '1 1 240px' }}
          />
          <Button icon={<PlusOutlined />} onClick={() => setEditing('new')}>
            New address
          </Button>
        </Flex>
        <Radio.Group
          value={selectedId}
          onChange={(event) => setSelectedId(event.target.value as number)}
          style={{ width: '100%' }}
        >
          <List
            loading={addresses.isFetching}
            dataSource={addresses.data ?? []}
            locale={{ emptyText: <Empty description="No address found" /> }}
            style={{ maxHeight: 380, overflowY: 'auto' }}
            renderItem={(address) => (
              <List.Item
                actions={[
                  <Button
                    key="edit"
                    type="text"
                    size="small"
                    icon={<EditOutlined />}
                    aria-label={`Edit ${address.nickname ?? address.summary}`}
                    onClick={() => setEditing(address)}
                  />,
                ]}
              >
                <Radio value={address.id} style={{ alignItems: 'flex-start' }}>
                  <Typography.Text strong>
                    {address.nickname ?? `${address.first_name} ${address.last_name}`}
                  </Typography.Text>
                  <div>
                    <Typography.Text type="secondary">{address.summary}</Typography.Text>
                  </div>
                </Radio>
              </List.Item>
            )}
          />
        </Radio.Group>
      </Modal>
      {editing !== null ? (
        <AddressFormModal
          address={editing === 'new' ? undefined : editing}
          onClose={() => setEditing(null)}
        />
      ) : null}
    </>
  );
}
