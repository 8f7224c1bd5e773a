import type { SessionUser } from '@tidemark/domain';
import { type RefObject, useEffect } from 'react';
import { mountWatermark, watchDialogs } from './watermark';

export const watermarkLines = (user: SessionUser): string[] =>
  user.displayName && user.displayName !== user.userName ? [user.displayName, user.userName] : [user.userName];

/** Watermarks the main area (tables included) and every dialog while the portal is shown. */
export const useWatermark = (host: RefObject<HTMLElement | null>, user: SessionUser): void => {
  const key = watermarkLines(user).join('\n');
  useEffect(() => {
    const el = host.current;
    if (!el) return;
    const lines = key.split('\n');
    const unmountMain = mountWatermark(el, lines);
    const unwatchDialogs = watchDialogs(document.body, lines);
    return () => {
      unmountMain();
      unwatchDialogs();
    };
  }, [host, key]);
};
