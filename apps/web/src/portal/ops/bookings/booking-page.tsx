import { ArrowLeftOutlined, CopyOutlined, EditOutlined, ImportOutlined, PlusOutlined } from '@ant-design/icons';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { type FieldDef, type PageDef, pageByUrl, type ResourceDef, resourceByName } from '@tidemark/domain';
import {
  type BookingCheck,
  allowedActions as bookingActions,
  bookingChecklist,
  editRefusal,
} from '@tidemark/domain/ops/bookings/index';
import { Alert, App, Button, Col, Form, type FormInstance, Popconfirm, Result, Row, Skeleton, Space } from 'antd';
import { useMemo, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, Route, Routes, useNavigate, useParams } from 'react-router';
import { useSession } from '../../../shell/session';
import { type Payload, post, RequestError } from '../../../wire/request';
import { type EngineRow, engineApi, type Saved } from '../../engine/api';
import { AuditHistory } from '../../engine/audit-history';
import { RecordBanners } from '../../engine/detail-screen';
import { kitFor } from '../../engine/field-types';
import type { FormValue } from '../../engine/field-types/types';
import { fieldIssues, toFormValue, toWireValue, validate } from '../../engine/form-values';
import { ListView } from '../../engine/list-screen';
import { usePageActions } from '../../engine/page-actions';
import { engineKeys, invalidateResource, useAudit, useRecord, useResourceWrite } from '../../engine/queries';
import { RecordDownloads } from '../../engine/record-downloads';
import { RelationTabs } from '../../engine/relation-list';
import { useList } from '../../engine/use-list';
import { useFeedback } from '../../shell/feedback';
import { PortalNotFound } from '../../shell/not-found';
import { PageHeader } from '../../shell/page-header';
import { BookingChecklist } from './checklist';
import {
  liveWarnings,
  QuotationChecks,
  QuotationSelect,
  type RefusedWarning,
  refusedWarnings,
  useQuotations,
  WarningList,
} from './quotation';
import { bookingSections, isWideField } from './sections';
import '../../engine/engine.css';
import './bookings.css';

type Values = Record<string, FormValue>;
type Desk = 'SEA' | 'AIR';

const deskOf = (page: PageDef, record: EngineRow | null): Desk =>
  (record?.mode as Desk | undefined) ?? (page.fixed?.mode as Desk | undefined) ?? 'SEA';

/** The page with its booking's child lists shown only: a closed booking (or a submitted one, to its customer) takes no more rows. */
const readOnlyRelations = (page: PageDef): PageDef => ({
  ...page,
  relations: (page.relations ?? []).map((r) => ({ ...r, actions: [] })),
});

/** The containers and packing lines of a booking, as its relation tabs list them (refreshed by their writes). */
const useChildRows = (page: PageDef, bookingId: number | null, relation: 'containers' | 'packing') => {
  const resource = relation === 'containers' ? 'bookingContainer' : 'bookingPacking';
  const payload = { view: page.url, relation, parentId: bookingId ?? 0, page: 1, limit: 50 } as const;
  return useQuery({
    queryKey: engineKeys.list(resource, payload),
    queryFn: ({ signal }) => engineApi.list(resource, payload as never, signal),
    enabled: bookingId !== null && (page.relations ?? []).some((r) => r.key === relation),
    meta: { quiet: true },
  });
};

/** The checklist of the booking as it stands: the saved record, what the form holds now, and its child rows. */
const useChecklist = (page: PageDef, record: EngineRow | null, values: Values | undefined) => {
  const containers = useChildRows(page, record?.id ?? null, 'containers').data?.rows ?? [];
  const packing = useChildRows(page, record?.id ?? null, 'packing').data?.total ?? 0;
  return useMemo(() => {
    const current: Record<string, unknown> = { ...(record ?? {}) };
    for (const [name, value] of Object.entries(values ?? {})) current[name] = toWireValue(value);
    const check = {
      ...current,
      mode: deskOf(page, record),
      companyId: current.companyId ?? null,
      containers: containers.map((c) => ({
        isoType: c.isoType as string | null,
        containerNo: c.containerNo as string | null,
        sealNo: c.sealNo as string | null,
      })),
      packingLines: packing,
    } as unknown as BookingCheck;
    return bookingChecklist(check);
  }, [page, record, values, containers, packing]);
};

const fieldsOf = (resource: ResourceDef, names: readonly string[]): FieldDef[] =>
  names.flatMap((n) => resource.fields.filter((f) => f.name === n));

/**
 * The booking form: its sections (detail, parties, cargo, routing, terms) with the checklist
 * beside it, ticked live as the form is filled in, from the same rules the server enforces when
 * the booking is confirmed. Field messages, the browser's and the server's, land on the fields.
 */
const BookingEditor = ({
  page,
  resource,
  record,
  onDone,
}: {
  page: PageDef;
  resource: ResourceDef;
  record: EngineRow | null;
  onDone: (saved: Saved | null) => void;
}) => {
  const { t } = useTranslation();
  const { message } = App.useApp();
  const { reportError } = useFeedback();
  const { user } = useSession();
  const [form] = Form.useForm<Values>();
  const desk = deskOf(page, record);
  const sections = bookingSections(desk, user?.kind === 'customer');
  const names = sections.flatMap((s) => s.fields);
  const fields = fieldsOf(resource, names);
  const initial = useMemo<Values>(
    () =>
      Object.fromEntries(
        fields.map((f) => [
          f.name,
          toFormValue(f, record ? record[f.name] : f.name === 'loadType' ? (desk === 'AIR' ? 'AIR' : 'FCL') : null),
        ]),
      ),
    [fields, record, desk],
  );
  const write = useResourceWrite(resource.name, (payload: Payload) =>
    record ? engineApi.update(resource.name, payload) : engineApi.create(resource.name, payload),
  );

  const { modal } = App.useApp();
  const { i18n } = useTranslation();
  const customer = user?.kind === 'customer';
  const submit = async (confirm: readonly string[] = []) => {
    const current = form.getFieldsValue(true) as Values;
    const data: Record<string, string> = {};
    for (const f of fields) {
      const wire = toWireValue(current[f.name]);
      const before = record ? toWireValue(toFormValue(f, record[f.name])) : '';
      if (record ? wire !== before : wire.trim() !== '' || typeof current[f.name] === 'boolean') data[f.name] = wire;
    }
    if (!record) data.mode = desk;
    if (confirm.length > 0) data.confirmWarnings = confirm.join(',');
    const schema = record ? resource.updateSchema : resource.createSchema;
    const issues = Object.entries(fieldIssues(validate(schema, data), t)).filter(([n]) => names.includes(n));
    if (issues.length > 0) {
      form.setFields(issues.map(([name, text]) => ({ name, errors: [text] })));
      return;
    }
    try {
      const res = await write.mutateAsync(
        record
          ? { view: page.url, id: record.id, version: String(record.version ?? ''), ...data }
          : { view: page.url, ...data },
      );
      void message.success(res.message || t('portal.saved'));
      onDone(res.data);
    } catch (error) {
      const warnings = refusedWarnings(error);
      if (warnings) confirmWarnings(modal, t, i18n.language, warnings, () => submit(warnings.map((w) => w.code)));
      else if (error instanceof RequestError && error.status === 409) void message.error(t('messages.dataChanged'));
      else reportError(error, form);
    }
  };

  return (
    <div className="bk-layout">
      <Form form={form} layout="vertical" initialValues={initial} onFinish={() => void submit()} className="eng-form">
        {sections.map((section) => (
          <section key={section.key} className="pt-panel bk-section" aria-labelledby={`bk-${section.key}`}>
            <h2 id={`bk-${section.key}`} className="eng-section-title">
              {t(`ops.bookings.screen.sections.${section.key}`)}
            </h2>
            <Row gutter={16}>
              {fieldsOf(resource, section.fields).map((field) => {
                const { Input } = kitFor(field);
                if (field.name === 'quotationId') {
                  return (
                    <Col key={field.name} xs={24} lg={16}>
                      <Form.Item
                        name={field.name}
                        label={t('pricing.checks.screen.quotation')}
                        extra={t('pricing.checks.screen.pickerHint')}
                      >
                        <BookingQuotationSelect page={page} record={record} customer={customer} />
                      </Form.Item>
                    </Col>
                  );
                }
                return (
                  <Col
                    key={field.name}
                    xs={24}
                    sm={isWideField(field.name) ? 24 : 12}
                    lg={isWideField(field.name) ? 16 : 8}
                  >
                    <Form.Item name={field.name} label={t(field.labelKey)} required={field.required}>
                      <Input field={field} />
                    </Form.Item>
                  </Col>
                );
              })}
            </Row>
          </section>
        ))}
        <Space className="bk-form-buttons">
          <Button onClick={() => onDone(null)}>{t('common.cancel')}</Button>
          <Button type="primary" htmlType="submit" loading={write.isPending}>
            {t('common.save')}
          </Button>
        </Space>
      </Form>
      <div className="bk-side">
        <LiveChecklist page={page} record={record} form={form} />
        <LiveQuotationChecks page={page} record={record} form={form} customer={customer} />
      </div>
    </div>
  );
};

type ModalApi = ReturnType<typeof App.useApp>['modal'];

/** Asks the user to confirm the warnings the server listed; on OK the write is sent again with them. */
const confirmWarnings = (
  modal: ModalApi,
  t: (key: string) => string,
  lang: string,
  warnings: readonly RefusedWarning[],
  retry: () => Promise<void> | void,
) => {
  modal.confirm({
    title: t('pricing.checks.screen.confirmTitle'),
    content: (
      <>
        <p>{t('pricing.checks.screen.confirmText')}</p>
        <WarningList warnings={warnings} lang={lang} />
      </>
    ),
    okText: t('pricing.checks.screen.confirmOk'),
    cancelText: t('common.cancel'),
    onOk: () => retry(),
  });
};

/** The quotation picker of the form: the chosen customer's confirmed quotations. */
const BookingQuotationSelect = ({
  id,
  page,
  record,
  customer,
  value,
  onChange,
}: {
  id?: string;
  page: PageDef;
  record: EngineRow | null;
  customer: boolean;
  value?: FormValue;
  onChange?: (value: string) => void;
}) => {
  const form = Form.useFormInstance<Values>();
  const companyId = Form.useWatch('companyId', form) ?? record?.companyId;
  const quotations = useQuotations(page.url, companyId, customer);
  return (
    <QuotationSelect
      id={id}
      value={value as string | null | undefined}
      onChange={onChange}
      quotations={quotations.data?.data ?? []}
      loading={quotations.isFetching}
    />
  );
};

/** The quotation checks of the open form, shown before saving, from the rule the server enforces. */
const LiveQuotationChecks = ({
  page,
  record,
  form,
  customer,
}: {
  page: PageDef;
  record: EngineRow | null;
  form: FormInstance<Values>;
  customer: boolean;
}) => {
  const { t } = useTranslation();
  const values = Form.useWatch([], form) as Values | undefined;
  const current: Record<string, unknown> = { ...(record ?? {}) };
  for (const [name, value] of Object.entries(values ?? {})) current[name] = toWireValue(value);
  const quotations = useQuotations(page.url, current.companyId, customer).data?.data ?? [];
  const containers = useChildRows(page, record?.id ?? null, 'containers').data?.rows ?? [];
  const quotation = quotations.find((q) => String(q.id) === String(current.quotationId ?? ''));
  return (
    <section className="pt-panel bk-checklist" aria-labelledby="bk-quotation-checks">
      <h2 id="bk-quotation-checks" className="eng-section-title">
        {t('pricing.checks.screen.warningsTitle')}
      </h2>
      <QuotationChecks
        warnings={liveWarnings(
          current,
          quotation,
          containers.map((c) => String(c.isoType ?? '')),
        )}
      />
    </section>
  );
};

/** The checklist of the open form, the only part of it that follows every keystroke. */
const LiveChecklist = ({
  page,
  record,
  form,
}: {
  page: PageDef;
  record: EngineRow | null;
  form: FormInstance<Values>;
}) => {
  const values = Form.useWatch([], form) as Values | undefined;
  return <BookingChecklist items={useChecklist(page, record, values)} />;
};

/** The saved booking, section by section, read only. */
const BookingView = ({ page, resource, record }: { page: PageDef; resource: ResourceDef; record: EngineRow }) => {
  const { t } = useTranslation();
  const { user } = useSession();
  const checklist = useChecklist(page, record, undefined);
  return (
    <div className="bk-layout">
      <div>
        {bookingSections(deskOf(page, record), user?.kind === 'customer').map((section) => (
          <section key={section.key} className="pt-panel bk-section" aria-labelledby={`bk-${section.key}`}>
            <h2 id={`bk-${section.key}`} className="eng-section-title">
              {t(`ops.bookings.screen.sections.${section.key}`)}
            </h2>
            <dl className="eng-fields">
              {fieldsOf(resource, section.fields).map((f) => {
                const { Display } = kitFor(f);
                return (
                  <div key={f.name} className="eng-field">
                    <dt>{t(f.labelKey)}</dt>
                    <dd>
                      <Display field={f} value={record[f.name]} row={record} mode="detail" />
                    </dd>
                  </div>
                );
              })}
            </dl>
          </section>
        ))}
      </div>
      <BookingChecklist items={checklist} />
    </div>
  );
};

/**
 * One booking: its state and the actions the user may take in it (a customer submits its drafts;
 * the desk moves it on, confirms or cancels it), a copy as a new draft, the shipment it became
 * with a link to its tracking, the form or its sections with the checklist, its containers,
 * packing, routing and rates, and its history.
 */
const BookingDetail = ({ page, resource }: { page: PageDef; resource: ResourceDef }) => {
  const { t } = useTranslation();
  const { message } = App.useApp();
  const { reportError } = useFeedback();
  const navigate = useNavigate();
  const { user } = useSession();
  const held = usePageActions(page);
  const params = useParams();
  const id = /^\d{1,9}$/.test(params.id ?? '') ? Number(params.id) : null;
  const [editing, setEditing] = useState(false);
  const loaded = useRecord(resource.name, page.url, id);
  const record = loaded.data ?? null;
  const audit = useAudit(resource.name, page.url, id, record !== null);
  const client = useQueryClient();
  const transition = useResourceWrite(resource.name, (payload: Payload) =>
    engineApi.transition(resource.name, payload),
  );
  const { modal } = App.useApp();
  const { i18n } = useTranslation();
  const update = useResourceWrite(resource.name, (payload: Payload) => engineApi.update(resource.name, payload));
  const listPath = `/dashboard/${page.url}`;

  if (id === null || (loaded.error instanceof RequestError && [400, 404].includes(loaded.error.status))) {
    return <PortalNotFound home={page.url} />;
  }
  if (!record) return <Skeleton active paragraph={{ rows: 10 }} />;

  const actor = user?.kind === 'customer' ? 'customer' : 'staff';
  const status = String(record.status ?? '');
  const possible = new Set<string>(bookingActions(actor, status));
  const transitions = held.transitions.filter((a) => possible.has(a.transition ?? a.key));
  const canEdit = held.edit && editRefusal(actor, status) === null;
  const canCopy = held.create && (page.url === 'bookingSea' || page.url === 'bookingAir');
  const shipmentNo = record.shipmentNo ? String(record.shipmentNo) : null;

  const fillRates = async () => {
    try {
      const res = await post<{ count: number }>('/api/ops/bookings/rates-from-quotation', {
        view: page.url,
        id: record?.id ?? 0,
      });
      await invalidateResource(client, 'bookingRate');
      await loaded.refetch();
      void message.success(res.message);
    } catch (error) {
      reportError(error);
    }
  };
  const run = async (action: string, version?: number): Promise<void> => {
    try {
      const res = await transition.mutateAsync({
        view: page.url,
        id: record.id,
        version: String(version ?? record.version ?? ''),
        action,
      });
      const fresh = await loaded.refetch();
      const made = fresh.data?.shipmentNo;
      void message.success(
        action === 'confirm' && made
          ? t('ops.bookings.screen.confirmed', { shipmentNo: String(made) })
          : res.message || t('portal.saved'),
      );
      // Warnings of a step that went through (a customer without signed compliance statements).
      for (const warning of res.data?.warnings ?? []) void message.warning(warning, 10);
    } catch (error) {
      const warnings = refusedWarnings(error);
      if (!warnings || !record) {
        reportError(error);
        return;
      }
      // Confirmed on the booking (an update the audit records), then the step is taken again.
      confirmWarnings(modal, t, i18n.language, warnings, async () => {
        const fresh = await loaded.refetch();
        const saved = await update.mutateAsync({
          view: page.url,
          id: record.id,
          version: String(fresh.data?.version ?? record.version ?? ''),
          confirmWarnings: warnings.map((w) => w.code).join(','),
        });
        await run(action, saved.data.version);
      });
    }
  };

  const copy = async () => {
    try {
      const res = await post<{ id: number; bookingNo: string }>('/api/ops/bookings/copy', {
        view: page.url,
        id: record.id,
      });
      await invalidateResource(client, resource.name);
      void message.success(res.message);
      navigate(`${listPath}/${res.data.id}`);
    } catch (error) {
      reportError(error);
    }
  };

  return (
    <div className="eng-detail">
      <div className="eng-detail-top">
        <Link to={listPath} className="eng-back">
          <ArrowLeftOutlined aria-hidden /> {t(page.titleKey)}
        </Link>
      </div>
      <header className="pt-page-header eng-detail-header">
        <div>
          <span className="eng-detail-noun">{t('ops.bookings.booking.title')}</span>
          <h1>
            {String(record.bookingNo)} {(() => {
              const field = resource.fields.find((f) => f.name === 'status');
              if (!field) return null;
              const { Display } = kitFor(field);
              return <Display field={field} value={record.status} row={record} />;
            })()}
          </h1>
        </div>
        <div className="pt-page-actions">
          {transitions.map((a) => (
            <Popconfirm
              key={a.key}
              title={t('engineUi.detail.confirmAction', { action: t(a.labelKey), name: String(record.bookingNo) })}
              okText={t('common.ok')}
              cancelText={t('common.cancel')}
              onConfirm={() => run(a.transition ?? a.key)}
            >
              <Button loading={transition.isPending && transition.variables?.action === (a.transition ?? a.key)}>
                {t(a.labelKey)}
              </Button>
            </Popconfirm>
          ))}
          {canEdit && record.quotationId ? (
            <Popconfirm
              title={t('pricing.checks.screen.fillConfirm', { quotationNo: String(record.quotationNo ?? '') })}
              okText={t('common.ok')}
              cancelText={t('common.cancel')}
              onConfirm={() => fillRates()}
            >
              <Button>{t('pricing.checks.screen.fillRates')}</Button>
            </Popconfirm>
          ) : null}
          {canCopy ? (
            <Button icon={<CopyOutlined aria-hidden />} onClick={() => void copy()}>
              {t('ops.bookings.screen.copy')}
            </Button>
          ) : null}
          {canEdit && !editing ? (
            <Button type="primary" icon={<EditOutlined aria-hidden />} onClick={() => setEditing(true)}>
              {t('engine.actionKinds.edit')}
            </Button>
          ) : null}
        </div>
      </header>
      <RecordBanners page={page} resource={resource} record={record} search="" />
      {shipmentNo ? (
        <Alert
          className="bk-shipment"
          type="success"
          showIcon
          title={t('ops.bookings.screen.shipment', { shipmentNo })}
          action={
            <Space wrap>
              <RecordDownloads page={page} record={record} />
              <a
                href={`/tracking?no=${encodeURIComponent(String(record.houseBill ?? record.bookingNo))}`}
                target="_blank"
                rel="noreferrer"
              >
                {t('ops.bookings.screen.track')}
              </a>
            </Space>
          }
        />
      ) : null}
      {editing ? (
        <BookingEditor
          page={page}
          resource={resource}
          record={record}
          onDone={(saved) => {
            setEditing(false);
            if (saved) void loaded.refetch();
          }}
        />
      ) : (
        <BookingView page={page} resource={resource} record={record} />
      )}
      <RelationTabs page={canEdit ? page : readOnlyRelations(page)} parentId={record.id} />
      <section className="pt-panel" aria-labelledby="bk-history">
        <h2 id="bk-history" className="eng-section-title">
          {t('engineUi.detail.history')}
        </h2>
        <AuditHistory entries={audit.data ?? null} resource={resource} page={page} loading={audit.isPending} />
      </section>
    </div>
  );
};

/** A new booking on the desk of the page: the form with its checklist; saved, it opens as a record. */
const NewBooking = ({ page, resource }: { page: PageDef; resource: ResourceDef }) => {
  const { t } = useTranslation();
  const navigate = useNavigate();
  return (
    <>
      <PageHeader title={`${t(page.titleKey)}: ${t('engine.actionKinds.create')}`} />
      <BookingEditor
        page={page}
        resource={resource}
        record={null}
        onDone={(saved) => navigate(saved ? `/dashboard/${page.url}/${saved.id}` : `/dashboard/${page.url}`)}
      />
    </>
  );
};

/** The pending desk's import of the web's air booking requests, each becoming one draft. */
const ImportRequests = () => {
  const { t } = useTranslation();
  const { message } = App.useApp();
  const { reportError } = useFeedback();
  const client = useQueryClient();
  const [busy, setBusy] = useState(false);
  return (
    <Button
      icon={<ImportOutlined aria-hidden />}
      loading={busy}
      onClick={async () => {
        setBusy(true);
        try {
          const res = await post<{ imported: number }>('/api/ops/bookings/import-requests', {});
          await invalidateResource(client, 'booking');
          void message.success(res.message);
        } catch (error) {
          reportError(error);
        } finally {
          setBusy(false);
        }
      }}
    >
      {t('ops.bookings.screen.importRequests')}
    </Button>
  );
};

/**
 * The booking list of a page with its own header: New opens the sectioned form, the pending desk
 * imports requests. A booking is changed from its own page, where its state says whether it may
 * be, so the rows offer View only.
 */
const BookingList = ({ page, resource }: { page: PageDef; resource: ResourceDef }) => {
  const { t } = useTranslation();
  const list = useList(page, resource);
  const held = list.actions;
  const form = page.url === 'bookingSea' || page.url === 'bookingAir';
  const viewOnly = useMemo(() => ({ ...list, actions: { ...list.actions, edit: undefined } }), [list]);
  return (
    <ListView
      list={viewOnly}
      header={() => (
        <PageHeader
          title={t(page.titleKey)}
          extra={
            <Space>
              {page.url === 'pendingBooking' && held.edit ? <ImportRequests /> : null}
              {form && held.create ? (
                <Link to="new">
                  <Button type="primary" icon={<PlusOutlined aria-hidden />}>
                    {t('engine.actionKinds.create')}
                  </Button>
                </Link>
              ) : null}
            </Space>
          }
        />
      )}
    />
  );
};

/** Routes bookingSea, bookingAir and pendingBooking: the list, a new booking, and one booking. */
export const BookingPage = ({ url }: { url: 'bookingSea' | 'bookingAir' | 'pendingBooking' }) => {
  const { t } = useTranslation();
  const page = pageByUrl(url);
  const resource = resourceByName('booking');
  if (!page || !resource) return <Result status="warning" title={t('portal.error.text')} />;
  return (
    <Routes>
      <Route index element={<BookingList page={page} resource={resource} />} />
      {url !== 'pendingBooking' ? <Route path="new" element={<NewBooking page={page} resource={resource} />} /> : null}
      <Route path=":id" element={<BookingDetail page={page} resource={resource} />} />
      <Route path="*" element={<PortalNotFound home={url} />} />
    </Routes>
  );
};

export const SeaBookings = () => <BookingPage url="bookingSea" />;
export const AirBookings = () => <BookingPage url="bookingAir" />;
export const PendingBookings = () => <BookingPage url="pendingBooking" />;
