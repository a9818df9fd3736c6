import type { Address } from '@livery/api-schemas/addresses';
import type { QuotationDetail } from '@livery/api-schemas/quotations';
import { Card, Select, Typography } from 'antd';

type AddressKey = 'ship_add_id' | 'bill_add_id';

function addressLines(address: Address | null) {
  if (!address) return <Typography.Text type="secondary">Not chosen yet</Typography.Text>;
  return (
    <address style={{ fontStyle: 'normal', lineHeight: 1.6 }}>
      <strong>
        {address.first_name} {address.last_name}
      </strong>
      <br />
      {address.address}
      {address.address2 ? `, ${address.address2}` : ''}
      <br />
      {[address.city, address.state, address.zip].filter(Boolean).join(' ')}, {address.country_name}
    </address>
  );
}

/** One address of the quotation under its label, with a picker above it while the quotation may change. */
function AddressChoice({
  label,
  value,
  address,
  options,
  onChoose,
}: {
  label: string;
  value: number | null;
  address: Address | null;
  options: Array<{ value: number; label: string }>;
  onChoose?: (value: number | null) => void;
}) {
  return (
    <>
      <Typography.Text strong>{label}</Typography.Text>
      {onChoose ? (
        <Select
          aria-label={label}
          allowClear
          placeholder="Choose an address"
          value={value}
          onChange={(chosen) => onChoose(chosen ?? null)}
          options={options}
          style={{ width: '100%', margin: '6px 0' }}
        />
      ) : null}
      {addressLines(address)}
    </>
  );
}

/** Where the quotation's order would ship and be billed; chosen from the buyer's addresses while editable. */
export function QuotationAddressesCard({
  quotation,
  options,
  onChoose,
}: {
  quotation: QuotationDetail;
  options: Array<{ value: number; label: string }>;
  /** Absent once the quotation can no longer change. */
  onChoose?: (key: AddressKey, value: number | null) => void;
}) {
  return (
    <Card title="Addresses">
      <AddressChoice
        label="Shipping address"
        value={quotation.ship_add_id}
        address={quotation.ship_address}
        options={options}
        onChoose={onChoose && ((value) => onChoose('ship_add_id', value))}
      />
      <div style={{ height: 12 }} />
      <AddressChoice
        label="Billing address"
        value={quotation.bill_add_id}
        address={quotation.bill_address}
        options={options}
        onChoose={onChoose && ((value) => onChoose('bill_add_id', value))}
      />
    </Card>
  );
}
