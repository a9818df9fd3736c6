import { MessageOutlined, PaperClipOutlined, UploadOutlined } from '@ant-design/icons';
import type { ConversationEntry, ConversationMessage } from '@livery/api-schemas/conversations';
import { ATTACHMENT_ACCEPT } from '@livery/domain/attachment-types';
import { MESSAGE_MAX_LENGTH } from '@livery/domain/conversation-rules';
import {
  Alert,
  Badge,
  Button,
  Card,
  Empty,
  Flex,
  Input,
  Select,
  Skeleton,
  Tag,
  Typography,
  Upload,
  type UploadFile,
} from 'antd';
import { type ReactNode, useEffect, useMemo, useRef, useState } from 'react';
import { ApiError } from '../api/client.ts';
import { threadEntries, useConversation } from '../api/get-conversation.ts';
import { useMarkConversationRead } from '../api/mark-conversation-read.ts';
import { usePostOrderMessage } from '../api/post-order-message.ts';
import { formatDateTime } from '../format/date.ts';

/** A line of the order a message may be about. */
export interface ConversationLine {
  uuid: string;
  title: string;
}

/** One of the order's own events, between the messages: what happened and when, without a speaker. */
function EventLine({ entry }: { entry: Extract<ConversationEntry, { kind: 'event' }> }) {
  return (
    <Flex justify="center" style={{ padding: '2px 0' }} data-testid="conversation-event">
      <Typography.Text type="secondary" style={{ fontSize: 12, textAlign: 'center' }}>
        <Tag style={{ marginInlineEnd: 6 }}>{entry.title}</Tag>
        {entry.message ? `${entry.message} · ` : ''}
        {formatDateTime(entry.created_at)}
      </Typography.Text>
    </Flex>
  );
}

/** A message: the caller's own on the right, the others on the left; the provider's staff marked. */
function MessageBubble({ message }: { message: ConversationMessage }) {
  const isMine = message.author.is_me;
  return (
    <Flex justify={isMine ? 'flex-end' : 'flex-start'} data-testid="conversation-message">
      <div
        style={{
          maxWidth: '85%',
          minWidth: 0,
          padding: '8px 12px',
          borderRadius: 10,
          background: isMine ? '#e6f0fb' : '#f4f6f8',
          border: message.is_unread ? '1px solid #1f6feb' : '1px solid transparent',
        }}
      >
        <Flex gap={6} align="center" wrap style={{ marginBottom: 2 }}>
          <Typography.Text strong style={{ fontSize: 13 }}>
            {isMine ? 'You' : message.author.name}
          </Typography.Text>
          {message.author.side === 'provider' ? <Tag color="blue">Provider</Tag> : null}
          {message.is_unread ? <Tag color="processing">New</Tag> : null}
          <Typography.Text type="secondary" style={{ fontSize: 12 }}>
            {formatDateTime(message.created_at)}
          </Typography.Text>
        </Flex>
        {message.order_line ? (
          <Typography.Text type="secondary" style={{ fontSize: 12, display: 'block' }}>
            About {message.order_line.title}
          </Typography.Text>
        ) : null}
        <Typography.Paragraph style={{ margin: 0, whiteSpace: 'pre-wrap', overflowWrap: 'anywhere' }}>
          {message.body}
        </Typography.Paragraph>
        {message.files.length > 0 ? (
          <Flex vertical style={{ marginTop: 4 }}>
            {message.files.map((file) => (
              <Typography.Link key={file.id} href={file.url} ellipsis>
                <PaperClipOutlined /> {file.name}
              </Typography.Link>
            ))}
          </Flex>
        ) : null}
      </div>
    </Flex>
  );
}

/** Writes a message: text, files and the line it is about. What was typed stays when the server refuses it. */
function Composer({ orderUuid, lines }: { orderUuid: string; lines: readonly ConversationLine[] }) {
  const post = usePostOrderMessage(orderUuid);
  const [body, setBody] = useState('');
  const [lineUuid, setLineUuid] = useState<string | undefined>();
  const [files, setFiles] = useState<UploadFile[]>([]);
  const [error, setError] = useState<string | null>(null);
  const send = async () => {
    if (!body.trim()) {
      setError('Write a message.');
      return;
    }
    setError(null);
    try {
      await post.mutateAsync({
        body,
        orderLineId: lineUuid,
        files: files.flatMap((file) => (file.originFileObj ? [file.originFileObj] : [])),
      });
      setBody('');
      setLineUuid(undefined);
      setFiles([]);
    } catch (caught) {
      setError(
        caught instanceof ApiError ? caught.message : 'The message could not be sent. Please try again.',
      );
    }
  };
  return (
    <div style={{ marginTop: 12 }}>
      {error ? (
        <Alert type="error" showIcon message={error} style={{ marginBottom: 8 }} role="alert" />
      ) : null}
      <Input.TextArea
        value={body}
        onChange={(event) => setBody(event.target.value)}
        onKeyDown={(event) => {
          if (event.key === 'Enter' && (event.ctrlKey || event.metaKey)) void send();
        }}
        autoSize={{ minRows: 2, maxRows: 8 }}
        maxLength={MESSAGE_MAX_LENGTH}
        placeholder="Write a message about this order"
        aria-label="Message"
      />
      <Flex justify="space-between" align="flex-start" gap={8} wrap style={{ marginTop: 8 }}>
        <Flex gap={8} wrap align="flex-start" style={{ flex: 1, minWidth: 0 }}>
          {lines.length > 0 ? (
            <Select
              allowClear
              value={lineUuid}
              onChange={setLineUuid}
              placeholder="About a line (optional)"
              aria-label="About a line"
              style={{ minWidth: 200, maxWidth: '100%' }}
              options={lines.map((line) => ({ value: line.uuid, label: line.title }))}
            />
          ) : null}
          <Upload
            multiple
            beforeUpload={() => false}
            accept={ATTACHMENT_ACCEPT}
            fileList={files}
            onChange={({ fileList }) => setFiles(fileList)}
          >
            <Button icon={<UploadOutlined />}>Attach files</Button>
          </Upload>
        </Flex>
        <Button type="primary" loading={post.isPending} onClick={() => void send()}>
          Send
        </Button>
      </Flex>
    </div>
  );
}

/**
 * An order's conversation between the buyer's people and the provider's staff, with the order's own events
 * between the messages. Seeing the newest page marks it read, which the sidebars' count follows.
 */
export function OrderConversation({
  orderUuid,
  lines,
  variant = 'card',
}: {
  orderUuid: string;
  lines: readonly ConversationLine[];
  /** A card on the buyer's order page; a titled section inside the console's order drawer. */
  variant?: 'card' | 'section';
}) {
  const query = useConversation(orderUuid);
  const markRead = useMarkConversationRead(orderUuid);
  const entries = useMemo(() => threadEntries(query.data?.pages ?? []), [query.data]);
  const newest = query.data?.pages[0]?.newest_message_id ?? null;
  const unread = entries.filter((entry) => entry.kind === 'message' && entry.is_unread).length;
  const markedUpTo = useRef(0);
  const { mutate: markReadUpTo } = markRead;
  useEffect(() => {
    if (newest === null || unread === 0 || markedUpTo.current >= newest) return;
    markedUpTo.current = newest;
    markReadUpTo(newest);
  }, [newest, unread, markReadUpTo]);

  const list = useRef<HTMLDivElement>(null);
  const newestKey = entries.at(-1) ? `${entries.at(-1)?.kind}:${entries.at(-1)?.id}` : '';
  // A new message (or the first load) shows the end of the thread; reading earlier pages keeps the place.
  useEffect(() => {
    if (newestKey && list.current) list.current.scrollTop = list.current.scrollHeight;
  }, [newestKey]);

  let thread: ReactNode;
  if (query.isLoading) thread = <Skeleton active paragraph={{ rows: 4 }} />;
  else if (query.isError)
    thread = <Alert type="warning" showIcon message="The conversation could not be loaded." />;
  else
    thread = (
      <>
        {query.hasNextPage ? (
          <Flex justify="center">
            <Button type="link" loading={query.isFetchingNextPage} onClick={() => void query.fetchNextPage()}>
              Show earlier
            </Button>
          </Flex>
        ) : null}
        {entries.length === 0 ? (
          <Empty image={Empty.PRESENTED_IMAGE_SIMPLE} description="No messages yet" />
        ) : (
          <Flex
            vertical
            gap={8}
            ref={list}
            role="log"
            aria-label="Conversation"
            style={{ maxHeight: 480, overflowY: 'auto', paddingInlineEnd: 4 }}
          >
            {entries.map((entry) =>
              entry.kind === 'event' ? (
                <EventLine key={`event:${entry.id}`} entry={entry} />
              ) : (
                <MessageBubble key={`message:${entry.id}`} message={entry} />
              ),
            )}
          </Flex>
        )}
      </>
    );

  const title = (
    <Flex align="center" gap={8}>
      <MessageOutlined />
      <span>Conversation</span>
      <Badge count={unread} title={`${unread} unread`} />
    </Flex>
  );
  if (variant === 'section')
    return (
      <section aria-label="Conversation" data-testid="order-conversation">
        <Typography.Title level={5} style={{ marginTop: 16 }}>
          {title}
        </Typography.Title>
        {thread}
        <Composer orderUuid={orderUuid} lines={lines} />
      </section>
    );
  return (
    <Card title={title} style={{ marginBottom: 16 }} data-testid="order-conversation">
      {thread}
      <Composer orderUuid={orderUuid} lines={lines} />
    </Card>
  );
}
