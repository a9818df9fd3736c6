import { ExclamationCircleOutlined, ShoppingOutlined } from '@ant-design/icons';
import type { Address } from '@livery/api-schemas/addresses';
import type { KartItem } from '@livery/api-schemas/cart';
import { cartTotals, DEFAULT_GST_RATE_PERCENT } from '@livery/domain/cart-totals';
import { cents, formatMoneyWithCode } from '@livery/domain/money';
import { isOverBudget } from '@livery/domain/team-budgets';
import { Alert, App, Button, Card, Col, Empty, Form, Row, Skeleton } from 'antd';
import { useEffect, useRef, useState } from 'react';
import { Link, useNavigate } from 'react-router';
import { ApiError } from '../../../shared/api/client.ts';
import { useJoinedTeams } from '../../../shared/api/get-joined-teams.ts';
import { useTeamBudgets } from '../../../shared/api/get-team-budgets.ts';
import { newIdempotencyKey } from '../../../shared/api/idempotency-key.ts';
import { useCurrentUser } from '../../../shared/auth/current-user.ts';
import { BudgetWarning } from '../../../shared/components/budget-standing.tsx';
import { paths } from '../../../shared/config/paths.ts';
import { useConfirmDelete } from '../../../shared/hooks/use-confirm-delete.ts';
import { useFormRefusal } from '../../../shared/hooks/use-form-submit.ts';
import { useChooseCartAddress } from '../api/choose-cart-address.ts';
import { useCreateOrder } from '../api/create-order.ts';
import { useCart } from '../api/get-cart.ts';
import { useAddresses } from '../api/get-cart-addresses.ts';
import { useTaxRate } from '../api/get-tax-rate.ts';
import { useRemoveDiscount } from '../api/remove-discount-code.ts';
import { useRemoveKartItem } from '../api/remove-kart-item.ts';
import { useUploadAttachments } from '../api/upload-attachments.ts';
import { AddressPickerModal } from '../components/address-picker-modal.tsx';
import { CartLine } from '../components/cart-line.tsx';
import { DiscountCard } from '../components/discount-card.tsx';
import { CartEntitlementUses } from '../components/entitlement-uses-card.tsx';
import {
  type CheckoutValues,
  InformationCard,
  PO_REFERENCE_MESSAGE,
} from '../components/information-card.tsx';
import { SubkartCard } from '../components/subkart-card.tsx';
import { SummaryCard } from '../components/summary-card.tsx';

/** Spec 02 section 2.6, word for word. */
const UNAVAILABLE_WARNING =
  'These items are not available to ship to your selected destination. The following items will not be included in your current order. You may leave them as it is and they will remain in your shopping cart for future use.';

/** The checkout field each of the server's refusals is about, so it is focused like a refusal here. */
const FIELD_OF_REFUSAL: Record<string, keyof CheckoutValues> = {
  'Select a team': 'team_id',
  'Select Shipping Address': 'ship_add_id',
  'Select Billing Address': 'bill_add_id',
  [PO_REFERENCE_MESSAGE]: 'reference',
};

/** /cart: sub-carts by origin with their shipping, the unavailable lines, the checkout details and summary. */
export default function CartPage() {
  const cart = useCart();
  const teams = useJoinedTeams();
  const addresses = useAddresses();
  const { data: user } = useCurrentUser();
  const removeItem = useRemoveKartItem();
  const removeDiscount = useRemoveDiscount();
  const createOrder = useCreateOrder();
  const uploadPo = useUploadAttachments('po');
  const chooseAddress = useChooseCartAddress(user?.id);
  const navigate = useNavigate();
  const { modal, notification } = App.useApp();
  const confirmDelete = useConfirmDelete();
  const [form] = Form.useForm<CheckoutValues>();
  const [poFiles, setPoFiles] = useState<File[]>([]);
  const [picking, setPicking] = useState<'ship' | 'bill' | null>(null);
  const [error, setError] = useState<string | null>(null);
  const submitting = useRef<'order_pending' | 'order_quotes'>('order_pending');
  const revalidated = useRef<string | null>(null);
  const { validate, refuseField } = useFormRefusal(form);
  const chosenTeamId = Form.useWatch('team_id', form);
  const budgets = useTeamBudgets();

  const shipAddress = addresses.data?.find((address) => address.id === user?.ship_add_id);
  const billAddress = addresses.data?.find((address) => address.id === user?.bill_add_id);
  // GST follows the shipping country (the billing one when nothing ships), 9% until fetched.
  const taxRate = useTaxRate(shipAddress?.country ?? billAddress?.country);

  // The addresses are the user's choice, kept on the server; the form mirrors them so it can check them.
  const shipAddressId = shipAddress?.id;
  const billAddressId = billAddress?.id;
  useEffect(() => {
    form.setFieldsValue({ ship_add_id: shipAddressId, bill_add_id: billAddressId });
  }, [form, shipAddressId, billAddressId]);

  useEffect(() => {
    if (!teams.data) return;
    const defaultTeam = teams.data.find((team) => team.is_default) ?? teams.data[0];
    if (form.getFieldValue('team_id') === undefined && defaultTeam)
      form.setFieldsValue({ team_id: defaultTeam.id });
  }, [teams.data, form]);

  // Spec 02 section 4: a kept code is revalidated on load; when it fails it is cleared with the server's message.
  const discountError = cart.data?.kart.discount_error ?? null;
  useEffect(() => {
    if (!discountError || revalidated.current === discountError) return;
    revalidated.current = discountError;
    removeDiscount.mutate();
    notification.error({ message: discountError });
  }, [discountError, removeDiscount, notification]);

  if (cart.isPending) return <Skeleton active />;
  if (!cart.data) return null;
  const { kart, subkarts, unavail_items: unavailable } = cart.data;
  const money = (amount: number) => formatMoneyWithCode(amount, kart.currency);
  const gstRate = taxRate.data ?? DEFAULT_GST_RATE_PERCENT;
  const totals = cartTotals({
    subtotal: cents(kart.subtotal),
    shipping: cents(kart.shipping),
    discount: cents(kart.discount),
    gstRatePercent: gstRate,
  });
  const lineCount = subkarts.reduce((sum, subkart) => sum + subkart.items.length, 0);
  // The chosen team's budget this programme year: the warning before checkout (issue 25 item 5).
  const chosenTeamUuid = teams.data?.find((team) => team.id === chosenTeamId)?.uuid;
  const budgetStanding = budgets.data?.teams.find((team) => team.team.uuid === chosenTeamUuid);

  if (lineCount === 0 && unavailable.length === 0) {
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

  const confirmRemove = (item: KartItem) =>
    confirmDelete(async () => {
      await removeItem.mutateAsync(item.uuid);
      notification.success({
        message: 'Deleted!',
        description: 'Your product has been deleted.',
        duration: 2,
      });
    });

  const saveAddressChoice = async (kind: 'ship' | 'bill', address: Address) => {
    await chooseAddress.mutateAsync(
      kind === 'ship' ? { ship_add_id: address.id } : { bill_add_id: address.id },
    );
    form.setFields([
      { name: kind === 'ship' ? 'ship_add_id' : 'bill_add_id', value: address.id, errors: [] },
    ]);
    notification.success({
      message: kind === 'ship' ? 'Shipping address has been updated' : 'Billing address has been updated',
      duration: 1.5,
    });
  };

  const hasPoFiles = poFiles.length > 0 || kart.po_attachments.length > 0;

  const submit = async (status: 'order_pending' | 'order_quotes') => {
    setError(null);
    const isQuote = status === 'order_quotes';
    submitting.current = status;
    const values = await validate();
    if (values === null) return;
    if (lineCount === 0) {
      setError('None of the items in your cart can ship to the selected destination.');
      notification.error({ message: 'None of the items in your cart can ship to the selected destination.' });
      return;
    }
    const isOverTeamBudget =
      !isQuote && budgetStanding !== undefined && isOverBudget(budgetStanding, totals.total);
    modal.confirm({
      title: isQuote ? 'Do you want to generate quote for above items?' : 'Do you want to place order?',
      content: isOverTeamBudget ? (
        <BudgetWarning standing={budgetStanding} orderTotal={totals.total} currency={kart.currency} />
      ) : undefined,
      icon: <ExclamationCircleOutlined />,
      okText: 'Yes',
      cancelText: 'No',
      onOk: async () => {
        try {
          // Spec 02 section 5: PO files are not uploaded when picked, only now, with the order.
          if (poFiles.length > 0) {
            await uploadPo.mutateAsync(poFiles);
            setPoFiles([]);
          }
          const placed = await createOrder.mutateAsync({
            body: {
              team_id: values.team_id!,
              ship_add_id: values.ship_add_id ?? null,
              bill_add_id: values.bill_add_id!,
              reference: values.reference?.trim() || undefined,
              status,
            },
            idempotencyKey: newIdempotencyKey(),
          });
          notification.success({
            message: 'Submitted!',
            description: isQuote
              ? `Quote request ${placed.uid} has been sent.`
              : `Order ${placed.uid} has been sent.`,
            duration: 2,
          });
          void navigate(placed.redirect_url);
        } catch (caught) {
          const message = caught instanceof ApiError ? caught.message : 'Something went wrong!';
          const field = FIELD_OF_REFUSAL[message];
          if (field) {
            refuseField(field, message);
          } else {
            setError(message);
            notification.error({ message });
          }
        }
      },
    });
  };

  return (
    <Row gutter={[20, 20]}>
      <Col xs={24} lg={15}>
        {subkarts.map((subkart) => (
          <SubkartCard key={subkart.origin_country} subkart={subkart} onRemove={confirmRemove} />
        ))}
        {unavailable.length > 0 ? (
          <Card title="Unavailable items" style={{ marginBottom: 16 }} data-testid="unavailable-items">
            <Alert type="warning" showIcon message={UNAVAILABLE_WARNING} style={{ marginBottom: 8 }} />
            {unavailable.map((item) => (
              <CartLine key={item.uuid} item={item} onRemove={() => confirmRemove(item)} />
            ))}
          </Card>
        ) : null}
      </Col>
      <Col xs={24} lg={9}>
        <InformationCard
          form={form}
          teams={teams.data ?? []}
          shipAddress={shipAddress}
          billAddress={billAddress}
          isReferenceRequired={() => submitting.current !== 'order_quotes' && !hasPoFiles}
          onPickAddress={setPicking}
          poFiles={poFiles}
          onPoFilesChange={setPoFiles}
          uploadedPoFiles={kart.po_attachments}
          otherFiles={kart.other_attachments}
        />
        <CartEntitlementUses money={money} />
        <DiscountCard appliedCode={kart.discount_error ? null : kart.discount_code} />
        {budgetStanding?.budget != null ? (
          <div style={{ marginBottom: 16 }} data-testid="budget-warning">
            <BudgetWarning standing={budgetStanding} orderTotal={totals.total} currency={kart.currency} />
          </div>
        ) : null}
        <SummaryCard
          totals={totals}
          gstRate={gstRate}
          hasShipAddress={Boolean(shipAddress)}
          money={money}
          discountCode={kart.discount_error ? null : kart.discount_code}
          error={error}
          isSubmitting={createOrder.isPending || uploadPo.isPending}
          onSubmit={submit}
        />
      </Col>
      {picking ? (
        <AddressPickerModal
          title={picking === 'ship' ? 'Choose a shipping address' : 'Choose a billing address'}
          chosenId={(picking === 'ship' ? shipAddress?.id : billAddress?.id) ?? null}
          onChoose={(address) => saveAddressChoice(picking, address)}
          onClose={() => setPicking(null)}
        />
      ) : null}
    </Row>
  );
}
