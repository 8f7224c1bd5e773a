import { PlusOutlined } from '@ant-design/icons';
import { orgCodeCreateSchema } from '@tidemark/domain/customers/resources';
import { App, Button, Form, Input, Modal, Select, Table, type TableColumnsType } from 'antd';
import { useCallback, useEffect, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { RequestError } from '../../wire/request';
import { useCan } from '../permission';
import { useBreakpoint } from '../shell/breakpoint';
import { useFeedback } from '../shell/feedback';
import { formatDateTime } from '../shell/format';
import { pagination } from '../shell/table';
import { engineApi, type OrgCodeRow, type Versioned, VIEWS } from './api';
import { changedValues, formPayload, schemaRule } from './field-rules';
import type { CustomerDictionaries } from './format';
import { actionPermission } from './permissions';

type OrgCodeValues = { code?: string; purpose?: string; branchId?: string };

const shape = orgCodeCreateSchema.shape;

const OrgCodeForm = ({
  open,
  companyId,
  record,
  dictionaries,
  onClose,
  onSaved,
}: {
  open: boolean;
  companyId: number;
  record: Versioned<OrgCodeRow> | null;
  dictionaries: CustomerDictionaries;
  onClose: () => void;
  onSaved: () => void;
}) => {
  const { t } = useTranslation();
  const { message } = App.useApp();
  const [form] = Form.useForm<OrgCodeValues>();
  const [saving, setSaving] = useState(false);
  const { reportError, success } = useFeedback();

  // Filled once each time the form opens: a later change of the props (the list's region arriving
  // from the URL, a reload behind the dialog) must not wipe what the user has typed.
  const filled = useRef(false);
  useEffect(() => {
    if (!open) {
      filled.current = false;
      return;
    }
    if (filled.current) return;
    filled.current = true;
    form.resetFields();
    form.setFieldsValue(
      record ? { code: record.code, purpose: record.purpose, branchId: String(record.branchId) } : { code: '' },
    );
  }, [open, record, form]);

  const submit = async (values: OrgCodeValues) => {
    const payload = formPayload({ ...values, code: (values.code ?? '').toUpperCase() });
    setSaving(true);
    try {
      if (record) {
        const changes = changedValues(payload, record);
        if (Object.keys(changes).length > 0) {
          success((await engineApi.update('orgCode', record.id, record.version, changes)).message);
        }
      } else {
        success((await engineApi.create('orgCode', { ...payload, companyId })).message);
      }
      onSaved();
    } catch (error) {
      if (error instanceof RequestError && error.status === 409) {
        void message.error(t('messages.dataChanged'));
        onSaved();
        return;
      }
      reportError(error, form);
    } finally {
      setSaving(false);
    }
  };

  return (
    <Modal
      open={open}
      title={record ? t('customersUi.codes.editTitle', { code: record.code }) : t('customersUi.codes.createTitle')}
      okText={t('common.save')}
      cancelText={t('common.cancel')}
      confirmLoading={saving}
      onOk={() => form.submit()}
      onCancel={onClose}
      mask={{ closable: false }}
      forceRender
    >
      <Form name="orgCode" form={form} layout="vertical" onFinish={submit} requiredMark className="cu-form">
        <Form.Item
          name="code"
          label={t('customers.orgCode.fields.code')}
          required
          rules={[schemaRule(shape.code, t)]}
          extra={t('customers.orgCode.codeFormat')}
          normalize={(v: string) => v.toUpperCase().replace(/\s/g, '')}
        >
          <Input maxLength={12} autoComplete="off" className="cu-code-input" />
        </Form.Item>
        <Form.Item
          name="purpose"
          label={t('customers.orgCode.fields.purpose')}
          required
          rules={[schemaRule(shape.purpose, t)]}
        >
          <Select
            options={dictionaries.purpose.options.map((o) => ({ value: o.value, label: o.label }))}
            placeholder={t('customersUi.form.choose')}
          />
        </Form.Item>
        <Form.Item
          name="branchId"
          label={t('customers.orgCode.fields.branchId')}
          extra={t('customersUi.codes.branchHint')}
        >
          <Select
            allowClear
            showSearch={{ optionFilterProp: 'label' }}
            options={dictionaries.branch.options.map((o) => ({ value: o.value, label: o.label }))}
            placeholder={t('customersUi.codes.companyBranch')}
          />
        </Form.Item>
      </Form>
    </Modal>
  );
};

/** The organisation codes of one customer (view tmOrgCode): list, add, edit. */
export const OrgCodesPanel = ({
  companyId,
  dictionaries,
  onCount,
}: {
  companyId: number;
  dictionaries: CustomerDictionaries;
  onCount?: (count: number) => void;
}) => {
  const { t, i18n } = useTranslation();
  const { reportError } = useFeedback();
  const canEdit = useCan(actionPermission(VIEWS.orgCode, 'edit'));
  const canCreate = useCan(actionPermission(VIEWS.orgCode, 'create'));
  const phone = useBreakpoint() === 'phone';
  const [pageState, setPageState] = useState({ page: 1, limit: 10 });
  const [data, setData] = useState<{ rows: OrgCodeRow[]; total: number }>({ rows: [], total: 0 });
  const [loading, setLoading] = useState(true);
  const [editing, setEditing] = useState<{ record: Versioned<OrgCodeRow> | null } | null>(null);
  const [busy, setBusy] = useState<number | null>(null);

  const load = useCallback(async () => {
    setLoading(true);
    try {
      const res = await engineApi.list<OrgCodeRow>('orgCode', { ...pageState, f_companyId: companyId });
      setData({ rows: res.rows, total: res.total });
      onCount?.(res.total);
    } catch (error) {
      reportError(error);
    } finally {
      setLoading(false);
    }
  }, [companyId, pageState, reportError, onCount]);

  useEffect(() => {
    void load();
  }, [load]);

  const edit = async (row: OrgCodeRow) => {
    setBusy(row.id);
    try {
      setEditing({ record: await engineApi.get<OrgCodeRow>('orgCode', row.id) });
    } catch (error) {
      reportError(error);
    } finally {
      setBusy(null);
    }
  };

  const columns: TableColumnsType<OrgCodeRow> = [
    {
      key: 'code',
      title: t('customers.orgCode.fields.code'),
      render: (_, row) => <span className="cu-code">{row.code}</span>,
    },
    {
      key: 'purpose',
      title: t('customers.orgCode.fields.purpose'),
      render: (_, row) => dictionaries.purpose.labelOf(row.purpose),
    },
    {
      key: 'branch',
      title: t('customers.orgCode.fields.branchId'),
      render: (_, row) => dictionaries.branch.labelOf(row.branchId),
    },
    {
      key: 'updatedAt',
      title: t('customers.orgCode.fields.updatedAt'),
      responsive: ['md'],
      render: (_, row) => <span className="cu-nowrap">{formatDateTime(row.updatedAt, i18n.language)}</span>,
    },
    ...(canEdit
      ? [
          {
            key: 'actions',
            title: t('portal.table.actions'),
            width: 1,
            render: (_: unknown, row: OrgCodeRow) => (
              <Button type="link" size="small" loading={busy === row.id} onClick={() => void edit(row)}>
                {t('portal.actions.edit')}
              </Button>
            ),
          },
        ]
      : []),
  ];

  return (
    <>
      <div className="cu-panel-toolbar">
        <span className="cu-muted">{t('customersUi.codes.hint')}</span>
        {canCreate ? (
          <Button icon={<PlusOutlined aria-hidden />} onClick={() => setEditing({ record: null })}>
            {t('customersUi.codes.add')}
          </Button>
        ) : null}
      </div>
      <Table<OrgCodeRow>
        rowKey="id"
        size="middle"
        columns={columns}
        dataSource={data.rows}
        loading={loading}
        scroll={phone ? undefined : { x: 'max-content' }}
        pagination={data.total > pageState.limit ? pagination(pageState, data.total, setPageState, t) : false}
        locale={{ emptyText: t('customersUi.codes.empty') }}
      />
      <OrgCodeForm
        open={editing !== null}
        companyId={companyId}
        record={editing?.record ?? null}
        dictionaries={dictionaries}
        onClose={() => setEditing(null)}
        onSaved={() => {
          setEditing(null);
          void load();
        }}
      />
    </>
  );
};
