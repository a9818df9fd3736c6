import {
  DeleteOutlined,
  EditOutlined,
  EllipsisOutlined,
  FilePdfOutlined,
  FileTextOutlined,
  FormOutlined,
  InboxOutlined,
  ShareAltOutlined,
  ShoppingCartOutlined,
} from '@ant-design/icons';
import type { SavedProduct } from '@livery/api-schemas/saved-products';
import { formatPriceRange } from '@livery/domain/pricing';
import { Button, Card, Checkbox, Dropdown, Flex, type MenuProps, Tag, Tooltip, Typography } from 'antd';
import { ColourSwatches } from '../../../shared/components/colour-swatches.tsx';
import { ProductPicture } from '../../../shared/components/product-picture.tsx';
import { ShipsFrom } from '../../../shared/components/ships-from.tsx';

export type CardAction =
  | 'edit-design'
  | 'order'
  | 'update'
  | 'share'
  | 'add-to-inventory'
  | 'price-list-pdf'
  | 'price-list-csv'
  | 'delete';

/** A saved product tile: picture, sku, title, team, colours and price range; ticked to select, a menu of actions. */
export function SavedProductCard({
  product,
  isSelected,
  canUseInventory,
  canDelete,
  onToggle,
  onAction,
}: {
  product: SavedProduct;
  isSelected: boolean;
  canUseInventory: boolean;
  /** Only its creator or a person in charge sees Delete. */
  canDelete: boolean;
  onToggle: () => void;
  onAction: (action: CardAction) => void;
}) {
  const items: MenuProps['items'] = [
    { key: 'edit-design', label: 'Edit design', icon: <EditOutlined /> },
    { key: 'order', label: 'Order', icon: <ShoppingCartOutlined /> },
    { key: 'update', label: 'Update', icon: <FormOutlined /> },
    {
      key: 'share',
      label: product.shared_at ? 'Stop sharing' : 'Share with the company',
      icon: <ShareAltOutlined />,
    },
    ...(canUseInventory
      ? [{ key: 'add-to-inventory', label: 'Add to inventory', icon: <InboxOutlined /> }]
      : []),
    { type: 'divider' },
    { key: 'price-list-pdf', label: 'Price list (PDF)', icon: <FilePdfOutlined /> },
    { key: 'price-list-csv', label: 'Price list (CSV)', icon: <FileTextOutlined /> },
    ...(canDelete
      ? [
          { type: 'divider' as const },
          { key: 'delete', label: 'Delete', icon: <DeleteOutlined />, danger: true },
        ]
      : []),
  ];

  return (
    <Card
      data-testid="saved-product-card"
      style={{
        height: '100%',
        borderColor: isSelected ? '#1f3a5f' : undefined,
        boxShadow: isSelected ? '0 0 0 1px #1f3a5f' : undefined,
      }}
      styles={{ body: { padding: 14, display: 'flex', flexDirection: 'column', height: '100%' } }}
    >
      <div style={{ position: 'relative' }}>
        <ProductPicture src={product.thumb_image} alt={product.title} height={170} />
        <Checkbox
          checked={isSelected}
          onChange={onToggle}
          aria-label={`Select ${product.title}`}
          style={{ position: 'absolute', top: 8, left: 8 }}
        />
        <Dropdown
          menu={{ items, onClick: ({ key }) => onAction(key as CardAction) }}
          trigger={['click']}
          placement="bottomRight"
        >
          <Button
            shape="circle"
            icon={<EllipsisOutlined />}
            aria-label={`Actions for ${product.title}`}
            style={{ position: 'absolute', top: 6, right: 6 }}
          />
        </Dropdown>
      </div>
      <Flex justify="space-between" align="center" gap={6} style={{ marginTop: 10 }}>
        <Typography.Text type="secondary" style={{ fontSize: 12 }} ellipsis>
          {product.sku}
        </Typography.Text>
        {product.shared_at ? (
          <Tooltip title="Every team of your company sees this product">
            <Tag color="blue" bordered={false} style={{ marginInlineEnd: 0 }}>
              Shared
            </Tag>
          </Tooltip>
        ) : null}
      </Flex>
      <Typography.Paragraph
        strong
        style={{ fontSize: 15, margin: 0, lineHeight: 1.35 }}
        ellipsis={{ rows: 2, tooltip: product.title }}
      >
        {product.title}
      </Typography.Paragraph>
      <Typography.Text type="secondary" style={{ fontSize: 13 }} ellipsis>
        {product.team_name ?? 'All teams'}
      </Typography.Text>
      <div style={{ margin: '8px 0' }}>
        <ColourSwatches colours={product.colors} />
      </div>
      <ShipsFrom product={product} />
      <Flex justify="space-between" align="center" wrap gap={8} style={{ marginTop: 'auto' }}>
        <Typography.Text style={{ color: '#1f3a5f', fontWeight: 600 }}>
          {formatPriceRange(product.pricing, product.currency, product.printing_per_piece)}
        </Typography.Text>
        <Button size="small" onClick={() => onAction('order')}>
          Order
        </Button>
      </Flex>
    </Card>
  );
}
