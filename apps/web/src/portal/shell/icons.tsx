import {
  AccountBookOutlined,
  ApiOutlined,
  AuditOutlined,
  BarChartOutlined,
  CalculatorOutlined,
  CarOutlined,
  ContainerOutlined,
  DashboardOutlined,
  EnvironmentOutlined,
  FileTextOutlined,
  FundOutlined,
  MailOutlined,
  MessageOutlined,
  NotificationOutlined,
  SafetyCertificateOutlined,
  SafetyOutlined,
  SettingOutlined,
  TeamOutlined,
} from '@ant-design/icons';
import type { ReactNode } from 'react';

const GROUP_ICONS: Record<string, ReactNode> = {
  dashboards: <DashboardOutlined />,
  bookings: <ContainerOutlined />,
  tracking: <EnvironmentOutlined />,
  charges: <AccountBookOutlined />,
  tariffs: <CalculatorOutlined />,
  space: <FundOutlined />,
  crm: <TeamOutlined />,
  customs: <SafetyCertificateOutlined />,
  reports: <BarChartOutlined />,
  drayage: <CarOutlined />,
  integrations: <ApiOutlined />,
  administration: <SettingOutlined />,
  communication: <MessageOutlined />,
};

const PAGE_ICONS: Record<string, ReactNode> = {
  dashboardUser: <DashboardOutlined />,
  udRole: <SafetyOutlined />,
  upgrade: <NotificationOutlined />,
  accountApproval: <AuditOutlined />,
  mailOutbox: <MailOutlined />,
};

/** Menu group codes are 'group:<name>' (seeded from MENU_GROUPS). */
export const groupIcon = (code: string): ReactNode => GROUP_ICONS[code.replace(/^group:/, '')] ?? <FileTextOutlined />;
export const pageIcon = (url: string): ReactNode => PAGE_ICONS[url] ?? <FileTextOutlined />;
