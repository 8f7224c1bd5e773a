import { App } from 'antd';
import { useCallback, useContext, useEffect, useRef } from 'react';
import { useTranslation } from 'react-i18next';
import { UNSAFE_DataRouterContext, UNSAFE_NavigationContext, useBlocker } from 'react-router';

/** Asks whether to leave a changed form (SPEC §8 'Data has changed. Leave without saving?'). */
export const useConfirmLeave = (): (() => Promise<boolean>) => {
  const { modal } = App.useApp();
  const { t } = useTranslation();
  return useCallback(
    () =>
      new Promise<boolean>((resolve) => {
        modal.confirm({
          title: t('common.notice'),
          content: t('messages.confirmLeave'),
          okText: t('engineUi.form.leave'),
          cancelText: t('engineUi.form.stay'),
          okButtonProps: { danger: true },
          onOk: () => resolve(true),
          onCancel: () => resolve(false),
        });
      }),
    [modal, t],
  );
};

/** Under a data router: react-router's own blocker. */
const BlockerGuard = ({ when, confirm }: { when: boolean; confirm: () => Promise<boolean> }) => {
  const blocker = useBlocker(when);
  useEffect(() => {
    if (blocker.state !== 'blocked') return;
    void confirm().then((leave) => (leave ? blocker.proceed() : blocker.reset()));
  }, [blocker, confirm]);
  return null;
};

/**
 * Under a plain BrowserRouter (this app's), where useBlocker is not available: every in-app
 * navigation goes through the navigator's push and replace, so those wait for the answer.
 */
const NavigatorGuard = ({ when, confirm }: { when: boolean; confirm: () => Promise<boolean> }) => {
  const { navigator } = useContext(UNSAFE_NavigationContext);
  const asking = useRef(false);
  useEffect(() => {
    if (!when) return;
    const push = navigator.push;
    const replace = navigator.replace;
    const guarded =
      (go: typeof push): typeof push =>
      (...args) => {
        if (asking.current) return;
        asking.current = true;
        void confirm().then((leave) => {
          asking.current = false;
          if (!leave) return;
          navigator.push = push;
          navigator.replace = replace;
          go.apply(navigator, args);
        });
      };
    navigator.push = guarded(push);
    navigator.replace = guarded(replace);
    return () => {
      navigator.push = push;
      navigator.replace = replace;
    };
  }, [when, navigator, confirm]);
  return null;
};

/**
 * While `when` holds, leaving asks first: route changes inside the portal (menu, tabs, links)
 * and closing or reloading the browser tab (the browser's own question).
 */
export const LeaveGuard = ({ when }: { when: boolean }) => {
  const confirm = useConfirmLeave();
  const dataRouter = useContext(UNSAFE_DataRouterContext);
  useEffect(() => {
    if (!when) return;
    const onBeforeUnload = (e: BeforeUnloadEvent) => {
      e.preventDefault();
    };
    window.addEventListener('beforeunload', onBeforeUnload);
    return () => window.removeEventListener('beforeunload', onBeforeUnload);
  }, [when]);
  return dataRouter ? <BlockerGuard when={when} confirm={confirm} /> : <NavigatorGuard when={when} confirm={confirm} />;
};
