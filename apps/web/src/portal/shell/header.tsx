import {
  DownOutlined,
  GlobalOutlined,
  HomeOutlined,
  LockOutlined,
  LogoutOutlined,
  MenuFoldOutlined,
  MenuOutlined,
  MenuUnfoldOutlined,
  UserOutlined,
} from '@ant-design/icons';
import { LANGUAGES, type Language, type SessionUser } from '@tidemark/domain';
import { Avatar, Breadcrumb, Button, Dropdown, type MenuProps } from 'antd';
import { useTranslation } from 'react-i18next';
import { Link, useNavigate } from 'react-router';
import { switchLanguage } from '../../i18n';
import { signOut } from '../../shell/session';
import type { PortalPage } from './menu-model';
import { HOME_PAGE } from './tabs-store';

export const LanguageMenu = ({ compact }: { compact: boolean }) => {
  const { t, i18n } = useTranslation();
  const items: MenuProps['items'] = LANGUAGES.map((lang) => ({ key: lang, label: t(`common.languages.${lang}`) }));
  return (
    <Dropdown
      trigger={['click']}
      menu={{
        items,
        selectable: true,
        selectedKeys: [i18n.language],
        onClick: ({ key }) => void switchLanguage(key as Language),
      }}
    >
      <Button
        type="text"
        icon={<GlobalOutlined aria-hidden />}
        aria-label={t('common.language')}
        className="pt-header-button"
      >
        {compact ? null : t(`common.languages.${i18n.language}`)}
      </Button>
    </Dropdown>
  );
};

const initials = (name: string) =>
  name
    .split(/\s+/)
    .filter(Boolean)
    .slice(0, 2)
    .map((w) => w[0]?.toUpperCase() ?? '')
    .join('') || '?';

export const UserMenu = ({ user, compact }: { user: SessionUser; compact: boolean }) => {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const items: MenuProps['items'] = [
    {
      key: 'who',
      disabled: true,
      label: (
        <div className="pt-user-card">
          <strong>{user.displayName}</strong>
          <span>{user.userName}</span>
          <span>{user.email}</span>
        </div>
      ),
    },
    { type: 'divider' },
    { key: '/user-account', icon: <UserOutlined aria-hidden />, label: t('portal.shell.account') },
    { key: '/ChangePassword', icon: <LockOutlined aria-hidden />, label: t('portal.shell.changePassword') },
    { type: 'divider' },
    { key: 'signOut', icon: <LogoutOutlined aria-hidden />, label: t('common.signOut'), danger: true },
  ];
  const onClick: MenuProps['onClick'] = ({ key }) => {
    if (key !== 'signOut') {
      navigate(key);
      return;
    }
    void signOut().finally(() => navigate('/login', { replace: true }));
  };
  return (
    <Dropdown trigger={['click']} menu={{ items, onClick }} placement="bottomRight">
      <Button type="text" className="pt-header-button pt-user-button" aria-label={t('portal.shell.userMenu')}>
        <Avatar size={28} className="pt-avatar">
          {initials(user.displayName)}
        </Avatar>
        {compact ? null : (
          <>
            <span className="pt-user-name">{user.displayName}</span>
            <DownOutlined className="pt-user-caret" aria-hidden />
          </>
        )}
      </Button>
    </Dropdown>
  );
};

/** Home / group / page (SPEC: breadcrumb of the portal). */
export const PageBreadcrumb = ({ page }: { page: PortalPage | null }) => {
  const { t } = useTranslation();
  const items = [
    {
      key: 'home',
      title: (
        <Link to={`/dashboard/${HOME_PAGE}`} aria-label={t('portal.shell.home')}>
          <HomeOutlined aria-hidden />
        </Link>
      ),
    },
    ...(page?.group ? [{ key: 'group', title: t(page.group.titleKey) }] : []),
    ...(page ? [{ key: 'page', title: t(page.titleKey) }] : []),
  ];
  return <Breadcrumb items={items} className="pt-breadcrumb" />;
};

export const MenuToggle = ({
  mode,
  collapsed,
  onToggle,
}: {
  mode: 'drawer' | 'sider';
  collapsed: boolean;
  onToggle: () => void;
}) => {
  const { t } = useTranslation();
  const icon =
    mode === 'drawer' ? (
      <MenuOutlined aria-hidden />
    ) : collapsed ? (
      <MenuUnfoldOutlined aria-hidden />
    ) : (
      <MenuFoldOutlined aria-hidden />
    );
  const label =
    mode === 'drawer' ? t('portal.shell.openMenu') : collapsed ? t('portal.shell.expand') : t('portal.shell.collapse');
  return <Button type="text" icon={icon} onClick={onToggle} aria-label={label} className="pt-header-button" />;
};
