import { DeleteOutlined, EditOutlined, PlusOutlined } from '@ant-design/icons';
import { useQuery } from '@tanstack/react-query';
import {
  App,
  Button,
  DatePicker,
  Form,
  Input,
  Modal,
  Popconfirm,
  Space,
  Switch,
  Table,
  type TableColumnsType,
  Tag,
} from 'antd';
import dayjs, { type Dayjs } from 'dayjs';
import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Permission } from '../permission';
import { useFeedback, useRules } from '../shell/feedback';
import { formatDateTime } from '../shell/format';
import { PageHeader } from '../shell/page-header';
import { formatShanghai, shanghaiWallClock } from '../shell/shanghai-time';
import { localPagination } from '../shell/table';
import { UPGRADE_NOTICE_KEY } from '../shell/upgrade-dialog';
import { accessApi, type NoticeRow } from './api';
import { adminKeys, useAdminWrite } from './queries';

type NoticeState = 'off' | 'upcoming' | 'running' | 'ended';

const noticeState = (n: Pick<NoticeRow, 'upgradeFlag' | 'startsAt' | 'endsAt'>, now: Date): NoticeState => {
  if (n.upgradeFlag !== 1) return 'off';
  if (new Date(n.endsAt).getTime() <= now.getTime()) return 'ended';
  return new Date(n.startsAt).getTime() > now.getTime() ? 'upcoming' : 'running';
};

const STATE_COLOR: Record<NoticeState, string> = {
  off: 'default',
  upcoming: 'blue',
  running: 'orange',
  ended: 'default',
};

type NoticeValues = {
  upgradeFlag: boolean;
  startsAt: Dayjs | null;
  endsAt: Dayjs | null;
  titleEn: string;
  titleZh: string;
  bodyEn: string;
  bodyZh: string;
};

/** The picker shows the Shanghai wall clock; the server gets that time with its +08:00 offset. */
const PICKER_FORMAT = 'YYYY-MM-DD HH:mm';
const toShanghaiPicker = (iso: string): Dayjs => dayjs(shanghaiWallClock(new Date(iso)));
const fromShanghaiPicker = (value: Dayjs): string => `${value.format('YYYY-MM-DDTHH:mm')}:00+08:00`;

const NoticeForm = ({
  open,
  notice,
  onClose,
  onSaved,
}: {
  open: boolean;
  notice: NoticeRow | null;
  onClose: () => void;
  onSaved: () => void;
}) => {
  const { t } = useTranslation();
  const [form] = Form.useForm<NoticeValues>();
  const save = useAdminWrite(accessApi.saveNotice, [adminKeys.notices, UPGRADE_NOTICE_KEY]);
  const { reportError, success } = useFeedback();
  const rules = useRules();

  useEffect(() => {
    if (!open) return;
    form.resetFields();
    form.setFieldsValue(
      notice
        ? {
            upgradeFlag: notice.upgradeFlag === 1,
            startsAt: toShanghaiPicker(notice.startsAt),
            endsAt: toShanghaiPicker(notice.endsAt),
            titleEn: notice.titleEn,
            titleZh: notice.titleZh,
            bodyEn: notice.bodyEn,
            bodyZh: notice.bodyZh,
          }
        : { upgradeFlag: true, startsAt: null, endsAt: null, titleEn: '', titleZh: '', bodyEn: '', bodyZh: '' },
    );
  }, [open, notice, form]);

  const submit = async (v: NoticeValues) => {
    if (!v.startsAt || !v.endsAt) return;
    try {
      const res = await save.mutateAsync({
        ...(notice ? { id: notice.id, version: notice.version } : {}),
        upgradeFlag: v.upgradeFlag ? '1' : '0',
        startsAt: fromShanghaiPicker(v.startsAt),
        endsAt: fromShanghaiPicker(v.endsAt),
        titleEn: v.titleEn,
        titleZh: v.titleZh,
        bodyEn: v.bodyEn,
        bodyZh: v.bodyZh,
      });
      success(res.message);
      onSaved();
    } catch (error) {
      reportError(error, form);
    }
  };

  const endAfterStart = ({ getFieldValue }: { getFieldValue: (name: string) => unknown }) => ({
    validator: (_: unknown, value: Dayjs | null) => {
      const start = getFieldValue('startsAt') as Dayjs | null;
      return !value || !start || value.isAfter(start)
        ? Promise.resolve()
        : Promise.reject(new Error(t('portal.notices.endBeforeStart')));
    },
  });

  return (
    <Modal
      open={open}
      width={720}
      title={notice ? t('portal.notices.editTitle') : t('portal.notices.createTitle')}
      okText={t('common.save')}
      cancelText={t('common.cancel')}
      confirmLoading={save.isPending}
      onOk={() => form.submit()}
      onCancel={onClose}
      forceRender
    >
      <Form form={form} layout="vertical" onFinish={submit}>
        <Form.Item name="upgradeFlag" label={t('portal.notices.fields.flag')} valuePropName="checked">
          <Switch checkedChildren={t('portal.notices.flags.on')} unCheckedChildren={t('portal.notices.flags.off')} />
        </Form.Item>
        <Space wrap size={16} className="pt-form-row">
          <Form.Item
            name="startsAt"
            label={t('portal.notices.fields.startsAt')}
            rules={[rules.requiredChoice]}
            extra={t('portal.upgrade.zone')}
          >
            <DatePicker showTime={{ format: 'HH:mm' }} format={PICKER_FORMAT} />
          </Form.Item>
          <Form.Item
            name="endsAt"
            label={t('portal.notices.fields.endsAt')}
            dependencies={['startsAt']}
            rules={[rules.requiredChoice, endAfterStart]}
            extra={t('portal.upgrade.zone')}
          >
            <DatePicker showTime={{ format: 'HH:mm' }} format={PICKER_FORMAT} />
          </Form.Item>
        </Space>
        <Form.Item name="titleEn" label={t('portal.notices.fields.titleEn')} rules={[rules.required, rules.max(100)]}>
          <Input maxLength={100} />
        </Form.Item>
        <Form.Item name="titleZh" label={t('portal.notices.fields.titleZh')} rules={[rules.required, rules.max(100)]}>
          <Input maxLength={100} />
        </Form.Item>
        <Form.Item name="bodyEn" label={t('portal.notices.fields.bodyEn')} rules={[rules.required, rules.max(2000)]}>
          <Input.TextArea maxLength={2000} autoSize={{ minRows: 2, maxRows: 6 }} />
        </Form.Item>
        <Form.Item name="bodyZh" label={t('portal.notices.fields.bodyZh')} rules={[rules.required, rules.max(2000)]}>
          <Input.TextArea maxLength={2000} autoSize={{ minRows: 2, maxRows: 6 }} />
        </Form.Item>
      </Form>
    </Modal>
  );
};

/** upgrade: maintenance notices every user sees as a dialog in the portal (SPEC §2, §4). */
export const UpgradePage = () => {
  const { t, i18n } = useTranslation();
  const { message } = App.useApp();
  const { reportError } = useFeedback();
  const notices = useQuery({
    queryKey: adminKeys.notices,
    queryFn: ({ signal }) => accessApi.notices(false, signal),
  });
  const rows = notices.data ?? [];
  const loading = notices.isFetching;
  const deleteNotice = useAdminWrite(accessApi.deleteNotice, [adminKeys.notices, UPGRADE_NOTICE_KEY]);
  const [editing, setEditing] = useState<{ notice: NoticeRow | null } | null>(null);
  const zh = i18n.language !== 'en_us';

  const remove = async (n: NoticeRow) => {
    try {
      const res = await deleteNotice.mutateAsync(n.id);
      void message.success(res.message || t('portal.saved'));
    } catch (error) {
      reportError(error);
    }
  };

  const now = new Date();
  const zone = t('portal.upgrade.zone');
  const columns: TableColumnsType<NoticeRow> = [
    {
      key: 'title',
      title: t('portal.notices.fields.title'),
      render: (_, n) => (
        <div>
          <strong>{zh ? n.titleZh : n.titleEn}</strong>
          <div className="pt-muted pt-clamp">{zh ? n.bodyZh : n.bodyEn}</div>
        </div>
      ),
    },
    {
      key: 'window',
      title: `${t('portal.notices.fields.window')} ${zone}`,
      render: (_, n) => (
        <span className="pt-nowrap">
          {formatShanghai(new Date(n.startsAt))} – {formatShanghai(new Date(n.endsAt))}
        </span>
      ),
    },
    {
      key: 'state',
      title: t('portal.notices.fields.state'),
      render: (_, n) => {
        const state = noticeState(n, now);
        return <Tag color={STATE_COLOR[state]}>{t(`portal.notices.states.${state}`)}</Tag>;
      },
    },
    {
      key: 'author',
      title: t('portal.notices.fields.author'),
      responsive: ['lg'],
      render: (_, n) => (
        <div>
          <div>{n.createdByName ?? '—'}</div>
          <div className="pt-muted">{formatDateTime(n.updatedAt, i18n.language)}</div>
        </div>
      ),
    },
    {
      key: 'actions',
      title: t('portal.table.actions'),
      width: 1,
      className: 'pt-nowrap',
      render: (_, n) => (
        <Permission need="upgrade:edit" fallback={<span className="pt-muted">—</span>}>
          <div className="pt-row-actions">
            <Button
              type="link"
              size="small"
              icon={<EditOutlined aria-hidden />}
              onClick={() => setEditing({ notice: n })}
            >
              {t('portal.actions.edit')}
            </Button>
            <Popconfirm
              title={t('portal.notices.confirmDelete')}
              okText={t('portal.actions.delete')}
              cancelText={t('common.cancel')}
              okButtonProps={{ danger: true }}
              onConfirm={() => remove(n)}
            >
              <Button type="link" size="small" danger icon={<DeleteOutlined aria-hidden />}>
                {t('portal.actions.delete')}
              </Button>
            </Popconfirm>
          </div>
        </Permission>
      ),
    },
  ];

  return (
    <>
      <PageHeader
        title={t('menu.pages.upgrade')}
        description={t('portal.pageHints.upgrade')}
        extra={
          <Permission need="upgrade:edit">
            <Button type="primary" icon={<PlusOutlined aria-hidden />} onClick={() => setEditing({ notice: null })}>
              {t('portal.notices.create')}
            </Button>
          </Permission>
        }
      />
      <div className="pt-panel">
        <Table<NoticeRow>
          rowKey="id"
          size="middle"
          columns={columns}
          dataSource={rows}
          loading={loading}
          pagination={localPagination(t)}
          scroll={{ x: 'max-content' }}
        />
      </div>
      <NoticeForm
        open={editing !== null}
        notice={editing?.notice ?? null}
        onClose={() => setEditing(null)}
        onSaved={() => setEditing(null)}
      />
    </>
  );
};
