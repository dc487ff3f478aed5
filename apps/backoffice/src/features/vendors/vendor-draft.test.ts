import type { TVendorAdmin } from '@platform/contracts';
import { describe, expect, it } from 'vitest';
import { draftOf, vendorProblems, vendorUpdate } from './vendor-draft.ts';

const vendor: TVendorAdmin = {
  code: 'AURORA',
  displayName: 'Aurora Live',
  walletType: 'SEAMLESS',
  status: 'ACTIVE',
  currency: null,
  secretSet: false,
};

describe('vendor draft', () => {
  it('sends only what changed, the secret only when typed', () => {
    expect(vendorUpdate(vendor, draftOf(vendor))).toEqual({});
    expect(
      vendorUpdate(vendor, {
        ...draftOf(vendor),
        status: 'DISABLED',
        currency: 'thb',
        secret: 'x'.repeat(16),
      }),
    ).toEqual({ status: 'DISABLED', currency: 'THB', secret: 'x'.repeat(16) });
    expect(vendorUpdate({ ...vendor, currency: 'THB' }, { ...draftOf(vendor), currency: ' ' })).toEqual({
      currency: null,
    });
  });

  it('never sends a secret for the in-house vendor', () => {
    const house = { ...vendor, code: 'HOUSE', secretSet: true };
    expect(vendorUpdate(house, { ...draftOf(house), secret: 'y'.repeat(20) })).toEqual({});
  });

  it('flags a missing name, a bad currency and a short secret', () => {
    expect(vendorProblems({ ...draftOf(vendor), displayName: ' ', currency: 'TH', secret: 'short' })).toEqual(
      {
        displayName: 'required',
        currency: 'currency',
        secret: 'secretShort',
      },
    );
    expect(vendorProblems(draftOf(vendor))).toEqual({});
  });
});
