import { Flex, Tooltip, Typography } from 'antd';

/** Round swatches of a product's colours, at most `limit`, with "+N" for the rest. */
export function ColourSwatches({
  colours,
  limit = 6,
  size = 16,
}: {
  colours: ReadonlyArray<{ value: string; title: string }>;
  limit?: number;
  size?: number;
}) {
  const shown = colours.slice(0, limit);
  const hidden = colours.length - shown.length;
  return (
    <Flex
      gap={6}
      align="center"
      wrap
      // One picture to a screen reader, named by every colour (a bare div may not carry a label).
      role="img"
      aria-label={`Colours: ${colours.map((colour) => colour.title).join(', ')}`}
    >
      {shown.map((colour) => (
        <Tooltip key={`${colour.value}-${colour.title}`} title={colour.title}>
          <span
            style={{
              width: size,
              height: size,
              borderRadius: '50%',
              background: colour.value,
              border: '1px solid rgba(15, 23, 42, 0.18)',
              display: 'inline-block',
              flex: 'none',
            }}
          />
        </Tooltip>
      ))}
      {hidden > 0 ? (
        <Typography.Text type="secondary" style={{ fontSize: 12 }}>
          +{hidden}
        </Typography.Text>
      ) : null}
    </Flex>
  );
}
