import {
  patternKindById,
  REGISTER_RULE_FIELDS,
  type RegisterRuleField,
  type TFieldRule,
} from '@platform/contracts';

export type RuleMap = Partial<Record<RegisterRuleField, TFieldRule>>;

/** The fields whose draft differs from what the server holds: only these are sent. */
export function changedRules(saved: RuleMap, draft: RuleMap): RuleMap {
  const out: RuleMap = {};
  for (const field of REGISTER_RULE_FIELDS) {
    const next = draft[field];
    if (next && JSON.stringify(next) !== JSON.stringify(saved[field])) out[field] = next;
  }
  return out;
}

/** A rule whose bounds cannot hold (empty, out of range, min above max) is not sent. */
export function lengthProblem(rule: TFieldRule): 'range' | 'order' | null {
  const ok = (n: number) => Number.isInteger(n) && n >= 0 && n <= 1000;
  if (!ok(rule.minLength) || !ok(rule.maxLength)) return 'range';
  return rule.minLength > rule.maxLength ? 'order' : null;
}

/** Picking a pattern kind also takes its regular expression. */
export function withPattern(rule: TFieldRule, patternId: number): TFieldRule {
  const kind = patternKindById(patternId);
  return kind ? { ...rule, patternId, acceptedPattern: kind.acceptedPattern } : rule;
}
