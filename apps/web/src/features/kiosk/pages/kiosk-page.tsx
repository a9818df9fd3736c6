import {
  CheckCircleFilled,
  CreditCardOutlined,
  HistoryOutlined,
  RetweetOutlined,
  ScanOutlined,
  SkinOutlined,
} from '@ant-design/icons';
import { cartTotals } from '@livery/domain/cart-totals';
import { KIOSK_GST_RATE_PERCENT, KIOSK_STEPS, kioskScanDelayMs } from '@livery/domain/kiosk-demo';
import { cents, formatMoneyWithCode, multiplyCents } from '@livery/domain/money';
import {
  Alert,
  Button,
  Card,
  Descriptions,
  Flex,
  Grid,
  List,
  Progress,
  Select,
  Spin,
  Steps,
  Tag,
  Typography,
} from 'antd';
import { useEffect, useState } from 'react';
import { PageHeader } from '../../../shared/components/page-header.tsx';
import { formatDateTime } from '../../../shared/format/date.ts';
import {
  KIOSK_EMPLOYEE,
  KIOSK_HISTORY,
  KIOSK_LOCATIONS,
  KIOSK_PRODUCTS,
  KIOSK_SCANS,
  type KioskLog,
} from '../sample-data.ts';

/** How long the two loading steps pretend to work. */
const LOADING_MS = 1200;

const HISTORY_ICON: Record<KioskLog['icon'], React.ReactNode> = {
  issue: <SkinOutlined />,
  return: <RetweetOutlined />,
  laundry: <HistoryOutlined />,
};

/** Large touch targets: the kiosk is used standing, with a finger, on a portrait screen. */
const BIG_BUTTON = { size: 'large' as const, style: { minHeight: 56, minWidth: 220, fontSize: 18 } };

const lineAmount = (product: (typeof KIOSK_PRODUCTS)[number]) =>
  multiplyCents(cents(product.unit_price + product.surcharge), product.qty);

/** /inventory-management: the seven-step redemption kiosk of spec 03 section 2.10, on sample data only. */
export default function KioskPage() {
  const [step, setStep] = useState(0);
  const [location, setLocation] = useState<string>(KIOSK_LOCATIONS[0]);
  const [scanned, setScanned] = useState(0);
  const isWide = Grid.useBreakpoint().md ?? true;

  // The two loading steps move on by themselves.
  useEffect(() => {
    if (step !== 1 && step !== 5) return;
    const timer = setTimeout(() => setStep((current) => current + 1), LOADING_MS);
    return () => clearTimeout(timer);
  }, [step]);

  // Scanning: each tag appears after its own random 30-1000 ms wait.
  useEffect(() => {
    if (step !== 4 || scanned >= KIOSK_SCANS.length) return;
    const timer = setTimeout(() => setScanned((count) => count + 1), kioskScanDelayMs(Math.random()));
    return () => clearTimeout(timer);
  }, [step, scanned]);

  const restart = () => {
    setScanned(0);
    setStep(0);
  };
  const subtotal = cents(KIOSK_PRODUCTS.reduce((sum, product) => sum + lineAmount(product), 0));
  const totals = cartTotals({
    subtotal,
    shipping: cents(0),
    discount: cents(0),
    gstRatePercent: KIOSK_GST_RATE_PERCENT,
  });

  const screens = [
    <Flex key="tap" vertical align="center" gap={24} style={{ padding: '32px 0' }}>
      <CreditCardOutlined style={{ fontSize: 96, color: '#1f3a5f' }} />
      <Typography.Title level={3} style={{ margin: 0, textAlign: 'center' }}>
        Tap your staff card on the reader
      </Typography.Title>
      <Button type="primary" {...BIG_BUTTON} onClick={() => setStep(1)}>
        Tap card
      </Button>
    </Flex>,
    <Flex key="loading-employee" vertical align="center" gap={16} style={{ padding: '48px 0' }}>
      <Spin size="large" />
      <Typography.Text>Looking up card {KIOSK_EMPLOYEE.card}…</Typography.Text>
    </Flex>,
    <div key="info">
      <Descriptions bordered size="small" column={{ xs: 1, sm: 2 }} style={{ marginBottom: 16 }}>
        <Descriptions.Item label="Name">{KIOSK_EMPLOYEE.name}</Descriptions.Item>
        <Descriptions.Item label="Staff ID">{KIOSK_EMPLOYEE.staffId}</Descriptions.Item>
        <Descriptions.Item label="Department">{KIOSK_EMPLOYEE.department}</Descriptions.Item>
        <Descriptions.Item label="Position">{KIOSK_EMPLOYEE.position}</Descriptions.Item>
      </Descriptions>
      <Typography.Title level={5}>History</Typography.Title>
      <List
        dataSource={KIOSK_HISTORY}
        renderItem={(log) => (
          <List.Item>
            <List.Item.Meta
              avatar={<span style={{ fontSize: 22, color: '#1f3a5f' }}>{HISTORY_ICON[log.icon]}</span>}
              title={`${log.message} · ${formatDateTime(log.created_at)}`}
              description={
                <>
                  <div>{log.products}</div>
                  {log.note ? <Typography.Text type="secondary">Note: {log.note}</Typography.Text> : null}
                </>
              }
            />
          </List.Item>
        )}
      />
      <Flex justify="center" style={{ marginTop: 16 }}>
        <Button type="primary" {...BIG_BUTTON} onClick={() => setStep(3)}>
          Collect garments
        </Button>
      </Flex>
    </div>,
    <Flex key="ready" vertical align="center" gap={24} style={{ padding: '32px 0' }}>
      <ScanOutlined style={{ fontSize: 96, color: '#1f3a5f' }} />
      <Typography.Title level={3} style={{ margin: 0, textAlign: 'center' }}>
        Reader ready: place the garments on the tray
      </Typography.Title>
      <Button type="primary" {...BIG_BUTTON} onClick={() => setStep(4)}>
        Start scanning
      </Button>
    </Flex>,
    <div key="scanning">
      <Progress percent={Math.round((scanned / KIOSK_SCANS.length) * 100)} aria-label="Tags read" />
      <Typography.Paragraph>
        {scanned} of {KIOSK_SCANS.length} tags read
      </Typography.Paragraph>
      <List
        size="small"
        data-testid="kiosk-tags"
        dataSource={KIOSK_SCANS.slice(0, scanned)}
        renderItem={(scan) => (
          <List.Item>
            <Flex gap={8} align="center" wrap>
              <CheckCircleFilled style={{ color: '#2f9e44' }} />
              <Typography.Text code>{scan.rfid_tag}</Typography.Text>
              <span>{KIOSK_PRODUCTS.find((product) => product.id === scan.id)?.title}</span>
            </Flex>
          </List.Item>
        )}
      />
      <Flex justify="center" style={{ marginTop: 16 }}>
        <Button
          type="primary"
          {...BIG_BUTTON}
          disabled={scanned < KIOSK_SCANS.length}
          onClick={() => setStep(5)}
        >
          Done
        </Button>
      </Flex>
    </div>,
    <Flex key="loading" vertical align="center" gap={16} style={{ padding: '48px 0' }}>
      <Spin size="large" />
      <Typography.Text>Preparing the summary…</Typography.Text>
    </Flex>,
    <div key="summary">
      <List
        dataSource={KIOSK_PRODUCTS}
        renderItem={(product) => (
          <List.Item
            extra={<Typography.Text strong>{formatMoneyWithCode(lineAmount(product))}</Typography.Text>}
          >
            <List.Item.Meta
              title={`${product.title} (${product.size}) × ${product.qty}`}
              description={`${product.sku} · ${product.apparel_color} · ${formatMoneyWithCode(product.unit_price)} + ${formatMoneyWithCode(product.surcharge)} surcharge each`}
            />
          </List.Item>
        )}
      />
      <Descriptions
        column={1}
        size="small"
        data-testid="kiosk-totals"
        styles={{ content: { justifyContent: 'flex-end', fontVariantNumeric: 'tabular-nums' } }}
        style={{ maxWidth: 420, marginLeft: 'auto' }}
      >
        <Descriptions.Item label="Subtotal">{formatMoneyWithCode(totals.subtotal)}</Descriptions.Item>
        <Descriptions.Item label="Shipping">{formatMoneyWithCode(totals.shipping)}</Descriptions.Item>
        <Descriptions.Item label="Discount">{formatMoneyWithCode(-totals.discount)}</Descriptions.Item>
        <Descriptions.Item label={`GST (${KIOSK_GST_RATE_PERCENT}%)`}>
          {formatMoneyWithCode(totals.gst)}
        </Descriptions.Item>
        <Descriptions.Item label="Total">
          <Typography.Text strong>{formatMoneyWithCode(totals.total)}</Typography.Text>
        </Descriptions.Item>
      </Descriptions>
      <Flex justify="center" style={{ marginTop: 16 }}>
        <Button type="primary" {...BIG_BUTTON} onClick={restart}>
          Finish
        </Button>
      </Flex>
    </div>,
  ];

  return (
    <div>
      <PageHeader
        title="Inventory Kiosk"
        subtitle={
          <Tag color="purple" style={{ marginTop: 4 }}>
            Demonstration: sample data, no real stock is touched
          </Tag>
        }
        extra={
          <Select
            aria-label="Kiosk location"
            value={location}
            onChange={setLocation}
            style={{ width: 240 }}
            options={KIOSK_LOCATIONS.map((site) => ({ value: site, label: site }))}
          />
        }
      />
      <Alert
        type="info"
        showIcon
        style={{ marginBottom: 16 }}
        message={`Kiosk at ${location}: step ${step + 1} of ${KIOSK_STEPS.length}, ${KIOSK_STEPS[step]}`}
      />
      <Card>
        {/* On a phone the line above names the step; seven stacked steps would push the screen out of sight. */}
        {isWide ? (
          <Steps
            current={step}
            size="small"
            labelPlacement="vertical"
            style={{ marginBottom: 24 }}
            items={KIOSK_STEPS.map((title) => ({ title }))}
          />
        ) : null}
        {screens[step]}
      </Card>
    </div>
  );
}
