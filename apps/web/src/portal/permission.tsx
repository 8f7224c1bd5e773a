import type { ReactNode } from 'react';
import { useSession } from '../shell/session';

/**
 * The button-permission helper (SPEC §6): true when the user holds the permission (a menuType 2
 * permission string such as 'udRole:edit', or a page's menuUrl); with a list, when they hold all.
 */
export const useCan = (need: string | readonly string[]): boolean => {
  const { permissions } = useSession();
  return typeof need === 'string' ? permissions.has(need) : need.every((p) => permissions.has(p));
};

/** Renders its children only for users who hold the permission. */
export const Permission = ({
  need,
  children,
  fallback = null,
}: {
  need: string | readonly string[];
  children: ReactNode;
  fallback?: ReactNode;
}) => (useCan(need) ? children : fallback);
