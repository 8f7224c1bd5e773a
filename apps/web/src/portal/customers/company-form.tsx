import { customerRegionFor } from '@tidemark/domain/customers/regions';
import { COMPANY_NAME_MAX, companyCreateSchema } from '@tidemark/domain/customers/resources';
import { App, Col, Form, Input, Modal, Row, Select } from 'antd';
import { useEffect, useMemo, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { RequestError } from '../../wire/request';
import { useFeedback } from '../shell/feedback';
import { type CompanyRow, engineApi, type Saved, type Versioned } from './api';
import { changedValues, formPayload, schemaRule } from './field-rules';
import type { CustomerDictionaries } from './format';
import type { ListRegion } from './list-state';
import { SuccessorSelect } from './successor-select';

type CompanyValues = {
  name?: string;
  country?: string;
  city?: string;
  branchId?: string;
  customerRegion?: string;
  address?: string;
  phone?: string;
  email?: string;
  website?: string;
  taxId?: string;
  notes?: string;
  status?: string;
  successorId?: number | null;
};

const shape = companyCreateSchema.shape;

const initialValues = (record: Versioned<CompanyRow> | null, region: ListRegion): CompanyValues =>
  record
    ? {
        name: record.name,
        country: record.country,
        city: record.city,
        branchId: String(record.branchId),
        customerRegion: record.customerRegion,
        address: record.address ?? '',
        phone: record.phone ?? '',
        email: record.email ?? '',
        website: record.website ?? '',
        taxId: record.taxId ?? '',
        notes: record.notes ?? '',
        status: record.status,
        successorId: record.successorId,
      }
    : { customerRegion: region };

/**
 * Adds a customer (record null) or edits one at the version it was read. Each field is checked
 * with the shared schema; the server's field messages ('Customername already exists') land on
 * their fields; a stale save (409) says 'Data has changed' and the caller reloads.
 */
export const CompanyForm = ({
  open,
  record,
  region,
  dictionaries,
  onClose,
  onSaved,
  onStale,
}: {
  open: boolean;
  record: Versioned<CompanyRow> | null;
  region: ListRegion;
  dictionaries: CustomerDictionaries;
  onClose: () => void;
  onSaved: (saved: Saved) => void;
  onStale?: () => void;
}) => {
  const { t } = useTranslation();
  const { modal, message } = App.useApp();
  const [form] = Form.useForm<CompanyValues>();
  const [saving, setSaving] = useState(false);
  const { reportError, success } = useFeedback();
  const status = Form.useWatch('status', form);
  const editing = record !== null;

  // Filled once each time the form opens: a later change of the props (the list's region arriving
  // from the URL, a reload behind the dialog) must not wipe what the user has typed.
  const filled = useRef(false);
  // Whether the user picked the region themselves; until then it follows the country.
  const regionChosen = useRef(false);
  useEffect(() => {
    if (!open) {
      filled.current = false;
      return;
    }
    if (filled.current) return;
    filled.current = true;
    regionChosen.current = record !== null;
    form.resetFields();
    form.setFieldsValue(initialValues(record, region));
  }, [open, record, region, form]);
  // A new customer starts in the list's region; when that arrives after the dialog opened (the
  // tab's navigation still settling) it follows, unless the user chose a region or a country.
  useEffect(() => {
    if (!open || record !== null || regionChosen.current || form.getFieldValue('country')) return;
    form.setFieldsValue({ customerRegion: region });
  }, [open, record, region, form]);

  const selectOptions = useMemo(
    () => ({
      country: dictionaries.country.options.map((o) => ({ value: o.value, label: `${o.label} (${o.value})` })),
      branch: dictionaries.branch.options.map((o) => ({ value: o.value, label: o.label })),
      region: dictionaries.region.options.map((o) => ({ value: o.value, label: o.label })),
      status: dictionaries.status.options.map((o) => ({ value: o.value, label: o.label })),
    }),
    [dictionaries],
  );

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

  const submit = async (values: CompanyValues) => {
    const payload = formPayload({ ...values, successorId: values.status === 'replaced' ? values.successorId : '' });
    setSaving(true);
    try {
      if (record) {
        const changes = changedValues(payload, record);
        if (Object.keys(changes).length === 0) {
          onClose();
          return;
        }
        const res = await engineApi.update('company', record.id, record.version, changes);
        success(res.message);
        onSaved(res.data);
      } else {
        const { status: _status, successorId: _successor, ...fields } = payload;
        const res = await engineApi.create('company', fields);
        success(res.message);
        onSaved(res.data);
      }
    } catch (error) {
      if (error instanceof RequestError && error.status === 409) {
        void message.error(t('messages.dataChanged'));
        onStale?.();
        return;
      }
      reportError(error, form);
    } finally {
      setSaving(false);
    }
  };

  const half = { xs: 24, md: 12 };
  return (
    <Modal
      open={open}
      width={760}
      title={editing ? t('customersUi.form.editTitle', { name: record.name }) : t('customersUi.form.createTitle')}
      okText={t('common.save')}
      cancelText={t('common.cancel')}
      confirmLoading={saving}
      onOk={() => form.submit()}
      onCancel={close}
      mask={{ closable: false }}
      forceRender
    >
      <Form
        name="company"
        form={form}
        layout="vertical"
        onFinish={submit}
        requiredMark
        className="cu-form"
        onValuesChange={(changed: CompanyValues) => {
          // The region follows the country until the user picks one; it stays editable.
          if ('customerRegion' in changed) regionChosen.current = true;
          if (changed.country && !regionChosen.current) {
            form.setFieldsValue({ customerRegion: customerRegionFor(changed.country) });
          }
        }}
      >
        <Row gutter={16}>
          <Col xs={24}>
            <Form.Item
              name="name"
              label={t('customers.company.fields.name')}
              required
              rules={[schemaRule(shape.name, t)]}
            >
              <Input maxLength={COMPANY_NAME_MAX} autoComplete="off" showCount />
            </Form.Item>
          </Col>
          <Col {...half}>
            <Form.Item
              name="country"
              label={t('customers.company.fields.country')}
              required
              rules={[schemaRule(shape.country, t)]}
            >
              <Select
                showSearch={{ optionFilterProp: 'label' }}
                options={selectOptions.country}
                loading={dictionaries.country.loading}
                placeholder={t('customersUi.form.choose')}
              />
            </Form.Item>
          </Col>
          <Col {...half}>
            <Form.Item
              name="city"
              label={t('customers.company.fields.city')}
              required
              rules={[schemaRule(shape.city, t)]}
            >
              <Input maxLength={60} autoComplete="off" />
            </Form.Item>
          </Col>
          <Col {...half}>
            <Form.Item
              name="branchId"
              label={t('customers.company.fields.branchId')}
              required
              rules={[schemaRule(shape.branchId, t)]}
              extra={editing ? undefined : t('customersUi.form.branchHint')}
            >
              <Select
                showSearch={{ optionFilterProp: 'label' }}
                options={selectOptions.branch}
                loading={dictionaries.branch.loading}
                placeholder={t('customersUi.form.choose')}
              />
            </Form.Item>
          </Col>
          <Col {...half}>
            <Form.Item
              name="customerRegion"
              label={t('customers.company.fields.customerRegion')}
              extra={t('customersUi.form.regionHint')}
            >
              <Select options={selectOptions.region} loading={dictionaries.region.loading} />
            </Form.Item>
          </Col>
          {editing ? (
            <>
              <Col {...half}>
                <Form.Item name="status" label={t('customers.company.fields.status')} required>
                  <Select options={selectOptions.status} />
                </Form.Item>
              </Col>
              <Col {...half}>
                {status === 'replaced' ? (
                  <Form.Item
                    name="successorId"
                    label={t('customers.company.fields.successorId')}
                    required
                    rules={[{ required: true, message: t('customers.company.successorRequired') }]}
                  >
                    <SuccessorSelect
                      exclude={record.id}
                      initial={
                        record.successorId && record.successorName
                          ? { id: record.successorId, name: record.successorName }
                          : null
                      }
                    />
                  </Form.Item>
                ) : null}
              </Col>
            </>
          ) : null}
          <Col xs={24}>
            <Form.Item
              name="address"
              label={t('customers.company.fields.address')}
              rules={[schemaRule(shape.address, t)]}
            >
              <Input maxLength={200} autoComplete="off" />
            </Form.Item>
          </Col>
          <Col {...half}>
            <Form.Item
              name="phone"
              label={t('customers.company.fields.phone')}
              rules={[schemaRule(shape.phone, t)]}
              validateDebounce={300}
            >
              <Input maxLength={60} inputMode="tel" placeholder="021-12345678" autoComplete="off" />
            </Form.Item>
          </Col>
          <Col {...half}>
            <Form.Item
              name="email"
              label={t('customers.company.fields.email')}
              rules={[schemaRule(shape.email, t)]}
              validateDebounce={300}
            >
              <Input maxLength={254} inputMode="email" autoComplete="off" />
            </Form.Item>
          </Col>
          <Col {...half}>
            <Form.Item
              name="website"
              label={t('customers.company.fields.website')}
              rules={[schemaRule(shape.website, t)]}
              validateDebounce={300}
            >
              <Input maxLength={200} inputMode="url" placeholder="https://" autoComplete="off" />
            </Form.Item>
          </Col>
          <Col {...half}>
            <Form.Item name="taxId" label={t('customers.company.fields.taxId')} rules={[schemaRule(shape.taxId, t)]}>
              <Input maxLength={30} autoComplete="off" />
            </Form.Item>
          </Col>
          <Col xs={24}>
            <Form.Item name="notes" label={t('customers.company.fields.notes')} rules={[schemaRule(shape.notes, t)]}>
              <Input.TextArea maxLength={100} showCount autoSize={{ minRows: 2, maxRows: 4 }} />
            </Form.Item>
          </Col>
        </Row>
      </Form>
    </Modal>
  );
};
