import { useMutation, useQueryClient } from '@tanstack/react-query';
import { App, Button, Popconfirm } from 'antd';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useSession } from '../../../shell/session';
import { EngineScreen } from '../../engine/engine-screen';
import { invalidateResource } from '../../engine/queries';
import { useFeedback } from '../../shell/feedback';
import { PageHeader } from '../../shell/page-header';
import { consolesApi } from './api';
import { PoolDrawer, type PoolTarget } from './pool-drawer';

const CONSOLE_FILTER = 'f_consoleNo';

/**
 * shipmentManifest: a console's houses with the totals of the rows shown (the generic list sums
 * number columns); filtered to one console, houses are added to it and taken off it here.
 */
export const ManifestPage = () => {
  const { t } = useTranslation();
  const { message } = App.useApp();
  const { permissions } = useSession();
  const { reportError } = useFeedback();
  const client = useQueryClient();
  const [target, setTarget] = useState<PoolTarget | null>(null);
  const canChange = permissions.has('createShipmentAndConsole:edit');
  const detach = useMutation({
    mutationFn: (houseId: number) => consolesApi.detach(houseId),
    onSuccess: async (res) => {
      void message.success(res.message);
      for (const r of ['opsConsoleHouse', 'opsConsole', 'opsShipmentBms']) await invalidateResource(client, r);
    },
    onError: (error) => reportError(error),
  });
  return (
    <>
      <EngineScreen
        url="shipmentManifest"
        list={{
          header: (list, create) => (
            <PageHeader
              title={t(list.page.titleKey)}
              description={t('opsConsoles.help.shipmentManifest')}
              extra={create}
            />
          ),
          toolbar: (list) => {
            if (!canChange) return null;
            const consoleNo = list.state.filters[CONSOLE_FILTER];
            const first = list.rows[0];
            if (!consoleNo || !first || first.consoleNo !== consoleNo) {
              return <span className="eng-selection">{t('opsConsoles.ui.chooseConsole')}</span>;
            }
            return (
              <Button onClick={() => setTarget({ kind: 'attach', consoleId: Number(first.consoleId), consoleNo })}>
                {t('opsConsoles.ui.attach')}
              </Button>
            );
          },
          rowActions: (row) =>
            canChange ? (
              <Popconfirm
                title={t('opsConsoles.ui.detachConfirm', { houseBill: row.houseBill, consoleNo: row.consoleNo })}
                onConfirm={() => detach.mutate(row.id)}
              >
                <Button type="link" size="small" danger loading={detach.isPending && detach.variables === row.id}>
                  {t('opsConsoles.ui.detach')}
                </Button>
              </Popconfirm>
            ) : null,
        }}
      />
      <PoolDrawer target={target} onClose={() => setTarget(null)} />
    </>
  );
};
