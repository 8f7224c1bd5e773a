import { useSyncExternalStore } from 'react';

/**
 * Short messages at the top of the page (SPEC §8: 'Network request error, please try again
 * later' while loading the user on navigation). Plain React, so public pages stay without antd.
 */
export type MessageKind = 'error' | 'success' | 'info';
export type Message = { id: number; kind: MessageKind; text: string };

const SHOW_MS = 4000;
let messages: readonly Message[] = [];
let nextId = 1;
const listeners = new Set<() => void>();
const publish = (next: readonly Message[]) => {
  messages = next;
  for (const fn of listeners) fn();
};

export const dismissMessage = (id: number): void => publish(messages.filter((m) => m.id !== id));

export const showMessage = (text: string, kind: MessageKind = 'info'): number => {
  const id = nextId++;
  // The same text twice in a row (two failed fetches) shows once.
  publish([...messages.filter((m) => m.text !== text), { id, kind, text }]);
  setTimeout(() => dismissMessage(id), SHOW_MS);
  return id;
};

const subscribe = (fn: () => void) => {
  listeners.add(fn);
  return () => {
    listeners.delete(fn);
  };
};

export const useMessages = (): readonly Message[] => useSyncExternalStore(subscribe, () => messages);

export const Messages = () => {
  const list = useMessages();
  return (
    <div className="tm-messages" aria-live="polite">
      {list.map((m) => (
        <div key={m.id} className={`tm-message tm-message-${m.kind}`} role={m.kind === 'error' ? 'alert' : 'status'}>
          {m.text}
        </div>
      ))}
    </div>
  );
};
