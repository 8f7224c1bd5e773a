import { ReloadOutlined } from '@ant-design/icons';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { PAGES } from '@tidemark/domain';
import { App, Button } from 'antd';
import type { ComponentType } from 'react';
import { useTranslation } from 'react-i18next';
import { useSession } from '../../../shell/session';
import { post } from '../../../wire/request';
import { EngineScreen } from '../../engine/engine-screen';
import { invalidateResource } from '../../engine/queries';
import { useFeedback } from '../../shell/feedback';
import { PageHeader } from '../../shell/page-header';

/**
 * A computed cost analysis on the generic list: headed by how it is computed, with a button that
 * recomputes it from the records as they stand (for those holding the page's refresh permission).
 */
const RefreshedList = ({ url, endpoint }: { url: string; endpoint: string }) => {
  const { t } = useTranslation();
  const { message } = App.useApp();
  const { permissions } = useSession();
  const { reportError } = useFeedback();
  const client = useQueryClient();
  const resource = PAGES.find((p) => p.url === url)?.resource ?? '';
  const refresh = useMutation({
    mutationFn: () => post<{ rows: number }>(endpoint),
    onSuccess: async (res) => {
      void message.success(res.message);
      await invalidateResource(client, resource);
    },
    onError: (error) => reportError(error),
  });
  return (
    <EngineScreen
      url={url}
      list={{
        header: (list) => (
          <PageHeader
            title={t(list.page.titleKey)}
            description={t(`pricing.costs.help.${url}`)}
            extra={
              permissions.has(`${url}:refresh`) ? (
                <Button
                  icon={<ReloadOutlined aria-hidden />}
                  loading={refresh.isPending}
                  onClick={() => refresh.mutate()}
                >
                  {t('pricing.costs.ui.refresh')}
                </Button>
              ) : null
            }
          />
        ),
      }}
    />
  );
};

/** One screen component per page URL, for the part's screen map. */
export const refreshedList = (url: string, endpoint: string): ComponentType => {
  const Screen = () => <RefreshedList url={url} endpoint={endpoint} />;
  Screen.displayName = `RefreshedList(${url})`;
  return Screen;
};
