import { ArrowLeftOutlined } from '@ant-design/icons';
import { countryName } from '@livery/domain/country-name';
import { formatMoneyWithCode } from '@livery/domain/money';
import { Breadcrumb, Button, Card, Descriptions, Empty, Result, Skeleton, Table, Typography } from 'antd';
import { Link, useParams } from 'react-router';
import { ApiError } from '../../../shared/api/client.ts';
import { PricedLine, pricedLineFigures } from '../../../shared/components/priced-line.tsx';
import { paths } from '../../../shared/config/paths.ts';
import { useKartItem } from '../api/get-kart-item.ts';
import { NameListTable, TagsTable, tagsOf } from '../components/name-list-table.tsx';

/** /items/{uuid}: one cart line with its prices, surcharges, name list and tags. */
export default function CartItemPage() {
  const { id } = useParams();
  const item = useKartItem(id);

  if (item.isPending) return <Skeleton active />;
  if (item.error || !item.data) {
    const isMissing = item.error instanceof ApiError && item.error.status === 404;
    return (
      <Result
        status={isMissing ? '404' : 'error'}
        title={isMissing ? 'This item is no longer in your cart' : 'The item could not be loaded'}
        extra={
          <Link to={paths.cart}>
            <Button type="primary">Back to cart</Button>
          </Link>
        }
      />
    );
  }
  const line = item.data;
  const money = (value: number) => formatMoneyWithCode(value, line.currency);
  const employees = line.employees ?? [];
  const surcharges = Object.entries(line.surcharge_price).map(([type, entry]) => ({ type, ...entry }));
  const hasTags = employees.some((employee) => tagsOf(employee).length > 0);

  return (
    <>
      <Breadcrumb
        style={{ marginBottom: 12 }}
        items={[{ title: <Link to={paths.cart}>Cart</Link> }, { title: line.title }]}
      />
      <Card
        title={line.title}
        extra={
          <Link to={paths.cart}>
            <Button icon={<ArrowLeftOutlined />}>Back to cart</Button>
          </Link>
        }
        style={{ marginBottom: 16 }}
      >
        <PricedLine
          title={<Typography.Text strong>{line.title}</Typography.Text>}
          {...pricedLineFigures(line)}
          price={line}
        />
        <Descriptions size="small" column={{ xs: 1, sm: 2 }} style={{ marginTop: 12 }}>
          <Descriptions.Item label="Ships from">
            {countryName(line.origin_country) ?? line.origin_country}
          </Descriptions.Item>
          <Descriptions.Item label="Pieces">{line.total_qty}</Descriptions.Item>
          {line.inventory_uuid ? (
            <Descriptions.Item label="Inventory">
              <Link to={paths.inventory(line.inventory_uuid)}>Open inventory item</Link>
            </Descriptions.Item>
          ) : null}
        </Descriptions>
        {surcharges.length > 0 ? (
          <Table
            size="small"
            rowKey="type"
            pagination={false}
            style={{ marginTop: 12 }}
            dataSource={surcharges}
            columns={[
              { title: 'Surcharge', dataIndex: 'type' },
              { title: 'Per piece', dataIndex: 'base_price', align: 'right', render: money },
              { title: 'Line', dataIndex: 'price', align: 'right', render: money },
            ]}
          />
        ) : null}
      </Card>
      <Card title="Name list" style={{ marginBottom: 16 }}>
        {employees.length > 0 ? (
          <NameListTable employees={employees} />
        ) : (
          <Empty description="This item has no name list." />
        )}
      </Card>
      {hasTags ? (
        <Card title="RFID tags">
          <TagsTable employees={employees} />
        </Card>
      ) : null}
    </>
  );
}
