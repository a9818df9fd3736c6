import { DeleteOutlined, EditOutlined } from '@ant-design/icons';
import { type Artwork, type FinishingMethod, updateArtworkBody } from '@livery/api-schemas/artworks';
import type { ColorsCount, FinishingKey, PrintSizeClass } from '@livery/domain/finishing';
import { Alert, App, Button, Col, Descriptions, Flex, Form, Input, Modal, Row, Select } from 'antd';
import { useState } from 'react';
import { ApiError } from '../../../../shared/api/client.ts';
import { useJoinedTeams } from '../../../../shared/api/get-joined-teams.ts';
import { useCurrentUser } from '../../../../shared/auth/current-user.ts';
import { formatDate } from '../../../../shared/format/date.ts';
import { antdRulesFrom } from '../../../../shared/forms/antd-rules-from.ts';
import { useConfirmDelete } from '../../../../shared/hooks/use-confirm-delete.ts';
import { useFormRefusal } from '../../../../shared/hooks/use-form-submit.ts';
import { useDeleteArtwork } from '../../artworks-api/delete-artwork.ts';
import { useUpdateArtwork } from '../../artworks-api/update-artwork.ts';
import {
  COLORS_COUNT_CHOICES,
  colorsCountLabel,
  finishingTitle,
  PRINT_SIZE_CHOICES,
} from './artwork-labels.ts';
import { ArtworkThumbnail } from './artwork-thumbnail.tsx';

interface EditValues {
  title: string;
  team_id: number | null;
  colors_count: ColorsCount;
  finishing: FinishingKey;
  print_size: PrintSizeClass;
}

const NO_TEAM = 0;

/** The edit mode sends every field, so the title the API takes as optional is required here. */
const rulesFor = antdRulesFrom(updateArtworkBody.shape.design_manager, { required: ['title'] });

/**
 * An artwork's modal: view mode (preview, details, Edit, Delete for its uploader, and 'Use This Artwork'
 * when the builder opened it) and edit mode (Cancel, Save). A new upload opens in edit mode.
 */
export function ArtworkModal({
  artwork: initialArtwork,
  initialMode,
  finishingMethods,
  onUse,
  onClose,
}: {
  artwork: Artwork;
  initialMode: 'view' | 'edit';
  finishingMethods: FinishingMethod[] | undefined;
  onUse?: (artwork: Artwork) => void;
  onClose: () => void;
}) {
  const [artwork, setArtwork] = useState(initialArtwork);
  const [mode, setMode] = useState(initialMode);
  const [saveError, setSaveError] = useState<string | null>(null);
  const [form] = Form.useForm<EditValues>();
  const { onFinishFailed } = useFormRefusal(form);
  const { notification } = App.useApp();
  const confirmDelete = useConfirmDelete();
  const { data: user } = useCurrentUser();
  const teams = useJoinedTeams();
  const update = useUpdateArtwork();
  const remove = useDeleteArtwork();
  const isUploader = user?.id === artwork.user_id;
  const isNewUpload = initialMode === 'edit';
  const chosenFinishing: string = Form.useWatch('finishing', form) ?? artwork.finishing;

  const startEditing = () => {
    setSaveError(null);
    setMode('edit');
  };

  const save = async (values: EditValues) => {
    setSaveError(null);
    try {
      const { data } = await update.mutateAsync({
        uuid: artwork.uuid,
        changes: {
          title: values.title,
          team_id: values.team_id === NO_TEAM ? null : values.team_id,
          colors_count: values.colors_count,
          finishing: values.finishing,
          print_size: values.print_size,
        },
      });
      setArtwork(data);
      setMode('view');
      notification.success({
        message: 'Updated!',
        description: 'The artwork has been updated.',
        duration: 2,
      });
    } catch (error) {
      // The form keeps what was typed; the reason shows above the buttons.
      setSaveError(error instanceof ApiError ? error.message : 'Something went wrong!');
    }
  };

  const confirmDeleteArtwork = () =>
    confirmDelete(async () => {
      try {
        await remove.mutateAsync(artwork.uuid);
      } catch {
        // The app's failure notice already says why (e.g. a saved design still uses it); the artwork stays open.
        return;
      }
      notification.success({
        message: 'Deleted!',
        description: 'Your artwork has been deleted.',
        duration: 2,
      });
      onClose();
    });

  const viewFooter = (
    <Flex wrap gap={8} justify="flex-end">
      {isUploader ? (
        <Button
          danger
          icon={<DeleteOutlined />}
          onClick={confirmDeleteArtwork}
          style={{ marginInlineEnd: 'auto' }}
        >
          Delete
        </Button>
      ) : null}
      <Button icon={<EditOutlined />} onClick={startEditing}>
        Edit
      </Button>
      {onUse ? (
        <Button type="primary" onClick={() => onUse(artwork)}>
          Use This Artwork
        </Button>
      ) : (
        <Button type="primary" onClick={onClose}>
          Done
        </Button>
      )}
    </Flex>
  );

  const editFooter = (
    <Flex wrap gap={8} justify="flex-end">
      <Button
        onClick={() => {
          form.resetFields();
          setSaveError(null);
          setMode('view');
        }}
      >
        Cancel
      </Button>
      <Button type="primary" loading={update.isPending} onClick={() => form.submit()}>
        Save
      </Button>
    </Flex>
  );

  const teamChoices = [
    { value: NO_TEAM, label: 'No team (everyone in the company)' },
    ...(teams.data ?? []).map((team) => ({ value: team.id, label: team.name })),
  ];
  // A team the user has left still shows by name rather than as a bare number.
  if (artwork.team_id && !teams.data?.some((team) => team.id === artwork.team_id)) {
    teamChoices.push({ value: artwork.team_id, label: artwork.team_name ?? 'Another team' });
  }

  return (
    <Modal
      open
      title={mode === 'edit' ? `Edit artwork` : artwork.title}
      onCancel={onClose}
      footer={mode === 'edit' ? editFooter : viewFooter}
      width={760}
      destroyOnHidden
    >
      <Row gutter={[20, 16]}>
        <Col xs={24} md={10}>
          <ArtworkThumbnail
            src={artwork.file_url}
            alt={`Preview of ${artwork.title}`}
            maxHeight={mode === 'edit' ? 200 : 280}
          />
        </Col>
        <Col xs={24} md={14}>
          {mode === 'view' ? (
            <Descriptions
              column={1}
              size="small"
              bordered
              items={[
                { key: 'title', label: 'Title', children: artwork.title },
                { key: 'team', label: 'Team', children: artwork.team_name ?? 'No team' },
                { key: 'uploader', label: 'Uploaded by', children: artwork.user_name || 'Unknown' },
                {
                  key: 'finishing',
                  label: 'Finishing',
                  children: finishingTitle(finishingMethods, artwork.finishing),
                },
                { key: 'colours', label: 'Colours', children: colorsCountLabel(artwork.colors_count) },
                { key: 'size', label: 'Print size', children: artwork.print_size.toUpperCase() },
                {
                  key: 'file',
                  label: 'File',
                  children: `${artwork.extension.toUpperCase()} · ${artwork.width_px} × ${artwork.height_px} px`,
                },
                { key: 'added', label: 'Added', children: formatDate(artwork.created_at) },
              ]}
            />
          ) : (
            <Form<EditValues>
              form={form}
              layout="vertical"
              requiredMark={false}
              initialValues={{
                title: artwork.title,
                team_id: artwork.team_id ?? NO_TEAM,
                colors_count: artwork.colors_count as ColorsCount,
                finishing: artwork.finishing as FinishingKey,
                print_size: artwork.print_size,
              }}
              onFinish={save}
              onFinishFailed={onFinishFailed}
            >
              <Form.Item name="title" label="Title" rules={rulesFor('title')}>
                <Input autoFocus maxLength={200} />
              </Form.Item>
              <Form.Item name="team_id" label="Team">
                <Select options={teamChoices} loading={teams.isPending} />
              </Form.Item>
              <Row gutter={12}>
                <Col xs={24} sm={12}>
                  <Form.Item
                    name="colors_count"
                    label="Colours count"
                    // A new upload's count was read from its file; the buyer's choice is what prices the print.
                    extra={isNewUpload ? 'Counted from your file: correct it if needed' : undefined}
                  >
                    <Select options={COLORS_COUNT_CHOICES} />
                  </Form.Item>
                </Col>
                <Col xs={24} sm={12}>
                  <Form.Item name="print_size" label="Print size">
                    <Select options={PRINT_SIZE_CHOICES} />
                  </Form.Item>
                </Col>
              </Row>
              <Form.Item
                name="finishing"
                label="Finishing"
                extra={finishingMethods?.find((method) => method.key === chosenFinishing)?.file_hint}
              >
                <Select
                  options={(finishingMethods ?? []).map((method) => ({
                    value: method.key,
                    label: method.title,
                  }))}
                />
              </Form.Item>
              {saveError ? <Alert type="error" showIcon message={saveError} /> : null}
            </Form>
          )}
        </Col>
      </Row>
    </Modal>
  );
}
