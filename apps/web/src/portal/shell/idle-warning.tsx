import { Button, Modal } from 'antd';
import { useEffect, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router';
import { signOut } from '../../shell/session';
import { type IdlePhase, idlePhase } from './idle';

const INPUT_EVENTS = ['pointerdown', 'pointermove', 'keydown', 'wheel', 'touchstart', 'scroll'] as const;

/** SPEC §8: after 30 minutes without input, warn with a countdown, then sign out. */
export const IdleWarning = () => {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const lastInput = useRef(Date.now());
  const [phase, setPhase] = useState<IdlePhase>({ phase: 'active' });
  const warning = phase.phase === 'warning';

  useEffect(() => {
    // While the warning shows, only the button (or closing the dialog) counts as coming back.
    if (warning) return;
    const onInput = () => {
      lastInput.current = Date.now();
    };
    for (const e of INPUT_EVENTS) window.addEventListener(e, onInput, { passive: true, capture: true });
    return () => {
      for (const e of INPUT_EVENTS) window.removeEventListener(e, onInput, { capture: true });
    };
  }, [warning]);

  useEffect(() => {
    const timer = setInterval(() => {
      const next = idlePhase(Date.now() - lastInput.current);
      setPhase((prev) => (JSON.stringify(prev) === JSON.stringify(next) ? prev : next));
    }, 1000);
    return () => clearInterval(timer);
  }, []);

  useEffect(() => {
    if (phase.phase === 'expired') void signOut().finally(() => navigate('/login', { replace: true }));
  }, [phase, navigate]);

  const stay = () => {
    lastInput.current = Date.now();
    setPhase({ phase: 'active' });
  };

  return (
    <Modal
      open={warning}
      title={t('common.notice')}
      onCancel={stay}
      footer={
        <Button type="primary" onClick={stay}>
          {t('portal.idle.stay')}
        </Button>
      }
    >
      <p>{t('messages.idleWarning')}</p>
      {phase.phase === 'warning' ? (
        <p className="pt-idle-countdown" aria-live="polite">
          {t('portal.idle.countdown', { seconds: phase.secondsLeft })}
        </p>
      ) : null}
    </Modal>
  );
};
