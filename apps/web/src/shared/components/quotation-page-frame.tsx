import type { QuotationDetail } from '@livery/api-schemas/quotations';
import { Alert, type AlertProps, Card, Col, Flex, Row, Typography } from 'antd';
import type { ReactNode } from 'react';
import { QuotationProgressBar } from './quotation-thread.tsx';
import { QuotationVersionHistory } from './quotation-versions.tsx';
import { StatusTag } from './status-tag.tsx';

/** A line above a quotation saying where it stands, worded for the side that reads it. */
export interface QuotationNotice {
  type: AlertProps['type'];
  message: ReactNode;
  testId?: string;
}

/**
 * A quotation page as the buyer and the quote desk both lay it out: number, status and actions; the notices;
 * the progress; the products (then the version history) beside the side's own cards.
 */
export function QuotationPageFrame({
  quotation,
  about,
  actions,
  notices,
  products,
  aside,
  productsSpan,
}: {
  quotation: QuotationDetail;
  about: ReactNode;
  actions: ReactNode;
  notices: QuotationNotice[];
  products: ReactNode;
  aside: ReactNode;
  /** Of the 24 columns a wide screen gives, the products' share; the aside takes the rest. */
  productsSpan: number;
}) {
  return (
    <>
      <Flex justify="space-between" align="flex-start" wrap gap={12} style={{ marginBottom: 16 }}>
        <div>
          <Flex align="center" gap={8} wrap>
            <Typography.Title level={3} style={{ margin: 0 }}>
              Quotation #{quotation.uid}
            </Typography.Title>
            <StatusTag status={quotation.status} />
          </Flex>
          <Typography.Text type="secondary">{about}</Typography.Text>
        </div>
        <Flex gap={8} wrap>
          {actions}
        </Flex>
      </Flex>
      {notices.map((notice, index) => (
        <Alert
          // The notices are a fixed pair at most, in a fixed order.
          // biome-ignore lint/suspicious/noArrayIndexKey: see above.
          key={index}
          type={notice.type}
          showIcon
          style={{ marginBottom: 16 }}
          data-testid={notice.testId}
          message={notice.message}
        />
      ))}
      <Card style={{ marginBottom: 16 }}>
        <QuotationProgressBar quotation={quotation} />
      </Card>
      <Row gutter={16}>
        <Col xs={24} lg={productsSpan}>
          {products}
          <QuotationVersionHistory
            versions={quotation.versions}
            currency={quotation.currency}
            currentVersion={quotation.version}
            approvedVersion={quotation.approved_version}
          />
        </Col>
        <Col xs={24} lg={24 - productsSpan}>
          {aside}
        </Col>
      </Row>
    </>
  );
}
