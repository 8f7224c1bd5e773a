import { ClockCircleOutlined, DeleteOutlined, EditOutlined, PlusCircleOutlined, SwapOutlined } from '@ant-design/icons';
import { type FieldDef, hasKey, type PageDef, type ResourceDef, resourceByName } from '@tidemark/domain';
import { Empty, Skeleton, Timeline } from 'antd';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { formatDateTime } from '../shell/format';
import type { AuditEntry } from './api';
import { kitFor } from './field-types';

type Change = { field: string; from?: unknown; to: unknown; created: boolean };

const isFromTo = (v: unknown): v is { from: unknown; to: unknown } =>
  typeof v === 'object' && v !== null && !Array.isArray(v) && 'to' in v && 'from' in v;

/** A deletion keeps the values the record held, listed like a creation's. */
const listsValues = (action: string) => action === 'create' || action === 'delete' || action.startsWith('delete:');

/**
 * The changes of an entry: creates list the values set, deletions the values held, updates and
 * transitions each field from -> to.
 */
export const entryChanges = (entry: AuditEntry): Change[] => {
  const changes = entry.changes ?? {};
  const created = listsValues(entry.action);
  return Object.entries(changes).map(([field, v]) =>
    !created && isFromTo(v) ? { field, from: v.from, to: v.to, created } : { field, to: v, created: true },
  );
};

const ActionIcon = ({ action }: { action: string }) =>
  action === 'create' ? (
    <PlusCircleOutlined aria-hidden />
  ) : action === 'delete' || action.startsWith('delete:') ? (
    <DeleteOutlined aria-hidden />
  ) : action.startsWith('transition') ? (
    <SwapOutlined aria-hidden />
  ) : (
    <EditOutlined aria-hidden />
  );

/**
 * A record's audit entries, newest first: who, when, and each field from -> to. A line deleted
 * from one of the page's child lists (`delete:<relation>`) shows with the values it held, named
 * by the child's fields.
 */
export const AuditHistory = ({
  entries,
  resource,
  page,
  loading,
}: {
  entries: readonly AuditEntry[] | null;
  resource: ResourceDef;
  page: PageDef;
  loading: boolean;
}) => {
  const { t, i18n } = useTranslation();
  if (loading && !entries) return <Skeleton active paragraph={{ rows: 3 }} />;
  if (!entries || entries.length === 0) {
    return <Empty image={Empty.PRESENTED_IMAGE_SIMPLE} description={t('engineUi.detail.noHistory')} />;
  }
  const byName = new Map(resource.fields.map((f) => [f.name, f]));
  const relationOf = (action: string) =>
    action.startsWith('delete:')
      ? (page.relations ?? []).find((r) => r.key === action.slice('delete:'.length))
      : undefined;
  const fieldsOf = (action: string): ReadonlyMap<string, FieldDef> => {
    const child = resourceByName(relationOf(action)?.resource ?? '');
    return child ? new Map(child.fields.map((f) => [f.name, f])) : byName;
  };

  const value = (field: FieldDef | undefined, v: unknown): ReactNode => {
    if (v === null || v === undefined || v === '') return <span className="eng-empty">—</span>;
    if (!field) return typeof v === 'object' ? JSON.stringify(v) : String(v);
    const { Display } = kitFor(field);
    return <Display field={field} value={v} mode="cell" />;
  };

  const actionLabel = (action: string) => {
    if (action === 'create') return t('engine.audit.create');
    if (action.startsWith('delete:')) {
      const relation = relationOf(action);
      return relation ? `${t('engine.audit.deleteLine')} · ${t(relation.titleKey)}` : t('engine.audit.deleteLine');
    }
    if (action.startsWith('transition:')) {
      const key = action.slice('transition:'.length);
      const def = (page.actions ?? []).find((a) => (a.transition ?? a.key) === key);
      return def ? `${t('engine.audit.transition')} · ${t(def.labelKey)}` : t('engine.audit.transition');
    }
    return hasKey(`engine.audit.${action}`) ? t(`engine.audit.${action}`) : action;
  };

  return (
    <Timeline
      className="eng-audit"
      items={entries.map((entry) => {
        const fields = fieldsOf(entry.action);
        const changes = entryChanges(entry).filter((c) => fields.has(c.field));
        return {
          key: entry.id,
          icon: <ActionIcon action={entry.action} />,
          content: (
            <div className="eng-audit-entry">
              <div className="eng-audit-head">
                <strong>{entry.displayName || entry.userName || t('engineUi.detail.system')}</strong>
                <span className="eng-audit-action">{actionLabel(entry.action)}</span>
                <span className="eng-muted eng-audit-time">
                  <ClockCircleOutlined aria-hidden /> {formatDateTime(entry.at, i18n.language)}
                </span>
              </div>
              {changes.length > 0 ? (
                <ul className="eng-audit-changes">
                  {changes.map((c) => {
                    const field = fields.get(c.field);
                    return (
                      <li key={c.field}>
                        <span className="eng-audit-field">{field ? t(field.labelKey) : c.field}</span>
                        {c.created ? (
                          <span className="eng-audit-to">{value(field, c.to)}</span>
                        ) : (
                          <>
                            <span className="eng-audit-from">{value(field, c.from)}</span>
                            <span className="eng-audit-arrow" aria-hidden>
                              →
                            </span>
                            <span className="eng-sr-only">{t('engineUi.detail.changedTo')}</span>
                            <span className="eng-audit-to">{value(field, c.to)}</span>
                          </>
                        )}
                      </li>
                    );
                  })}
                </ul>
              ) : entry.action === 'update' ? (
                <p className="eng-muted eng-audit-none">{t('engineUi.detail.noChange')}</p>
              ) : null}
            </div>
          ),
        };
      })}
    />
  );
};
