import type { QuotationComment, QuotationDetail } from '@livery/api-schemas/quotations';
import { Card, Descriptions, type DescriptionsProps, Flex, Tag, Typography } from 'antd';
import type { ReactNode } from 'react';
import { QuotationAttachments, QuotationCommentThread } from './quotation-thread.tsx';

type QuotationProduct = QuotationDetail['products'][number];
type Attachment = QuotationProduct['attachments'][number];

/**
 * One product of a quotation as both sides see it: its title and tags, quantity and the side's figures,
 * requirements, files and comment thread. A comment is sent as the form the comments endpoint takes.
 */
export function QuotationProductCard({
  product,
  priceTag,
  figures,
  extra,
  onRemoveAttachment,
  onComment,
  onDeleteComment,
}: {
  product: QuotationProduct;
  priceTag?: ReactNode;
  /** What follows the quantity: the budget and the price as this side words them. */
  figures: NonNullable<DescriptionsProps['items']>;
  extra?: ReactNode;
  onRemoveAttachment?: (attachment: Attachment) => void;
  onComment: (form: FormData) => Promise<void>;
  onDeleteComment: (comment: QuotationComment) => void;
}) {
  return (
    <Card
      title={
        <Flex gap={8} align="center" wrap>
          <span>{product.title}</span>
          {product.is_option ? <Tag color="purple">Option</Tag> : null}
          {product.has_logo ? <Tag>With logo</Tag> : null}
          {priceTag}
        </Flex>
      }
      extra={extra}
      style={{ marginBottom: 16 }}
    >
      <Descriptions
        size="small"
        column={{ xs: 1, sm: 3 }}
        style={{ marginBottom: 12 }}
        items={[{ key: 'quantity', label: 'Quantity', children: product.qty }, ...figures]}
      />
      {product.requirements ? (
        <Typography.Paragraph style={{ whiteSpace: 'pre-wrap' }}>{product.requirements}</Typography.Paragraph>
      ) : null}
      <div style={{ marginBottom: 12 }}>
        <QuotationAttachments attachments={product.attachments} onRemove={onRemoveAttachment} />
      </div>
      <QuotationCommentThread
        productTitle={product.title}
        comments={product.comments}
        onSend={async (content, files) => {
          const body = new FormData();
          body.append('rfq_product_id', String(product.id));
          body.append('content', content);
          for (const file of files) body.append('attachments[]', file, file.name);
          await onComment(body);
        }}
        onDelete={onDeleteComment}
      />
    </Card>
  );
}
