import { useMutation, useQueryClient } from '@tanstack/react-query';
import { App, Button, Popconfirm, Space } from 'antd';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router';
import { useSession } from '../../../shell/session';
import { EngineScreen } from '../../engine/engine-screen';
import { invalidateResource } from '../../engine/queries';
import { useFeedback } from '../../shell/feedback';
import { tariffsApi } from './api';
import { FlagTags } from './flag-tags';

/**
 * tariff: the generic tariff list, each row with its flags in force as tags and, on a cost tariff
 * for those who create tariffs, the step that makes its sell tariff with the branch's markup.
 */
export const TariffPage = () => {
  const { t } = useTranslation();
  const { message } = App.useApp();
  const navigate = useNavigate();
  const client = useQueryClient();
  const { permissions } = useSession();
  const { reportError } = useFeedback();
  const makeSell = useMutation({
    mutationFn: (id: number) => tariffsApi.makeSell(id),
    onSuccess: async (res) => {
      void message.success(res.message);
      await invalidateResource(client, 'tariff');
      navigate(`/dashboard/tariff/${res.data.id}`);
    },
    onError: (error) => reportError(error),
  });
  return (
    <EngineScreen
      url="tariff"
      list={{
        rowActions: (row) => (
          <Space size={4} wrap>
            <FlagTags
              flags={String(row.activeFlags ?? '')
                .split(',')
                .filter(Boolean)}
            />
            {row.kind === 'cost' && row.status !== 'withdrawn' && permissions.has('createTariff') ? (
              <Popconfirm
                title={t('pricing.tariffs.ui.makeSellConfirm', { tariffNo: String(row.tariffNo) })}
                onConfirm={() => makeSell.mutate(Number(row.id))}
              >
                <Button size="small" loading={makeSell.isPending && makeSell.variables === Number(row.id)}>
                  {t('pricing.tariffs.ui.makeSell')}
                </Button>
              </Popconfirm>
            ) : null}
          </Space>
        ),
      }}
    />
  );
};
