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
  dashboards: <DashboardOutlined aria-hidden />,
  bookings: <ContainerOutlined aria-hidden />,
  tracking: <EnvironmentOutlined aria-hidden />,
  charges: <AccountBookOutlined aria-hidden />,
  tariffs: <CalculatorOutlined aria-hidden />,
  space: <FundOutlined aria-hidden />,
  crm: <TeamOutlined aria-hidden />,
  customs: <SafetyCertificateOutlined aria-hidden />,
  reports: <BarChartOutlined aria-hidden />,
  drayage: <CarOutlined aria-hidden />,
  integrations: <ApiOutlined aria-hidden />,
  administration: <SettingOutlined aria-hidden />,
  communication: <MessageOutlined aria-hidden />,
};

const PAGE_ICONS: Record<string, ReactNode> = {
  dashboardUser: <DashboardOutlined aria-hidden />,
  udRole: <SafetyOutlined aria-hidden />,
  upgrade: <NotificationOutlined aria-hidden />,
  accountApproval: <AuditOutlined aria-hidden />,
  mailOutbox: <MailOutlined aria-hidden />,
};

/** Menu group codes are 'group:<name>' (seeded from MENU_GROUPS). */
export const groupIcon = (code: string): ReactNode =>
  GROUP_ICONS[code.replace(/^group:/, '')] ?? <FileTextOutlined aria-hidden />;
export const pageIcon = (url: string): ReactNode => PAGE_ICONS[url] ?? <FileTextOutlined aria-hidden />;
