import { ExclamationCircleOutlined, ShoppingOutlined } from '@ant-design/icons';
import { cartTotals, DEFAULT_GST_RATE_PERCENT } from '@livery/domain/cart-totals';
import { cents, formatMoney } from '@livery/domain/money';
import {
  Alert,
  App,
  Button,
  Card,
  Col,
  Descriptions,
  Empty,
  Flex,
  Form,
  Input,
  Row,
  Select,
  Skeleton,
  Typography,
} from 'antd';
import { useEffect, useState } from 'react';
import { Link, useNavigate } from 'react-router';
import { ApiError } from '../../../shared/api/client.ts';
import { useCurrentUser } from '../../../shared/auth/current-user.ts';
import { paths } from '../../../shared/config/paths.ts';
import {
  useAddresses,
  useCart,
  useCreateOrder,
  useRemoveKartItem,
  useTaxRate,
  useTeams,
} from '../api/cart-calls.ts';
import { CartLine } from '../components/cart-line.tsx';

const UNAVAILABLE_WARNING =
  'These items are not available to ship to your selected destination. The following items will not be included in your current order. You may leave them as it is and they will remain in your shopping cart for future use.';

interface CheckoutValues {
  team_id?: number;
  ship_add_id?: number;
  bill_add_id?: number;
  reference?: string;
}

/** /cart: lines grouped by destination, the checkout details and the summary. */
export default function CartPage() {
  const cart = useCart();
  const teams = useTeams();
  const addresses = useAddresses();
  const { data: user } = useCurrentUser();
  const removeItem = useRemoveKartItem();
  const createOrder = useCreateOrder();
  const navigate = useNavigate();
  const { modal, notification } = App.useApp();
  const [form] = Form.useForm<CheckoutValues>();
  const [error, setError] = useState<string | null>(null);
  const shipAddressId = Form.useWatch('ship_add_id', form);
  const shipCountry = addresses.data?.find((address) => address.id === shipAddressId)?.country;
  const taxRate = useTaxRate(shipCountry);

  useEffect(() => {
    if (!teams.data || !user) return;
    const defaultTeam = teams.data.find((team) => team.is_default) ?? teams.data[0];
    form.setFieldsValue({
      team_id: form.getFieldValue('team_id') ?? defaultTeam?.id,
      ship_add_id: form.getFieldValue('ship_add_id') ?? user.ship_add_id ?? undefined,
      bill_add_id: form.getFieldValue('bill_add_id') ?? user.bill_add_id ?? undefined,
    });
  }, [teams.data, user, form]);

  if (cart.isPending) return <Skeleton active />;
  if (!cart.data) return null;
  const { kart, subkarts, unavail_items: unavailable } = cart.data;
  const symbol = kart.currency_symbol;
  const money = (amount: number) => formatMoney(cents(amount), symbol);
  const gstRate = taxRate.data ?? DEFAULT_GST_RATE_PERCENT;
  const totals = cartTotals({
    subtotal: cents(kart.subtotal),
    shipping: cents(kart.shipping),
    discount: cents(kart.discount),
    gstRatePercent: gstRate,
  });
  const isEmpty = subkarts.every((subkart) => subkart.items.length === 0) && unavailable.length === 0;

  if (isEmpty) {
    return (
      <Card>
        <Empty
          image={<ShoppingOutlined style={{ fontSize: 56, color: '#c9cfd8' }} />}
          description="There are no items in your cart yet."
        >
          <Link to={paths.savedProducts}>
            <Button type="primary">Browse our merchandise</Button>
          </Link>
        </Empty>
      </Card>
    );
  }

  const confirmRemove = (uuid: string) =>
    modal.confirm({
      title: 'Are you sure?',
      content: "You won't be able to revert this!",
      okText: 'Yes, delete it!',
      okButtonProps: { danger: true },
      onOk: async () => {
        await removeItem.mutateAsync(uuid);
        notification.success({
          message: 'Deleted!',
          description: 'Your product has been deleted.',
          duration: 2,
        });
      },
    });

  const submit = async (status: 'order_pending' | 'order_quotes') => {
    setError(null);
    const isQuote = status === 'order_quotes';
    let values: CheckoutValues;
    try {
      values = await form.validateFields();
    } catch {
      return;
    }
    if (!isQuote && !values.reference?.trim()) {
      form.setFields([{ name: 'reference', errors: ['Enter a PO reference (NA if not applicable)'] }]);
      return;
    }
    modal.confirm({
      title: isQuote ? 'Do you want to generate quote for above items?' : 'Do you want to place order?',
      icon: <ExclamationCircleOutlined />,
      okText: 'Yes',
      onOk: async () => {
        try {
          const placed = await createOrder.mutateAsync({
            team_id: values.team_id!,
            ship_add_id: values.ship_add_id ?? null,
            bill_add_id: values.bill_add_id!,
            reference: values.reference?.trim() || undefined,
            status,
          });
          notification.success({
            message: 'Submitted!',
            description: `Order ${placed.uid} has been sent.`,
            duration: 2,
          });
          navigate(placed.redirect_url);
        } catch (caught) {
          setError(caught instanceof ApiError ? caught.message : 'Something went wrong!');
        }
      },
    });
  };

  const addressOptions = (addresses.data ?? []).map((address) => ({
    value: address.id,
    label: address.summary,
  }));

  return (
    <Row gutter={[20, 20]}>
      <Col xs={24} lg={15}>
        {subkarts.map((subkart) => (
          <Card
            key={subkart.name}
            title={`Shipping to ${subkart.name}`}
            extra={<Typography.Text type="secondary">{subkart.items.length} item(s)</Typography.Text>}
            style={{ marginBottom: 16 }}
          >
            {subkart.items.map((item) => (
              <CartLine key={item.uuid} item={item} onRemove={() => confirmRemove(item.uuid)} />
            ))}
          </Card>
        ))}
        {unavailable.length > 0 ? (
          <Card title="Unavailable items">
            <Alert type="warning" showIcon message={UNAVAILABLE_WARNING} style={{ marginBottom: 8 }} />
            {unavailable.map((item) => (
              <CartLine key={item.uuid} item={item} onRemove={() => confirmRemove(item.uuid)} />
            ))}
          </Card>
        ) : null}
      </Col>
      <Col xs={24} lg={9}>
        <Card title="Information" style={{ marginBottom: 16 }}>
          <Form form={form} layout="vertical" requiredMark={false}>
            <Form.Item label="Team" name="team_id" rules={[{ required: true, message: 'Select a team' }]}>
              <Select
                options={(teams.data ?? []).map((team) => ({ value: team.id, label: team.name }))}
                placeholder="Select a team"
              />
            </Form.Item>
            <Form.Item
              label="Shipping address"
              name="ship_add_id"
              rules={[{ required: kart.shipping > 0, message: 'Select Shipping Address' }]}
            >
              <Select options={addressOptions} placeholder="Select Shipping Address" allowClear />
            </Form.Item>
            <Form.Item
              label="Billing address"
              name="bill_add_id"
              rules={[{ required: true, message: 'Select Billing Address' }]}
            >
              <Select options={addressOptions} placeholder="Select Billing Address" />
            </Form.Item>
            <Form.Item label="PO reference" name="reference">
              <Input placeholder="PO (NA if not applicable)" maxLength={200} />
            </Form.Item>
          </Form>
        </Card>
        <Card title="Summary">
          <Descriptions column={1} size="small" styles={{ content: { justifyContent: 'flex-end' } }}>
            <Descriptions.Item label="Subtotal">{money(totals.subtotal)}</Descriptions.Item>
            <Descriptions.Item label="Shipping">
              {totals.shipping === 0 ? 'Free' : money(totals.shipping)}
            </Descriptions.Item>
            <Descriptions.Item label="Discount">
              {totals.discount > 0 ? `-${money(totals.discount)}` : money(0)}
            </Descriptions.Item>
            <Descriptions.Item label={`GST (${gstRate}%)`}>{money(totals.gst)}</Descriptions.Item>
          </Descriptions>
          <Flex
            justify="space-between"
            align="baseline"
            style={{ borderTop: '1px solid #eef1f5', paddingTop: 12, marginTop: 4 }}
          >
            <Typography.Text strong>Total</Typography.Text>
            <Typography.Title level={3} style={{ margin: 0 }}>
              {money(totals.total)}
            </Typography.Title>
          </Flex>
          {error ? <Alert type="error" showIcon message={error} style={{ marginTop: 12 }} /> : null}
          <Flex vertical gap={8} style={{ marginTop: 16 }}>
            <Button
              type="primary"
              size="large"
              block
              loading={createOrder.isPending}
              onClick={() => submit('order_pending')}
            >
              Submit Order Request
            </Button>
            <Button
              size="large"
              block
              disabled={createOrder.isPending}
              onClick={() => submit('order_quotes')}
            >
              Generate Quote
            </Button>
          </Flex>
        </Card>
      </Col>
    </Row>
  );
}
