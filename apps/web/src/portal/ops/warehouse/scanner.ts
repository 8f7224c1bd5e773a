import { SCANNER } from '@tidemark/domain/ops/warehouse/rules';

/**
 * The serial barcode scanner through Web Serial (SPEC §9): 9600 baud, one code per carriage
 * return. Only what this screen needs of the browser's API, so a test can hand in a fake port.
 */
export type SerialPortLike = {
  open: (options: { baudRate: number }) => Promise<void>;
  close: () => Promise<void>;
  readable: ReadableStream<Uint8Array> | null;
};
export type SerialLike = { requestPort: () => Promise<SerialPortLike> };

/** The browser's Web Serial, where it exists (Chromium on desktop, over HTTPS or localhost). */
export const browserSerial = (): SerialLike | null => {
  const serial = (globalThis.navigator as { serial?: SerialLike } | undefined)?.serial;
  return serial && typeof serial.requestPort === 'function' ? serial : null;
};

/**
 * Reads one code: bytes until the carriage return, decoded as text and trimmed (a line feed after
 * the return, or before the next code, is dropped). Opens and closes the port itself.
 */
export const readOneScan = async (port: SerialPortLike, signal?: AbortSignal): Promise<string> => {
  await port.open({ baudRate: SCANNER.baudRate });
  const reader = port.readable?.getReader();
  if (!reader) {
    await port.close();
    throw new Error('the serial port cannot be read');
  }
  const abort = () => void reader.cancel();
  signal?.addEventListener('abort', abort);
  const decoder = new TextDecoder();
  let text = '';
  try {
    for (;;) {
      const { value, done } = await reader.read();
      if (done) break;
      text += decoder.decode(value, { stream: true });
      const end = text.indexOf(SCANNER.terminator);
      if (end >= 0) return text.slice(0, end).trim();
    }
    throw new Error('the scanner closed before a code ended');
  } finally {
    signal?.removeEventListener('abort', abort);
    reader.releaseLock();
    await port.close();
  }
};
