import type { ComponentType } from 'react';

/**
 * What the account screen borrows from other features, handed in by its route (features never import
 * each other): the cashier's form for a new payout method, and the auth forms' mobile-number field
 * (with its dialling-code picker) and verification-code field (with its send button and countdown).
 */
export interface PayoutMethodFormProps {
  onAdded: () => void;
  onCancel: () => void;
}

export interface MobileFieldProps {
  label?: string;
  dialCode: string;
  onDialCode: (dialCode: string) => void;
  value: string;
  onDigits: (digits: string) => void;
  error?: string | null;
  required?: boolean;
  autoFocus?: boolean;
}

export interface CodeFieldProps {
  value: string;
  onChange: (value: string) => void;
  error?: string | null;
  /** Checks what the request needs (a valid address) and returns the message to show, or null. */
  precheck?: () => string | null;
  onPrecheckFailed?: (message: string) => void;
  send: () => Promise<{ expiredMinutes: number }>;
  sentText?: string;
  label?: string;
  placeholder?: string;
  required?: boolean;
}

/** The member's VIP level as its label reads (the level's configured name, from the VIP feature). */
export interface VipLabelProps {
  level: number;
}

export interface MemberAccountSlots {
  PayoutMethodForm: ComponentType<PayoutMethodFormProps>;
  VipLabel: ComponentType<VipLabelProps>;
  MobileField: ComponentType<MobileFieldProps>;
  CodeField: ComponentType<CodeFieldProps>;
}
