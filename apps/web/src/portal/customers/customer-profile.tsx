import {
  ArrowLeftOutlined,
  EditOutlined,
  GlobalOutlined,
  MailOutlined,
  PhoneOutlined,
  RollbackOutlined,
  StopOutlined,
} from '@ant-design/icons';
import { companyResource } from '@tidemark/domain/customers/resources';
import { Alert, App, Button, Descriptions, type DescriptionsProps, Skeleton, Space, Tabs, Tag } from 'antd';
import { type ReactNode, useCallback, useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, useLocation, useNavigate, useSearchParams } from 'react-router';
import { RequestError } from '../../wire/request';
import { useCan } from '../permission';
import { useBreakpoint } from '../shell/breakpoint';
import { useFeedback } from '../shell/feedback';
import { formatDateTime } from '../shell/format';
import { StatusResult } from '../shell/status-result';
import { type CompanyRow, engineApi, type Versioned, VIEWS } from './api';
import { AuditTimeline } from './audit-timeline';
import { CompanyForm } from './company-form';
import { ContactsPanel } from './contacts-panel';
import { StatusTag, useCustomerDictionaries } from './format';
import { CUSTOMER_PAGE, DEFAULT_REGION, isListRegion, type ListRegion } from './list-state';
import { OrgCodesPanel } from './org-codes-panel';
import { actionPermission } from './permissions';

const PROFILE_TABS = ['contacts', 'codes', 'history'] as const;
type ProfileTab = (typeof PROFILE_TABS)[number];

type Predecessor = Pick<CompanyRow, 'id' | 'name' | 'code'>;

/**
 * A customer's profile (/dashboard/customer/<id>): details with edit, the data status with its
 * transitions (obsolete, restore) and the successor of a replaced customer, the contacts, the
 * organisation codes and the audit history.
 */
export const CustomerProfile = ({ id }: { id: number }) => {
  const { t, i18n } = useTranslation();
  const { modal, message } = App.useApp();
  const navigate = useNavigate();
  const location = useLocation();
  const [params, setParams] = useSearchParams();
  const { reportError, success } = useFeedback();
  const dictionaries = useCustomerDictionaries();
  const phone = useBreakpoint() === 'phone';
  const canEdit = useCan(actionPermission(CUSTOMER_PAGE, 'edit'));
  const canObsolete = useCan(actionPermission(CUSTOMER_PAGE, 'obsolete'));
  const canRestore = useCan(actionPermission(CUSTOMER_PAGE, 'restore'));
  const canContacts = useCan(VIEWS.contact);
  const canCodes = useCan(VIEWS.orgCode);
  const [record, setRecord] = useState<Versioned<CompanyRow> | null>(null);
  const [missing, setMissing] = useState(false);
  const [predecessors, setPredecessors] = useState<Predecessor[]>([]);
  const [editing, setEditing] = useState(false);
  const [busy, setBusy] = useState(false);
  const [historyKey, setHistoryKey] = useState(0);
  const [contactCount, setContactCount] = useState<number | null>(null);
  const [codeCount, setCodeCount] = useState<number | null>(null);

  const load = useCallback(async () => {
    try {
      const [company, replaced] = await Promise.all([
        engineApi.get<CompanyRow>('company', id),
        engineApi.list<CompanyRow>('company', { page: 1, limit: 10, f_successorId: id }),
      ]);
      setRecord(company);
      setPredecessors(replaced.rows.map((r) => ({ id: r.id, name: r.name, code: r.code })));
      setMissing(false);
      setHistoryKey((k) => k + 1);
    } catch (error) {
      if (error instanceof RequestError && error.status === 404) setMissing(true);
      else reportError(error);
    }
  }, [id, reportError]);

  useEffect(() => {
    setRecord(null);
    setContactCount(null);
    setCodeCount(null);
    void load();
  }, [load]);

  const listSearch = (location.state as { list?: unknown } | null)?.list;
  const backRegion: ListRegion = isListRegion(record?.customerRegion ?? null)
    ? (record?.customerRegion as ListRegion)
    : DEFAULT_REGION;
  const backTo =
    typeof listSearch === 'string'
      ? `/dashboard/${CUSTOMER_PAGE}${listSearch}`
      : `/dashboard/${CUSTOMER_PAGE}${backRegion === DEFAULT_REGION ? '' : `?region=${backRegion}`}`;

  const tabParam = params.get('tab');
  const tab: ProfileTab = PROFILE_TABS.includes(tabParam as ProfileTab) ? (tabParam as ProfileTab) : 'contacts';

  const transition = (action: 'obsolete' | 'restore') => {
    if (!record) return;
    modal.confirm({
      title: t(`customersUi.profile.confirm.${action}`, { name: record.name }),
      content: t(`customersUi.profile.confirm.${action}Text`),
      okText: t(`customers.actions.${action}`),
      cancelText: t('common.cancel'),
      okButtonProps: { danger: action === 'obsolete' },
      onOk: async () => {
        setBusy(true);
        try {
          success((await engineApi.transition('company', record.id, record.version, action)).message);
        } catch (error) {
          if (error instanceof RequestError && error.status === 409) void message.error(t('messages.dataChanged'));
          else reportError(error);
        } finally {
          setBusy(false);
          await load();
        }
      },
    });
  };

  if (missing) {
    return (
      <StatusResult
        status="404"
        title={t('customersUi.profile.missing')}
        subTitle={t('customersUi.profile.missingText')}
        extra={
          <Button type="primary" onClick={() => navigate(backTo)}>
            {t('customersUi.profile.back')}
          </Button>
        }
      />
    );
  }

  if (!record) {
    return (
      <div className="pt-panel">
        <Skeleton active paragraph={{ rows: 8 }} />
      </div>
    );
  }

  const text = (v: string | null) => (v && v.trim() !== '' ? v : <span className="cu-muted">—</span>);
  const details: DescriptionsProps['items'] = [
    {
      key: 'code',
      label: t('customers.company.fields.code'),
      children: <span className="cu-code">{record.code}</span>,
    },
    {
      key: 'region',
      label: t('customers.company.fields.customerRegion'),
      children: dictionaries.region.labelOf(record.customerRegion),
    },
    {
      key: 'branch',
      label: t('customers.company.fields.branchId'),
      children: dictionaries.branch.labelOf(record.branchId),
    },
    {
      key: 'place',
      label: t('customersUi.profile.location'),
      children: `${record.city}, ${dictionaries.country.labelOf(record.country)}`,
    },
    { key: 'address', label: t('customers.company.fields.address'), children: text(record.address), span: 'filled' },
    {
      key: 'phone',
      label: t('customers.company.fields.phone'),
      children: record.phone ? (
        <a href={`tel:${record.phone}`}>
          <PhoneOutlined aria-hidden /> {record.phone}
        </a>
      ) : (
        text(null)
      ),
    },
    {
      key: 'email',
      label: t('customers.company.fields.email'),
      children: record.email ? (
        <a href={`mailto:${record.email}`}>
          <MailOutlined aria-hidden /> {record.email}
        </a>
      ) : (
        text(null)
      ),
    },
    {
      key: 'website',
      label: t('customers.company.fields.website'),
      children: record.website ? (
        <a href={record.website} target="_blank" rel="noopener noreferrer">
          <GlobalOutlined aria-hidden /> {record.website.replace(/^https?:\/\//, '')}
        </a>
      ) : (
        text(null)
      ),
    },
    { key: 'taxId', label: t('customers.company.fields.taxId'), children: text(record.taxId) },
    { key: 'notes', label: t('customers.company.fields.notes'), children: text(record.notes), span: 'filled' },
    {
      key: 'createdAt',
      label: t('customers.company.fields.createdAt'),
      children: formatDateTime(record.createdAt, i18n.language),
    },
    {
      key: 'updatedAt',
      label: t('customers.company.fields.updatedAt'),
      children: formatDateTime(record.updatedAt, i18n.language),
      span: 'filled',
    },
  ];

  const companyLink = (c: { id: number; name: string }): ReactNode => (
    <Link to={`/dashboard/${CUSTOMER_PAGE}/${c.id}`} state={location.state}>
      {c.name}
    </Link>
  );

  const tabs = [
    ...(canContacts
      ? [
          {
            key: 'contacts',
            label: countLabel(t('customersUi.profile.tabs.contacts'), contactCount),
            forceRender: true,
            children: <ContactsPanel companyId={record.id} dictionaries={dictionaries} onCount={setContactCount} />,
          },
        ]
      : []),
    ...(canCodes
      ? [
          {
            key: 'codes',
            label: countLabel(
              t(phone ? 'customersUi.profile.tabs.codesShort' : 'customersUi.profile.tabs.codes'),
              codeCount,
            ),
            forceRender: true,
            children: <OrgCodesPanel companyId={record.id} dictionaries={dictionaries} onCount={setCodeCount} />,
          },
        ]
      : []),
    {
      key: 'history',
      label: t('customersUi.profile.tabs.history'),
      children: (
        <AuditTimeline
          resource="company"
          id={record.id}
          fields={companyResource.fields}
          dictionaries={dictionaries}
          refreshKey={historyKey}
        />
      ),
    },
  ];
  const activeTab = tabs.some((x) => x.key === tab) ? tab : (tabs[0]?.key ?? 'history');

  return (
    <div className="cu-profile">
      <div className="cu-back">
        <Button type="link" icon={<ArrowLeftOutlined aria-hidden />} onClick={() => navigate(backTo)}>
          {t('customersUi.profile.back')}
        </Button>
      </div>
      <header className="pt-page-header cu-profile-header">
        <div>
          <p className="cu-eyebrow">{t('customers.company.profile')}</p>
          <h1>{record.name}</h1>
          <Space size={[6, 6]} wrap className="cu-profile-tags">
            <Tag className="cu-code-tag">{record.code}</Tag>
            <StatusTag status={record.status} dictionaries={dictionaries} />
            <Tag color="geekblue">{record.customerRegion}</Tag>
            <span className="cu-muted">
              {record.city}, {dictionaries.country.labelOf(record.country)}
            </span>
          </Space>
        </div>
        <div className="pt-page-actions">
          {canObsolete && record.status === 'valid' ? (
            <Button danger icon={<StopOutlined aria-hidden />} loading={busy} onClick={() => transition('obsolete')}>
              {t('customers.actions.obsolete')}
            </Button>
          ) : null}
          {canRestore && record.status === 'obsolete' ? (
            <Button icon={<RollbackOutlined aria-hidden />} loading={busy} onClick={() => transition('restore')}>
              {t('customers.actions.restore')}
            </Button>
          ) : null}
          {canEdit ? (
            <Button type="primary" icon={<EditOutlined aria-hidden />} onClick={() => setEditing(true)}>
              {t('customers.actions.edit')}
            </Button>
          ) : null}
        </div>
      </header>

      {record.status === 'replaced' ? (
        <Alert
          type="warning"
          showIcon
          className="cu-status-alert"
          title={
            record.successorId && record.successorName ? (
              <span>
                {t('customersUi.profile.replacedBy')}{' '}
                {companyLink({ id: record.successorId, name: record.successorName })}
              </span>
            ) : (
              t('customersUi.profile.replacedUnknown')
            )
          }
          description={t('customersUi.profile.replacedText')}
        />
      ) : null}
      {record.status === 'obsolete' ? (
        <Alert
          type="info"
          showIcon
          className="cu-status-alert"
          title={t('customersUi.profile.obsoleteTitle')}
          description={t('customersUi.profile.obsoleteText')}
        />
      ) : null}
      {predecessors.length > 0 ? (
        <Alert
          type="info"
          showIcon
          className="cu-status-alert"
          title={
            <span>
              {t('customersUi.profile.replaces')}{' '}
              {predecessors.map((p, i) => (
                <span key={p.id}>
                  {i > 0 ? ', ' : null}
                  {companyLink(p)}
                </span>
              ))}
            </span>
          }
        />
      ) : null}

      <section className="pt-panel cu-details" aria-label={t('customersUi.profile.details')}>
        <h2 className="cu-section-title">{t('customersUi.profile.details')}</h2>
        <Descriptions items={details} column={phone ? 1 : { xs: 1, sm: 1, md: 2, lg: 3, xl: 3, xxl: 3 }} size="small" />
      </section>

      <section className="pt-panel cu-related">
        <Tabs
          className="cu-related-tabs"
          activeKey={activeTab}
          onChange={(key) => {
            const next = new URLSearchParams(params);
            next.set('tab', key);
            setParams(next, { replace: true, state: location.state, preventScrollReset: true });
          }}
          items={tabs}
        />
      </section>

      <CompanyForm
        open={editing}
        record={record}
        region={backRegion}
        dictionaries={dictionaries}
        onClose={() => setEditing(false)}
        onSaved={() => {
          setEditing(false);
          void load();
        }}
        onStale={() => {
          setEditing(false);
          void load();
        }}
      />
    </div>
  );
};

const countLabel = (label: string, count: number | null) =>
  count === null ? (
    label
  ) : (
    <span>
      {label} <span className="cu-count">{count}</span>
    </span>
  );
