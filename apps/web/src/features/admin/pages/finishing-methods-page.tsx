import type { FinishingMethod } from '@livery/api-schemas/catalogue';
import { COLORS_COUNT_OPTIONS, PRINT_SIZE_CLASSES } from '@livery/domain/finishing';
import { DEFAULT_CURRENCY } from '@livery/domain/money';
import { Alert, App, Button, Card, Col, Flex, Input, Row, Skeleton, Table, Typography } from 'antd';
import { useState } from 'react';
import { ApiError } from '../../../shared/api/client.ts';
import { MoneyInput } from '../../../shared/components/money-input.tsx';
import { PageHeader } from '../../../shared/components/page-header.tsx';
import { useFinishingMethods } from '../api/get-finishing-methods.ts';
import { useUpdateFinishingMethod } from '../api/update-finishing-method.ts';

const SIZE_LABELS: Record<string, string> = { a5: 'Up to A5', a4: 'Up to A4', a3: 'Larger than A4' };
const colourLabel = (count: number) =>
  count === 99 ? 'More than 4' : `${count} colour${count === 1 ? '' : 's'}`;

/** /admin/finishing-methods: what each decoration adds per piece, by print size and colour count. */
export default function FinishingMethodsPage() {
  const methods = useFinishingMethods();
  return (
    <Card>
      <PageHeader
        title="Finishing methods"
        subtitle="Surcharges per piece and per placed artwork; cart lines not yet ordered are priced with them."
      />
      {methods.isPending ? <Skeleton active /> : null}
      <Flex vertical gap={16}>
        {(methods.data ?? []).map((method) => (
          <FinishingMethodCard key={method.key} method={method} />
        ))}
      </Flex>
    </Card>
  );
}

function FinishingMethodCard({ method }: { method: FinishingMethod }) {
  const [draft, setDraft] = useState(method);
  const [error, setError] = useState<string | null>(null);
  const updateMethod = useUpdateFinishingMethod();
  const { message } = App.useApp();
  const isChanged = JSON.stringify(draft) !== JSON.stringify(method);

  const setCents = (size: string, count: string, amount: number | null) =>
    setDraft((current) => ({
      ...current,
      surcharges: {
        ...current.surcharges,
        [size]: {
          ...current.surcharges[size],
          [count]: amount ?? Number.NaN,
        },
      },
    }));

  const save = async () => {
    const blank = PRINT_SIZE_CLASSES.some((size) =>
      COLORS_COUNT_OPTIONS.some((count) => !Number.isInteger(draft.surcharges[size]?.[String(count)])),
    );
    if (blank) {
      setError('Fill in every surcharge (0.00 for none)');
      return;
    }
    setError(null);
    try {
      const answer = await updateMethod.mutateAsync(draft);
      void message.success(answer.message);
    } catch (failure) {
      setError(failure instanceof ApiError ? failure.message : 'Something went wrong!');
    }
  };

  return (
    <Card
      size="small"
      title={method.title}
      extra={
        <Button
          type="primary"
          size="small"
          disabled={!isChanged}
          loading={updateMethod.isPending}
          onClick={save}
        >
          Save {method.title}
        </Button>
      }
    >
      {error ? <Alert type="error" showIcon message={error} style={{ marginBottom: 12 }} /> : null}
      <Row gutter={[12, 12]} style={{ marginBottom: 12 }}>
        <Col xs={24} sm={10}>
          <Typography.Text type="secondary" style={{ fontSize: 12 }}>
            Title
          </Typography.Text>
          <Input
            aria-label={`${method.title} title`}
            value={draft.title}
            onChange={(event) => setDraft({ ...draft, title: event.target.value })}
          />
        </Col>
        <Col xs={24} sm={14}>
          <Typography.Text type="secondary" style={{ fontSize: 12 }}>
            File hint shown beside the artwork uploader
          </Typography.Text>
          <Input
            aria-label={`${method.title} file hint`}
            value={draft.file_hint}
            onChange={(event) => setDraft({ ...draft, file_hint: event.target.value })}
          />
        </Col>
      </Row>
      <Table
        size="small"
        pagination={false}
        rowKey="size"
        scroll={{ x: 'max-content' }}
        dataSource={PRINT_SIZE_CLASSES.map((size) => ({ size }))}
        columns={[
          { title: 'Print size', dataIndex: 'size', render: (size: string) => SIZE_LABELS[size] ?? size },
          ...COLORS_COUNT_OPTIONS.map((count) => ({
            title: colourLabel(count),
            key: String(count),
            render: (_: unknown, row: { size: string }) => {
              const value = draft.surcharges[row.size]?.[String(count)];
              return (
                <MoneyInput
                  aria-label={`${method.title} ${row.size} ${colourLabel(count)} (${DEFAULT_CURRENCY})`}
                  min={0}
                  step={0.1}
                  prefix={DEFAULT_CURRENCY}
                  value={value}
                  onChange={(amount) => setCents(row.size, String(count), amount)}
                  style={{ width: 110 }}
                />
              );
            },
          })),
        ]}
      />
    </Card>
  );
}
