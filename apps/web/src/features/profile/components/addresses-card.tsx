import { DeleteOutlined, EditOutlined, PlusOutlined } from '@ant-design/icons';
import type { Address } from '@livery/api-schemas/addresses';
import type { User } from '@livery/api-schemas/users';
import { ADDRESS_SEARCH_DEBOUNCE_MS } from '@livery/domain/constants';
import { App, Button, Card, Empty, Flex, Input, List, Space, Tag, Typography } from 'antd';
import { useState } from 'react';
import { useDeleteAddress } from '../../../shared/api/delete-address.ts';
import { useAddressList } from '../../../shared/api/get-addresses.ts';
import { AddressFormModal } from '../../../shared/components/address-form-modal.tsx';
import { useConfirmDelete } from '../../../shared/hooks/use-confirm-delete.ts';
import { useDebouncedValue } from '../../../shared/hooks/use-debounced-value.ts';
import { useSetDefaultAddress } from '../api/set-default-address.ts';

/** The company's addresses: search, create, edit, delete, and the user's default shipping and billing. */
export function AddressesCard({ user }: { user: User }) {
  const [keywordInput, setKeywordInput] = useState('');
  const keyword = useDebouncedValue(keywordInput.trim(), ADDRESS_SEARCH_DEBOUNCE_MS);
  const addresses = useAddressList(keyword);
  const remove = useDeleteAddress();
  const setDefault = useSetDefaultAddress();
  const { notification } = App.useApp();
  const confirmDelete = useConfirmDelete();
  const [editing, setEditing] = useState<Address | 'new' | null>(null);

  const confirmDeleteAddress = (address: Address) =>
    confirmDelete(async () => {
      await remove.mutateAsync(address.uuid);
      notification.success({
        message: 'Deleted!',
        description: 'Your address has been deleted.',
        duration: 2,
      });
    });

  const makeDefault = async (body: { ship_add_id: number } | { bill_add_id: number }) => {
    const { message } = await setDefault.mutateAsync(body);
    notification.success({ message, duration: 2 });
  };

  return (
    <Card
      title="Company Addresses"
      extra={
        <Button type="primary" icon={<PlusOutlined />} onClick={() => setEditing('new')}>
          New address
        </Button>
      }
    >
      <Input.Search
        allowClear
        placeholder="Search addresses"
        aria-label="Search addresses"
        value={keywordInput}
        onChange={(event) => setKeywordInput(event.target.value)}
        style={{ marginBottom: 12 }}
      />
      <List<Address>
        loading={addresses.isFetching}
        dataSource={addresses.data ?? []}
        locale={{
          emptyText: (
            <Empty description={keyword ? 'No address matches your search.' : 'No addresses yet.'} />
          ),
        }}
        renderItem={(address) => (
          <List.Item
            key={address.uuid}
            actions={[
              <Button
                key="edit"
                type="text"
                icon={<EditOutlined />}
                aria-label={`Edit ${address.summary}`}
                onClick={() => setEditing(address)}
              />,
              <Button
                key="delete"
                type="text"
                danger
                icon={<DeleteOutlined />}
                aria-label={`Delete ${address.summary}`}
                onClick={() => confirmDeleteAddress(address)}
              />,
            ]}
          >
            <List.Item.Meta
              title={
                <Flex gap={6} wrap align="center">
                  <span>{address.nickname || `${address.first_name} ${address.last_name}`}</span>
                  {user.ship_add_id === address.id ? <Tag color="blue">Default shipping</Tag> : null}
                  {user.bill_add_id === address.id ? <Tag color="gold">Default billing</Tag> : null}
                </Flex>
              }
              description={
                <Space direction="vertical" size={2}>
                  <Typography.Text type="secondary">{address.summary}</Typography.Text>
                  <Space size={4} wrap>
                    {user.ship_add_id !== address.id ? (
                      <Button
                        size="small"
                        type="link"
                        style={{ paddingInline: 0 }}
                        onClick={() => makeDefault({ ship_add_id: address.id })}
                      >
                        Use for shipping
                      </Button>
                    ) : null}
                    {user.bill_add_id !== address.id ? (
                      <Button
                        size="small"
                        type="link"
                        style={{ paddingInline: 0 }}
                        onClick={() => makeDefault({ bill_add_id: address.id })}
                      >
                        Use for billing
                      </Button>
                    ) : null}
                  </Space>
                </Space>
              }
            />
          </List.Item>
        )}
      />
      {editing ? (
        <AddressFormModal
          address={editing === 'new' ? undefined : editing}
          onClose={() => setEditing(null)}
        />
      ) : null}
    </Card>
  );
}
