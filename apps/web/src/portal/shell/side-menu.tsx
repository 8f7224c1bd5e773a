import { HistoryOutlined } from '@ant-design/icons';
import { Menu, type MenuProps } from 'antd';
import { useEffect, useMemo, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { groupIcon, pageIcon } from './icons';
import { menuSections, type PortalPage } from './menu-model';

type MenuItem = NonNullable<MenuProps['items']>[number];
const RECENT_KEY = 'recent';
const RECENT_PREFIX = 'recent:';

/** The side menu: recently used pages first, then the groups of the menu tree with their pages. */
export const SideMenu = ({
  pages,
  recent,
  current,
  collapsed,
  onOpenPage,
}: {
  pages: readonly PortalPage[];
  recent: readonly string[];
  current: string | null;
  collapsed: boolean;
  onOpenPage: (url: string) => void;
}) => {
  const { t } = useTranslation();
  const sections = useMemo(() => menuSections(pages), [pages]);
  const byUrl = useMemo(() => new Map(pages.map((p) => [p.url, p])), [pages]);
  const currentGroup = current ? byUrl.get(current)?.group?.code : undefined;
  // The current page's group starts open; on a page outside the menu, the first group does.
  const [openKeys, setOpenKeys] = useState<string[]>(() => {
    const first = currentGroup ?? sections.find((s) => s.code)?.code;
    return first ? [first] : [];
  });

  useEffect(() => {
    if (currentGroup) setOpenKeys((keys) => (keys.includes(currentGroup) ? keys : [...keys, currentGroup]));
  }, [currentGroup]);

  const items = useMemo<MenuItem[]>(() => {
    const recentPages = recent.flatMap((url) => byUrl.get(url) ?? []);
    const out: MenuItem[] = [];
    if (recentPages.length > 0) {
      out.push({
        key: RECENT_KEY,
        icon: <HistoryOutlined aria-hidden />,
        label: t('portal.shell.recent'),
        children: recentPages.map((p) => ({ key: `${RECENT_PREFIX}${p.url}`, label: t(p.titleKey) })),
      });
    }
    for (const section of sections) {
      const children = section.pages.map((p) => ({ key: p.url, icon: pageIcon(p.url), label: t(p.titleKey) }));
      if (section.code)
        out.push({ key: section.code, icon: groupIcon(section.code), label: t(section.titleKey), children });
      else out.push(...children);
    }
    return out;
  }, [sections, recent, byUrl, t]);

  const onClick: MenuProps['onClick'] = ({ key }) =>
    onOpenPage(key.startsWith(RECENT_PREFIX) ? key.slice(RECENT_PREFIX.length) : key);

  return (
    <Menu
      theme="dark"
      mode="inline"
      items={items}
      selectedKeys={current ? [current] : []}
      onClick={onClick}
      {...(collapsed ? {} : { openKeys, onOpenChange: setOpenKeys })}
    />
  );
};
