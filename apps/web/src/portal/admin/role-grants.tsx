import type { MenuTreeItem } from '@tidemark/domain';
import { Alert, Modal, Spin, Tag, Tree, type TreeDataNode } from 'antd';
import { useEffect, useMemo, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { loadPermissions } from '../../shell/session';
import { useCan } from '../permission';
import { useFeedback } from '../shell/feedback';
import { accessApi, type RoleRow } from './api';
import { toggleGrant } from './grant-tree';
import { roleName } from './role-name';

const allIds = (items: readonly MenuTreeItem[]): number[] => items.flatMap((i) => [i.id, ...allIds(i.childList)]);

/** The grant tree of one role: every menu item with a checkbox (POST /api/access/menu). */
export const RoleGrants = ({
  role,
  onClose,
  onSaved,
}: {
  role: RoleRow | null;
  onClose: () => void;
  onSaved: () => void;
}) => {
  const { t, i18n } = useTranslation();
  const canEdit = useCan('udRole:edit');
  const { reportError, success } = useFeedback();
  const [menu, setMenu] = useState<MenuTreeItem[] | null>(null);
  const [granted, setGranted] = useState<Set<number>>(new Set());
  const [saving, setSaving] = useState(false);

  useEffect(() => {
    if (!role || menu) return;
    accessApi.menu().then(setMenu, (error: unknown) => reportError(error));
  }, [role, menu, reportError]);

  useEffect(() => {
    if (role) setGranted(new Set(role.menuItemIds));
  }, [role]);

  const treeData = useMemo(() => {
    const build = (items: readonly MenuTreeItem[]): TreeDataNode[] =>
      items.map((item) => ({
        key: item.id,
        title: (
          <span>
            {t(item.titleKey)}
            {item.menuType === 2 ? <Tag className="pt-tree-tag">{item.permission}</Tag> : null}
            {item.menuType === 1 && item.menuUrl ? <span className="pt-muted"> /{item.menuUrl}</span> : null}
            {item.menuTarget === 'BMS' ? <Tag color="orange">BMS</Tag> : null}
          </span>
        ),
        children: build(item.childList),
      }));
    return menu ? build(menu) : [];
  }, [menu, t]);

  const save = async () => {
    if (!role) return;
    setSaving(true);
    try {
      const res = await accessApi.saveGrants(role.id, [...granted]);
      success(res.message);
      // The user may have changed a role they hold; their menu follows at once.
      await loadPermissions();
      onSaved();
    } catch (error) {
      reportError(error);
    } finally {
      setSaving(false);
    }
  };

  return (
    <Modal
      open={role !== null}
      title={role ? t('portal.roles.grantsTitle', { name: roleName(role, i18n.language) }) : ''}
      width={640}
      okText={t('common.save')}
      cancelText={canEdit ? t('common.cancel') : t('common.close')}
      okButtonProps={{ disabled: !canEdit || !menu, style: canEdit ? undefined : { display: 'none' } }}
      confirmLoading={saving}
      onOk={save}
      onCancel={onClose}
      destroyOnHidden
    >
      <Alert
        type="info"
        showIcon
        title={canEdit ? t('portal.roles.grantsHint') : t('portal.roles.grantsReadOnly')}
        className="pt-grant-hint"
      />
      {menu ? (
        <div className="pt-grant-tree">
          <Tree
            checkable
            checkStrictly
            selectable={false}
            disabled={!canEdit}
            defaultExpandedKeys={allIds(menu)}
            treeData={treeData}
            checkedKeys={[...granted]}
            onCheck={(_keys, info) => setGranted((g) => toggleGrant(menu, g, Number(info.node.key), info.checked))}
          />
        </div>
      ) : (
        <div className="pt-centered">
          <Spin />
        </div>
      )}
    </Modal>
  );
};
