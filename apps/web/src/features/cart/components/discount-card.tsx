import { App, Button, Card, Flex, Input, type InputRef, Tag, Typography } from 'antd';
import { useRef, useState } from 'react';
import { ApiError } from '../../../shared/api/client.ts';
import { useApplyDiscount } from '../api/apply-discount-code.ts';
import { useRemoveDiscount } from '../api/remove-discount-code.ts';

/** The Discount code card: the input upper-cases as typed; Apply, or Cancel an applied code. */
export function DiscountCard({ appliedCode }: { appliedCode: string | null }) {
  const [code, setCode] = useState('');
  const [error, setError] = useState<string | null>(null);
  const apply = useApplyDiscount();
  const cancel = useRemoveDiscount();
  const { notification } = App.useApp();
  const input = useRef<InputRef>(null);

  /** Spec 01 section 8: a refusal is a notice too, not only the text under the field; the code typed stays. */
  const refuse = (message: string, isDanger: boolean) => {
    setError(message);
    (isDanger ? notification.error : notification.warning)({ message });
    input.current?.focus();
  };

  const submit = async () => {
    setError(null);
    if (!code.trim()) {
      refuse('Enter a discount code', false);
      return;
    }
    try {
      await apply.mutateAsync(code.trim());
      setCode('');
    } catch (caught) {
      refuse(caught instanceof ApiError ? caught.message : 'Something went wrong!', true);
    }
  };

  return (
    <Card title="Discount code" style={{ marginBottom: 16 }}>
      {appliedCode ? (
        <Flex justify="space-between" align="center" gap={8}>
          <Typography.Text>
            Applied <Tag color="green">{appliedCode}</Tag>
          </Typography.Text>
          <Button onClick={() => cancel.mutate()} loading={cancel.isPending}>
            Cancel
          </Button>
        </Flex>
      ) : (
        <>
          <Flex gap={8}>
            <Input
              ref={input}
              aria-label="Discount code"
              placeholder="Discount code"
              value={code}
              maxLength={50}
              status={error ? 'error' : undefined}
              onChange={(event) => setCode(event.target.value.toUpperCase())}
              onPressEnter={submit}
            />
            <Button type="primary" ghost onClick={submit} loading={apply.isPending}>
              Apply
            </Button>
          </Flex>
          {error ? (
            <Typography.Text type="danger" style={{ display: 'block', marginTop: 6 }} role="alert">
              {error}
            </Typography.Text>
          ) : null}
        </>
      )}
    </Card>
  );
}
