import type { ThemeConfig } from 'antd';

/** Livery's look: deep navy with a gold accent, calm greys, generous radii. */
export const theme: ThemeConfig = {
  token: {
    colorPrimary: '#1f3a5f',
    colorLink: '#2b5a8f',
    colorWarning: '#d4880f',
    colorSuccess: '#2e8b57',
    colorError: '#c0392b',
    borderRadius: 8,
    fontFamily:
      "system-ui, -apple-system, 'Segoe UI', Roboto, 'Helvetica Neue', Arial, 'Noto Sans', sans-serif",
    colorBgLayout: '#f4f6fa',
  },
  components: {
    Layout: { siderBg: '#16293f', headerHeight: 64 },
    Menu: {
      darkItemBg: 'transparent',
      darkItemSelectedBg: 'rgba(244,185,66,0.16)',
      darkItemSelectedColor: '#f4b942',
      darkItemColor: 'rgba(255,255,255,0.78)',
    },
    Card: { borderRadiusLG: 12 },
    Table: { headerBg: '#f7f9fc' },
  },
};
