import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { evaluateSiteState, type RegionRuleKind, type SiteStateInput } from '../domain/site-state.ts';

const NOW = new Date('2030-06-01T12:00:00Z');
const HOUR = 3_600_000;

const input = (over: Partial<SiteStateInput> = {}): SiteStateInput => ({
  maintenance: { enabled: false, until: null },
  rules: [],
  ip: '203.0.113.10',
  countryCode: null,
  now: NOW,
  ...over,
});
const rule = (kind: RegionRuleKind, value: string) => ({ kind, value });
const maintenanceOn = { enabled: true, until: null };

describe('evaluateSiteState', () => {
  it('is normal with no maintenance and no rules', () => {
    expect(evaluateSiteState(input())).toEqual({ state: 0, maintenance: false, regionRestriction: false });
  });

  it('is in maintenance while enabled without an end', () => {
    expect(evaluateSiteState(input({ maintenance: maintenanceOn }))).toEqual({
      state: 1,
      maintenance: true,
      regionRestriction: false,
    });
  });

  it('ignores a stored `until` while maintenance is disabled', () => {
    const state = evaluateSiteState(
      input({ maintenance: { enabled: false, until: new Date(NOW.getTime() + HOUR) } }),
    );
    expect(state.state).toBe(0);
  });

  it('stays in maintenance until `until`, and ends it once `until` has passed', () => {
    const until = new Date(NOW.getTime() + HOUR);
    expect(evaluateSiteState(input({ maintenance: { enabled: true, until } })).state).toBe(1);
    expect(
      evaluateSiteState(input({ maintenance: { enabled: true, until }, now: new Date(until.getTime() - 1) }))
        .state,
    ).toBe(1);
    expect(evaluateSiteState(input({ maintenance: { enabled: true, until }, now: until }))).toEqual({
      state: 0,
      maintenance: false,
      regionRestriction: false,
    });
    expect(
      evaluateSiteState(input({ maintenance: { enabled: true, until: new Date(NOW.getTime() - HOUR) } }))
        .state,
    ).toBe(0);
  });

  it('blocks an exact IP and a CIDR range, and nobody else', () => {
    const rules = [rule('BLOCK_IP', '198.51.100.7'), rule('BLOCK_IP', '192.0.2.0/24')];
    expect(evaluateSiteState(input({ rules, ip: '198.51.100.7' }))).toEqual({
      state: 2,
      maintenance: false,
      regionRestriction: true,
    });
    expect(evaluateSiteState(input({ rules, ip: '192.0.2.255' })).state).toBe(2);
    expect(evaluateSiteState(input({ rules, ip: '198.51.100.8' })).state).toBe(0);
    expect(evaluateSiteState(input({ rules, ip: '192.0.3.0' })).state).toBe(0);
  });

  it('blocks a visitor whose address arrives IPv4-mapped', () => {
    const rules = [rule('BLOCK_IP', '198.51.100.7')];
    expect(evaluateSiteState(input({ rules, ip: '::ffff:198.51.100.7' })).state).toBe(2);
  });

  it('BLOCK_COUNTRY matches only that country', () => {
    const rules = [rule('BLOCK_COUNTRY', 'US')];
    expect(evaluateSiteState(input({ rules, countryCode: 'US' })).state).toBe(2);
    expect(evaluateSiteState(input({ rules, countryCode: 'CA' })).state).toBe(0);
    expect(evaluateSiteState(input({ rules, countryCode: 'GB' })).state).toBe(0);
  });

  it('never matches a visitor whose country is unknown', () => {
    const rules = [rule('BLOCK_COUNTRY', 'US'), rule('BLOCK_COUNTRY', 'TH')];
    expect(evaluateSiteState(input({ rules, countryCode: null }))).toEqual({
      state: 0,
      maintenance: false,
      regionRestriction: false,
    });
  });

  it('does not treat a country rule as an IP rule or vice versa', () => {
    expect(
      evaluateSiteState(input({ rules: [rule('BLOCK_COUNTRY', '203.0.113.10')], countryCode: 'US' })).state,
    ).toBe(0);
    expect(evaluateSiteState(input({ rules: [rule('BLOCK_IP', 'US')], countryCode: 'US' })).state).toBe(0);
  });

  it('lets maintenance win over a region block, and still reports the block', () => {
    const rules = [rule('BLOCK_COUNTRY', 'US')];
    expect(evaluateSiteState(input({ rules, countryCode: 'US', maintenance: maintenanceOn }))).toEqual({
      state: 1,
      maintenance: true,
      regionRestriction: true,
    });
  });

  it('exempts an ALLOW_IP visitor from maintenance and region blocks alike', () => {
    const rules = [
      rule('BLOCK_COUNTRY', 'US'),
      rule('BLOCK_IP', '198.51.100.0/24'),
      rule('ALLOW_IP', '198.51.100.7'),
    ];
    const allowed = input({ rules, ip: '198.51.100.7', countryCode: 'US', maintenance: maintenanceOn });
    expect(evaluateSiteState(allowed)).toEqual({ state: 0, maintenance: false, regionRestriction: false });
    // The exemption is for that address only.
    expect(evaluateSiteState({ ...allowed, ip: '198.51.100.8' })).toEqual({
      state: 1,
      maintenance: true,
      regionRestriction: true,
    });
    expect(
      evaluateSiteState({ ...allowed, ip: '198.51.100.8', maintenance: { enabled: false, until: null } }),
    ).toEqual({ state: 2, maintenance: false, regionRestriction: true });
  });

  it('exempts a whole ALLOW_IP range', () => {
    const rules = [rule('ALLOW_IP', '10.20.0.0/16')];
    expect(evaluateSiteState(input({ rules, ip: '10.20.255.1', maintenance: maintenanceOn })).state).toBe(0);
    expect(evaluateSiteState(input({ rules, ip: '10.21.0.1', maintenance: maintenanceOn })).state).toBe(1);
  });
});

// ---- properties ----

const ipv4 = fc.tuple(fc.nat(255), fc.nat(255), fc.nat(255), fc.nat(255)).map((o) => o.join('.'));
const ipv4Int = fc.nat({ max: 0xffff_ffff });
const toDotted = (n: number) => [24, 16, 8, 0].map((s) => (n >>> s) & 255).join('.');
const maskOf = (prefix: number) => (prefix === 0 ? 0 : (0xffff_ffff << (32 - prefix)) >>> 0);
const countryCode = fc.constantFrom('US', 'TH', 'VN', 'KR', 'CN', 'GB', null);
const anyRule = fc.oneof(
  ipv4.map((v) => rule('BLOCK_IP', v)),
  fc.tuple(ipv4Int, fc.integer({ min: 0, max: 32 })).map(([n, p]) => rule('BLOCK_IP', `${toDotted(n)}/${p}`)),
  fc.constantFrom('US', 'TH', 'VN', 'KR').map((c) => rule('BLOCK_COUNTRY', c)),
  ipv4.map((v) => rule('ALLOW_IP', v)),
);
const maintenance = fc.record({
  enabled: fc.boolean(),
  until: fc.option(
    fc.integer({ min: -48, max: 48 }).map((h) => new Date(NOW.getTime() + h * HOUR)),
    { nil: null },
  ),
});

describe('evaluateSiteState properties', () => {
  it('any address inside a random CIDR block is blocked by it, any address outside is not', () => {
    fc.assert(
      fc.property(ipv4Int, fc.integer({ min: 0, max: 32 }), ipv4Int, (base, prefix, host) => {
        const mask = maskOf(prefix);
        const network = (base & mask) >>> 0;
        const inside = (network | (host & ~mask)) >>> 0;
        const cidr = `${toDotted(network)}/${prefix}`;
        const rules = [rule('BLOCK_IP', cidr)];
        expect(evaluateSiteState(input({ rules, ip: toDotted(inside) })).state).toBe(2);
        expect(evaluateSiteState(input({ rules, ip: `::ffff:${toDotted(inside)}` })).state).toBe(2);
        if (prefix > 0) {
          // Flip one bit inside the prefix: the address leaves the block.
          const bit = 31 - (host % prefix);
          const outside = (inside ^ (1 << bit)) >>> 0;
          expect(evaluateSiteState(input({ rules, ip: toDotted(outside) })).state).toBe(0);
        }
      }),
    );
  });

  it('an ALLOW_IP rule for the visitor always yields state 0, whatever else holds', () => {
    fc.assert(
      fc.property(
        ipv4,
        fc.array(anyRule, { maxLength: 8 }),
        countryCode,
        maintenance,
        (ip, rules, country, m) => {
          const withAllow = [...rules, rule('ALLOW_IP', ip)];
          expect(
            evaluateSiteState(input({ ip, rules: withAllow, countryCode: country, maintenance: m })),
          ).toEqual({ state: 0, maintenance: false, regionRestriction: false });
        },
      ),
    );
  });

  it('state is 1 exactly when maintenance is in force, else 2 exactly when a block applies', () => {
    fc.assert(
      fc.property(ipv4, fc.array(anyRule, { maxLength: 8 }), countryCode, maintenance, (ip, rules, c, m) => {
        const result = evaluateSiteState(input({ ip, rules, countryCode: c, maintenance: m }));
        const inForce = m.enabled && (m.until === null || m.until > NOW);
        const allowed = rules.some((r) => r.kind === 'ALLOW_IP' && r.value === ip);
        if (allowed) return expect(result.state).toBe(0);
        expect(result.maintenance).toBe(inForce);
        expect(result.state).toBe(inForce ? 1 : result.regionRestriction ? 2 : 0);
        if (c !== null && rules.some((r) => r.kind === 'BLOCK_COUNTRY' && r.value === c)) {
          expect(result.regionRestriction).toBe(true);
        }
      }),
    );
  });
});
