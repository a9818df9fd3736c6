import { DeleteOutlined, SkinOutlined } from '@ant-design/icons';
import type { SavedProduct } from '@livery/api-schemas/saved-products';
import { MAX_BULK_ORDER_PRODUCTS } from '@livery/domain/roster-columns';
import { Button, Empty, Flex, List, Select, Spin, Tag, Typography } from 'antd';
import { useState } from 'react';
import { useDebouncedValue } from '../../../shared/hooks/use-debounced-value.ts';
import { useSavedProductSearch } from '../api/search-saved-products.ts';

/** The picker's search waits for typing to pause (spec 02 section 9). */
const SEARCH_DEBOUNCE_MS = 500;

function Thumbnail({ product, size }: { product: SavedProduct; size: number }) {
  return (
    <div
      style={{
        width: size,
        height: size,
        flex: 'none',
        borderRadius: 6,
        background: '#f5f7fa',
        display: 'flex',
        alignItems: 'center',
        justifyContent: 'center',
        overflow: 'hidden',
      }}
    >
      {product.thumb_image ? (
        <img src={product.thumb_image} alt="" style={{ maxWidth: '100%', maxHeight: '100%' }} />
      ) : (
        <SkinOutlined style={{ fontSize: size / 2, color: '#c9cfd8' }} />
      )}
    </div>
  );
}

function ProductSummary({ product }: { product: SavedProduct }) {
  return (
    <Flex gap={10} align="center" style={{ minWidth: 0 }}>
      <Thumbnail product={product} size={36} />
      <div style={{ minWidth: 0 }}>
        <Typography.Text strong ellipsis style={{ display: 'block' }}>
          {product.title}
        </Typography.Text>
        <Typography.Text type="secondary" style={{ fontSize: 12 }}>
          {product.sku} · {product.sizes.join(', ')}
        </Typography.Text>
      </div>
    </Flex>
  );
}

/**
 * Chooses 1 to 10 saved products, in order: the first is product 1 of the roster's `product1_*` columns.
 * Searches by keyword (500 ms pause, older searches cancelled) and loads 30 more on scrolling down.
 */
export function ProductPicker({
  chosen,
  onChange,
  disabled,
}: {
  chosen: SavedProduct[];
  onChange: (products: SavedProduct[]) => void;
  disabled?: boolean;
}) {
  const [typed, setTyped] = useState('');
  const keyword = useDebouncedValue(typed.trim(), SEARCH_DEBOUNCE_MS);
  const search = useSavedProductSearch(keyword);
  const found = search.data?.pages.flatMap((page) => page.saved_products) ?? [];
  const isFull = chosen.length >= MAX_BULK_ORDER_PRODUCTS;

  const choose = (uuids: string[]) => {
    const known = new Map([...chosen, ...found].map((product) => [product.uuid, product]));
    onChange(
      uuids
        .map((uuid) => known.get(uuid))
        .filter((product): product is SavedProduct => Boolean(product))
        .slice(0, MAX_BULK_ORDER_PRODUCTS),
    );
  };

  return (
    <div>
      <Select
        mode="multiple"
        aria-label="Search your saved products"
        placeholder="Search your saved products by title or SKU"
        style={{ width: '100%' }}
        size="large"
        disabled={disabled}
        showSearch={{ filterOption: false, onSearch: setTyped, searchValue: typed }}
        value={chosen.map((product) => product.uuid)}
        onChange={choose}
        maxCount={MAX_BULK_ORDER_PRODUCTS}
        maxTagCount={0}
        maxTagPlaceholder={(omitted) => `${omitted.length} chosen`}
        notFoundContent={
          search.isFetching ? <Spin size="small" /> : <Empty description="No saved product matches." />
        }
        onPopupScroll={(event) => {
          const target = event.currentTarget;
          if (
            target.scrollTop + target.clientHeight >= target.scrollHeight - 40 &&
            search.hasNextPage &&
            !search.isFetchingNextPage
          ) {
            void search.fetchNextPage();
          }
        }}
        options={found.map((product) => ({
          value: product.uuid,
          label: product.title,
          disabled: isFull && !chosen.some((item) => item.uuid === product.uuid),
          product,
        }))}
        optionRender={(option) => <ProductSummary product={option.data.product} />}
      />
      <Typography.Text type="secondary" style={{ display: 'block', marginTop: 6 }}>
        Choose 1 to {MAX_BULK_ORDER_PRODUCTS} products ({chosen.length} chosen). Product numbers match the
        roster's product1_, product2_ … columns.
      </Typography.Text>
      {chosen.length > 0 ? (
        <List
          style={{ marginTop: 12 }}
          bordered
          dataSource={chosen}
          renderItem={(product, index) => (
            <List.Item key={product.uuid}>
              <Flex gap={10} align="center" justify="space-between" style={{ width: '100%', minWidth: 0 }}>
                <Flex gap={10} align="center" wrap style={{ minWidth: 0 }}>
                  <Tag color="blue" style={{ marginInlineEnd: 0 }}>
                    Product {index + 1}
                  </Tag>
                  <ProductSummary product={product} />
                </Flex>
                <Button
                  type="text"
                  icon={<DeleteOutlined />}
                  disabled={disabled}
                  aria-label={`Remove ${product.title}`}
                  onClick={() => onChange(chosen.filter((item) => item.uuid !== product.uuid))}
                />
              </Flex>
            </List.Item>
          )}
        />
      ) : null}
    </div>
  );
}
