import { DeleteOutlined, PaperClipOutlined, UploadOutlined } from '@ant-design/icons';
import type { Address } from '@livery/api-schemas/addresses';
import type { AttachmentFile } from '@livery/api-schemas/cart';
import { createOrderBody } from '@livery/api-schemas/orders';
import type { Team } from '@livery/api-schemas/teams';
import { PO_ATTACHMENT_ACCEPT } from '@livery/domain/constants';
import {
  App,
  Button,
  Card,
  Flex,
  Form,
  type FormInstance,
  Input,
  List,
  Select,
  Typography,
  Upload,
} from 'antd';
import { antdRulesFrom } from '../../../shared/forms/antd-rules-from.ts';
import { useConfirmDelete } from '../../../shared/hooks/use-confirm-delete.ts';
import type { AttachmentKind } from '../api/cart-keys.ts';
import { useDeleteAttachment } from '../api/delete-attachment.ts';
import { useUploadAttachments } from '../api/upload-attachments.ts';

export interface CheckoutValues {
  team_id?: number;
  /** The chosen addresses are the user's (PUT /api/users/{id}); the form holds them to check and focus them. */
  ship_add_id?: number;
  bill_add_id?: number;
  reference?: string;
}

/** Spec 02 section 5: images, xls, xlsx, csv and pdf. */
const ACCEPTED_FILES = PO_ATTACHMENT_ACCEPT;

/** The text the server and this form use for a missing PO reference. */
export const PO_REFERENCE_MESSAGE = 'Enter a PO reference (NA if not applicable)';

/**
 * Checkout is checked by the order's schema. The schema leaves the team and addresses to the service, which
 * refuses a missing one in these words; the form says them before the call.
 */
const rulesFor = antdRulesFrom(createOrderBody, {
  required: {
    team_id: 'Select a team',
    ship_add_id: 'Select Shipping Address',
    bill_add_id: 'Select Billing Address',
  },
});

/** The chosen address and its Choose/Change button; the button carries the field's id so a refusal focuses it. */
function AddressChoice({
  id,
  name,
  address,
  onChange,
}: {
  id?: string;
  name: string;
  address: Address | undefined;
  onChange: () => void;
}) {
  return (
    <Flex gap={8} align="flex-start" justify="space-between">
      <Typography.Text type={address ? undefined : 'secondary'} style={{ minWidth: 0 }}>
        {address ? address.summary : 'No address chosen'}
      </Typography.Text>
      <Button id={id} size="small" onClick={onChange} aria-label={`${address ? 'Change' : 'Choose'} ${name}`}>
        {address ? 'Change' : 'Choose'}
      </Button>
    </Flex>
  );
}

/** Files already stored with the cart, each removable. */
function StoredFiles({ kind, files }: { kind: AttachmentKind; files: AttachmentFile[] }) {
  const remove = useDeleteAttachment(kind);
  const { notification } = App.useApp();
  const confirmDelete = useConfirmDelete();
  if (files.length === 0) return null;
  return (
    <List
      size="small"
      dataSource={files}
      renderItem={(file) => (
        <List.Item
          actions={[
            <Button
              key="remove"
              type="text"
              size="small"
              danger
              icon={<DeleteOutlined />}
              aria-label={`Remove ${file.name}`}
              onClick={() =>
                confirmDelete(async () => {
                  await remove.mutateAsync(file.id);
                  notification.success({ message: 'Deleted!', description: 'Your file has been deleted.' });
                })
              }
            />,
          ]}
        >
          <a href={file.url}>
            <PaperClipOutlined /> {file.name}
          </a>
        </List.Item>
      )}
    />
  );
}

/** The Information card: team, shipping and billing address, PO reference and attachments. */
export function InformationCard(props: {
  form: FormInstance<CheckoutValues>;
  teams: Team[];
  shipAddress: Address | undefined;
  billAddress: Address | undefined;
  /** Whether the PO reference must be filled for the submit under way (not for quotes, not with PO files). */
  isReferenceRequired: () => boolean;
  onPickAddress: (kind: 'ship' | 'bill') => void;
  poFiles: File[];
  onPoFilesChange: (files: File[]) => void;
  uploadedPoFiles: AttachmentFile[];
  otherFiles: AttachmentFile[];
}) {
  const uploadOther = useUploadAttachments('other');
  const { notification } = App.useApp();
  return (
    <Card title="Information" style={{ marginBottom: 16 }}>
      <Form form={props.form} name="checkout" layout="vertical" requiredMark={false}>
        <Form.Item label="Team" name="team_id" rules={rulesFor('team_id')}>
          <Select
            options={props.teams.map((team) => ({ value: team.id, label: team.name }))}
            placeholder="Select a team"
          />
        </Form.Item>
        <Form.Item label="Shipping address (required)" name="ship_add_id" rules={rulesFor('ship_add_id')}>
          <AddressChoice
            name="shipping address"
            address={props.shipAddress}
            onChange={() => props.onPickAddress('ship')}
          />
        </Form.Item>
        <Form.Item label="Billing address" name="bill_add_id" rules={rulesFor('bill_add_id')}>
          <AddressChoice
            name="billing address"
            address={props.billAddress}
            onChange={() => props.onPickAddress('bill')}
          />
        </Form.Item>
        <Form.Item
          label="PO reference"
          name="reference"
          rules={[
            ...rulesFor('reference'),
            // Required only for an order without PO files (not for quotes): the service's rule, which needs
            // to know the submit under way and the files chosen, so it cannot be the schema's.
            {
              validator: (_, value: string | undefined) =>
                props.isReferenceRequired() && !value?.trim()
                  ? Promise.reject(new Error(PO_REFERENCE_MESSAGE))
                  : Promise.resolve(),
            },
          ]}
        >
          <Input placeholder="PO (NA if not applicable)" maxLength={200} />
        </Form.Item>
        <Form.Item label="PO attachments" extra="Images, xls, xlsx, csv or pdf; uploaded when you submit.">
          <StoredFiles kind="po" files={props.uploadedPoFiles} />
          <Upload
            multiple
            accept={ACCEPTED_FILES}
            fileList={props.poFiles.map((file, index) => ({
              uid: `${index}-${file.name}`,
              name: file.name,
              status: 'done' as const,
            }))}
            beforeUpload={(file, chosen) => {
              // Kept in the page until checkout: the spec says PO files are not uploaded automatically.
              if (file === chosen[0]) props.onPoFilesChange([...props.poFiles, ...chosen]);
              return false;
            }}
            onRemove={(entry) =>
              props.onPoFilesChange(
                props.poFiles.filter((file, index) => `${index}-${file.name}` !== entry.uid),
              )
            }
          >
            <Button icon={<UploadOutlined />}>Attach PO files</Button>
          </Upload>
        </Form.Item>
        <Form.Item label="Other attachments" style={{ marginBottom: 0 }}>
          <StoredFiles kind="other" files={props.otherFiles} />
          <Upload
            multiple
            accept={ACCEPTED_FILES}
            showUploadList={false}
            beforeUpload={(file, chosen) => {
              if (file === chosen[0]) {
                uploadOther.mutate(chosen, {
                  onError: (failure) => notification.error({ message: failure.message }),
                });
              }
              return false;
            }}
          >
            <Button icon={<UploadOutlined />} loading={uploadOther.isPending}>
              Attach files
            </Button>
          </Upload>
        </Form.Item>
      </Form>
    </Card>
  );
}
