import { MAX_BATCH_ROWS, type PageDef, type ResourceDef } from '@tidemark/domain';
import { Alert, App, Form, Modal, Radio, Select } from 'antd';
import { useEffect, useMemo, useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { Payload } from '../../wire/request';
import { useFeedback } from '../shell/feedback';
import { type EngineRow, engineApi } from './api';
import { BATCH_PROBLEM_KEYS, batchProblem } from './batch';
import { kitFor } from './field-types';
import type { FormValue } from './field-types/types';
import { toFormValue, toWireValue } from './form-values';
import { usePageActions } from './page-actions';
import { useResourceWrite } from './queries';

/**
 * A batch update of the selected rows (SPEC §5): one field set to the same value, or one of the
 * page's transitions, on 1 to 20 rows that agree on what is being changed. The server checks it again.
 */
export const BatchUpdate = ({
  open,
  page,
  resource,
  rows,
  onClose,
  onDone,
}: {
  open: boolean;
  page: PageDef;
  resource: ResourceDef;
  rows: readonly EngineRow[];
  onClose: () => void;
  onDone: () => void;
}) => {
  const { t } = useTranslation();
  const { message } = App.useApp();
  const { reportError } = useFeedback();
  const allowed = usePageActions(page).transitions;
  const transitions = useMemo(
    () => allowed.filter((a) => resource.transitions?.[a.transition ?? a.key]),
    [allowed, resource],
  );
  const write = useResourceWrite(resource.name, (payload: Payload) => engineApi.batchUpdate(resource.name, payload));
  const fields = useMemo(() => resource.fields.filter((f) => f.editable && f.type !== 'file'), [resource]);
  const [mode, setMode] = useState<'field' | 'transition'>('field');
  const [fieldName, setFieldName] = useState<string>('');
  const [value, setValue] = useState<FormValue>('');
  const [action, setAction] = useState<string>('');

  useEffect(() => {
    if (!open) return;
    setMode(transitions.length > 0 ? 'transition' : 'field');
    setFieldName(fields[0]?.name ?? '');
    setAction(transitions[0]?.key ?? '');
  }, [open, transitions, fields]);

  const field = fields.find((f) => f.name === fieldName);
  useEffect(() => {
    setValue(field ? toFormValue(field, null) : '');
  }, [field]);

  const chosenAction = transitions.find((a) => a.key === action);
  const stateField = chosenAction
    ? resource.transitions?.[chosenAction.transition ?? chosenAction.key]?.field
    : undefined;
  const problem = batchProblem(rows, mode === 'transition' ? stateField : fieldName || undefined);

  const submit = async () => {
    if (problem) {
      void message.warning(t(BATCH_PROBLEM_KEYS[problem], { max: MAX_BATCH_ROWS }));
      return;
    }
    try {
      const ids = rows.map((r) => r.id);
      const res = await write.mutateAsync(
        mode === 'transition' && chosenAction
          ? { view: page.url, ids, action: chosenAction.transition ?? chosenAction.key }
          : { view: page.url, ids, [fieldName]: toWireValue(value) },
      );
      void message.success(res.message || t('portal.saved'));
      onDone();
    } catch (error) {
      reportError(error);
    }
  };

  const Input = field ? kitFor(field).Input : null;
  return (
    <Modal
      open={open}
      title={t('engineUi.batch.title', { count: rows.length })}
      okText={t('engineUi.batch.apply')}
      cancelText={t('common.cancel')}
      confirmLoading={write.isPending}
      okButtonProps={{ disabled: problem !== null }}
      onOk={() => void submit()}
      onCancel={onClose}
      destroyOnHidden
    >
      {problem ? (
        <Alert
          className="eng-form-alert"
          type="warning"
          showIcon
          title={t(BATCH_PROBLEM_KEYS[problem], { max: MAX_BATCH_ROWS })}
        />
      ) : (
        <p className="eng-muted">{t('engineUi.batch.hint', { max: MAX_BATCH_ROWS })}</p>
      )}
      <Form layout="vertical">
        {transitions.length > 0 && fields.length > 0 ? (
          <Form.Item label={t('engineUi.batch.mode')}>
            <Radio.Group
              value={mode}
              onChange={(e) => setMode(e.target.value)}
              options={[
                { value: 'transition', label: t('engineUi.batch.runAction') },
                { value: 'field', label: t('engineUi.batch.setField') },
              ]}
            />
          </Form.Item>
        ) : null}
        {mode === 'transition' ? (
          <Form.Item label={t('engineUi.batch.action')}>
            <Select
              value={action}
              onChange={setAction}
              options={transitions.map((a) => ({ value: a.key, label: t(a.labelKey) }))}
            />
          </Form.Item>
        ) : (
          <>
            <Form.Item label={t('engineUi.batch.field')}>
              <Select
                value={fieldName}
                onChange={setFieldName}
                options={fields.map((f) => ({ value: f.name, label: t(f.labelKey) }))}
              />
            </Form.Item>
            {field && Input ? (
              <Form.Item label={t('engineUi.batch.value')}>
                <Input field={field} value={value} onChange={setValue} />
              </Form.Item>
            ) : null}
          </>
        )}
      </Form>
    </Modal>
  );
};
