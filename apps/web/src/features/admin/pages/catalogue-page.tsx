import { PlusOutlined, SearchOutlined } from '@ant-design/icons';
import type { AdminProduct } from '@livery/api-schemas/catalogue';
import { formatPriceRange } from '@livery/domain/pricing';
import { Button, Card, Flex, Grid, Input, Segmented, Tag, Typography } from 'antd';
import { useState } from 'react';
import { Link, useNavigate } from 'react-router';
import { ListPage } from '../../../shared/components/list-page.tsx';
import type { ResponsiveColumn } from '../../../shared/components/responsive-table.tsx';
import { paths } from '../../../shared/config/paths.ts';
import { useDebouncedValue } from '../../../shared/hooks/use-debounced-value.ts';
import type { CatalogueFilter } from '../api/admin-keys.ts';
import { useCatalogueProducts } from '../api/get-catalogue-products.ts';

const PER_PAGE = 20;

/** /admin/catalogue: every product the provider makes, searchable, opening the product editor. */
export default function CataloguePage() {
  const navigate = useNavigate();
  const [keyword, setKeyword] = useState('');
  const [status, setStatus] = useState<CatalogueFilter['status']>('all');
  const [page, setPage] = useState(1);
  const debouncedKeyword = useDebouncedValue(keyword.trim(), 300);
  const products = useCatalogueProducts({ keyword: debouncedKeyword, status, page, per_page: PER_PAGE });
  const screens = Grid.useBreakpoint();
  // Between a phone's cards (below sm) and the full table (md), the title carries the hidden columns' figures.
  const isNarrowTable = screens.sm !== false && screens.md === false;

  const columns: ResponsiveColumn<AdminProduct>[] = [
    {
      title: '',
      key: 'thumb',
      width: 64,
      card: 'title',
      render: (_, product) => (
        <span
          style={{
            width: 48,
            height: 48,
            borderRadius: 8,
            background: '#f4f6fa',
            display: 'grid',
            placeItems: 'center',
            overflow: 'hidden',
          }}
        >
          {product.thumb_url ? (
            <img src={product.thumb_url} alt="" style={{ maxWidth: '100%', maxHeight: '100%' }} />
          ) : null}
        </span>
      ),
    },
    { title: 'SKU', dataIndex: 'sku', className: 'nowrap', responsive: ['md'] },
    {
      title: 'Title',
      dataIndex: 'title',
      card: 'title',
      render: (title: string, product) => (
        <Flex vertical>
          <Link to={paths.adminProduct(product.uuid)}>{title}</Link>
          {isNarrowTable ? (
            <Typography.Text type="secondary" style={{ fontSize: 12 }}>
              {product.sku} · {formatPriceRange(product.pricing, product.currency)}
              {product.is_active ? '' : ' · Archived'}
            </Typography.Text>
          ) : null}
        </Flex>
      ),
    },
    // Hidden in the table below lg, so in the phone's card too.
    { title: 'Type', dataIndex: 'product_type', responsive: ['lg'], card: 'hidden' },
    {
      title: 'Builder',
      responsive: ['md'],
      dataIndex: 'is_builder',
      render: (isBuilder: boolean) =>
        isBuilder ? <Tag color="blue">Builder</Tag> : <Tag bordered={false}>As is</Tag>,
    },
    {
      title: 'Active',
      responsive: ['md'],
      card: 'status',
      dataIndex: 'is_active',
      render: (isActive: boolean) => (isActive ? <Tag color="green">Active</Tag> : <Tag>Archived</Tag>),
    },
    {
      title: 'Price range',
      key: 'price',
      align: 'right',
      responsive: ['md'],
      className: 'nowrap',
      card: 'amount',
      render: (_, product) => formatPriceRange(product.pricing, product.currency),
    },
    { title: 'Min. order', dataIndex: 'min_qty', align: 'right', responsive: ['sm'] },
  ];

  return (
    <Card>
      <ListPage<AdminProduct>
        title="Catalogue"
        subtitle="Products, their faces and print areas, colours, sizes and prices."
        extra={
          <Button type="primary" icon={<PlusOutlined />} onClick={() => navigate(paths.adminNewProduct)}>
            New product
          </Button>
        }
        filters={
          <>
            <Input
              allowClear
              prefix={<SearchOutlined />}
              placeholder="Search title or SKU"
              aria-label="Search products"
              value={keyword}
              onChange={(event) => {
                setKeyword(event.target.value);
                setPage(1);
              }}
              style={{ maxWidth: 320 }}
            />
            <Segmented<CatalogueFilter['status']>
              value={status}
              onChange={(value) => {
                setStatus(value);
                setPage(1);
              }}
              options={[
                { value: 'all', label: 'All' },
                { value: 'active', label: 'Active' },
                { value: 'archived', label: 'Archived' },
              ]}
            />
          </>
        }
        paging={{ page, pageSize: PER_PAGE, total: products.data?.meta.total_count, onChange: setPage }}
        rowKey="uuid"
        columns={columns}
        dataSource={products.data?.products ?? []}
        loading={products.isFetching}
        scroll={{ x: 'max-content' }}
        onRow={(product) => ({
          onDoubleClick: () => navigate(paths.adminProduct(product.uuid)),
          style: product.is_active ? undefined : { opacity: 0.6 },
        })}
        locale={{ emptyText: <Typography.Text type="secondary">No products match.</Typography.Text> }}
      />
    </Card>
  );
}
