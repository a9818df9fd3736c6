import { type Address, type AddressBody, addressBody } from '@livery/api-schemas/addresses';
import { App, Col, Form, Input, Row, Select } from 'antd';
import { useCountries } from '../api/get-countries.ts';
import { useStates } from '../api/get-states.ts';
import { useSaveAddress } from '../api/save-address.ts';
import { antdRulesFrom } from '../forms/antd-rules-from.ts';
import { FormModal } from './form-modal.tsx';

type Values = Omit<AddressBody, 'state'> & { state?: string | null };

/**
 * The form checks each field as the API will, with the API's messages. The state is asked only where the
 * country has states, and there it is required (the API takes a country without states).
 */
const rulesFor = antdRulesFrom(addressBody, { required: { state: 'State is required' } });

/**
 * Create or edit an address (spec 01 section 5): the state is asked only where the country has states,
 * and changing the country clears it. A refused save keeps everything typed and shows why.
 */
export function AddressFormModal({
  address,
  onClose,
  onSaved,
}: {
  address?: Address;
  onClose: () => void;
  /** Told of the saved address, e.g. so a picker can choose the one just created. */
  onSaved?: (saved: Address) => void;
}) {
  const [form] = Form.useForm<Values>();
  const country = Form.useWatch('country', form) ?? address?.country;
  const countries = useCountries();
  const states = useStates(country);
  const save = useSaveAddress();
  const { notification } = App.useApp();
  const hasStates = (states.data?.length ?? 0) > 0;

  const saveAddress = async (values: Values) => {
    const state = hasStates ? (values.state ?? null) : null;
    const answer = await save.mutateAsync({ uuid: address?.uuid, body: { ...values, state } });
    notification.success({
      message: address ? 'Address Updated' : 'Address Created',
      description: answer.address.summary,
      duration: 2,
    });
    onSaved?.(answer.address);
  };

  return (
    <FormModal<Values>
      title={address ? 'Edit address' : 'New address'}
      okText={address ? 'Save address' : 'Create address'}
      form={form}
      name="address"
      requiredMark="optional"
      initialValues={
        address ? { ...address, address2: address.address2 ?? undefined } : { country: undefined }
      }
      onSubmit={saveAddress}
      onClose={onClose}
      width={640}
    >
      <Row gutter={12}>
        <Col xs={24} sm={12}>
          <Form.Item label="First name" name="first_name" rules={rulesFor('first_name')}>
            <Input autoComplete="given-name" />
          </Form.Item>
        </Col>
        <Col xs={24} sm={12}>
          <Form.Item label="Last name" name="last_name" rules={rulesFor('last_name')}>
            <Input autoComplete="family-name" />
          </Form.Item>
        </Col>
      </Row>
      <Form.Item label="Company" name="company" rules={rulesFor('company')}>
        <Input autoComplete="organization" />
      </Form.Item>
      <Form.Item label="Country" name="country" rules={rulesFor('country')}>
        <Select
          showSearch
          optionFilterProp="label"
          loading={countries.isPending}
          options={(countries.data ?? []).map((entry) => ({ value: entry.code, label: entry.name }))}
          onChange={() => form.setFieldValue('state', null)}
          placeholder="Choose a country"
        />
      </Form.Item>
      <Form.Item label="Address" name="address" rules={rulesFor('address')}>
        <Input autoComplete="address-line1" />
      </Form.Item>
      <Form.Item label="Address 2" name="address2" rules={rulesFor('address2')}>
        <Input autoComplete="address-line2" />
      </Form.Item>
      <Row gutter={12}>
        <Col xs={24} sm={hasStates ? 8 : 12}>
          <Form.Item label="City" name="city" rules={rulesFor('city')}>
            <Input autoComplete="address-level2" />
          </Form.Item>
        </Col>
        {hasStates ? (
          <Col xs={24} sm={8}>
            <Form.Item label="State" name="state" rules={rulesFor('state')}>
              <Select
                showSearch
                optionFilterProp="label"
                options={states.data?.map((state) => ({ value: state.key, label: state.value }))}
              />
            </Form.Item>
          </Col>
        ) : null}
        <Col xs={24} sm={hasStates ? 8 : 12}>
          <Form.Item label="Zip or postal code" name="zip" rules={rulesFor('zip')}>
            <Input autoComplete="postal-code" />
          </Form.Item>
        </Col>
      </Row>
      <Row gutter={12}>
        <Col xs={24} sm={12}>
          <Form.Item label="Phone" name="phone" rules={rulesFor('phone')}>
            <Input autoComplete="tel" />
          </Form.Item>
        </Col>
        <Col xs={24} sm={12}>
          <Form.Item label="Nickname" name="nickname" rules={rulesFor('nickname')}>
            <Input placeholder="e.g. Head office" />
          </Form.Item>
        </Col>
      </Row>
      <Form.Item label="Billing email" name="billing_email" rules={rulesFor('billing_email')}>
        <Input autoComplete="email" />
      </Form.Item>
    </FormModal>
  );
}
