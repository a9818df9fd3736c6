import {
  CheckOutlined,
  EditOutlined,
  FilePdfOutlined,
  SendOutlined,
  UploadOutlined,
} from '@ant-design/icons';
import type { OrderProofsResponse, ProofJson } from '@livery/api-schemas/proofs';
import {
  PROOF_COMMENT_MAX_LENGTH,
  PROOF_IMAGE_ACCEPT,
  PROOF_STATUS_LABELS,
  type ProofStatus,
  proofSizeBreakdown,
} from '@livery/domain/proof-status';
import {
  Alert,
  App,
  Button,
  Card,
  Collapse,
  Flex,
  Input,
  Popconfirm,
  Skeleton,
  Tag,
  Typography,
  Upload,
} from 'antd';
import { type MouseEvent, useState } from 'react';
import {
  type ProofSide,
  useApproveProof,
  useDraftProofVersion,
  useOrderProofs,
  useRequestProofChanges,
  useSendProof,
  useUploadProofPicture,
} from '../api/order-proofs.ts';
import { formatDateTime } from '../format/date.ts';

type Line = OrderProofsResponse['lines'][number];
type Pin = { image: number; x: number; y: number };

const STATUS_COLOURS: Record<ProofStatus, string> = {
  draft: 'default',
  sent: 'gold',
  approved: 'green',
  changes_requested: 'red',
};

export function ProofStatusTag({ status }: { status: ProofStatus }) {
  return (
    <Tag color={STATUS_COLOURS[status]} bordered={false}>
      {PROOF_STATUS_LABELS[status]}
    </Tag>
  );
}

/** The pictures of a version, with the buyer's pin; in picking mode a click on a picture moves the pin there. */
function ProofPictures({
  proof,
  pin,
  onPick,
  size = 280,
}: {
  proof: ProofJson;
  pin: Pin | null;
  onPick?: (pin: Pin) => void;
  size?: number;
}) {
  const pick = (image: number) => (event: MouseEvent<HTMLDivElement>) => {
    if (!onPick) return;
    const box = event.currentTarget.getBoundingClientRect();
    const fraction = (value: number) => Math.round(Math.min(1, Math.max(0, value)) * 1000) / 1000;
    onPick({
      image,
      x: fraction((event.clientX - box.left) / box.width),
      y: fraction((event.clientY - box.top) / box.height),
    });
  };
  if (proof.images.length === 0)
    return (
      <Typography.Text type="secondary">
        This version is being drawn; it shows here in a moment.
      </Typography.Text>
    );
  return (
    <Flex gap={12} wrap>
      {proof.images.map((image, index) => (
        <figure key={image.url} style={{ margin: 0, width: size, maxWidth: '100%' }}>
          {/* biome-ignore lint/a11y/noStaticElementInteractions: the pin is also described in words below the picture */}
          {/* biome-ignore lint/a11y/useKeyWithClickEvents: the comment says where; the pin only points at it */}
          <div
            onClick={pick(index)}
            style={{
              position: 'relative',
              border: '1px solid #d9dee7',
              borderRadius: 8,
              overflow: 'hidden',
              cursor: onPick ? 'crosshair' : 'default',
              aspectRatio: `${image.width} / ${image.height}`,
              background: '#fff',
            }}
            data-testid="proof-picture"
          >
            <img
              src={image.url}
              alt={`Proof v${proof.version}, ${image.face}`}
              style={{ width: '100%', height: '100%', objectFit: 'contain', display: 'block' }}
            />
            {pin && pin.image === index && (
              <span
                role="img"
                aria-label={`Pin at ${Math.round(pin.x * 100)}% across, ${Math.round(pin.y * 100)}% down`}
                data-testid="proof-pin"
                style={{
                  position: 'absolute',
                  left: `${pin.x * 100}%`,
                  top: `${pin.y * 100}%`,
                  width: 22,
                  height: 22,
                  marginLeft: -11,
                  marginTop: -11,
                  borderRadius: '50%',
                  // A ring, not a dot: a pin on a small logo leaves the logo it points at in sight.
                  background: 'transparent',
                  border: '3px solid #d11a2a',
                  boxShadow: '0 0 0 2px #fff, inset 0 0 0 1px #fff',
                }}
              />
            )}
          </div>
          <figcaption style={{ textAlign: 'center', fontSize: 12, color: '#6b7280', marginTop: 4 }}>
            {image.face}
          </figcaption>
        </figure>
      ))}
    </Flex>
  );
}

function ProofFacts({ line, proof }: { line: Line; proof: ProofJson }) {
  return (
    <Flex vertical gap={2} style={{ fontSize: 13 }}>
      {proof.prints.length === 0 ? (
        <Typography.Text type="secondary">No decoration</Typography.Text>
      ) : (
        proof.prints.map((print) => (
          <Typography.Text key={`${print.face}-${print.width_cm}x${print.height_cm}-${print.finishing}`}>
            <strong>{print.face}</strong>: {print.width_cm} × {print.height_cm} cm · {print.colors_count}{' '}
            {print.colors_count === 1 ? 'colour' : 'colours'} · {print.finishing}
          </Typography.Text>
        ))
      )}
      <Typography.Text>
        <strong>Colour</strong>: {line.apparel_color ?? '—'}
      </Typography.Text>
      <Typography.Text>
        <strong>Sizes</strong>: {proofSizeBreakdown(line.qty_options) || '—'} ({line.total_qty} pieces)
      </Typography.Text>
      {proof.pdf_url && (
        <a href={proof.pdf_url} target="_blank" rel="noreferrer">
          <FilePdfOutlined /> Proof v{proof.version} (PDF)
        </a>
      )}
    </Flex>
  );
}

/**
 * The buyer's decision on a sent proof. While asking for changes the pictures above take the pin (the line shows
 * them once, with `pin` and `onPick` from here), so the buyer clicks the very picture they are looking at.
 */
function BuyerDecision({
  proof,
  isAsking,
  setAsking,
  pin,
}: {
  proof: ProofJson;
  isAsking: boolean;
  setAsking: (asking: boolean) => void;
  pin: Pin | null;
}) {
  const { message } = App.useApp();
  const approve = useApproveProof();
  const requestChanges = useRequestProofChanges();
  const [comment, setComment] = useState('');
  if (!isAsking)
    return (
      <Flex gap={8} wrap>
        <Popconfirm
          title={`Approve version ${proof.version}?`}
          description="Production may start on this proof."
          okText="Approve"
          onConfirm={() =>
            approve.mutateAsync(proof.id).then(() => message.success(`Proof v${proof.version} approved`))
          }
        >
          <Button type="primary" icon={<CheckOutlined />} loading={approve.isPending}>
            Approve proof
          </Button>
        </Popconfirm>
        <Button icon={<EditOutlined />} onClick={() => setAsking(true)}>
          Ask for changes
        </Button>
      </Flex>
    );
  return (
    <Flex vertical gap={8}>
      <Typography.Text>
        Click the picture above where the change is needed, then say what should change.
      </Typography.Text>
      <Input.TextArea
        aria-label="What should change"
        placeholder="What should change?"
        value={comment}
        maxLength={PROOF_COMMENT_MAX_LENGTH}
        autoSize={{ minRows: 2, maxRows: 6 }}
        onChange={(event) => setComment(event.target.value)}
      />
      <Flex gap={8} wrap>
        <Button
          type="primary"
          disabled={!comment.trim()}
          loading={requestChanges.isPending}
          onClick={() =>
            requestChanges.mutate(
              { proofId: proof.id, body: { comment, ...(pin ? { pin } : {}) } },
              {
                onSuccess: () => {
                  void message.success('Change request sent');
                  setAsking(false);
                },
              },
            )
          }
        >
          Send change request
        </Button>
        <Button onClick={() => setAsking(false)}>Cancel</Button>
      </Flex>
    </Flex>
  );
}

function ProviderActions({ orderUuid, line, proof }: { orderUuid: string; line: Line; proof: ProofJson }) {
  const { message } = App.useApp();
  const send = useSendProof();
  const draft = useDraftProofVersion(orderUuid);
  const upload = useUploadProofPicture();
  if (proof.status === 'draft')
    return (
      <Flex gap={8} wrap>
        <Popconfirm
          title={`Send version ${proof.version} to the customer?`}
          description="The buyer is e-mailed a link to approve it."
          okText="Send"
          onConfirm={() =>
            send.mutateAsync(proof.id).then(() => message.success(`Proof v${proof.version} sent`))
          }
        >
          <Button type="primary" icon={<SendOutlined />} loading={send.isPending}>
            Send to customer
          </Button>
        </Popconfirm>
        <Upload
          accept={PROOF_IMAGE_ACCEPT}
          showUploadList={false}
          beforeUpload={(file) => {
            upload.mutate(
              { proofId: proof.id, file },
              { onSuccess: () => message.success('Mock-up in place of the drawn proof') },
            );
            return false;
          }}
        >
          <Button icon={<UploadOutlined />} loading={upload.isPending}>
            Replace with a mock-up
          </Button>
        </Upload>
      </Flex>
    );
  if (proof.status === 'sent')
    return <Typography.Text type="secondary">Waiting for the customer.</Typography.Text>;
  return (
    <Button
      icon={<EditOutlined />}
      loading={draft.isPending}
      onClick={() =>
        draft.mutate(line.line_id, {
          onSuccess: () => message.success(`Version ${proof.version + 1} drafted`),
        })
      }
    >
      Draft version {proof.version + 1}
    </Button>
  );
}

function LineProof({ orderUuid, line, side }: { orderUuid: string; line: Line; side: ProofSide }) {
  const [latest, ...earlier] = line.proofs;
  const [isAsking, setAsking] = useState(false);
  const [pickedPin, setPickedPin] = useState<Pin | null>(null);
  const canDecide = side === 'buyer' && latest?.status === 'sent';
  const picking = canDecide && isAsking;
  return (
    <section
      aria-label={`Proof of ${line.title}`}
      style={{ paddingBlock: 12, borderTop: '1px solid #eef0f4' }}
    >
      <Flex justify="space-between" align="center" gap={8} wrap style={{ marginBottom: 8 }}>
        <Typography.Text strong>
          {line.title}
          {latest && ` · v${latest.version}`}
        </Typography.Text>
        {latest ? <ProofStatusTag status={latest.status} /> : <Tag bordered={false}>No proof yet</Tag>}
      </Flex>
      {!latest ? (
        <Typography.Text type="secondary">The proof is drawn when the order is approved.</Typography.Text>
      ) : (
        <Flex vertical gap={12}>
          {latest.status === 'changes_requested' && latest.comment && (
            <Alert
              type="warning"
              showIcon
              message={`${latest.decided_by ?? 'The customer'} asked for changes${latest.pin ? ' (pinned on the picture)' : ''}`}
              description={latest.comment}
            />
          )}
          {latest.status === 'approved' && (
            <Typography.Text type="success">
              Approved by {latest.decided_by ?? 'the customer'}{' '}
              {latest.decided_at && formatDateTime(latest.decided_at)}
            </Typography.Text>
          )}
          <Flex gap={16} wrap align="start">
            <ProofPictures
              proof={latest}
              pin={picking ? pickedPin : latest.pin}
              onPick={picking ? setPickedPin : undefined}
            />
            <ProofFacts line={line} proof={latest} />
          </Flex>
          {canDecide && (
            <BuyerDecision
              proof={latest}
              isAsking={isAsking}
              setAsking={(asking) => {
                setAsking(asking);
                setPickedPin(null);
              }}
              pin={pickedPin}
            />
          )}
          {side === 'provider' && <ProviderActions orderUuid={orderUuid} line={line} proof={latest} />}
          {earlier.length > 0 && (
            <Collapse
              size="small"
              items={[
                {
                  key: 'earlier',
                  label: `Earlier versions (${earlier.length})`,
                  children: (
                    <Flex vertical gap={12}>
                      {earlier.map((proof) => (
                        <Flex key={proof.id} vertical gap={6}>
                          <Flex gap={8} align="center" wrap>
                            <Typography.Text strong>v{proof.version}</Typography.Text>
                            <ProofStatusTag status={proof.status} />
                            {proof.comment && <Typography.Text italic>“{proof.comment}”</Typography.Text>}
                          </Flex>
                          <ProofPictures proof={proof} pin={proof.pin} size={140} />
                        </Flex>
                      ))}
                    </Flex>
                  ),
                },
              ]}
            />
          )}
        </Flex>
      )}
    </section>
  );
}

/**
 * An order's proofs, line by line: the latest version's pictures, prints and sizes with the side's actions (the
 * buyer approves or pins a change; the provider replaces, sends or drafts the next), earlier versions folded.
 */
export function OrderProofs({
  orderUuid,
  side,
  variant = 'card',
}: {
  orderUuid: string;
  side: ProofSide;
  variant?: 'card' | 'section';
}) {
  const proofs = useOrderProofs(orderUuid, side);
  const lines = proofs.data?.lines ?? [];
  if (proofs.isLoading) return <Skeleton active />;
  if (!lines.some((line) => line.proofs.length > 0)) return null;
  const body = (
    <>
      {proofs.data?.proofs_required && (
        <Typography.Paragraph type="secondary" style={{ marginBottom: 0 }}>
          Production starts when every line's latest proof is approved.
        </Typography.Paragraph>
      )}
      {lines.map((line) => (
        <LineProof key={line.line_id} orderUuid={orderUuid} line={line} side={side} />
      ))}
    </>
  );
  if (variant === 'section')
    return (
      <section id="proofs" aria-label="Proofs" style={{ marginTop: 16 }}>
        <Typography.Title level={5}>Proofs</Typography.Title>
        {body}
      </section>
    );
  return (
    <Card id="proofs" title="Proofs" style={{ marginBottom: 16 }}>
      {body}
    </Card>
  );
}
