import { SYSTEM_PATHS } from '@platform/contracts';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { expectOk } from '../../../../test/envelope.ts';
import { createTestApp, type TestApp } from '../../../../test/test-app.ts';

interface MirrorSites {
  list: { domain: string; kind: 'MAIN' | 'MIRROR' }[];
}

describe('the mirror-site list (spec §1)', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp();
    // An agent's own domain is not a mirror and must not be listed.
    await t.modules.system.seeding.domainIfMissing(
      { domain: 'agents.royal.localhost', merchantCode: 'ROYAL', kind: 'AGENT' },
      0,
    );
  });
  afterAll(() => t.close());

  const mirrors = async (headers: Record<string, string>) =>
    expectOk<MirrorSites>(await t.app.inject({ method: 'GET', url: SYSTEM_PATHS.mirrors, headers }));

  it('lists the merchant of the host its main domain first, then its mirrors, and no agent domain', async () => {
    const royal = await mirrors({ host: 'localhost' });
    expect(royal.list).toEqual([
      { domain: 'localhost', kind: 'MAIN' },
      { domain: '127.0.0.1', kind: 'MIRROR' },
      { domain: 'royal.localhost', kind: 'MIRROR' },
    ]);
  });

  it('lists only LOTUS domains for LOTUS', async () => {
    const lotus = await mirrors({ host: 'lotus.localhost' });
    expect(lotus.list).toEqual([{ domain: 'lotus.localhost', kind: 'MAIN' }]);
    expect(lotus.list.some((d) => d.domain.includes('royal') || d.domain === 'localhost')).toBe(false);
  });

  it('needs no login', async () => {
    const res = await t.app.inject({ method: 'GET', url: SYSTEM_PATHS.mirrors });
    expect(res.statusCode).toBe(200);
  });
});
