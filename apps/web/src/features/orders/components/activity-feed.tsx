import { Button, Card, Empty, Flex, List, Tag, Typography } from 'antd';
import { useState } from 'react';
import { formatDateTime } from '../../../shared/format/date.ts';
import { type OrderActivityLog, useOrderLogs } from '../api/get-order-logs.ts';

/** Logs shown before 'Show more'. */
const FIRST_LOGS = 5;
/** Item names shown per message (spec 03 section 2.4: up to 2); the rest are counted. */
const SHOWN_ITEM_NAMES = 2;

function LogMessage({ message }: { message: OrderActivityLog['messages'][number] }) {
  const shown = message.items.slice(0, SHOWN_ITEM_NAMES);
  const more = message.items.length - shown.length;
  return (
    <Flex vertical gap={2}>
      <Typography.Text type="secondary" style={{ fontSize: 12 }}>
        {formatDateTime(message.time)}
      </Typography.Text>
      <Typography.Text>{message.message}</Typography.Text>
      {shown.length > 0 ? (
        <Flex gap={4} wrap>
          {shown.map((item) => (
            <Tag key={item.name} bordered={false}>
              {item.name}
            </Tag>
          ))}
          {more > 0 ? <Typography.Text type="secondary">+{more} more</Typography.Text> : null}
        </Flex>
      ) : null}
    </Flex>
  );
}

/** The order's Activity Feeds (spec 03 section 2.4), read from get_logs: title, job id, messages. */
export function ActivityFeed({ orderUuid, title = 'Activity Feeds' }: { orderUuid: string; title?: string }) {
  const logs = useOrderLogs(orderUuid);
  const [showsAll, setShowsAll] = useState(false);
  const all = logs.data ?? [];
  const shown = showsAll ? all : all.slice(0, FIRST_LOGS);
  return (
    <Card title={title} style={{ marginBottom: 16 }} loading={logs.isPending}>
      {logs.error ? (
        <Typography.Text type="danger">The activity could not be loaded.</Typography.Text>
      ) : all.length === 0 ? (
        <Empty description="There are no logs" image={Empty.PRESENTED_IMAGE_SIMPLE} />
      ) : (
        <>
          <List
            dataSource={shown}
            renderItem={(log) => (
              <List.Item>
                <Flex vertical gap={4} style={{ width: '100%' }}>
                  <Flex justify="space-between" gap={8} wrap>
                    <Typography.Text strong>{log.title}</Typography.Text>
                    <Typography.Text type="secondary" style={{ fontSize: 12 }}>
                      Job {log.job_id}
                    </Typography.Text>
                  </Flex>
                  {log.messages.map((message) => (
                    <LogMessage key={`${message.time}-${message.message}`} message={message} />
                  ))}
                </Flex>
              </List.Item>
            )}
          />
          {all.length > FIRST_LOGS ? (
            <Button type="link" onClick={() => setShowsAll((isAll) => !isAll)}>
              {showsAll ? 'Show less' : 'Show more'}
            </Button>
          ) : null}
        </>
      )}
    </Card>
  );
}
