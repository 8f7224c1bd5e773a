import { useMutation, useQueryClient } from '@tanstack/react-query';
import { type PageDef, pageByUrl, resourceByName } from '@tidemark/domain';
import { App, Button, Form, Input, Modal, Result, Space } from 'antd';
import type { TFunction } from 'i18next';
import { type ComponentType, type ReactNode, useMemo, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Route, Routes } from 'react-router';
import { useFeedback } from '../shell/feedback';
import { PortalNotFound } from '../shell/not-found';
import { PageHeader } from '../shell/page-header';
import type { EngineRow } from './api';
import { DetailScreen } from './detail-screen';
import { ListView } from './list-screen';
import type { PageActions } from './page-actions';
import { invalidateResource } from './queries';
import { useList } from './use-list';
import './engine.css';

/** What a decision call answers: the message said to the user. */
type Sent = Promise<{ message: string }>;

/**
 * A queue: a generic list of records waiting for someone's decision, each approved (in one click,
 * or through a dialog of its own) or rejected with a reason, and one record's detail with its
 * history. The decisions are the queue's own calls, so the generic edit form and the engine's
 * transition buttons are not offered on it. Declared by what differs from one queue to another.
 */
export type QueueScreenDef = {
  /** The page (its url) and the resource listed. */
  page: string;
  resource: string;
  /** The catalog key of the text under the title. */
  helpKey: string;
  /** Whether the user may decide, from the page's actions the user holds. */
  mayDecide: (actions: PageActions) => boolean;
  /** Whether a row still waits for a decision (every row when left out). */
  waiting?: (row: EngineRow) => boolean;
  /** Links shown on every row before the decisions (e.g. the record the row belongs to). */
  links?: (row: EngineRow, t: TFunction) => ReactNode;
  /** Approving: a call made at once, or a dialog of its own that makes it. */
  approve:
    | { labelKey: string; send: (row: EngineRow) => Sent }
    | { labelKey: string; Dialog: ComponentType<{ row: EngineRow; onClose: () => void }> };
  /** Rejecting, with a required reason of at most 200 characters. */
  reject: {
    labelKey: string;
    title: (row: EngineRow, t: TFunction) => string;
    reasonKey: string;
    send: (row: EngineRow, reason: string) => Sent;
  };
};

/** The reason of a rejection, asked in a dialog; the call's field errors show on it. */
const RejectDialog = ({ def, row, onClose }: { def: QueueScreenDef; row: EngineRow; onClose: () => void }) => {
  const { t } = useTranslation();
  const { message } = App.useApp();
  const { reportError } = useFeedback();
  const client = useQueryClient();
  const [form] = Form.useForm<{ reason: string }>();
  const reject = useMutation({
    mutationFn: (v: { reason: string }) => def.reject.send(row, v.reason ?? ''),
    onSuccess: async (res) => {
      void message.success(res.message);
      await invalidateResource(client, def.resource);
      onClose();
    },
    onError: (error) => reportError(error, form),
  });
  return (
    <Modal
      open
      title={def.reject.title(row, t)}
      okText={t(def.reject.labelKey)}
      cancelText={t('common.cancel')}
      onOk={() => form.submit()}
      onCancel={onClose}
      confirmLoading={reject.isPending}
      destroyOnHidden
    >
      <Form form={form} layout="vertical" onFinish={(v) => reject.mutate(v)}>
        <Form.Item
          name="reason"
          label={t(def.reject.reasonKey)}
          rules={[{ required: true, whitespace: true, message: t('validation.required') }]}
        >
          <Input.TextArea maxLength={200} showCount rows={3} />
        </Form.Item>
      </Form>
    </Modal>
  );
};

/** One row's links and, for those who may decide on a waiting row, its Approve and Reject. */
export const QueueRowActions = ({
  def,
  row,
  mayDecide,
}: {
  def: QueueScreenDef;
  row: EngineRow;
  mayDecide: boolean;
}) => {
  const { t } = useTranslation();
  const { message } = App.useApp();
  const { reportError } = useFeedback();
  const client = useQueryClient();
  const [open, setOpen] = useState<'approve' | 'reject' | null>(null);
  const { approve } = def;
  const send = useMutation({
    mutationFn: () => ('send' in approve ? approve.send(row) : Promise.reject(new Error('approved in a dialog'))),
    onSuccess: async (res) => {
      void message.success(res.message);
      await invalidateResource(client, def.resource);
    },
    onError: (error) => reportError(error),
  });
  const decide = mayDecide && (def.waiting?.(row) ?? true);
  const links = def.links?.(row, t);
  if (!links && !decide) return null;
  const close = () => setOpen(null);
  return (
    <>
      <Space size={4}>
        {links}
        {decide ? (
          <>
            <Button
              size="small"
              type="link"
              loading={send.isPending}
              onClick={() => ('send' in approve ? send.mutate() : setOpen('approve'))}
            >
              {t(approve.labelKey)}
            </Button>
            <Button size="small" type="link" danger onClick={() => setOpen('reject')}>
              {t(def.reject.labelKey)}
            </Button>
          </>
        ) : null}
      </Space>
      {open === 'approve' && 'Dialog' in approve ? <approve.Dialog row={row} onClose={close} /> : null}
      {open === 'reject' ? <RejectDialog def={def} row={row} onClose={close} /> : null}
    </>
  );
};

/** The queue's list: the generic list with the queue's decisions on each row. */
const QueueList = ({ def, page }: { def: QueueScreenDef; page: PageDef }) => {
  const { t } = useTranslation();
  const resource = resourceByName(def.resource);
  const list = useList(page, resource as NonNullable<typeof resource>);
  const mayDecide = def.mayDecide(list.actions);
  const viewOnly = useMemo(() => ({ ...list, actions: { ...list.actions, edit: undefined, transitions: [] } }), [list]);
  return (
    <ListView
      list={viewOnly}
      header={() => <PageHeader title={t(page.titleKey)} description={t(def.helpKey)} />}
      rowActions={(row) => <QueueRowActions def={def} row={row} mayDecide={mayDecide} />}
    />
  );
};

/** The queue's page: its list, and one record's detail with its history, without the edit form. */
export const QueueScreen = ({ def }: { def: QueueScreenDef }) => {
  const { t } = useTranslation();
  const page = pageByUrl(def.page);
  const resource = resourceByName(def.resource);
  if (!page || !resource) return <Result status="warning" title={t('portal.error.text')} />;
  const detailPage: PageDef = { ...page, actions: (page.actions ?? []).filter((a) => a.kind !== 'edit') };
  return (
    <Routes>
      <Route index element={<QueueList def={def} page={page} />} />
      <Route path=":id" element={<DetailScreen page={detailPage} resource={resource} />} />
      <Route path="*" element={<PortalNotFound home={page.url} />} />
    </Routes>
  );
};
