import { describe, expect, it } from 'vitest';
import { redactUrl, requestLogSerializer } from '../log-redaction.ts';

describe('request log redaction', () => {
  it('hides secret query values and keeps the rest', () => {
    expect(redactUrl('/api/wps/ws/wallet?token=abcdefghijklmnopqrstuvwxyz')).toBe(
      '/api/wps/ws/wallet?token=[redacted]',
    );
    expect(redactUrl('/socialCallback?code=xyz&state=s1&lang=en')).toBe(
      '/socialCallback?code=[redacted]&state=[redacted]&lang=en',
    );
    expect(redactUrl('/api/x?Token=1&%74oken=2&pageNo=3')).toBe(
      '/api/x?Token=[redacted]&%74oken=[redacted]&pageNo=3',
    );
    expect(redactUrl('/plain/path')).toBe('/plain/path');
    expect(redactUrl('/api/x?token')).toBe('/api/x?token');
  });

  it('serializes a request with its URL redacted', () => {
    expect(
      requestLogSerializer({ method: 'GET', url: '/a?token=secret', hostname: 'h', ip: '1.2.3.4' }),
    ).toMatchObject({ method: 'GET', url: '/a?token=[redacted]', remoteAddress: '1.2.3.4' });
  });
});
