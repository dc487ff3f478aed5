import { z } from 'zod';
import {
  ALWAYS_REQUIRED_REGISTER_FIELDS,
  effectivePattern,
  isValidPattern,
  MAX_PATTERN_ID,
  MAX_PATTERN_SOURCE_LENGTH,
  MAX_RULE_LENGTH,
  MIN_PATTERN_ID,
  REGISTER_RULE_FIELDS,
  type RegisterRuleField,
} from './field-rule-checks.ts';

/**
 * Schemas of the server-driven field rules (spec §3, §5). The rules themselves and the checks both
 * sides run are zod-free, in field-rule-checks.ts.
 */

export const ZFieldRule = z
  .object({
    enabled: z.boolean(),
    required: z.boolean(),
    acceptedPattern: z
      .string()
      .max(MAX_PATTERN_SOURCE_LENGTH)
      .refine((p) => isValidPattern(effectivePattern({ acceptedPattern: p })), {
        message: 'Pattern does not compile as a Unicode regular expression.',
      }),
    patternId: z.number().int().min(MIN_PATTERN_ID).max(MAX_PATTERN_ID),
    minLength: z.number().int().min(0).max(MAX_RULE_LENGTH),
    maxLength: z.number().int().min(0).max(MAX_RULE_LENGTH),
  })
  .refine((r) => r.minLength <= r.maxLength, {
    message: 'minLength must not exceed maxLength.',
    path: ['maxLength'],
  });
export type TFieldRule = z.infer<typeof ZFieldRule>;

export const ZRegisterRuleField = z.enum(REGISTER_RULE_FIELDS);
export type TRegisterRuleField = z.infer<typeof ZRegisterRuleField>;

export const ZRegisterRules = z
  .object(
    Object.fromEntries(REGISTER_RULE_FIELDS.map((f) => [f, ZFieldRule])) as Record<
      RegisterRuleField,
      typeof ZFieldRule
    >,
  )
  .superRefine((rules, ctx) => {
    for (const field of ALWAYS_REQUIRED_REGISTER_FIELDS) {
      if (!rules[field].enabled || !rules[field].required) {
        ctx.addIssue({
          code: 'custom',
          message: `${field} is always enabled and required.`,
          path: [field],
        });
      }
    }
  });
export type TRegisterRules = z.infer<typeof ZRegisterRules>;
