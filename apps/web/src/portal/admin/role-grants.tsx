import { useQuery } from '@tanstack/react-query';
import type { MenuTreeItem } from '@tidemark/domain';
import { Alert, Modal, Spin, Tag, Tree, type TreeDataNode } from 'antd';
import { useEffect, useMemo, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { loadPermissions } from '../../shell/session';
import { useCan } from '../permission';
import { useFeedback } from '../shell/feedback';
import { accessApi, type RoleRow } from './api';
import { toggleGrant } from './grant-tree';
import { ADMIN_ROLE_CODE, useGrantable } from './grantable';
import { adminKeys, useAdminWrite } from './queries';
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
  const grantable = useGrantable();
  // The administrator role's grants are an administrator's to change; others change only what they hold.
  const canEdit = useCan('udRole:edit') && grantable.ready && (grantable.admin || role?.code !== ADMIN_ROLE_CODE);
  const { reportError, success } = useFeedback();
  // The menu tree loads when a role is first opened and stays for the next ones.
  const menuQuery = useQuery({
    queryKey: adminKeys.menu,
    queryFn: ({ signal }) => accessApi.menu(signal),
    enabled: role !== null,
    staleTime: Number.POSITIVE_INFINITY,
  });
  const menu = menuQuery.data ?? null;
  const [granted, setGranted] = useState<Set<number>>(new Set());
  const saveGrants = useAdminWrite(
    async ({ roleId, menuItemIds }: { roleId: number; menuItemIds: number[] }) => {
      const res = await accessApi.saveGrants(roleId, menuItemIds);
      // The user may have changed a role they hold; their menu follows at once.
      await loadPermissions();
      return res;
    },
    [adminKeys.roles, adminKeys.grantable],
  );

  useEffect(() => {
    if (role) setGranted(new Set(role.menuItemIds));
  }, [role]);

  const treeData = useMemo(() => {
    const build = (items: readonly MenuTreeItem[]): TreeDataNode[] =>
      items.map((item) => ({
        key: item.id,
        disableCheckbox: !grantable.mayItem(item.id),
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
  }, [menu, t, grantable]);

  const save = async () => {
    if (!role) return;
    try {
      const res = await saveGrants.mutateAsync({ roleId: role.id, menuItemIds: [...granted] });
      success(res.message);
      onSaved();
    } catch (error) {
      reportError(error);
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
      confirmLoading={saveGrants.isPending}
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
            onCheck={(_keys, info) =>
              setGranted((g) => toggleGrant(menu, g, Number(info.node.key), info.checked, grantable.mayItem))
            }
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
