import type { ThemeConfig } from 'antd';

/**
 * Livery's look: deep navy with a gold accent, calm greys, generous radii. Every text colour reaches WCAG AA
 * (4.5:1) on white and on the page background: antd's defaults for secondary text (0.45 black) and its
 * tag text colours (the preset palettes' 7th shade) are about 3:1, so they are set darker here.
 */
export const theme: ThemeConfig = {
  zeroRuntime: true,
  token: {
    colorPrimary: '#1f3a5f',
    colorLink: '#2b5a8f',
    colorWarning: '#9a5b00',
    colorSuccess: '#237a49',
    colorError: '#c0392b',
    colorTextTertiary: 'rgba(0, 0, 0, 0.6)',
    colorTextDescription: 'rgba(0, 0, 0, 0.6)',
    colorTextPlaceholder: 'rgba(0, 0, 0, 0.55)',
    // Tag text colours (preset colour, 7th shade), each at least 4.5:1 on its own light tag background. The
    // hyphenated twin names the same CSS variable and would otherwise put antd's default back.
    gold7: '#8f5c00',
    'gold-7': '#8f5c00',
    green7: '#2f7a0b',
    'green-7': '#2f7a0b',
    cyan7: '#006d75',
    'cyan-7': '#006d75',
    orange7: '#ad4e00',
    'orange-7': '#ad4e00',
    volcano7: '#ad2102',
    'volcano-7': '#ad2102',
    lime7: '#3f6600',
    'lime-7': '#3f6600',
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
    // A drop zone waiting for an earlier step still says what it will take: readable, not faded.
    Upload: { colorTextDisabled: 'rgba(0, 0, 0, 0.6)' },
  },
};

/**
 * People who ask their system for less motion get none: antd's opening, closing and wave animations are off.
 * Browser tests ask for it too, which spares a busy CI machine the animation frames.
 */
export function themeForMotionPreference(prefersReducedMotion: boolean): ThemeConfig {
  return prefersReducedMotion ? { ...theme, token: { ...theme.token, motion: false } } : theme;
}
