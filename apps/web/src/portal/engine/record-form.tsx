import { ReloadOutlined } from '@ant-design/icons';
import {
  type FieldDef,
  formFields,
  hasKey,
  isValidContainerNumber,
  type PageDef,
  type ResourceDef,
} from '@tidemark/domain';
import { Alert, App, Button, Col, Drawer, Form, Row, Space } from 'antd';
import type { Rule } from 'antd/es/form';
import { type ReactNode, useCallback, useEffect, useMemo, useRef, useState } from 'react';
import { flushSync } from 'react-dom';
import { useTranslation } from 'react-i18next';
import { type CallOptions, type Payload, RequestError } from '../../wire/request';
import { useFeedback, useRules } from '../shell/feedback';
import { type EngineRow, engineApi, type Saved } from './api';
import { kitFor } from './field-types';
import { UNLOCODE_RE } from './field-types/port/ports';
import type { FormValue } from './field-types/types';
import { changedFields, derivedValues, fieldIssues, toFormValue, toWireValue, validate } from './form-values';
import { LeaveGuard, useConfirmLeave } from './leave-guard';
import { useResourceWrite } from './queries';
import { type Through, throughPayload } from './relation-api';
import { useViewportWidth } from './viewport';

/** Wide inputs take a whole row; short ones (choices, dates, numbers, switches) half of one. */
const isWide = (field: FieldDef) =>
  field.type === 'longText' || field.type === 'party' || (field.type === 'text' && (field.maxLength ?? 60) > 60);

/** The resource's singular name ('Customer'), or the page title when the catalog has none. */
export const useRecordNoun = (resource: ResourceDef, page: PageDef): string => {
  const { t } = useTranslation();
  return hasKey(`${resource.i18n}.title`) ? t(`${resource.i18n}.title`) : t(page.titleKey);
};

type Values = Record<string, FormValue>;

/**
 * The generic form of a resource (create, or edit at the version it was read): its editable
 * fields by type; the browser checks them with the resource's own schema (the server's), the
 * server's field messages land on the fields, a stale save shows 'Data has changed' and keeps
 * what was typed, and leaving with changes asks first.
 */
export const RecordForm = ({
  open,
  variant = 'drawer',
  page,
  resource,
  record,
  defaults,
  onClose,
  onSaved,
  onReload,
  through,
}: {
  open: boolean;
  variant?: 'drawer' | 'page';
  page: PageDef;
  resource: ResourceDef;
  /** The record to edit (with its version), or null to create one. */
  record: EngineRow | null;
  /** What a new record starts with (the values the list it is added on pins); ignored when editing. */
  defaults?: Readonly<Record<string, string>>;
  onClose: () => void;
  onSaved: (saved: Saved, created: boolean) => void;
  /** Fetches the record again after a conflict. */
  onReload?: () => void;
  /** A child record of a relation: saved through its parent, whose id its foreign key always holds. */
  through?: Through;
}) => {
  const { t } = useTranslation();
  const { message } = App.useApp();
  const { reportError } = useFeedback();
  const rules = useRules();
  const confirmLeave = useConfirmLeave();
  const width = useViewportWidth();
  const noun = useRecordNoun(resource, page);
  const [form] = Form.useForm<Values>();
  const [dirty, setDirty] = useState(false);
  const [conflict, setConflict] = useState(false);
  const write = useResourceWrite(
    resource.name,
    ({ payload, options, update }: { payload: Payload; options: CallOptions; update: boolean }) =>
      update ? engineApi.update(resource.name, payload, options) : engineApi.create(resource.name, payload, options),
  );
  const saving = write.isPending;

  const foreignKey = through?.relation.foreignKey;
  const editing = record !== null;
  const fields = useMemo(
    () => formFields(resource, editing).filter((f) => f.name !== foreignKey),
    [resource, editing, foreignKey],
  );
  const initial = useMemo<Values>(
    () => Object.fromEntries(fields.map((f) => [f.name, toFormValue(f, record ? record[f.name] : defaults?.[f.name])])),
    [fields, record, defaults],
  );
  // Derived fields the user chose by hand since the form opened: they no longer follow their source.
  const manual = useRef(new Set<string>());

  useEffect(() => {
    if (!open) return;
    form.resetFields();
    form.setFieldsValue(initial);
    manual.current = new Set();
    setDirty(false);
    setConflict(false);
  }, [open, initial, form]);

  const onValuesChange = (changed: Values) => {
    for (const f of fields) if (f.derive && f.name in changed) manual.current.add(f.name);
    const follow = derivedValues(fields, changed, manual.current);
    if (Object.keys(follow).length > 0) form.setFieldsValue(follow);
    setDirty(changedFields(fields, initial, form.getFieldsValue(true) as Values).length > 0);
  };

  const requestClose = useCallback(async () => {
    if (dirty && !(await confirmLeave())) return;
    setDirty(false);
    onClose();
  }, [dirty, confirmLeave, onClose]);

  const fieldRules = (field: FieldDef): Rule[] => {
    const out: Rule[] = [];
    if (field.required) {
      out.push(field.type === 'text' || field.type === 'longText' ? rules.required : rules.requiredChoice);
    }
    if (field.maxLength && (field.type === 'text' || field.type === 'longText')) out.push(rules.max(field.maxLength));
    if (field.type === 'container') {
      out.push({
        validator: async (_r, v: FormValue) => {
          const text = toWireValue(v);
          if (text !== '' && !isValidContainerNumber(text)) throw new Error(t('validation.containerNumber'));
        },
      });
    }
    if (field.type === 'port') {
      out.push({
        validator: async (_r, v: FormValue) => {
          const text = toWireValue(v);
          if (text !== '' && !UNLOCODE_RE.test(text)) throw new Error(t('validation.invalid'));
        },
      });
    }
    return out;
  };

  const submit = async () => {
    try {
      await form.validateFields();
    } catch {
      return;
    }
    const values = form.getFieldsValue(true) as Values;
    const names = record ? changedFields(fields, initial, values) : fields.map((f) => f.name);
    if (record && names.length === 0) {
      setDirty(false);
      onClose();
      return;
    }
    const data: Record<string, string> = {};
    const files: Record<string, Blob> = {};
    for (const name of names) {
      const value = values[name];
      if (value instanceof File) files[name] = value;
      else if (record || toWireValue(value).trim() !== '' || typeof value === 'boolean')
        data[name] = toWireValue(value);
    }
    const schema = record ? (resource.updateSchema ?? resource.createSchema) : resource.createSchema;
    const issues = fieldIssues(validate(schema, data), t);
    const onForm = Object.entries(issues).filter(([name]) => fields.some((f) => f.name === name));
    if (onForm.length > 0) {
      form.setFields(onForm.map(([name, text]) => ({ name, errors: [text] })));
      form.scrollToField(onForm[0]?.[0] ?? '', { block: 'center' });
      return;
    }
    setConflict(false);
    try {
      // A chosen file goes with the record, multipart.
      const options = Object.keys(files).length > 0 ? { files } : {};
      const view = through ? throughPayload(through) : { view: page.url };
      const res = await write.mutateAsync(
        record
          ? {
              payload: { ...view, id: record.id, version: String(record.version ?? ''), ...data },
              options,
              update: true,
            }
          : { payload: { ...view, ...data }, options, update: false },
      );
      void message.success(res.message || t('portal.saved'));
      // The leave guard must be gone before the caller navigates to the saved record.
      flushSync(() => setDirty(false));
      onSaved(res.data, record === null);
    } catch (error) {
      if (error instanceof RequestError && error.status === 409) {
        setConflict(true);
        void message.error(t('messages.dataChanged'));
      } else reportError(error, form);
    }
  };

  const title = record
    ? t('engineUi.form.editTitle', { noun, name: String(record[resource.titleField] ?? record.id) })
    : t('engineUi.form.createTitle', { noun });

  const body: ReactNode = (
    <>
      <LeaveGuard when={open && dirty} />
      {conflict ? (
        <Alert
          className="eng-form-alert"
          type="warning"
          showIcon
          title={t('messages.dataChanged')}
          description={t('engineUi.form.conflictHint')}
          action={
            onReload ? (
              <Button
                size="small"
                icon={<ReloadOutlined aria-hidden />}
                onClick={async () => {
                  if (dirty && !(await confirmLeave())) return;
                  onReload();
                }}
              >
                {t('common.reload')}
              </Button>
            ) : undefined
          }
        />
      ) : null}
      <Form
        form={form}
        layout="vertical"
        className="eng-form"
        requiredMark
        scrollToFirstError
        onValuesChange={(changed) => onValuesChange(changed as Values)}
        onFinish={() => void submit()}
      >
        <Row gutter={16}>
          {fields.map((field) => {
            const { Input } = kitFor(field);
            const source = field.derive ? fields.find((f) => f.name === field.derive?.from) : undefined;
            return (
              <Col key={field.name} xs={24} sm={isWide(field) ? 24 : 12}>
                <Form.Item
                  name={field.name}
                  label={t(field.labelKey)}
                  rules={fieldRules(field)}
                  required={field.required}
                  extra={source ? t('engineUi.form.follows', { field: t(source.labelKey) }) : undefined}
                >
                  <Input field={field} />
                </Form.Item>
              </Col>
            );
          })}
        </Row>
      </Form>
    </>
  );

  const buttons = (
    <Space>
      <Button onClick={() => void requestClose()}>{t('common.cancel')}</Button>
      <Button type="primary" loading={saving} onClick={() => form.submit()}>
        {t('common.save')}
      </Button>
    </Space>
  );

  if (variant === 'page') {
    return (
      <section className="pt-panel eng-form-page" aria-label={title}>
        <h2 className="eng-section-title">{title}</h2>
        {body}
        <div className="eng-form-page-footer">{buttons}</div>
      </section>
    );
  }

  return (
    <Drawer
      open={open}
      title={title}
      size={width < 760 ? '100%' : 640}
      onClose={() => void requestClose()}
      destroyOnHidden={false}
      forceRender
      footer={<div className="eng-drawer-footer eng-drawer-footer-end">{buttons}</div>}
      className="eng-form-drawer"
    >
      {body}
    </Drawer>
  );
};
