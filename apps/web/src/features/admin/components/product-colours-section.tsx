import { DeleteOutlined, PlusOutlined } from '@ant-design/icons';
import { Button, ColorPicker, Flex, Input, Table, Typography } from 'antd';
import { type ColourDraft, newRowId, type ProductDraft } from './product-draft.ts';
import { ProductImageField } from './product-image-field.tsx';

/** Colours with a swatch, a name and the garment drawn in that colour for each face. */
export function ProductColoursSection({
  draft,
  update,
}: {
  draft: ProductDraft;
  update: (patch: Partial<ProductDraft>) => void;
}) {
  const setColour = (id: string, patch: Partial<ColourDraft>) =>
    update({ colors: draft.colors.map((colour) => (colour.id === id ? { ...colour, ...patch } : colour)) });

  return (
    <Flex vertical gap={12}>
      <Flex justify="space-between" align="center" wrap gap={8}>
        <Typography.Text type="secondary">
          The builder shows the garment in the chosen colour; without a picture for a face it shows the face's
          template.
        </Typography.Text>
        <Button
          icon={<PlusOutlined />}
          onClick={() =>
            update({ colors: [...draft.colors, { id: newRowId(), value: '#1f3a5f', title: '', images: {} }] })
          }
        >
          Add colour
        </Button>
      </Flex>
      <Table<ColourDraft>
        rowKey="id"
        size="small"
        pagination={false}
        dataSource={draft.colors}
        scroll={{ x: 'max-content' }}
        columns={[
          {
            title: 'Colour',
            render: (_, colour, index) => (
              <Flex gap={8} align="center">
                <ColorPicker
                  value={colour.value}
                  disabledAlpha
                  onChangeComplete={(value) => setColour(colour.id, { value: value.toHexString() })}
                  aria-label={`Colour ${index + 1} swatch`}
                />
                <Input
                  aria-label={`Colour ${index + 1} name`}
                  placeholder="Name, e.g. Navy"
                  value={colour.title}
                  onChange={(event) => setColour(colour.id, { title: event.target.value })}
                  style={{ width: 150 }}
                />
                <Typography.Text type="secondary" style={{ fontSize: 12 }}>
                  {colour.value}
                </Typography.Text>
              </Flex>
            ),
          },
          ...draft.faces.map((face) => ({
            title: `${face.alias || 'Face'} picture`,
            key: face.id,
            render: (_: unknown, colour: ColourDraft) => (
              <ProductImageField
                size={56}
                label={`${colour.title || 'colour'} ${face.alias} picture`}
                value={colour.images[face.alias]}
                onChange={(url) => {
                  const images = { ...colour.images };
                  if (url) images[face.alias] = url;
                  else delete images[face.alias];
                  setColour(colour.id, { images });
                }}
              />
            ),
          })),
          {
            title: '',
            width: 48,
            render: (_, colour) => (
              <Button
                type="text"
                icon={<DeleteOutlined />}
                aria-label={`Remove colour ${colour.title}`}
                onClick={() => update({ colors: draft.colors.filter((entry) => entry.id !== colour.id) })}
              />
            ),
          },
        ]}
      />
    </Flex>
  );
}
