import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, useSearchParams } from 'react-router';
import { post, RequestError } from '../../wire/request';
import { useHasToken } from '../guard';
import { PageLoading } from './page-loading';
import { StatusCard, type StatusTone } from './status-card';

/** The mailed links of docs/access.md that land on /result. */
const LINK_ACTIONS = {
  'verify-email': { url: '/account/verifyEmail', title: 'accountPages.result.verifyEmailTitle' },
  'confirm-email': { url: '/account/confirmEmailChange', title: 'accountPages.result.confirmEmailTitle' },
} as const;
type LinkAction = keyof typeof LINK_ACTIONS;
const isLinkAction = (v: string | null): v is LinkAction => v !== null && Object.hasOwn(LINK_ACTIONS, v);

type Outcome = { ok: boolean; message: string };

// Links are single use: a second render (React's strict mode, a language switch) must not spend
// the token again and report the first use as a failure.
const outcomes = new Map<string, Promise<Outcome>>();
const followLink = (action: LinkAction, token: string): Promise<Outcome> => {
  const key = `${action}:${token}`;
  let outcome = outcomes.get(key);
  if (!outcome) {
    outcome = post(LINK_ACTIONS[action].url, { token }).then(
      (res) => ({ ok: res.result === 'true', message: res.message }),
      (error: unknown) => ({ ok: false, message: error instanceof RequestError ? error.message : '' }),
    );
    outcomes.set(key, outcome);
  }
  return outcome;
};

const LinkResult = ({ action, token }: { action: LinkAction; token: string }) => {
  const { t } = useTranslation();
  const signedIn = useHasToken();
  const [outcome, setOutcome] = useState<Outcome | null>(null);
  useEffect(() => {
    let live = true;
    void followLink(action, token).then((o) => {
      if (live) setOutcome(o);
    });
    return () => {
      live = false;
    };
  }, [action, token]);
  if (!outcome) return <PageLoading label={t('accountPages.result.checking')} />;
  const next = signedIn ? (
    <Link to="/user-account" className="acc-button-link">
      {t('accountPages.result.toAccount')}
    </Link>
  ) : (
    <Link to="/login" className="acc-button-link">
      {t('common.toLogin')}
    </Link>
  );
  return outcome.ok ? (
    <StatusCard tone="success" title={t(LINK_ACTIONS[action].title)} text={outcome.message}>
      {next}
    </StatusCard>
  ) : (
    <StatusCard
      tone="error"
      title={t('accountPages.result.failedTitle')}
      text={outcome.message || t('access.linkInvalid')}
    >
      {next}
    </StatusCard>
  );
};

/**
 * ?status= picks one of our own messages; text from the address is never shown, so a crafted
 * link cannot put words in the product's mouth.
 */
const GENERIC: Record<string, { tone: StatusTone; key: string }> = {
  success: { tone: 'success', key: 'success' },
  error: { tone: 'error', key: 'error' },
  '500': { tone: 'error', key: 'error' },
  warning: { tone: 'warning', key: 'warning' },
  info: { tone: 'info', key: 'info' },
  '403': { tone: 'error', key: 'forbidden' },
};

const GenericResult = ({ status }: { status: string | null }) => {
  const { t } = useTranslation();
  const choice = GENERIC[status ?? ''] ?? { tone: 'info', key: 'info' };
  return (
    <StatusCard
      tone={choice.tone}
      title={t(`accountPages.result.generic.${choice.key}.title`)}
      text={t(`accountPages.result.generic.${choice.key}.text`)}
    >
      <Link to="/" className="acc-button-link">
        {t('common.goHome')}
      </Link>
    </StatusCard>
  );
};

/** /result: follows a mailed link (verify-email, confirm-email) or shows a general outcome. */
export const ResultPage = () => {
  const [params] = useSearchParams();
  const action = params.get('action');
  const token = params.get('token');
  if (isLinkAction(action) && token) return <LinkResult action={action} token={token} />;
  return <GenericResult status={params.get('status')} />;
};
