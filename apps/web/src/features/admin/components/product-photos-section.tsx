import { DeleteOutlined } from '@ant-design/icons';
import { Button, Card, Col, Empty, Flex, Row, Select, Typography } from 'antd';
import { newRowId, type ProductDraft } from './product-draft.ts';
import { ProductImageField } from './product-image-field.tsx';

/** The photo carousel of a product bought as is (not designed), each photo optionally tied to a colour. */
export function ProductPhotosSection({
  draft,
  update,
}: {
  draft: ProductDraft;
  update: (patch: Partial<ProductDraft>) => void;
}) {
  return (
    <Flex vertical gap={12}>
      <Flex justify="space-between" align="center" wrap gap={8}>
        <Typography.Text type="secondary">
          {draft.is_builder
            ? 'Builder products show their faces; photos are used for products bought as they are.'
            : 'Shown as a carousel beside the quantities. Tie a photo to a colour to show it when that colour is chosen.'}
        </Typography.Text>
        <ProductImageField
          label="new photo"
          value={null}
          size={40}
          onChange={(url) => {
            if (url)
              update({ photos: [...draft.photos, { id: newRowId(), color_code: '', large_url: url }] });
          }}
        />
      </Flex>
      {draft.photos.length === 0 ? <Empty description="No photos yet" /> : null}
      <Row gutter={[12, 12]}>
        {draft.photos.map((photo, index) => (
          <Col key={photo.id} xs={24} sm={12} md={8}>
            <Card
              size="small"
              cover={
                <div style={{ background: '#f7f9fc', display: 'grid', placeItems: 'center', height: 180 }}>
                  <img
                    src={photo.large_url}
                    alt={`Carousel slide ${index + 1}`}
                    style={{ maxHeight: 170, maxWidth: '100%' }}
                  />
                </div>
              }
            >
              <Flex gap={8} align="center">
                <Select
                  aria-label={`Photo ${index + 1} colour`}
                  value={photo.color_code}
                  style={{ flex: 1 }}
                  onChange={(color_code: string) =>
                    update({
                      photos: draft.photos.map((entry) =>
                        entry.id === photo.id ? { ...entry, color_code } : entry,
                      ),
                    })
                  }
                  options={[
                    { value: '', label: 'Any colour' },
                    ...draft.colors.map((colour) => ({
                      value: colour.value,
                      label: colour.title || colour.value,
                    })),
                  ]}
                />
                <Button
                  type="text"
                  icon={<DeleteOutlined />}
                  aria-label={`Remove photo ${index + 1}`}
                  onClick={() => update({ photos: draft.photos.filter((entry) => entry.id !== photo.id) })}
                />
              </Flex>
            </Card>
          </Col>
        ))}
      </Row>
    </Flex>
  );
}
