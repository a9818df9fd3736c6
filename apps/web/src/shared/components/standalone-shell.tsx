import { Card, Grid, Typography } from 'antd';
import type { ReactNode } from 'react';
import { LiveryLogo } from './livery-logo.tsx';

/** The standalone layout of sign-in, password and setup pages: a brand panel beside a form card. */
export function StandaloneShell({
  title,
  children,
  width = 440,
}: {
  title: ReactNode;
  children: ReactNode;
  width?: number;
}) {
  const screens = Grid.useBreakpoint();
  const isWide = screens.lg ?? false;
  return (
    <div style={{ minHeight: '100vh', display: 'flex', background: '#f4f6fa' }}>
      {isWide ? (
        <div
          style={{
            flex: '0 0 42%',
            background: 'linear-gradient(160deg, #1f3a5f 0%, #15283f 100%)',
            color: '#fff',
            padding: '48px 56px',
            display: 'flex',
            flexDirection: 'column',
            justifyContent: 'space-between',
          }}
        >
          <LiveryLogo inverted size={40} />
          <div>
            <Typography.Title level={2} style={{ color: '#fff', marginBottom: 12 }}>
              Uniforms your teams are proud to wear.
            </Typography.Title>
            <Typography.Paragraph style={{ color: 'rgba(255,255,255,0.78)', fontSize: 16, maxWidth: 420 }}>
              Design branded garments, order them for every employee from one roster, and follow each order
              from approval to delivery.
            </Typography.Paragraph>
          </div>
          <Typography.Text style={{ color: 'rgba(255,255,255,0.55)' }}>
            Livery ordering portal
          </Typography.Text>
        </div>
      ) : null}
      <div style={{ flex: 1, display: 'flex', alignItems: 'center', justifyContent: 'center', padding: 16 }}>
        <div style={{ width: '100%', maxWidth: width }}>
          {isWide ? null : (
            <div style={{ display: 'flex', justifyContent: 'center', marginBottom: 20 }}>
              <LiveryLogo size={36} />
            </div>
          )}
          <Card variant="borderless" style={{ boxShadow: '0 8px 30px rgba(31,58,95,0.08)' }}>
            <Typography.Title level={3} style={{ marginTop: 0 }}>
              {title}
            </Typography.Title>
            {children}
          </Card>
        </div>
      </div>
    </div>
  );
}
