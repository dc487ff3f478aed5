import { describe, expect, it } from 'vitest';
import {
  accountNumberDisplay,
  contactTargetProblem,
  dialCodeOf,
  emailDisplay,
  mobileDisplay,
} from './contact-display.ts';

describe('contact details as shown', () => {
  it('shows the masked mobile with its dialing code once', () => {
    expect(mobileDisplay('+66 ******0001', '66')).toBe('+66 ******0001');
    expect(mobileDisplay('******0001', '+66')).toBe('+66 ******0001');
    expect(mobileDisplay('******0001', null)).toBe('******0001');
    expect(mobileDisplay(null, '66')).toBeNull();
    expect(mobileDisplay('  ', '66')).toBeNull();
  });

  it('shows the masked e-mail, or nothing', () => {
    expect(emailDisplay('de****@example.com')).toBe('de****@example.com');
    expect(emailDisplay(null)).toBeNull();
    expect(emailDisplay('')).toBeNull();
  });

  it('sets the last digits of a payout number apart', () => {
    expect(accountNumberDisplay('******5678')).toBe('•••• 5678');
    expect(accountNumberDisplay('**** **** 5678')).toBe('•••• 5678');
    expect(accountNumberDisplay('1234')).toBe('1234');
  });

  it('writes dialing codes as the country list does', () => {
    expect(dialCodeOf('66')).toBe('+66');
    expect(dialCodeOf('+84')).toBe('+84');
    expect(dialCodeOf(null)).toBeNull();
    expect(dialCodeOf('')).toBeNull();
  });

  it('checks a new address as the server does', () => {
    expect(contactTargetProblem('mobile', '')).toBe('required');
    expect(contactTargetProblem('mobile', '81234')).toBe('mobile');
    expect(contactTargetProblem('mobile', '812345678')).toBeNull();
    expect(contactTargetProblem('mobile', '0812-345')).toBe('mobile');
    expect(contactTargetProblem('email', 'someone@example.com')).toBeNull();
    expect(contactTargetProblem('email', 'someone@example')).toBe('email');
    expect(contactTargetProblem('email', `${'a'.repeat(115)}@ex.com`)).toBe('email');
  });
});
