import { CheckCircleOutlined, ClockCircleOutlined, CloseCircleOutlined, ReloadOutlined } from '@ant-design/icons';
import { keepPreviousData, useQuery, useQueryClient } from '@tanstack/react-query';
import { DEFAULT_PAGE_SIZE } from '@tidemark/domain';
import { Button, Table, type TableColumnsType, Tag, Tooltip } from 'antd';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { accessApi, type OutboxMail } from '../admin';
import { formatDateTime } from '../shell/format';
import { PageHeader } from '../shell/page-header';
import { type PageState, pagination } from '../shell/table';

/** mailOutbox: every mail the system wrote, whether SMTP sent it, failed, or is not configured. */
export const MailOutboxPage = () => {
  const { t, i18n } = useTranslation();
  const client = useQueryClient();
  const [pageState, setPageState] = useState<PageState>({ page: 1, limit: DEFAULT_PAGE_SIZE });
  const outbox = useQuery({
    queryKey: ['outbox', pageState],
    queryFn: ({ signal }) => accessApi.outbox(pageState, false, signal),
    placeholderData: keepPreviousData,
  });
  const data = outbox.data ?? { rows: [], total: 0 };
  const loading = outbox.isFetching;
  const load = () => client.invalidateQueries({ queryKey: ['outbox'] });

  const columns: TableColumnsType<OutboxMail> = [
    {
      key: 'subject',
      title: t('portal.outbox.fields.subject'),
      dataIndex: 'subject',
      render: (s: string) => <strong>{s}</strong>,
    },
    { key: 'to', title: t('portal.outbox.fields.to'), dataIndex: 'toAddress' },
    {
      key: 'purpose',
      title: t('portal.outbox.fields.purpose'),
      dataIndex: 'purpose',
      responsive: ['md'],
      render: (p: string) => <Tag>{t(`portal.outbox.purposes.${p}`, { defaultValue: p })}</Tag>,
    },
    {
      key: 'created',
      title: t('portal.outbox.fields.createdAt'),
      dataIndex: 'createdAt',
      render: (v: string) => <span className="pt-nowrap">{formatDateTime(v, i18n.language)}</span>,
    },
    {
      key: 'state',
      title: t('portal.outbox.fields.state'),
      render: (_, m) =>
        m.error ? (
          <Tooltip title={m.error}>
            <Tag color="error" icon={<CloseCircleOutlined aria-hidden />}>
              {t('portal.outbox.states.error')}
            </Tag>
          </Tooltip>
        ) : m.sentAt ? (
          <Tooltip title={formatDateTime(m.sentAt, i18n.language)}>
            <Tag color="success" icon={<CheckCircleOutlined aria-hidden />}>
              {t('portal.outbox.states.sent')}
            </Tag>
          </Tooltip>
        ) : (
          <Tag icon={<ClockCircleOutlined aria-hidden />}>{t('portal.outbox.states.queued')}</Tag>
        ),
    },
  ];

  return (
    <>
      <PageHeader
        title={t('menu.pages.mailOutbox')}
        description={t('portal.pageHints.mailOutbox')}
        extra={
          <Button icon={<ReloadOutlined aria-hidden />} onClick={() => void load()}>
            {t('portal.actions.refresh')}
          </Button>
        }
      />
      <div className="pt-panel">
        <Table<OutboxMail>
          rowKey="id"
          size="middle"
          columns={columns}
          dataSource={data.rows}
          loading={loading}
          pagination={pagination(pageState, data.total, setPageState, t)}
          scroll={{ x: 'max-content' }}
          expandable={{
            expandedRowRender: (m) => (
              <div>
                {m.error ? (
                  <p className="pt-error-text">
                    {t('portal.outbox.states.error')}: {m.error}
                  </p>
                ) : null}
                <pre className="pt-mail-body">{m.bodyText}</pre>
              </div>
            ),
          }}
        />
      </div>
    </>
  );
};
