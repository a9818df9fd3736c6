import { type User, updateUserBody } from '@livery/api-schemas/users';
import { Alert, App, Button, Form, Input, Select } from 'antd';
import { useState } from 'react';
import { ApiError } from '../../../shared/api/client.ts';
import { useCountries } from '../../../shared/api/get-countries.ts';
import { antdRulesFrom } from '../../../shared/forms/antd-rules-from.ts';
import { useFormRefusal } from '../../../shared/hooks/use-form-submit.ts';
import { useIndustries } from '../api/get-industries.ts';
import { useUpdateProfile } from '../api/update-profile.ts';

interface Values {
  name: string;
  country: string;
  company_position?: string;
  phone: string;
  industry?: string;
}

/** The profile's checks are the update call's; the tab requires what the update leaves optional. */
const rulesFor = antdRulesFrom(updateUserBody, { required: ['name', 'country', 'phone'] });

/** The Account tab: e-mail and company are shown, not edited (spec 01 section 5). */
export function AccountForm({ user }: { user: User }) {
  const update = useUpdateProfile(user.id);
  const countries = useCountries();
  const industries = useIndustries();
  const { notification } = App.useApp();
  const [error, setError] = useState<string | null>(null);
  const [form] = Form.useForm<Values>();
  const { onFinishFailed } = useFormRefusal(form);

  const submit = async (values: Values) => {
    setError(null);
    try {
      await update.mutateAsync({
        name: values.name,
        country: values.country,
        phone: values.phone,
        company_position: values.company_position ?? null,
        ...(values.industry ? { industry: values.industry } : {}),
      });
      notification.success({ message: 'Updated', duration: 2 });
    } catch (caught) {
      setError(caught instanceof ApiError ? caught.message : 'Something went wrong!');
    }
  };

  return (
    <Form<Values>
      form={form}
      name="account"
      layout="vertical"
      requiredMark={false}
      onFinish={submit}
      onFinishFailed={onFinishFailed}
      initialValues={{
        name: user.name,
        country: user.country?.code,
        company_position: user.company_position ?? undefined,
        phone: user.phone ?? '',
        industry: user.industry ?? undefined,
      }}
    >
      {error ? <Alert type="error" showIcon message={error} style={{ marginBottom: 12 }} /> : null}
      <Form.Item label="Email" htmlFor="account_email_readonly">
        <Input id="account_email_readonly" value={user.email} disabled />
      </Form.Item>
      <Form.Item label="Name" name="name" rules={rulesFor('name')}>
        <Input autoComplete="name" />
      </Form.Item>
      <Form.Item label="Company" htmlFor="account_company_readonly">
        <Input id="account_company_readonly" value={user.company.name} disabled />
      </Form.Item>
      <Form.Item label="Country" name="country" rules={rulesFor('country')}>
        <Select
          showSearch
          optionFilterProp="label"
          loading={countries.isPending}
          options={(countries.data ?? []).map((country) => ({ value: country.code, label: country.name }))}
        />
      </Form.Item>
      <Form.Item label="Phone" name="phone" rules={rulesFor('phone')}>
        <Input autoComplete="tel" />
      </Form.Item>
      <Form.Item
        label="Company Position (optional)"
        name="company_position"
        rules={rulesFor('company_position')}
      >
        <Input autoComplete="organization-title" />
      </Form.Item>
      <Form.Item label="Industry (optional)" name="industry">
        <Select
          options={(industries.data ?? []).map((industry) => ({ value: industry, label: industry }))}
          allowClear
        />
      </Form.Item>
      <Button type="primary" htmlType="submit" loading={update.isPending}>
        Save changes
      </Button>
    </Form>
  );
}
