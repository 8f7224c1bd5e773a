import { describe, expect, it } from 'vitest';
import { redactUrl } from './log';

describe('the request log', () => {
  it('never keeps a session id, hand-off token, password or code from the address', () => {
    expect(redactUrl('/api/engine/shipment/list?__sid=abc.def&view=tracking')).toBe(
      '/api/engine/shipment/list?__sid=[redacted]&view=tracking',
    );
    expect(redactUrl('/dashboard?lang=en_us&token=T0KEN#x')).toBe('/dashboard?lang=en_us&token=[redacted]#x');
    expect(redactUrl('/a?PASSWORD=x&code=1234')).toBe('/a?PASSWORD=[redacted]&code=[redacted]');
    expect(redactUrl('/tracking?no=MSKU7025177')).toBe('/tracking?no=MSKU7025177');
  });
});
