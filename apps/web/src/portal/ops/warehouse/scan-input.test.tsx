import { act, fireEvent, render, screen } from '@testing-library/react';
import { useState } from 'react';
import { beforeAll, describe, expect, it, vi } from 'vitest';
import { initI18n } from '../../../i18n';
import { ScanInput } from './scan-input';
import { browserSerial, readOneScan, type SerialLike, type SerialPortLike } from './scanner';

beforeAll(() => initI18n('en_us'));

/** A serial port that sends the given chunks of bytes, as a scanner does, and records how it was used. */
const fakePort = (chunks: string[], ends = false) => {
  const used = { openedAt: 0, closed: false };
  const port: SerialPortLike = {
    open: async ({ baudRate }) => {
      used.openedAt = baudRate;
    },
    close: async () => {
      used.closed = true;
    },
    readable: new ReadableStream<Uint8Array>({
      start(controller) {
        for (const c of chunks) controller.enqueue(new TextEncoder().encode(c));
        if (ends) controller.close();
      },
    }),
  };
  return { port, used };
};

const Field = ({ serial, onSubmit }: { serial: SerialLike | null; onSubmit: (code: string) => void }) => {
  const [value, setValue] = useState('');
  return (
    <ScanInput id="code" value={value} onChange={setValue} onSubmit={onSubmit} serial={serial} placeholder="Booking" />
  );
};

describe('the barcode scanner field (SPEC §9)', () => {
  it('reads a code at 9600 baud up to the carriage return, across chunks, and closes the port', async () => {
    const { port, used } = fakePort(['BK', '2026-0', '0042\r\nNEXT']);
    expect(await readOneScan(port)).toBe('BK2026-00042');
    expect(used).toEqual({ openedAt: 9600, closed: true });
  });

  it('refuses a stream that ends before its carriage return', async () => {
    const { port, used } = fakePort(['BK2026'], true);
    await expect(readOneScan(port)).rejects.toThrow();
    expect(used.closed).toBe(true);
  });

  it('fills the field from a serial scanner and submits the code', async () => {
    const { port } = fakePort(['HBL', 'SHA7781\r']);
    const submit = vi.fn();
    render(<Field serial={{ requestPort: async () => port }} onSubmit={submit} />);
    await act(async () => {
      fireEvent.click(screen.getByRole('button', { name: /scan/i }));
    });
    await vi.waitFor(() => expect(submit).toHaveBeenCalledWith('HBLSHA7781'));
    expect((screen.getByPlaceholderText('Booking') as HTMLInputElement).value).toBe('HBLSHA7781');
  });

  it('without Web Serial offers no scan button and the typed code submits on Enter', () => {
    expect(browserSerial()).toBeNull();
    const submit = vi.fn();
    render(<Field serial={browserSerial()} onSubmit={submit} />);
    expect(screen.queryByRole('button')).toBeNull();
    const input = screen.getByPlaceholderText('Booking');
    fireEvent.change(input, { target: { value: ' BK2026-00077 ' } });
    fireEvent.keyDown(input, { key: 'Enter', code: 'Enter', keyCode: 13 });
    expect(submit).toHaveBeenCalledWith('BK2026-00077');
  });
});
