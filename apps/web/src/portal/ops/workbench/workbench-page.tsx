import { useQuery } from '@tanstack/react-query';
import type { WorkbenchSection } from '@tidemark/domain/ops/workbench/sections';
import { Alert, Badge, Card, Empty, List, Spin } from 'antd';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { useUserTimeZone } from '../../../shell/time-zone';
import { post } from '../../../wire/request';
import { detailPath } from '../../engine/list-state';
import { formatDateTime } from '../../shell/format';
import { PageHeader } from '../../shell/page-header';
import './workbench.css';

const loadBench = async (signal: AbortSignal) =>
  (await post<WorkbenchSection[]>('/api/ops/workbench', {}, { signal })).data;

/** workBench: what waits for the operations user, a card per list with its first rows and its count. */
export const WorkbenchPage = () => {
  const { t, i18n } = useTranslation();
  const zone = useUserTimeZone();
  const bench = useQuery({ queryKey: ['opsWorkbench'], queryFn: ({ signal }) => loadBench(signal) });
  return (
    <>
      <PageHeader title={t('menu.pages.workBench')} description={t('opsWorkbench.help')} />
      {bench.isError ? <Alert type="error" showIcon message={(bench.error as Error).message} /> : null}
      {bench.isPending ? <Spin /> : null}
      <div className="ops-workbench">
        {(bench.data ?? []).map((section) => (
          <Card
            key={section.key}
            size="small"
            title={
              <span className="ops-workbench-title">
                {t(`opsWorkbench.sections.${section.key}`)}
                <Badge
                  count={section.count}
                  overflowCount={9999}
                  showZero
                  color={section.count ? '#d46b08' : '#8c8c8c'}
                />
              </span>
            }
            extra={
              section.count > 0 ? (
                <Link to={`/dashboard/${section.page}`}>{t('opsWorkbench.openList', { count: section.count })}</Link>
              ) : null
            }
          >
            {section.items.length === 0 ? (
              <Empty image={Empty.PRESENTED_IMAGE_SIMPLE} description={t('opsWorkbench.empty')} />
            ) : (
              <List
                size="small"
                dataSource={section.items}
                renderItem={(item) => (
                  <List.Item key={`${item.page}-${item.id}-${item.number}`}>
                    <List.Item.Meta
                      title={<Link to={detailPath(item.page, item.id, '')}>{item.number}</Link>}
                      description={item.detail}
                    />
                    {item.due ? (
                      <span className="ops-workbench-due">
                        {t('opsWorkbench.due')} {formatDateTime(item.due, i18n.language, zone)}
                      </span>
                    ) : null}
                  </List.Item>
                )}
              />
            )}
          </Card>
        ))}
      </div>
    </>
  );
};
