import type { SavedProduct } from '@livery/api-schemas/saved-products';
import type { RosterChanges } from '@livery/domain/roster-changes';
import type { SizeReading } from '@livery/domain/roster-sizes';
import { Alert, Collapse, Typography } from 'antd';

const listed = (people: ReadonlyArray<{ staff_id: string; name: string }>, more = (_: number) => '') =>
  people
    .map((person, index) => `${person.name || '(no name)'} (${person.staff_id})${more(index)}`)
    .join(', ');

/** "Sizes read as the product's own": each spelling typed, what it was read as, and on how many rows. */
export function SizeReadingsNotice({
  readings,
  products,
}: {
  readings: ReadonlyArray<SizeReading & { rows: number }>;
  products: SavedProduct[];
}) {
  if (readings.length === 0) return null;
  const byProduct = products.flatMap((product, index) => {
    const column = `product${index + 1}_size`;
    const mine = readings.filter((reading) => reading.column === column);
    if (mine.length === 0) return [];
    const text = mine
      .map(
        (reading) =>
          `“${reading.typed}” → ${reading.size} (${reading.rows} ${reading.rows === 1 ? 'row' : 'rows'})`,
      )
      .join(', ');
    return [`Product ${index + 1} (${product.title}): ${text}`];
  });
  return (
    <Alert
      type="info"
      showIcon
      title="Sizes read as the product's own"
      description={
        <>
          {byProduct.map((line) => (
            <div key={line}>{line}</div>
          ))}
          <Typography.Text type="secondary">Change a size in its row if it was read wrongly.</Typography.Text>
        </>
      }
    />
  );
}

/** Rows of a staff ID ordering one product more than once: each must be kept or dropped. */
export function DuplicatesNotice({ openCount, staffIds }: { openCount: number; staffIds: string[] }) {
  if (openCount === 0) return null;
  return (
    <Alert
      type="warning"
      showIcon
      title={`${openCount} rows share a staff ID with another row: ${staffIds.slice(0, 10).join(', ')}${staffIds.length > 10 ? ' …' : ''}`}
      description="Each would be billed. Keep a row to order for that person twice, or Drop it."
    />
  );
}

/** People a Reorder brought back who are no longer in the employee database. */
export function LeaversNotice({ leavers }: { leavers: ReadonlyArray<{ staff_id: string; name: string }> }) {
  if (leavers.length === 0) return null;
  return (
    <Alert
      type="warning"
      showIcon
      title={`${leavers.length} ${leavers.length === 1 ? 'person is' : 'people are'} no longer in the employee database`}
      description={`${listed(leavers)}. Remove their rows if they have left, or keep them to order for them again.`}
    />
  );
}

/** For each product ordered before: who joined, who left and whose size changed since. */
export function RosterChangesPanel({
  changes,
}: {
  changes: ReadonlyArray<{ product: SavedProduct; number: number; changes: RosterChanges }>;
}) {
  if (changes.length === 0) return null;
  return (
    <Collapse
      size="small"
      items={changes.map(({ product, number, changes: { joined, left, resized } }) => ({
        key: product.uuid,
        label: `Product ${number}: ${product.title} against the employee database · ${joined.length} joined · ${left.length} left · ${resized.length} size changed`,
        children: (
          <>
            <Typography.Paragraph>
              <Typography.Text strong>Joined: </Typography.Text>
              {joined.length > 0 ? listed(joined) : 'nobody new'}
            </Typography.Paragraph>
            <Typography.Paragraph>
              <Typography.Text strong>Left (not on this roster): </Typography.Text>
              {left.length > 0 ? listed(left, (index) => `, last ${left[index]!.size}`) : 'nobody'}
            </Typography.Paragraph>
            <Typography.Paragraph style={{ marginBottom: 0 }}>
              <Typography.Text strong>Size changed: </Typography.Text>
              {resized.length > 0
                ? listed(resized, (index) => `: ${resized[index]!.from} → ${resized[index]!.to}`)
                : 'nobody'}
            </Typography.Paragraph>
          </>
        ),
      }))}
    />
  );
}
