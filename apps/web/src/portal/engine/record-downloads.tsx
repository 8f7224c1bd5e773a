import { DownloadOutlined } from '@ant-design/icons';
import type { DownloadDef, PageDef } from '@tidemark/domain';
import { App, Button } from 'antd';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useSession } from '../../shell/session';
import { downloadFile } from '../../wire/download';

/** The downloads a record offers the user: each whose fields hold values, staff-only ones to staff. */
export const offeredDownloads = (
  page: PageDef,
  record: Readonly<Record<string, unknown>>,
  kind: 'staff' | 'customer' | undefined,
): { def: DownloadDef; query: Record<string, string> }[] =>
  (page.downloads ?? []).flatMap((def) => {
    if (def.staffOnly && kind !== 'staff') return [];
    const query: Record<string, string> = {};
    for (const [param, field] of Object.entries(def.params)) {
      const value = record[field];
      if (value === null || value === undefined || String(value).trim() === '') return [];
      query[param] = String(value);
    }
    return [{ def, query }];
  });

/** The page's downloads of one record (PageDef.downloads), as buttons beside its actions. */
export const RecordDownloads = ({ page, record }: { page: PageDef; record: Readonly<Record<string, unknown>> }) => {
  const { t } = useTranslation();
  const { message } = App.useApp();
  const { user } = useSession();
  const [busy, setBusy] = useState<string | null>(null);
  const offered = offeredDownloads(page, record, user?.kind);
  if (offered.length === 0) return null;
  const run = async (key: string, href: string, query: Record<string, string>) => {
    setBusy(key);
    try {
      await downloadFile(href, query);
    } catch (error) {
      void message.error((error as Error).message || t('portal.error.text'));
    } finally {
      setBusy(null);
    }
  };
  return (
    <>
      {offered.map(({ def, query }) => (
        <Button
          key={def.key}
          icon={<DownloadOutlined aria-hidden />}
          loading={busy === def.key}
          data-download={def.key}
          onClick={() => void run(def.key, def.href, query)}
        >
          {t(def.labelKey)}
        </Button>
      ))}
    </>
  );
};
