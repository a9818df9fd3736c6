import { ArrowLeftOutlined, SaveOutlined } from '@ant-design/icons';
import type { AdminProduct } from '@livery/api-schemas/catalogue';
import { USAGE_COUNT_CAP } from '@livery/api-schemas/catalogue';
import { Alert, App, Button, Card, Flex, Result, Tabs, Tag, Typography } from 'antd';
import { useEffect, useRef, useState } from 'react';
import { Link, useBlocker, useNavigate, useParams } from 'react-router';
import { ApiError } from '../../../shared/api/client.ts';
import { PageLoading } from '../../../shared/components/page-loading.tsx';
import { paths } from '../../../shared/config/paths.ts';
import { useConfirmDelete } from '../../../shared/hooks/use-confirm-delete.ts';
import { useCatalogueProduct } from '../api/get-catalogue-product.ts';
import { useRemoveProduct } from '../api/remove-catalogue-product.ts';
import { useSaveProduct } from '../api/save-catalogue-product.ts';
import { ProductColoursSection } from '../components/product-colours-section.tsx';
import { ProductDetailsSection } from '../components/product-details-section.tsx';
import {
  bodyOf,
  draftOf,
  draftProblems,
  emptyDraft,
  type ProductDraft,
} from '../components/product-draft.ts';
import { ProductFacesSection } from '../components/product-faces-section.tsx';
import { ProductPhotosSection } from '../components/product-photos-section.tsx';
import { ProductPricingSection } from '../components/product-pricing-section.tsx';

/** /admin/catalogue/{uuid} and /admin/catalogue/new: the product editor. */
export default function ProductEditorPage() {
  const { id } = useParams();
  const uuid = id === 'new' ? undefined : id;
  const product = useCatalogueProduct(uuid);
  if (uuid && product.isPending) return <PageLoading />;
  if (uuid && (product.isError || !product.data)) {
    return (
      <Result
        status="404"
        title="Product not found"
        extra={<Link to={paths.adminCatalogue}>Back to the catalogue</Link>}
      />
    );
  }
  return <ProductEditor key={uuid ?? 'new'} product={product.data} />;
}

function ProductEditor({ product }: { product: AdminProduct | undefined }) {
  const navigate = useNavigate();
  const { message, modal } = App.useApp();
  const confirmDelete = useConfirmDelete();
  const [draft, setDraft] = useState<ProductDraft>(() => (product ? draftOf(product) : emptyDraft()));
  const [tab, setTab] = useState('details');
  const [errors, setErrors] = useState<string[]>([]);
  const save = useSaveProduct();
  const remove = useRemoveProduct();
  const update = (patch: Partial<ProductDraft>) => setDraft((current) => ({ ...current, ...patch }));

  // Leaving with unsaved edits asks first; a save or an archive leaves without asking.
  const [savedBody, setSavedBody] = useState(() => JSON.stringify(bodyOf(draft)));
  const isLeavingOnPurpose = useRef(false);
  const isDirty = JSON.stringify(bodyOf(draft)) !== savedBody;
  const blocker = useBlocker(
    ({ currentLocation, nextLocation }) =>
      isDirty && !isLeavingOnPurpose.current && currentLocation.pathname !== nextLocation.pathname,
  );
  const latestBlocker = useRef(blocker);
  latestBlocker.current = blocker;
  useEffect(() => {
    if (blocker.state !== 'blocked') return;
    const dialog = modal.confirm({
      title: 'Leave without saving?',
      content: 'Your changes to this product will be lost.',
      okText: 'Leave',
      cancelText: 'Stay',
      onOk: () => latestBlocker.current.proceed?.(),
      onCancel: () => latestBlocker.current.reset?.(),
    });
    return () => dialog.destroy();
  }, [blocker.state, modal]);
  useEffect(() => {
    if (!isDirty) return;
    const warn = (event: BeforeUnloadEvent) => event.preventDefault();
    window.addEventListener('beforeunload', warn);
    return () => window.removeEventListener('beforeunload', warn);
  }, [isDirty]);

  useEffect(() => {
    if (errors.length > 0) window.scrollTo({ top: 0, behavior: 'smooth' });
  }, [errors]);

  const submit = async () => {
    const problems = draftProblems(draft);
    setErrors(problems);
    if (problems.length > 0) return;
    try {
      const answer = await save.mutateAsync({ uuid: product?.uuid, body: bodyOf(draft) });
      void message.success(answer.message);
      if (!product) {
        isLeavingOnPurpose.current = true;
        void navigate(paths.adminProduct(answer.product.uuid), { replace: true });
      } else {
        const saved = draftOf(answer.product);
        setDraft(saved);
        setSavedBody(JSON.stringify(bodyOf(saved)));
      }
    } catch (error) {
      if (error instanceof ApiError) setErrors(error.body?.errors?.full_messages ?? [error.message]);
      else setErrors(['Something went wrong!']);
    }
  };

  const archive = () => {
    if (!product) return;
    const run = async () => {
      const answer = await remove.mutateAsync(product.uuid);
      void message.success(answer.message);
      isLeavingOnPurpose.current = true;
      void navigate(paths.adminCatalogue);
    };
    if (product.usage_count > 0) {
      modal.confirm({
        title: 'Are you sure?',
        content: `${product.title} is on saved products or orders, so it will be archived: kept for them and offered to nobody new.`,
        okText: 'Yes, archive it',
        okButtonProps: { danger: true },
        onOk: run,
      });
      return;
    }
    confirmDelete(run, {
      content: `${product.title} is used nowhere and will be deleted. You won't be able to revert this!`,
    });
  };

  return (
    <Card>
      <Flex justify="space-between" align="flex-start" wrap gap={12} style={{ marginBottom: 12 }}>
        <div>
          <Link to={paths.adminCatalogue}>
            <ArrowLeftOutlined /> Catalogue
          </Link>
          <Typography.Title level={3} style={{ margin: '4px 0 0' }}>
            {product ? draft.title || product.title : 'New product'}{' '}
            {product && !product.is_active ? <Tag>Archived</Tag> : null}
          </Typography.Title>
          {product ? (
            <Typography.Text type="secondary">
              {product.sku} · used on{' '}
              {product.usage_count >= USAGE_COUNT_CAP
                ? `${USAGE_COUNT_CAP.toLocaleString('en-US')}+`
                : product.usage_count}{' '}
              saved product{product.usage_count === 1 ? '' : 's'}, cart or order line
              {product.usage_count === 1 ? '' : 's'}
            </Typography.Text>
          ) : null}
        </div>
        <Flex gap={8} wrap>
          {product?.is_active ? (
            <Button danger onClick={archive} loading={remove.isPending}>
              {product.usage_count > 0 ? 'Archive' : 'Delete'}
            </Button>
          ) : null}
          <Button type="primary" icon={<SaveOutlined />} onClick={submit} loading={save.isPending}>
            Save product
          </Button>
        </Flex>
      </Flex>
      {errors.length > 0 ? (
        <Alert
          type="error"
          showIcon
          closable
          onClose={() => setErrors([])}
          message="The product was not saved"
          description={
            <ul style={{ margin: 0, paddingLeft: 18 }}>
              {errors.map((error) => (
                <li key={error}>{error}</li>
              ))}
            </ul>
          }
          style={{ marginBottom: 12 }}
        />
      ) : null}
      <Tabs
        activeKey={tab}
        onChange={setTab}
        items={[
          {
            key: 'details',
            label: 'Details',
            children: <ProductDetailsSection draft={draft} update={update} />,
          },
          {
            key: 'pricing',
            label: 'Sizes & pricing',
            children: <ProductPricingSection draft={draft} update={update} />,
          },
          {
            key: 'colours',
            label: `Colours (${draft.colors.length})`,
            children: <ProductColoursSection draft={draft} update={update} />,
          },
          {
            key: 'faces',
            label: `Faces & print areas (${draft.faces.length})`,
            children: <ProductFacesSection draft={draft} update={update} />,
          },
          {
            key: 'photos',
            label: `Photos (${draft.photos.length})`,
            children: <ProductPhotosSection draft={draft} update={update} />,
          },
        ]}
      />
    </Card>
  );
}
