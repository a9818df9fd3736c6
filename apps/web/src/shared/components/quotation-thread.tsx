import { DeleteOutlined, PaperClipOutlined, UploadOutlined } from '@ant-design/icons';
import type { QuotationComment, QuotationDetail } from '@livery/api-schemas/quotations';
import { quotationProgress } from '@livery/domain/quotation-status';
import {
  Alert,
  Avatar,
  Button,
  Flex,
  Image,
  Input,
  List,
  Tag,
  Typography,
  Upload,
  type UploadFile,
} from 'antd';
import { useState } from 'react';
import { ApiError } from '../api/client.ts';
import { formatDateTime } from '../format/date.ts';
import { ProgressSteps } from './progress-steps.tsx';

type Attachment = QuotationDetail['products'][number]['attachments'][number];

/** What quotation files may be (spec 03 section 5); the server checks the content again. */
export const QUOTATION_FILE_ACCEPT = '.png,.jpg,.jpeg,.svg,.pdf,.xls,.xlsx,.csv';

/** A quotation's progress by the spec's rule; nothing for a cancelled quotation. */
export function QuotationProgressBar({ quotation }: { quotation: QuotationDetail }) {
  return <ProgressSteps progress={quotationProgress(quotation)} />;
}

/** Files of a product or comment: pictures as small previews, other files as download links. */
export function QuotationAttachments({
  attachments,
  onRemove,
}: {
  attachments: Attachment[];
  onRemove?: (attachment: Attachment) => void;
}) {
  if (attachments.length === 0) return null;
  return (
    <Flex gap={8} wrap>
      {attachments.map((file) => (
        <Flex key={file.id} align="center" gap={4} style={{ maxWidth: '100%' }}>
          {file.is_image ? (
            <Image
              src={file.file_url}
              alt={file.file_name}
              width={56}
              height={56}
              style={{ objectFit: 'cover', borderRadius: 6 }}
            />
          ) : null}
          <Typography.Link href={file.file_url} ellipsis style={{ maxWidth: 220 }}>
            <PaperClipOutlined /> {file.file_name}
          </Typography.Link>
          {onRemove ? (
            <Button
              type="text"
              size="small"
              danger
              icon={<DeleteOutlined />}
              aria-label={`Remove ${file.file_name}`}
              onClick={() => onRemove(file)}
            />
          ) : null}
        </Flex>
      ))}
    </Flex>
  );
}

/**
 * A product's comments, oldest first, with a box to write one (text and files). Only the writer of a comment
 * sees its delete button; the provider's comments are marked.
 */
export function QuotationCommentThread({
  productTitle,
  comments,
  onSend,
  onDelete,
}: {
  productTitle: string;
  comments: QuotationComment[];
  onSend: (content: string, files: File[]) => Promise<void>;
  onDelete: (comment: QuotationComment) => void;
}) {
  const [content, setContent] = useState('');
  const [files, setFiles] = useState<UploadFile[]>([]);
  const [error, setError] = useState<string | null>(null);
  const [isSending, setSending] = useState(false);
  const send = async () => {
    if (!content.trim()) {
      setError('Comment is required');
      return;
    }
    setError(null);
    setSending(true);
    try {
      await onSend(
        content.trim(),
        files.flatMap((file) => (file.originFileObj ? [file.originFileObj] : [])),
      );
      setContent('');
      setFiles([]);
    } catch (caught) {
      // What was typed and chosen stays, so nothing is lost on a refusal.
      setError(caught instanceof ApiError ? caught.message : 'Something went wrong!');
    } finally {
      setSending(false);
    }
  };
  return (
    <div>
      <Typography.Text strong>Comments</Typography.Text>
      {comments.length === 0 ? (
        <Typography.Paragraph type="secondary" style={{ margin: '4px 0 8px' }}>
          No comments yet.
        </Typography.Paragraph>
      ) : (
        <List
          size="small"
          dataSource={comments}
          renderItem={(comment) => (
            <List.Item
              style={{ paddingInline: 0, alignItems: 'flex-start' }}
              actions={
                comment.is_owner
                  ? [
                      <Button
                        key="delete"
                        type="text"
                        size="small"
                        danger
                        icon={<DeleteOutlined />}
                        aria-label="Delete comment"
                        onClick={() => onDelete(comment)}
                      />,
                    ]
                  : []
              }
            >
              <List.Item.Meta
                avatar={
                  <Avatar style={{ background: comment.is_provider ? '#1f3a5f' : '#8a9bb0' }}>
                    {comment.name.charAt(0).toUpperCase()}
                  </Avatar>
                }
                title={
                  <Flex gap={6} align="center" wrap>
                    <span>{comment.name}</span>
                    {comment.is_provider ? <Tag color="blue">Provider</Tag> : null}
                    <Typography.Text type="secondary" style={{ fontSize: 12, fontWeight: 'normal' }}>
                      {formatDateTime(comment.created_at)}
                    </Typography.Text>
                  </Flex>
                }
                description={
                  <>
                    <Typography.Paragraph style={{ margin: 0, whiteSpace: 'pre-wrap', color: '#1f2933' }}>
                      {comment.content}
                    </Typography.Paragraph>
                    <QuotationAttachments attachments={comment.attachments} />
                  </>
                }
              />
            </List.Item>
          )}
        />
      )}
      {error ? <Alert type="error" showIcon message={error} style={{ margin: '8px 0' }} /> : null}
      <Input.TextArea
        value={content}
        onChange={(event) => setContent(event.target.value)}
        autoSize={{ minRows: 2, maxRows: 6 }}
        maxLength={4000}
        placeholder={`Write a comment on ${productTitle}`}
        aria-label={`Comment on ${productTitle}`}
        style={{ marginTop: 8 }}
      />
      <Flex justify="space-between" align="flex-start" gap={8} wrap style={{ marginTop: 8 }}>
        <Upload
          multiple
          beforeUpload={() => false}
          accept={QUOTATION_FILE_ACCEPT}
          fileList={files}
          onChange={({ fileList }) => setFiles(fileList)}
        >
          <Button size="small" icon={<UploadOutlined />}>
            Attach files
          </Button>
        </Upload>
        <Button type="primary" size="small" loading={isSending} onClick={() => void send()}>
          Send comment
        </Button>
      </Flex>
    </div>
  );
}
