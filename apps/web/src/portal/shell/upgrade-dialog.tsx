import { ClockCircleOutlined, CustomerServiceOutlined, ToolOutlined } from '@ant-design/icons';
import { useQuery } from '@tanstack/react-query';
import { MAINTENANCE_DIALOG_WIDTH, UPGRADE_POLL_MAX_FAILURES, UPGRADE_POLL_MS } from '@tidemark/domain';
import { Button, Descriptions, Modal, Typography } from 'antd';
import { useEffect, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useLocation } from 'react-router';
import { post } from '../../wire/request';
import { formatShanghai } from './shanghai-time';
import {
  nextFailureCount,
  noticeKey,
  parseUpgrade,
  shouldOpenUpgradeDialog,
  type UpgradeNotice,
} from './upgrade-notice';

/** The query of the maintenance notice; saving a notice invalidates it. */
export const UPGRADE_NOTICE_KEY = ['upgradeNotice'] as const;

/**
 * Polls POST /basApi/upgrade every 60 s, also in a tab in the background; stops after 3 failures
 * in a row (SPEC §4). A failed poll keeps the notice it had.
 */
const useUpgradeNotice = (): UpgradeNotice | null => {
  const failures = useRef(0);
  const query = useQuery({
    queryKey: UPGRADE_NOTICE_KEY,
    queryFn: async ({ signal }) => {
      let succeeded = false;
      try {
        const res = await post<{ upgrade?: unknown }>('/basApi/upgrade', {}, { quiet: true, signal });
        succeeded = res.success;
        if (!succeeded) throw new Error(res.message || 'upgrade notice refused');
        return parseUpgrade(res.data?.upgrade);
      } finally {
        failures.current = nextFailureCount(failures.current, succeeded);
      }
    },
    refetchInterval: () => (failures.current >= UPGRADE_POLL_MAX_FAILURES ? false : UPGRADE_POLL_MS),
    refetchIntervalInBackground: true,
    meta: { quiet: true },
  });
  return query.data ?? null;
};

const contactHref = (contact: string) =>
  /^[^@\s]+@[^@\s]+$/.test(contact) ? `mailto:${contact}` : /^https?:\/\//.test(contact) ? contact : undefined;

/** The 700 px maintenance dialog (SPEC §2, §9), on dashboard paths only. */
export const UpgradeDialog = () => {
  const { t } = useTranslation();
  const { pathname } = useLocation();
  const notice = useUpgradeNotice();
  const [shown, setShown] = useState<UpgradeNotice | null>(null);
  const dismissed = useRef(new Set<string>());

  useEffect(() => {
    if (
      shouldOpenUpgradeDialog({
        path: pathname,
        notice,
        open: shown !== null,
        now: new Date(),
        dismissed: dismissed.current,
      })
    )
      setShown(notice);
  }, [pathname, notice, shown]);

  const close = () => {
    if (shown) dismissed.current.add(noticeKey(shown));
    setShown(null);
  };
  const zone = t('portal.upgrade.zone');
  const href = shown?.supportContact ? contactHref(shown.supportContact) : undefined;

  return (
    <Modal
      open={shown !== null}
      width={MAINTENANCE_DIALOG_WIDTH}
      title={
        <span className="pt-upgrade-title">
          <ToolOutlined aria-hidden /> {t('portal.upgrade.title')}
        </span>
      }
      onCancel={close}
      footer={
        <Button type="primary" onClick={close}>
          {t('common.close')}
        </Button>
      }
      className="pt-upgrade-dialog"
    >
      {shown ? (
        <div className="pt-upgrade-body">
          <Typography.Paragraph>{t('portal.upgrade.text')}</Typography.Paragraph>
          {shown.title ? <Typography.Title level={5}>{shown.title}</Typography.Title> : null}
          {shown.body ? <Typography.Paragraph className="pt-prewrap">{shown.body}</Typography.Paragraph> : null}
          <Descriptions
            column={1}
            bordered
            size="small"
            items={[
              {
                key: 'start',
                label: (
                  <>
                    <ClockCircleOutlined aria-hidden /> {t('portal.upgrade.start')}
                  </>
                ),
                children: shown.start ? `${formatShanghai(shown.start)} ${zone}` : '—',
              },
              {
                key: 'end',
                label: (
                  <>
                    <ClockCircleOutlined aria-hidden /> {t('portal.upgrade.end')}
                  </>
                ),
                children: shown.end ? `${formatShanghai(shown.end)} ${zone}` : '—',
              },
              ...(shown.supportContact
                ? [
                    {
                      key: 'contact',
                      label: (
                        <>
                          <CustomerServiceOutlined aria-hidden /> {t('portal.upgrade.contact')}
                        </>
                      ),
                      children: href ? <a href={href}>{shown.supportContact}</a> : shown.supportContact,
                    },
                  ]
                : []),
            ]}
          />
        </div>
      ) : null}
    </Modal>
  );
};
