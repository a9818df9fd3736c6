import { DeleteOutlined, PlusOutlined } from '@ant-design/icons';
import { Button, Card, Empty, Flex, Input, Typography } from 'antd';
import { defaultPrintConfig, type FaceDraft, newRowId, type ProductDraft } from './product-draft.ts';
import { ProductImageField } from './product-image-field.tsx';
import { PrintAreaEditor } from './product-print-area-editor.tsx';

/** The faces a buyer designs on: name, template picture and the print area drawn over it. */
export function ProductFacesSection({
  draft,
  update,
}: {
  draft: ProductDraft;
  update: (patch: Partial<ProductDraft>) => void;
}) {
  const setFace = (id: string, patch: Partial<FaceDraft>) =>
    update({ faces: draft.faces.map((face) => (face.id === id ? { ...face, ...patch } : face)) });

  const rename = (face: FaceDraft, alias: string) => {
    // Colour pictures are kept per face name, so they follow the face when it is renamed.
    const colors = draft.colors.map((colour) => {
      const picture = colour.images[face.alias];
      if (picture === undefined) return colour;
      const images = { ...colour.images };
      delete images[face.alias];
      return { ...colour, images: { ...images, [alias]: picture } };
    });
    update({
      colors,
      faces: draft.faces.map((entry) => (entry.id === face.id ? { ...entry, alias } : entry)),
    });
  };

  const addFace = () => {
    const taken = new Set(draft.faces.map((face) => face.alias));
    const alias = ['Front', 'Back', 'Left Sleeve', 'Right Sleeve'].find((name) => !taken.has(name)) ?? 'Face';
    update({
      faces: [...draft.faces, { id: newRowId(), alias, template_url: '', pconfig: defaultPrintConfig() }],
    });
  };

  return (
    <Flex vertical gap={16}>
      <Flex justify="space-between" align="center" wrap gap={8}>
        <Typography.Text type="secondary">
          The builder opens on the first face. Templates are drawn on a 650 × 650 px square with a white
          garment body.
        </Typography.Text>
        <Button icon={<PlusOutlined />} onClick={addFace}>
          Add face
        </Button>
      </Flex>
      {draft.faces.length === 0 ? <Empty description="No faces yet: a builder product needs one." /> : null}
      {draft.faces.map((face, index) => (
        <Card
          key={face.id}
          size="small"
          title={
            <Flex gap={8} align="center" wrap>
              <Typography.Text>Face {index + 1}</Typography.Text>
              <Input
                aria-label={`Face ${index + 1} name`}
                value={face.alias}
                onChange={(event) => rename(face, event.target.value)}
                style={{ width: 160 }}
              />
            </Flex>
          }
          extra={
            <Button
              type="text"
              danger
              icon={<DeleteOutlined />}
              onClick={() => update({ faces: draft.faces.filter((entry) => entry.id !== face.id) })}
            >
              Remove face
            </Button>
          }
        >
          <Flex vertical gap={12}>
            <ProductImageField
              label={`${face.alias} template`}
              value={face.template_url}
              allowRemove={false}
              onChange={(url) => setFace(face.id, { template_url: url ?? '' })}
            />
            <PrintAreaEditor
              faceName={face.alias || `Face ${index + 1}`}
              templateUrl={face.template_url}
              config={face.pconfig}
              onChange={(pconfig) => setFace(face.id, { pconfig })}
            />
          </Flex>
        </Card>
      ))}
    </Flex>
  );
}
