import { MoreOutlined } from '@ant-design/icons';
import { Button, Dropdown, Tabs } from 'antd';
import { useTranslation } from 'react-i18next';
import type { PortalPage } from './menu-model';
import { HOME_PAGE } from './tabs-store';

/** The open pages as tabs; the landing page's tab stays. */
export const PageTabs = ({
  tabs,
  current,
  onOpen,
  onClose,
  onCloseOthers,
}: {
  tabs: readonly PortalPage[];
  current: string | null;
  onOpen: (url: string) => void;
  onClose: (url: string) => void;
  onCloseOthers: (keep: string | null) => void;
}) => {
  const { t } = useTranslation();
  const more = (
    <Dropdown
      trigger={['click']}
      placement="bottomRight"
      menu={{
        items: [
          { key: 'others', label: t('portal.shell.closeOthers') },
          { key: 'all', label: t('portal.shell.closeAll') },
        ],
        onClick: ({ key }) => onCloseOthers(key === 'others' ? current : null),
      }}
    >
      <Button type="text" size="small" icon={<MoreOutlined aria-hidden />} aria-label={t('portal.shell.tabActions')} />
    </Dropdown>
  );
  return (
    <Tabs
      className="pt-tabs"
      type="editable-card"
      size="small"
      hideAdd
      activeKey={current ?? ''}
      onChange={onOpen}
      onEdit={(key, action) => {
        if (action === 'remove' && typeof key === 'string') onClose(key);
      }}
      tabBarExtraContent={{ right: more }}
      items={tabs.map((p) => ({ key: p.url, label: t(p.titleKey), closable: p.url !== HOME_PAGE }))}
    />
  );
};
