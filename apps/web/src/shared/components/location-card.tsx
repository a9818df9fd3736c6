import { EnvironmentOutlined } from '@ant-design/icons';
import { Card, Space } from 'antd';
import type { ReactNode } from 'react';

/** One destination of a multilocation order, headed by its name (the order page and the console's order drawer). */
export function LocationCard({
  name,
  extra,
  children,
}: {
  name: string;
  extra?: ReactNode;
  children: ReactNode;
}) {
  return (
    <Card
      size="small"
      title={
        <Space>
          <EnvironmentOutlined />
          {name}
        </Space>
      }
      extra={extra}
    >
      {children}
    </Card>
  );
}
