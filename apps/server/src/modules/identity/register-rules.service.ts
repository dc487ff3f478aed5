import {
  DEFAULT_REGISTER_RULES,
  REGISTER_RULE_FIELDS,
  ZFieldRule,
  ZRegisterRules,
  type RegisterRuleField,
  type TFieldRule,
} from '@platform/contracts';
import type { Database } from '../../platform/db/database.ts';
import { AppError } from '../../platform/http/app-error.ts';
import type { AuditActor, OperatorsService } from '../operators/index.ts';
import type { IdentityRepository } from './identity.repository.ts';

export type RegisterRules = Record<RegisterRuleField, TFieldRule>;

/**
 * Which registration fields a merchant asks for: the defaults with the operators' overrides. The
 * same rules check the register form and every new password.
 */
export function createRegisterRulesService(deps: {
  db: Database;
  repository: IdentityRepository;
  operators: OperatorsService;
}) {
  const { db, repository, operators } = deps;

  async function registerRules(merchantCode: string): Promise<RegisterRules> {
    const overrides = await repository.ruleOverrides(merchantCode);
    const rules = { ...DEFAULT_REGISTER_RULES };
    for (const field of REGISTER_RULE_FIELDS) {
      const parsed = ZFieldRule.safeParse(overrides[field]);
      if (parsed.success) rules[field] = parsed.data;
    }
    return rules;
  }

  return {
    registerRules,

    /** An operator's change: published at once, enforced, audited with the fields it changed. */
    async saveRegisterRules(
      actor: AuditActor,
      merchantCode: string,
      update: Partial<RegisterRules>,
    ): Promise<RegisterRules> {
      const before = await registerRules(merchantCode);
      const after = { ...before, ...update };
      // The published map must stay coherent: username and password always on and required.
      if (!ZRegisterRules.safeParse(after).success)
        throw new AppError('VALIDATION_FAILED', { fields: 'username, password' });
      const changed = Object.entries(update);
      await db.transaction(async (tx) => {
        for (const [field, rule] of changed) await repository.saveRule(tx, merchantCode, field, rule);
        await operators.audit(tx, actor, {
          merchantCode,
          action: 'system.register-rules.update',
          target: `merchant:${merchantCode}`,
          before: Object.fromEntries(changed.map(([f]) => [f, before[f as keyof typeof before]])),
          after: update,
        });
      });
      return registerRules(merchantCode);
    },
  };
}

export type RegisterRulesService = ReturnType<typeof createRegisterRulesService>;
