import { ArrowDownOutlined, ArrowUpOutlined, DeleteOutlined } from '@ant-design/icons';
import { App, Button, Card, Empty, Flex, List, Select, Space, Tag, Typography } from 'antd';
import { useState } from 'react';
import { PageHeader } from '../../../shared/components/page-header.tsx';
import { useDebouncedValue } from '../../../shared/hooks/use-debounced-value.ts';
import { useCatalogueProducts } from '../api/get-catalogue-products.ts';
import { useCustomerCompanies } from '../api/get-customer-companies.ts';
import { useRecommendedList } from '../api/get-recommended-list.ts';
import { useSaveRecommendedList } from '../api/save-recommended-list.ts';

/** /admin/recommended-products: the products hand-picked for each company, in the order it sees them. */
export default function RecommendedProductsPage() {
  const companies = useCustomerCompanies();
  const [companyId, setCompanyId] = useState<number>();
  const list = useRecommendedList(companyId);
  const saveList = useSaveRecommendedList(companyId);
  const [search, setSearch] = useState('');
  const keyword = useDebouncedValue(search.trim(), 300);
  const candidates = useCatalogueProducts({ keyword, status: 'active', page: 1, per_page: 30 });
  const { message } = App.useApp();

  const entries = list.data?.recommended_products ?? [];
  const uuids = entries.map((entry) => entry.product.uuid);
  const saveOrder = async (next: string[]) => {
    await saveList.mutateAsync(next);
    void message.success('Recommended products saved');
  };
  const move = (index: number, by: number) => {
    const next = [...uuids];
    const [moved] = next.splice(index, 1);
    next.splice(index + by, 0, moved!);
    void saveOrder(next);
  };

  return (
    <Card>
      <PageHeader
        title="Recommended products"
        subtitle="What each company sees under 'HANDPICKED FOR YOUR COMPANY', first to last."
      />
      <Flex vertical gap={16}>
        <Select
          showSearch
          aria-label="Company"
          placeholder="Pick a company"
          loading={companies.isPending}
          value={companyId}
          onChange={setCompanyId}
          optionFilterProp="label"
          style={{ width: '100%', maxWidth: 420 }}
          options={(companies.data ?? []).map((company) => ({
            value: company.id,
            label: `${company.name} (${company.recommended_count})`,
          }))}
        />
        {companyId === undefined ? (
          <Empty description="Pick a company to see and change its recommended products." />
        ) : (
          <>
            <Select
              showSearch
              aria-label="Add a product"
              placeholder="Add a product: search title or SKU"
              value={null}
              // Adding saves the whole list: until the company's current list is here, that would replace it.
              disabled={!list.isSuccess || saveList.isPending}
              // The server searches the whole catalogue; the options already here narrow while it answers.
              optionFilterProp="label"
              onSearch={setSearch}
              loading={candidates.isFetching}
              style={{ width: '100%', maxWidth: 420 }}
              onChange={(uuid: string) => {
                if (uuid && !uuids.includes(uuid)) void saveOrder([...uuids, uuid]);
              }}
              options={(candidates.data?.products ?? []).map((product) => ({
                value: product.uuid,
                label: `${product.title} · ${product.sku}`,
                disabled: uuids.includes(product.uuid),
              }))}
            />
            <List
              bordered
              loading={list.isFetching || saveList.isPending}
              locale={{
                emptyText:
                  'No products recommended yet: the company sees "Sorry Recommended Product Is Not Available Yet .."',
              }}
              dataSource={entries}
              renderItem={(entry, index) => (
                <List.Item>
                  <Flex wrap gap={12} align="center" style={{ width: '100%' }}>
                    <div
                      style={{
                        width: 44,
                        height: 44,
                        flex: 'none',
                        background: '#f4f6fa',
                        borderRadius: 8,
                        display: 'grid',
                        placeItems: 'center',
                      }}
                    >
                      {entry.product.thumb_url ? (
                        <img src={entry.product.thumb_url} alt="" style={{ maxWidth: 40, maxHeight: 40 }} />
                      ) : null}
                    </div>
                    <Flex vertical style={{ flex: '1 1 160px', minWidth: 0 }}>
                      <Typography.Text strong>
                        {index + 1}. {entry.product.title}{' '}
                        {entry.product.is_active ? null : <Tag>Archived</Tag>}
                      </Typography.Text>
                      <Typography.Text type="secondary">
                        {entry.product.sku} · {entry.product.price_range}
                      </Typography.Text>
                    </Flex>
                    <Space>
                      <Button
                        size="small"
                        icon={<ArrowUpOutlined />}
                        disabled={index === 0}
                        aria-label={`Move ${entry.product.title} up`}
                        onClick={() => move(index, -1)}
                      />
                      <Button
                        size="small"
                        icon={<ArrowDownOutlined />}
                        disabled={index === entries.length - 1}
                        aria-label={`Move ${entry.product.title} down`}
                        onClick={() => move(index, 1)}
                      />
                      <Button
                        size="small"
                        danger
                        icon={<DeleteOutlined />}
                        aria-label={`Remove ${entry.product.title}`}
                        onClick={() => void saveOrder(uuids.filter((uuid) => uuid !== entry.product.uuid))}
                      />
                    </Space>
                  </Flex>
                </List.Item>
              )}
            />
          </>
        )}
      </Flex>
    </Card>
  );
}
