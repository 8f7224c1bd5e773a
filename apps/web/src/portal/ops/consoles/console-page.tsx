import { MergeCellsOutlined } from '@ant-design/icons';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { Button, Space } from 'antd';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useSession } from '../../../shell/session';
import { EngineScreen } from '../../engine/engine-screen';
import { invalidateResource } from '../../engine/queries';
import { useFeedback } from '../../shell/feedback';
import { PageHeader } from '../../shell/page-header';
import { consolesApi } from './api';
import { PoolDrawer, type PoolTarget } from './pool-drawer';

/**
 * createShipmentAndConsole: the consoles of the user's branches on the generic list (add and
 * update through the console form, legs and houses on a console's detail), with the
 * consolidation workflow beside it: a console made of selected shipments, houses added to a
 * console, and an air console's MAWB taken from the stock.
 */
export const ConsolePage = () => {
  const { t } = useTranslation();
  const { permissions } = useSession();
  const { reportError, success } = useFeedback();
  const client = useQueryClient();
  const [target, setTarget] = useState<PoolTarget | null>(null);
  const canCreate = permissions.has('createShipmentAndConsole:create');
  const canEdit = permissions.has('createShipmentAndConsole:edit');
  const allocate = useMutation({
    mutationFn: (consoleId: number) => consolesApi.allocate(consoleId),
    onSuccess: async (res) => {
      success(res.message);
      await invalidateResource(client, 'opsConsole');
      await invalidateResource(client, 'opsMawbStock');
    },
    onError: (error) => reportError(error),
  });
  return (
    <>
      <EngineScreen
        url="createShipmentAndConsole"
        list={{
          header: (list, create) => (
            <PageHeader
              title={t(list.page.titleKey)}
              description={t('opsConsoles.help.createShipmentAndConsole')}
              extra={
                <Space>
                  {canCreate ? (
                    <Button
                      icon={<MergeCellsOutlined aria-hidden />}
                      onClick={() => setTarget({ kind: 'consolidate' })}
                    >
                      {t('opsConsoles.ui.consolidate')}
                    </Button>
                  ) : null}
                  {create}
                </Space>
              }
            />
          ),
          rowActions: (row) =>
            canEdit && row.postStatus !== 'posted' ? (
              <>
                <Button
                  type="link"
                  size="small"
                  onClick={() => setTarget({ kind: 'attach', consoleId: row.id, consoleNo: String(row.consoleNo) })}
                >
                  {t('opsConsoles.ui.attach')}
                </Button>
                {row.transport === 'AIR' && !row.masterBill ? (
                  <Button
                    type="link"
                    size="small"
                    loading={allocate.isPending && allocate.variables === row.id}
                    onClick={() => allocate.mutate(row.id)}
                  >
                    {t('opsConsoles.ui.allocate')}
                  </Button>
                ) : null}
              </>
            ) : null,
        }}
      />
      <PoolDrawer target={target} onClose={() => setTarget(null)} />
    </>
  );
};
