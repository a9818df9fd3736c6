import { SearchOutlined } from '@ant-design/icons';
import type { SavedProduct } from '@livery/api-schemas/saved-products';
import { canUseFeature } from '@livery/domain/plan-access';
import { canBulkRemoveSavedProducts, canDeleteSavedProduct } from '@livery/domain/saved-product-permissions';
import {
  App,
  Button,
  Card,
  Col,
  Empty,
  Flex,
  Input,
  Pagination,
  Row,
  Select,
  Skeleton,
  Typography,
} from 'antd';
import { useEffect, useState } from 'react';
import { Link, useNavigate, useSearchParams } from 'react-router';
import { ApiError } from '../../../shared/api/client.ts';
import { useJoinedTeams } from '../../../shared/api/get-joined-teams.ts';
import { useCurrentUser } from '../../../shared/auth/current-user.ts';
import { PageHeader } from '../../../shared/components/page-header.tsx';
import { paths } from '../../../shared/config/paths.ts';
import { useConfirmDelete } from '../../../shared/hooks/use-confirm-delete.ts';
import { useDebouncedValue } from '../../../shared/hooks/use-debounced-value.ts';
import { useAddSavedProductToInventory } from '../api/add-saved-product-to-inventory.ts';
import { useBulkRemoveSavedProducts } from '../api/bulk-remove-saved-products.ts';
import { useDeleteSavedProduct } from '../api/delete-saved-product.ts';
import { downloadPriceListCsv } from '../api/download-price-list-csv.ts';
import { downloadPriceListPdf } from '../api/download-price-list-pdf.ts';
import { SAVED_PRODUCTS_PER_PAGE, useSavedProducts } from '../api/get-saved-products.ts';
import type { SavedProductsFilter, SortBy } from '../api/saved-products-keys.ts';
import { useShareSavedProduct } from '../api/share-saved-product.ts';
import { useUpdateSavedProduct } from '../api/update-saved-product.ts';
import { type CardAction, SavedProductCard } from '../components/saved-product-card.tsx';
import { SelectionBar } from '../components/selection-bar.tsx';
import { UpdateSavedProductModal } from '../components/update-saved-product-modal.tsx';

const SEARCH_DEBOUNCE_MS = 500;
const SORT_OPTIONS: Array<{ value: SortBy; label: string }> = [
  { value: 'title', label: 'Title (A to Z)' },
  { value: 'created_at', label: 'Oldest first' },
  { value: 'desc', label: 'Newest first' },
];
const TYPE_OPTIONS = [
  { value: 'standard', label: 'Standard' },
  { value: 'hidden', label: 'Hidden' },
  { value: 'all', label: 'All types' },
];

/** Runs a change whose failure the app-wide handler already shows as a notice (the server's message). */
async function quietly(run: () => Promise<void>): Promise<void> {
  try {
    await run();
  } catch {
    // Shown by the app-wide failure notice; the confirmation simply closes.
  }
}

function readFilter(params: URLSearchParams): SavedProductsFilter {
  const sortBy = params.get('sort_by');
  const teamId = Number(params.get('team_id'));
  const page = Number(params.get('page'));
  return {
    keyword: params.get('keyword') ?? '',
    teamId: Number.isInteger(teamId) && teamId > 0 ? teamId : null,
    productType: params.get('product_type') || 'standard',
    sortBy: SORT_OPTIONS.some((option) => option.value === sortBy) ? (sortBy as SortBy) : 'title',
    page: Number.isInteger(page) && page > 0 ? page : 1,
  };
}

/** /saved-products: the company's saved products, filtered in the URL, selectable for a bulk order. */
export default function SavedProductsPage() {
  const { modal, notification } = App.useApp();
  const confirmDelete = useConfirmDelete();
  const navigate = useNavigate();
  const [params, setParams] = useSearchParams();
  const filter = readFilter(params);
  const [keyword, setKeyword] = useState(filter.keyword);
  const debouncedKeyword = useDebouncedValue(keyword.trim(), SEARCH_DEBOUNCE_MS);
  const [selected, setSelected] = useState<string[]>([]);
  const [updating, setUpdating] = useState<SavedProduct | null>(null);
  const { data: user } = useCurrentUser();
  const teams = useJoinedTeams();
  const list = useSavedProducts(filter);
  const update = useUpdateSavedProduct();
  const remove = useDeleteSavedProduct();
  const bulkRemove = useBulkRemoveSavedProducts();
  const share = useShareSavedProduct();
  const addToInventory = useAddSavedProductToInventory();
  const canRemove = user ? canBulkRemoveSavedProducts(user) : false;
  const canUseInventory = user ? canUseFeature(user.plan, 'inventories') : false;

  const setFilter = (next: Partial<SavedProductsFilter>) => {
    const merged = { ...filter, page: 1, ...next };
    const search = new URLSearchParams();
    if (merged.keyword) search.set('keyword', merged.keyword);
    if (merged.teamId) search.set('team_id', String(merged.teamId));
    if (merged.productType !== 'standard') search.set('product_type', merged.productType);
    if (merged.sortBy !== 'title') search.set('sort_by', merged.sortBy);
    if (merged.page > 1) search.set('page', String(merged.page));
    setParams(search, { replace: true });
  };

  // biome-ignore lint/correctness/useExhaustiveDependencies: only a settled keyword moves the list.
  useEffect(() => {
    if (debouncedKeyword !== filter.keyword) setFilter({ keyword: debouncedKeyword });
  }, [debouncedKeyword]);

  const toggle = (uuid: string) =>
    setSelected((current) =>
      current.includes(uuid) ? current.filter((id) => id !== uuid) : [...current, uuid],
    );

  const download = async (run: () => Promise<void>) => {
    try {
      await run();
    } catch (caught) {
      notification.error({ message: caught instanceof ApiError ? caught.message : 'Something went wrong!' });
    }
  };

  const confirmDeleteProducts = (uuids: string[], isBulk: boolean) =>
    confirmDelete(() =>
      quietly(async () => {
        const [first] = uuids;
        if (isBulk) await bulkRemove.mutateAsync(uuids);
        else if (first) await remove.mutateAsync(first);
        setSelected((current) => current.filter((id) => !uuids.includes(id)));
        notification.success({
          message: 'Deleted!',
          description: isBulk ? 'Your products has been deleted.' : 'Your product has been deleted.',
        });
      }),
    );

  const act = (product: SavedProduct, action: CardAction) => {
    switch (action) {
      case 'edit-design':
        void navigate(paths.savedProduct(product.uuid));
        return;
      case 'order':
        void navigate(paths.bulkOrder([product.uuid]));
        return;
      case 'update':
        setUpdating(product);
        return;
      case 'share': {
        const isShared = !product.shared_at;
        void quietly(async () => {
          await share.mutateAsync({ uuid: product.uuid, isShared });
          notification.success({
            message: isShared ? 'Shared!' : 'Sharing stopped',
            description: isShared
              ? `Every team of your company can now see and order ${product.title}.`
              : `${product.title} is back to its own team only.`,
          });
        });
        return;
      }
      case 'add-to-inventory':
        modal.confirm({
          title: 'Add this saved product into inventory?',
          content: product.title,
          okText: 'Yes, add it',
          onOk: () =>
            quietly(async () => {
              await addToInventory.mutateAsync(product.uuid);
              notification.success({ message: 'Added!', description: 'Inventory Added' });
            }),
        });
        return;
      case 'price-list-pdf':
        void download(() => downloadPriceListPdf([product.uuid]));
        return;
      case 'price-list-csv':
        void download(() => downloadPriceListCsv(product));
        return;
      case 'delete':
        confirmDeleteProducts([product.uuid], false);
        return;
    }
  };

  const products = list.data?.saved_products ?? [];
  const meta = list.data?.meta;
  const isFiltered = Boolean(filter.keyword || filter.teamId || filter.productType !== 'standard');

  return (
    <>
      <PageHeader
        title="My Products"
        subtitle="Your saved designs and picks, ready to reorder."
        extra={
          <Link to={paths.recommendedProducts}>
            <Button>Browse the catalogue</Button>
          </Link>
        }
      />
      <Card styles={{ body: { padding: 14 } }} style={{ marginBottom: 16 }}>
        <Row gutter={[12, 12]}>
          <Col xs={24} lg={9}>
            <Input
              allowClear
              prefix={<SearchOutlined />}
              placeholder="Search by title or SKU"
              aria-label="Search saved products"
              value={keyword}
              onChange={(event) => setKeyword(event.target.value)}
            />
          </Col>
          <Col xs={24} sm={8} lg={5}>
            <Select
              style={{ width: '100%' }}
              aria-label="Team"
              value={filter.teamId ?? 0}
              onChange={(value: number) => setFilter({ teamId: value || null })}
              options={[
                { value: 0, label: 'All teams' },
                ...(teams.data ?? []).map((team) => ({ value: team.id, label: team.name })),
              ]}
            />
          </Col>
          <Col xs={12} sm={8} lg={5}>
            <Select
              style={{ width: '100%' }}
              aria-label="Product type"
              value={filter.productType === 'all' ? 'all' : filter.productType}
              onChange={(value: string) => setFilter({ productType: value })}
              options={
                TYPE_OPTIONS.some((option) => option.value === filter.productType)
                  ? TYPE_OPTIONS
                  : [...TYPE_OPTIONS, { value: filter.productType, label: filter.productType }]
              }
            />
          </Col>
          <Col xs={12} sm={8} lg={5}>
            <Select
              style={{ width: '100%' }}
              aria-label="Sort by"
              value={filter.sortBy}
              onChange={(value: SortBy) => setFilter({ sortBy: value })}
              options={SORT_OPTIONS}
            />
          </Col>
        </Row>
      </Card>

      {list.isPending ? (
        <Skeleton active paragraph={{ rows: 8 }} />
      ) : products.length === 0 ? (
        <Card>
          {isFiltered ? (
            <Empty description="No saved products match these filters.">
              <Button
                onClick={() => {
                  setKeyword('');
                  setFilter({ keyword: '', teamId: null, productType: 'standard' });
                }}
              >
                Clear filters
              </Button>
            </Empty>
          ) : (
            <Empty description="No saved products yet. Pick products handpicked for your company to get started.">
              <Link to={paths.recommendedProducts}>
                <Button type="primary">See recommended products</Button>
              </Link>
            </Empty>
          )}
        </Card>
      ) : (
        <>
          <Flex justify="space-between" align="center" style={{ marginBottom: 10 }}>
            <Typography.Text type="secondary">
              {meta?.total_count ?? 0} product{meta?.total_count === 1 ? '' : 's'}
              {selected.length === 0 ? ' · tick products to order several at once' : ''}
            </Typography.Text>
          </Flex>
          <Row gutter={[16, 16]} style={{ opacity: list.isPlaceholderData ? 0.6 : 1 }}>
            {products.map((product) => (
              <Col key={product.uuid} xs={12} md={8} xl={6} xxl={4}>
                <SavedProductCard
                  product={product}
                  isSelected={selected.includes(product.uuid)}
                  canUseInventory={canUseInventory}
                  canDelete={user ? canDeleteSavedProduct(user, product) : false}
                  onToggle={() => toggle(product.uuid)}
                  onAction={(action) => act(product, action)}
                />
              </Col>
            ))}
          </Row>
          {meta && meta.total_count > SAVED_PRODUCTS_PER_PAGE ? (
            <Flex justify="center" style={{ marginTop: 20 }}>
              <Pagination
                current={meta.current_page}
                pageSize={SAVED_PRODUCTS_PER_PAGE}
                total={meta.total_count}
                showSizeChanger={false}
                onChange={(page) => {
                  setFilter({ page });
                  window.scrollTo({ top: 0 });
                }}
              />
            </Flex>
          ) : null}
        </>
      )}

      {selected.length > 0 ? (
        <SelectionBar
          count={selected.length}
          canRemove={canRemove}
          isBusy={bulkRemove.isPending || remove.isPending}
          onBulkOrder={() => navigate(paths.bulkOrder(selected))}
          onPriceList={() => void download(() => downloadPriceListPdf(selected))}
          onRemove={() => confirmDeleteProducts(selected, true)}
          onClear={() => setSelected([])}
        />
      ) : null}

      {updating ? (
        <UpdateSavedProductModal
          product={updating}
          teams={teams.data ?? []}
          onClose={() => setUpdating(null)}
          onSubmit={async (values) => {
            await update.mutateAsync({
              uuid: updating.uuid,
              title: values.title,
              teamId: values.team_id,
            });
            notification.success({ message: 'Updated!' });
          }}
        />
      ) : null}
    </>
  );
}
