import { HistoryOutlined, MailOutlined, PlusOutlined, StarFilled, StarOutlined } from '@ant-design/icons';
import { contactCreateSchema, contactResource } from '@tidemark/domain/customers/resources';
import {
  App,
  Button,
  Col,
  Form,
  Input,
  Modal,
  Row,
  Space,
  Switch,
  Table,
  type TableColumnsType,
  Tag,
  Tooltip,
} from 'antd';
import { useCallback, useEffect, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { RequestError } from '../../wire/request';
import { useCan } from '../permission';
import { useBreakpoint } from '../shell/breakpoint';
import { useFeedback } from '../shell/feedback';
import { pagination } from '../shell/table';
import { type ContactRow, engineApi, type Versioned, VIEWS } from './api';
import { AuditTimeline } from './audit-timeline';
import { changedValues, formPayload, schemaRule } from './field-rules';
import type { CustomerDictionaries } from './format';
import { actionPermission } from './permissions';

type ContactValues = {
  name?: string;
  title?: string;
  email?: string;
  phone?: string;
  mobile?: string;
  isPrimary?: boolean;
};

const shape = contactCreateSchema.shape;

/**
 * Adds a contact to the company or edits one at its version. E-mail, mobile and landline are
 * checked with the shared schemas (SPEC §5) before the server checks them again.
 */
const ContactForm = ({
  open,
  companyId,
  record,
  onClose,
  onSaved,
}: {
  open: boolean;
  companyId: number;
  record: Versioned<ContactRow> | null;
  onClose: () => void;
  onSaved: () => void;
}) => {
  const { t } = useTranslation();
  const { modal, message } = App.useApp();
  const [form] = Form.useForm<ContactValues>();
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
      record
        ? {
            name: record.name,
            title: record.title ?? '',
            email: record.email,
            phone: record.phone ?? '',
            mobile: record.mobile ?? '',
            isPrimary: record.isPrimary,
          }
        : { isPrimary: false },
    );
  }, [open, record, form]);

  const close = () => {
    if (!form.isFieldsTouched()) {
      onClose();
      return;
    }
    modal.confirm({
      title: t('messages.confirmLeave'),
      okText: t('customersUi.form.leave'),
      cancelText: t('customersUi.form.stay'),
      onOk: onClose,
    });
  };

  const submit = async (values: ContactValues) => {
    const payload = formPayload({ ...values, isPrimary: values.isPrimary === true });
    setSaving(true);
    try {
      if (record) {
        const changes = changedValues(payload, record);
        if (Object.keys(changes).length > 0) {
          success((await engineApi.update('contact', record.id, record.version, changes)).message);
        }
      } else {
        success((await engineApi.create('contact', { ...payload, companyId })).message);
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

  const half = { xs: 24, sm: 12 };
  return (
    <Modal
      open={open}
      title={
        record ? t('customersUi.contacts.editTitle', { name: record.name }) : t('customersUi.contacts.createTitle')
      }
      okText={t('common.save')}
      cancelText={t('common.cancel')}
      confirmLoading={saving}
      onOk={() => form.submit()}
      onCancel={close}
      mask={{ closable: false }}
      forceRender
    >
      <Form name="contact" form={form} layout="vertical" onFinish={submit} requiredMark className="cu-form">
        <Row gutter={16}>
          <Col {...half}>
            <Form.Item
              name="name"
              label={t('customers.contact.fields.name')}
              required
              rules={[schemaRule(shape.name, t)]}
            >
              <Input maxLength={50} autoComplete="off" />
            </Form.Item>
          </Col>
          <Col {...half}>
            <Form.Item name="title" label={t('customers.contact.fields.title')} rules={[schemaRule(shape.title, t)]}>
              <Input maxLength={50} autoComplete="off" />
            </Form.Item>
          </Col>
          <Col xs={24}>
            <Form.Item
              name="email"
              label={t('customers.contact.fields.email')}
              required
              rules={[schemaRule(shape.email, t)]}
              validateDebounce={300}
            >
              <Input maxLength={254} inputMode="email" autoComplete="off" placeholder="name@company.com" />
            </Form.Item>
          </Col>
          <Col {...half}>
            <Form.Item
              name="phone"
              label={t('customers.contact.fields.phone')}
              rules={[schemaRule(shape.phone, t)]}
              validateDebounce={300}
            >
              <Input maxLength={60} inputMode="tel" placeholder="021-12345678" autoComplete="off" />
            </Form.Item>
          </Col>
          <Col {...half}>
            <Form.Item
              name="mobile"
              label={t('customers.contact.fields.mobile')}
              rules={[schemaRule(shape.mobile, t)]}
              validateDebounce={300}
            >
              <Input maxLength={11} inputMode="numeric" placeholder="13800138000" autoComplete="off" />
            </Form.Item>
          </Col>
          <Col xs={24}>
            <Form.Item
              name="isPrimary"
              label={t('customers.contact.fields.isPrimary')}
              valuePropName="checked"
              extra={t('customersUi.contacts.primaryHint')}
            >
              <Switch />
            </Form.Item>
          </Col>
        </Row>
      </Form>
    </Modal>
  );
};

/** The contacts of one customer (view customerContact): list, add, edit, make primary, history. */
export const ContactsPanel = ({
  companyId,
  dictionaries,
  onCount,
}: {
  companyId: number;
  dictionaries: CustomerDictionaries;
  onCount?: (count: number) => void;
}) => {
  const { t } = useTranslation();
  const { message } = App.useApp();
  const { reportError, success } = useFeedback();
  const canEdit = useCan(actionPermission(VIEWS.contact, 'edit'));
  const canCreate = useCan(actionPermission(VIEWS.contact, 'create'));
  const phone = useBreakpoint() === 'phone';
  const [pageState, setPageState] = useState({ page: 1, limit: 10 });
  const [data, setData] = useState<{ rows: ContactRow[]; total: number }>({ rows: [], total: 0 });
  const [loading, setLoading] = useState(true);
  const [editing, setEditing] = useState<{ record: Versioned<ContactRow> | null } | null>(null);
  const [history, setHistory] = useState<ContactRow | null>(null);
  const [busy, setBusy] = useState<number | null>(null);

  const load = useCallback(async () => {
    setLoading(true);
    try {
      const res = await engineApi.list<ContactRow>('contact', {
        ...pageState,
        f_companyId: companyId,
        orderByColumn: 'isPrimary',
        isAsc: 'desc',
      });
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

  const edit = async (row: ContactRow) => {
    setBusy(row.id);
    try {
      setEditing({ record: await engineApi.get<ContactRow>('contact', row.id) });
    } catch (error) {
      reportError(error);
    } finally {
      setBusy(null);
    }
  };

  const makePrimary = async (row: ContactRow) => {
    setBusy(row.id);
    try {
      const current = await engineApi.get<ContactRow>('contact', row.id);
      success((await engineApi.update('contact', row.id, current.version, { isPrimary: true })).message);
      await load();
    } catch (error) {
      if (error instanceof RequestError && error.status === 409) void message.error(t('messages.dataChanged'));
      else reportError(error);
      await load();
    } finally {
      setBusy(null);
    }
  };

  const columns: TableColumnsType<ContactRow> = [
    {
      key: 'name',
      title: t('customers.contact.fields.name'),
      render: (_, row) => (
        <div className="cu-contact-name">
          <Space size={6} wrap>
            <strong>{row.name}</strong>
            {row.isPrimary ? (
              <Tag color="gold" icon={<StarFilled aria-hidden />} className="cu-primary-tag">
                {t('customersUi.contacts.primary')}
              </Tag>
            ) : null}
          </Space>
          {/* On a phone the e-mail column is hidden; the address shows under the name. */}
          <a href={`mailto:${row.email}`} className="cu-contact-email-inline">
            {row.email}
          </a>
        </div>
      ),
    },
    { key: 'title', title: t('customers.contact.fields.title'), dataIndex: 'title', responsive: ['md'] },
    {
      key: 'email',
      title: t('customers.contact.fields.email'),
      responsive: ['sm'],
      render: (_, row) => (
        <a href={`mailto:${row.email}`} className="cu-nowrap">
          <MailOutlined aria-hidden /> {row.email}
        </a>
      ),
    },
    { key: 'phone', title: t('customers.contact.fields.phone'), dataIndex: 'phone', responsive: ['lg'] },
    { key: 'mobile', title: t('customers.contact.fields.mobile'), dataIndex: 'mobile', responsive: ['lg'] },
    {
      key: 'actions',
      title: t('portal.table.actions'),
      width: 1,
      render: (_, row) => (
        <Space size={0} className="cu-row-actions">
          {canEdit ? (
            <Button type="link" size="small" loading={busy === row.id} onClick={() => void edit(row)}>
              {t('portal.actions.edit')}
            </Button>
          ) : null}
          {canEdit && !row.isPrimary ? (
            <Tooltip title={t('customersUi.contacts.makePrimaryHint')}>
              <Button
                type="link"
                size="small"
                icon={<StarOutlined aria-hidden />}
                onClick={() => void makePrimary(row)}
                aria-label={t('customersUi.contacts.makePrimary')}
              >
                {phone ? null : t('customersUi.contacts.makePrimary')}
              </Button>
            </Tooltip>
          ) : null}
          <Button
            type="link"
            size="small"
            icon={<HistoryOutlined aria-hidden />}
            onClick={() => setHistory(row)}
            aria-label={t('customersUi.contacts.historyOf', { name: row.name })}
          />
        </Space>
      ),
    },
  ];

  return (
    <>
      <div className="cu-panel-toolbar">
        <span className="cu-muted">{t('customersUi.contacts.hint')}</span>
        {canCreate ? (
          <Button icon={<PlusOutlined aria-hidden />} onClick={() => setEditing({ record: null })}>
            {t('customersUi.contacts.add')}
          </Button>
        ) : null}
      </div>
      <Table<ContactRow>
        rowKey="id"
        size="middle"
        columns={columns}
        dataSource={data.rows}
        loading={loading}
        scroll={phone ? undefined : { x: 'max-content' }}
        pagination={data.total > pageState.limit ? pagination(pageState, data.total, setPageState, t) : false}
        locale={{ emptyText: t('customersUi.contacts.empty') }}
      />
      <ContactForm
        open={editing !== null}
        companyId={companyId}
        record={editing?.record ?? null}
        onClose={() => setEditing(null)}
        onSaved={() => {
          setEditing(null);
          void load();
        }}
      />
      <Modal
        open={history !== null}
        title={t('customersUi.contacts.historyOf', { name: history?.name ?? '' })}
        footer={null}
        onCancel={() => setHistory(null)}
        destroyOnHidden
      >
        {history ? (
          <AuditTimeline
            resource="contact"
            id={history.id}
            fields={contactResource.fields}
            dictionaries={dictionaries}
          />
        ) : null}
      </Modal>
    </>
  );
};
