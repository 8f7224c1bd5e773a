import { EditOutlined, PlusCircleOutlined, SwapOutlined } from '@ant-design/icons';
import type { FieldDef } from '@tidemark/domain/engine/definitions';
import { Empty, Spin, Timeline } from 'antd';
import type { TFunction } from 'i18next';
import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useFeedback } from '../shell/feedback';
import { formatDateTime } from '../shell/format';
import { type AuditEntry, engineApi, type ResourceName } from './api';
import { type CustomerDictionaries, valueText } from './format';

type Change = { field: string; from?: unknown; to: unknown; created: boolean };

const isFromTo = (v: unknown): v is { from: unknown; to: unknown } =>
  typeof v === 'object' && v !== null && !Array.isArray(v) && 'to' in v && 'from' in v;

/**
 * The changes of one audit entry: a creation lists the values set, an update or transition each
 * field's from and to. Fields the resource does not declare (internal columns) are left out.
 */
export const auditChanges = (entry: Pick<AuditEntry, 'action' | 'changes'>, known: ReadonlySet<string>): Change[] => {
  // In the order the resource declares its fields, as the form shows them.
  const order = [...known];
  return Object.entries(entry.changes ?? {})
    .filter(([field]) => known.has(field))
    .sort(([a], [b]) => order.indexOf(a) - order.indexOf(b))
    .flatMap(([field, value]): Change[] => {
      if (entry.action !== 'create' && isFromTo(value))
        return [{ field, from: value.from, to: value.to, created: false }];
      if (value === null || value === undefined || value === '') return [];
      return [{ field, to: value, created: true }];
    });
};

/** 'create', 'update' or 'transition:<action>' as the reader's words. */
export const auditActionLabel = (action: string, t: TFunction): string => {
  if (action === 'create') return t('engine.audit.create');
  if (action === 'update') return t('engine.audit.update');
  const transition = /^transition:(.+)$/.exec(action)?.[1];
  if (transition) {
    return `${t('engine.audit.transition')}: ${t(`customers.actions.${transition}`, { defaultValue: transition })}`;
  }
  return action;
};

const iconOf = (action: string) =>
  action === 'create' ? (
    <PlusCircleOutlined aria-hidden />
  ) : action === 'update' ? (
    <EditOutlined aria-hidden />
  ) : (
    <SwapOutlined aria-hidden />
  );
const colorOf = (action: string) => (action === 'create' ? 'green' : action === 'update' ? 'blue' : 'orange');

/** A record's audit history (POST /api/engine/<resource>/audit), newest first: who, when, what changed. */
export const AuditTimeline = ({
  resource,
  id,
  fields,
  dictionaries,
  refreshKey = 0,
}: {
  resource: ResourceName;
  id: number;
  fields: readonly FieldDef[];
  dictionaries: CustomerDictionaries;
  refreshKey?: number;
}) => {
  const { t, i18n } = useTranslation();
  const { reportError } = useFeedback();
  const [entries, setEntries] = useState<AuditEntry[] | null>(null);

  useEffect(() => {
    let live = true;
    // The key only asks for a reload after a change elsewhere on the page.
    void refreshKey;
    engineApi.audit(resource, id).then(
      (rows) => live && setEntries(rows),
      (error: unknown) => {
        if (!live) return;
        reportError(error);
        setEntries([]);
      },
    );
    return () => {
      live = false;
    };
  }, [resource, id, refreshKey, reportError]);

  if (entries === null) return <Spin className="cu-audit-loading" />;
  if (entries.length === 0) return <Empty description={t('customersUi.audit.empty')} />;

  const byName = new Map(fields.map((f) => [f.name, f]));
  const known = new Set(byName.keys());
  const show = (field: string, value: unknown) => {
    const def = byName.get(field);
    return valueText(value, def?.type ?? 'text', def?.dict, dictionaries, t, i18n.language);
  };

  return (
    <Timeline
      className="cu-audit"
      items={entries.map((entry) => {
        const changes = auditChanges(entry, known);
        return {
          key: entry.id,
          color: colorOf(entry.action),
          icon: iconOf(entry.action),
          // The header goes in the content: a title would sit in a separate column of its own.
          content: (
            <>
              <div className="cu-audit-head">
                <strong>{auditActionLabel(entry.action, t)}</strong>
                <span className="cu-audit-who">
                  {t('customersUi.audit.by', {
                    name: entry.displayName || entry.userName || t('customersUi.audit.system'),
                  })}
                </span>
                <time className="cu-audit-when" dateTime={entry.at}>
                  {formatDateTime(entry.at, i18n.language)}
                </time>
              </div>
              {changes.length > 0 ? (
                <ul className="cu-audit-changes">
                  {changes.map((c) => (
                    <li key={c.field}>
                      <span className="cu-audit-field">{t(byName.get(c.field)?.labelKey ?? c.field)}</span>
                      {c.created ? (
                        <span className="cu-audit-to">{show(c.field, c.to)}</span>
                      ) : (
                        <>
                          <del className="cu-audit-from">{show(c.field, c.from)}</del>
                          <span aria-hidden> → </span>
                          <span className="cu-audit-to">{show(c.field, c.to)}</span>
                        </>
                      )}
                    </li>
                  ))}
                </ul>
              ) : (
                <span className="cu-muted">{t('customersUi.audit.noFieldChanges')}</span>
              )}
            </>
          ),
        };
      })}
    />
  );
};
