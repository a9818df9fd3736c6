import {
  BgColorsOutlined,
  DeleteOutlined,
  EditOutlined,
  TagsOutlined,
  UnorderedListOutlined,
} from '@ant-design/icons';
import type { KartItem } from '@livery/api-schemas/cart';
import { formatMoneyWithCode } from '@livery/domain/money';
import { Button, Flex, Typography } from 'antd';
import { useState } from 'react';
import { Link, useNavigate } from 'react-router';
import { PricedLine, pricedLineFigures } from '../../../shared/components/priced-line.tsx';
import { paths } from '../../../shared/config/paths.ts';
import { EditQuantitiesModal } from './edit-quantities-modal.tsx';
import { NameListModal } from './name-list-modal.tsx';

/** The surcharge types of a line ('Size 2XL: SGD 6.00 (SGD 3.00 / pc)'), as small text under its sizes. */
export function SurchargeDetails({ item }: { item: KartItem }) {
  const entries = Object.entries(item.surcharge_price);
  if (entries.length === 0) return null;
  const money = (value: number) => formatMoneyWithCode(value, item.currency);
  return (
    <Typography.Text type="secondary" style={{ fontSize: 12, display: 'block' }}>
      {entries
        .map(([type, entry]) => `${type}: ${money(entry.price)} (${money(entry.base_price)} / pc)`)
        .join(' · ')}
    </Typography.Text>
  );
}

/**
 * One cart line, linking to its item page, with its name list and tags previews and its actions: Edit
 * quantities (not for a line whose name list holds them), Edit design in the builder, and Remove.
 */
export function CartLine({ item, onRemove }: { item: KartItem; onRemove?: () => void }) {
  const [preview, setPreview] = useState<'names' | 'tags' | null>(null);
  const [isEditing, setEditing] = useState(false);
  const navigate = useNavigate();
  return (
    <>
      <PricedLine
        title={
          <>
            <Link to={paths.cartItem(item.uuid)}>
              <Typography.Text strong>{item.title}</Typography.Text>
            </Link>
            {item.inventory_uuid ? (
              <Link to={paths.inventory(item.inventory_uuid)} style={{ marginLeft: 8, fontSize: 12 }}>
                From inventory
              </Link>
            ) : null}
          </>
        }
        {...pricedLineFigures(item)}
        price={item}
        details={
          <>
            <SurchargeDetails item={item} />
            {item.is_contain_namelist || item.is_contain_rfid_tag ? (
              <Flex gap={4} wrap style={{ marginTop: 4 }}>
                {item.is_contain_namelist ? (
                  <Button size="small" icon={<UnorderedListOutlined />} onClick={() => setPreview('names')}>
                    Name List Preview
                  </Button>
                ) : null}
                {item.is_contain_rfid_tag ? (
                  <Button size="small" icon={<TagsOutlined />} onClick={() => setPreview('tags')}>
                    RFID Tags
                  </Button>
                ) : null}
              </Flex>
            ) : null}
          </>
        }
        actions={
          onRemove ? (
            <Flex gap={4} wrap justify="flex-end">
              {item.is_contain_namelist ? null : (
                <Button
                  size="small"
                  type="text"
                  icon={<EditOutlined />}
                  onClick={() => setEditing(true)}
                  aria-label={`Edit quantities of ${item.title}`}
                >
                  Edit quantities
                </Button>
              )}
              <Button
                size="small"
                type="text"
                icon={<BgColorsOutlined />}
                onClick={() => navigate(paths.designKartItem(item.uuid))}
                aria-label={`Edit design of ${item.title}`}
              >
                Edit design
              </Button>
              <Button
                size="small"
                type="text"
                danger
                icon={<DeleteOutlined />}
                onClick={onRemove}
                aria-label={`Remove ${item.title}`}
              >
                Remove
              </Button>
            </Flex>
          ) : null
        }
      />
      {preview ? <NameListModal item={item} view={preview} onClose={() => setPreview(null)} /> : null}
      {isEditing ? <EditQuantitiesModal item={item} onClose={() => setEditing(false)} /> : null}
    </>
  );
}
