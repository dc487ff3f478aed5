import type { TFieldRule } from '@platform/contracts';
import {
  checkFieldValue,
  FIELD_MESSAGES,
  fieldProblemMessage,
  formatMessage,
  normalizeLanguage,
  PATTERN_ID,
  REGISTER_RULE_FIELDS,
  SHIPPED_TEXT_LANGUAGES,
  type FieldMessageKey,
  type RegisterRuleField,
  type ShippedLanguage,
} from '@platform/contracts/client';

/**
 * The register form as the server's rules describe it (spec §3 "Member and registration fields",
 * §5 "Registration"): which fields show, which are required (marked *), and the messages of a
 * failed check — the very checks and texts the server uses (`@platform/contracts`).
 */
export type RegisterVariant = 'username' | 'mobile';
export type RegisterRules = Readonly<Record<RegisterRuleField, TFieldRule>>;

export interface RegisterFieldSpec {
  field: RegisterRuleField;
  rule: TFieldRule;
}

/** Passwords are sent as typed; every other field is trimmed, as the request schemas do. */
const UNTRIMMED: ReadonlySet<RegisterRuleField> = new Set(['password', 'paymentPassword']);
/** Placed by hand: identity first, then the optional profile fields, affiliate code and captcha last. */
const PLACED: ReadonlySet<RegisterRuleField> = new Set([
  'username',
  'password',
  'mobileNum',
  'affiliateCode',
  'captcha',
]);

const always = (rule: TFieldRule): TFieldRule => ({ ...rule, enabled: true, required: true });

/**
 * The fields of one register tab, in display order, each with the rule it is checked against. Only
 * enabled fields are listed. Username and password are always shown and required; on the mobile tab
 * the mobile number replaces the username (spec §4: "the username equals the mobile number").
 */
export function registerFieldList(
  rules: RegisterRules,
  variant: RegisterVariant,
  /** White-label MOBILE_REGISTER_PASSWORD: off, the mobile tab asks no password (the member logs in by SMS). */
  mobilePassword = true,
): RegisterFieldSpec[] {
  const list: RegisterFieldSpec[] = [];
  const add = (field: RegisterRuleField, rule: TFieldRule) => {
    if (rule.enabled) list.push({ field, rule });
  };
  if (variant === 'mobile') add('mobileNum', always(rules.mobileNum));
  else add('username', always(rules.username));
  if (variant === 'username' || mobilePassword) add('password', always(rules.password));
  if (variant === 'username') add('mobileNum', rules.mobileNum);
  for (const field of REGISTER_RULE_FIELDS) if (!PLACED.has(field)) add(field, rules[field]);
  add('affiliateCode', rules.affiliateCode);
  add('captcha', rules.captcha);
  return list;
}

export function isSecretField(field: RegisterRuleField): boolean {
  return UNTRIMMED.has(field);
}

export const registerValue = (field: RegisterRuleField, raw: string | undefined): string =>
  UNTRIMMED.has(field) ? (raw ?? '') : (raw ?? '').trim();

/** The shipped text set for a display language (anything else reads English, as on the server). */
export function shippedLanguage(language: string | undefined): ShippedLanguage {
  const code = normalizeLanguage(language);
  return (SHIPPED_TEXT_LANGUAGES as readonly string[]).includes(code ?? '')
    ? (code as ShippedLanguage)
    : 'EN';
}

/** One of the spec §5 "Other messages", shared with the server. */
export function sharedMessage(
  language: string | undefined,
  key: FieldMessageKey,
  params: Readonly<Record<string, string | number>> = {},
): string {
  return formatMessage(FIELD_MESSAGES[shippedLanguage(language)][key], params);
}

/** The message for one value against one rule, or null when it passes. */
export function ruleMessage(language: string, rule: TFieldRule, value: string): string | null {
  const problem = checkFieldValue(rule, value);
  return problem ? fieldProblemMessage(language, problem) : null;
}

export interface RegisterCheckInput {
  language: string;
  values: Readonly<Partial<Record<RegisterRuleField, string>>>;
  confirmPassword: string;
  /** SMS verification is on: a code is needed whenever a mobile number is given. */
  smsVerify: boolean;
  verificationCode: string;
}

/** Client-side check of a whole tab: field → message. `confirmPassword` and `verificationCode` too. */
export function checkRegisterForm(specs: readonly RegisterFieldSpec[], input: RegisterCheckInput) {
  const errors: Partial<Record<RegisterRuleField | 'confirmPassword' | 'verificationCode', string>> = {};
  for (const { field, rule } of specs) {
    const message = ruleMessage(input.language, rule, registerValue(field, input.values[field]));
    if (message) errors[field] = message;
  }
  if (specs.some((s) => s.field === 'password')) {
    const password = registerValue('password', input.values.password);
    if (!input.confirmPassword) errors.confirmPassword = sharedMessage(input.language, 'required');
    else if (input.confirmPassword !== password)
      errors.confirmPassword = sharedMessage(input.language, 'confirmMismatch');
  }
  const mobile = registerValue('mobileNum', input.values.mobileNum);
  if (input.smsVerify && mobile && !/^\d{4,8}$/.test(input.verificationCode.trim())) {
    errors.verificationCode = input.verificationCode.trim()
      ? sharedMessage(input.language, 'verificationCode')
      : sharedMessage(input.language, 'required');
  }
  return errors;
}

/** The date format a birthday rule expects, for the placeholder. */
export function dateFormatOf(rule: TFieldRule): string | null {
  if (rule.patternId === PATTERN_ID.DATE_YMD) return 'yyyy-MM-dd';
  if (rule.patternId === PATTERN_ID.DATE_MDY) return 'MM-dd-yyyy';
  return null;
}

/** Only the fields of the tab, trimmed, empty ones left out: the register body. */
export function registerBody(
  specs: readonly RegisterFieldSpec[],
  values: Readonly<Partial<Record<RegisterRuleField, string>>>,
): Partial<Record<RegisterRuleField, string>> {
  const body: Partial<Record<RegisterRuleField, string>> = {};
  for (const { field } of specs) {
    const value = registerValue(field, values[field]);
    if (value) body[field] = value;
  }
  return body;
}

/** A new password and its confirmation, as every password form checks them: rule, then match. */
export function newPasswordProblems(
  language: string,
  rule: TFieldRule | undefined,
  password: string,
  confirm: string,
): { password?: string; confirm?: string } {
  const problems: { password?: string; confirm?: string } = {};
  const required = sharedMessage(language, 'required');
  const ruleProblem = rule ? ruleMessage(language, rule, password) : null;
  if (!password) problems.password = required;
  else if (ruleProblem) problems.password = ruleProblem;
  if (!confirm) problems.confirm = required;
  else if (confirm !== password) problems.confirm = sharedMessage(language, 'confirmMismatch');
  return problems;
}
