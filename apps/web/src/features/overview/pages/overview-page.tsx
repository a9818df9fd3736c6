import {
  BarChartOutlined,
  FileTextOutlined,
  HistoryOutlined,
  IdcardOutlined,
  InboxOutlined,
} from '@ant-design/icons';
import type { SavedProduct } from '@livery/api-schemas/saved-products';
import { isPathAllowedForPlan } from '@livery/domain/plan-access';
import { Button, Card, Col, Empty, Flex, Row, Skeleton, Typography } from 'antd';
import { lazy, Suspense, useDeferredValue, useEffect, useState } from 'react';
import { Link, useNavigate } from 'react-router';
import { useCurrentUser } from '../../../shared/auth/current-user.ts';
import { paths } from '../../../shared/config/paths.ts';
import { useOverviewSavedProducts } from '../api/get-overview-saved-products.ts';
import { OrdersOverviewCard } from '../components/orders-overview-card.tsx';

// Below the first screen: the team budgets (antd's Progress and Alert) and the saved products' tiles (Checkbox,
// pictures, prices) load once the page is up, so the first paint waits for neither.
const loadBudgetsCard = () => import('../components/budgets-overview-card.tsx');
const BudgetsOverviewCard = lazy(() =>
  loadBudgetsCard().then((module) => ({ default: module.BudgetsOverviewCard })),
);
const loadProductsGrid = () => import('../components/saved-products-grid.tsx');
const SavedProductsGrid = lazy(loadProductsGrid);

// Opened on demand: its form, selects and price check are not part of the first page's JavaScript.
const AddToCartModal = lazy(() =>
  import('../components/add-to-cart-modal.tsx').then((module) => ({ default: module.AddToCartModal })),
);

const QUICK_LINKS = [
  {
    title: 'Report',
    text: 'Generate reports on all purchases.',
    to: paths.report,
    icon: <BarChartOutlined />,
  },
  {
    title: 'Order History',
    text: 'Track, view history and reorder.',
    to: paths.orders,
    icon: <HistoryOutlined />,
  },
  {
    title: 'Bills',
    text: 'View invoices, delivery orders and purchase orders.',
    to: paths.billings,
    icon: <FileTextOutlined />,
  },
  {
    title: 'Inventory',
    text: 'Add, manage and track inventory.',
    to: paths.inventories,
    icon: <InboxOutlined />,
  },
  {
    title: 'Employee DB',
    text: 'Track orders made for individual employees.',
    to: paths.employeeOrderHistory,
    icon: <IdcardOutlined />,
  },
];

/**
 * /overview: quick links, the orders at a glance, the team budgets' spend to date and the company's saved products,
 * selectable for a multi-product order.
 */
export default function OverviewPage() {
  const { data: user } = useCurrentUser();
  const products = useOverviewSavedProducts();
  // The tiles are drawn in a deferred render once the answer comes, which React splits into short tasks (mobile
  // Lighthouse's blocking time); the skeleton stays until then.
  const savedProducts = useDeferredValue(products.data?.saved_products);
  const navigate = useNavigate();
  const [selected, setSelected] = useState<string[]>([]);
  const [adding, setAdding] = useState<SavedProduct | null>(null);
  const firstName = user?.name.split(' ')[0] ?? '';

  // Fetched beside the page's data, not once that data has come and the components first render.
  useEffect(() => {
    void loadBudgetsCard().catch(() => {});
    void loadProductsGrid().catch(() => {});
  }, []);

  const toggle = (uuid: string) =>
    setSelected((current) =>
      current.includes(uuid) ? current.filter((id) => id !== uuid) : [...current, uuid],
    );

  return (
    <>
      <Card
        variant="borderless"
        style={{ background: 'linear-gradient(120deg, #1f3a5f 0%, #2b5a8f 100%)', marginBottom: 20 }}
      >
        <Typography.Title level={3} style={{ color: '#fff', margin: 0 }}>
          Welcome back{firstName ? `, ${firstName}` : ''}
        </Typography.Title>
        <Typography.Text style={{ color: 'rgba(255,255,255,0.8)' }}>
          {user?.company.name} · everything your teams wear, in one place.
        </Typography.Text>
      </Card>

      <Row gutter={[16, 16]} style={{ marginBottom: 28 }}>
        {QUICK_LINKS.filter((link) => isPathAllowedForPlan(user?.plan ?? 'basic', link.to)).map((link) => (
          <Col key={link.title} flex="1 1 180px">
            <Link to={link.to}>
              <Card hoverable style={{ height: '100%' }}>
                <Flex gap={12} align="flex-start">
                  <div style={{ fontSize: 22, color: '#f4b942', lineHeight: 1 }}>{link.icon}</div>
                  <div>
                    <Typography.Text strong>{link.title}</Typography.Text>
                    <Typography.Paragraph type="secondary" style={{ margin: 0, fontSize: 13 }}>
                      {link.text}
                    </Typography.Paragraph>
                  </div>
                </Flex>
              </Card>
            </Link>
          </Col>
        ))}
      </Row>

      <OrdersOverviewCard />

      <Suspense fallback={null}>
        <BudgetsOverviewCard />
      </Suspense>

      <Flex justify="space-between" align="center" wrap gap={12} style={{ marginBottom: 16 }}>
        <Typography.Title level={4} style={{ margin: 0 }}>
          Your Products
        </Typography.Title>
        {selected.length > 0 ? (
          <Button type="primary" onClick={() => navigate(paths.bulkOrder(selected))}>
            Place Order ({selected.length})
          </Button>
        ) : (
          <Typography.Text type="secondary">Select to order multiple items</Typography.Text>
        )}
      </Flex>

      {savedProducts === undefined && !products.isError ? (
        <Skeleton active />
      ) : (savedProducts?.length ?? 0) === 0 ? (
        <Card>
          <Empty description="No saved products yet. Products you design or pick from the catalogue appear here.">
            <Link to={paths.recommendedProducts}>
              <Button type="primary">Browse the catalogue</Button>
            </Link>
          </Empty>
        </Card>
      ) : (
        <Suspense fallback={<Skeleton active />}>
          <SavedProductsGrid
            products={savedProducts ?? []}
            selected={selected}
            onToggle={toggle}
            onAddToCart={setAdding}
          />
        </Suspense>
      )}
      {adding ? (
        <Suspense fallback={null}>
          <AddToCartModal product={adding} onClose={() => setAdding(null)} />
        </Suspense>
      ) : null}
    </>
  );
}
