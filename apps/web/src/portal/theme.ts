import type { ThemeConfig } from 'antd';

/** The portal's look: the brand's navy and teal, compact enough for dense operational tables. */
export const PORTAL_THEME: ThemeConfig = {
  token: {
    colorPrimary: '#0f6e8c',
    colorInfo: '#0f6e8c',
    colorSuccess: '#1f9d74',
    colorLink: '#0f6e8c',
    borderRadius: 6,
    fontFamily:
      "system-ui, -apple-system, 'Segoe UI', 'PingFang SC', 'Microsoft YaHei', 'Noto Sans CJK SC', sans-serif",
  },
  components: {
    Layout: {
      siderBg: '#0b2f45',
      headerBg: '#ffffff',
      bodyBg: '#f2f5f8',
      headerHeight: 56,
      headerPadding: '0 16px',
    },
    Menu: {
      darkItemBg: '#0b2f45',
      darkSubMenuItemBg: '#082536',
      darkPopupBg: '#0b2f45',
      darkItemSelectedBg: '#0f7c73',
      darkItemColor: 'rgba(255,255,255,0.72)',
      itemBorderRadius: 6,
    },
    Table: { headerBg: '#f5f7fa' },
    Card: { headerFontSize: 15 },
  },
};
