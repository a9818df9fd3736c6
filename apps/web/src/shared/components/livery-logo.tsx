import { Space, Typography } from 'antd';

/** The Livery mark and wordmark. */
export function LiveryLogo({ inverted = false, size = 32 }: { inverted?: boolean; size?: number }) {
  return (
    <Space size={10} align="center">
      <img src="/livery-mark.svg" alt="" width={size} height={size} style={{ display: 'block' }} />
      <Typography.Text
        strong
        style={{ fontSize: size * 0.62, letterSpacing: 0.5, color: inverted ? '#ffffff' : '#1f3a5f' }}
      >
        Livery
      </Typography.Text>
    </Space>
  );
}
