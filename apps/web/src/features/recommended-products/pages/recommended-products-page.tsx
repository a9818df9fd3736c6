import { ShopOutlined } from '@ant-design/icons';
import { App, Button, Card, Col, Empty, Flex, Row, Skeleton, Typography } from 'antd';
import { useState } from 'react';
import { useNavigate } from 'react-router';
import { paths } from '../../../shared/config/paths.ts';
import { useRecommendedProducts } from '../api/get-recommended-products.ts';
import { useSaveRecommendedProducts } from '../api/save-recommended-products.ts';
import { RecommendedProductCard } from '../components/recommended-product-card.tsx';
import { RecommendedProductModal } from '../components/recommended-product-modal.tsx';

/** /recommended-products: the products the provider hand-picked for the company; save them or design them. */
export default function RecommendedProductsPage() {
  const { modal, notification } = App.useApp();
  const navigate = useNavigate();
  const products = useRecommendedProducts();
  const save = useSaveRecommendedProducts();
  const [selected, setSelected] = useState<string[]>([]);
  const [openedId, setOpenedId] = useState<string | null>(null);

  const toggle = (id: string) =>
    setSelected((current) =>
      current.includes(id) ? current.filter((value) => value !== id) : [...current, id],
    );

  const confirmSave = (ids: string[]) =>
    modal.confirm({
      title: 'Add this product into Saved Products?',
      okText: 'Yes, save it',
      onOk: async () => {
        try {
          await save.mutateAsync(ids);
        } catch {
          // The app-wide notice shows the server's message (e.g. 'This Product's Already In Your Products').
          return;
        }
        notification.success({ message: 'Product Saved!' });
        setSelected((current) => current.filter((id) => !ids.includes(id)));
        setOpenedId(null);
        void navigate(`${paths.savedProducts}?sort_by=desc`);
      },
    });

  const list = products.data ?? [];
  // Read from the list, so a save (which refreshes it) shows at once in the open modal.
  const opened = list.find((product) => product.id === openedId) ?? null;

  return (
    <>
      <Card
        variant="borderless"
        style={{ background: 'linear-gradient(120deg, #1f3a5f 0%, #2b5a8f 100%)', marginBottom: 20 }}
      >
        <Flex gap={14} align="center">
          <ShopOutlined style={{ fontSize: 30, color: '#f4b942' }} />
          <div>
            <Typography.Title
              level={3}
              style={{ color: '#fff', margin: 0, letterSpacing: 1, fontSize: 'clamp(18px, 5vw, 24px)' }}
            >
              HANDPICKED FOR YOUR COMPANY
            </Typography.Title>
            <Typography.Text style={{ color: 'rgba(255,255,255,0.8)' }}>
              Products our team recommends for you. Save them to My Products or design your own version.
            </Typography.Text>
          </div>
        </Flex>
      </Card>

      {products.isPending ? (
        <Skeleton active paragraph={{ rows: 8 }} />
      ) : list.length === 0 ? (
        <Card>
          <Empty description="Sorry Recommended Product Is Not Available Yet .." />
        </Card>
      ) : (
        <Row gutter={[16, 16]}>
          {list.map((product) => (
            <Col key={product.id} xs={12} md={8} xl={6} xxl={4}>
              <RecommendedProductCard
                product={product}
                isSelected={selected.includes(product.id)}
                onToggle={() => toggle(product.id)}
                onOpen={() => setOpenedId(product.id)}
              />
            </Col>
          ))}
        </Row>
      )}

      {selected.length > 0 ? (
        <div style={{ position: 'sticky', bottom: 16, zIndex: 10, marginTop: 20 }}>
          <Card
            styles={{ body: { padding: '12px 16px' } }}
            style={{ boxShadow: '0 8px 24px rgba(15, 23, 42, 0.18)', borderColor: '#1f3a5f' }}
          >
            <Flex justify="space-between" align="center" wrap gap={10}>
              <Flex align="center" gap={8}>
                <Typography.Text strong>{selected.length} selected</Typography.Text>
                <Button type="link" size="small" onClick={() => setSelected([])} style={{ padding: 0 }}>
                  Clear
                </Button>
              </Flex>
              <Button type="primary" onClick={() => confirmSave(selected)} loading={save.isPending}>
                Save to My Products
              </Button>
            </Flex>
          </Card>
        </div>
      ) : null}

      {opened ? (
        <RecommendedProductModal
          product={opened}
          isSaving={save.isPending}
          onClose={() => setOpenedId(null)}
          onDesign={() => navigate(`${paths.design}?product=${opened.id}`)}
          onSave={() => confirmSave([opened.id])}
        />
      ) : null}
    </>
  );
}
