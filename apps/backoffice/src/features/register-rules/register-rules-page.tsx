import { REGISTER_RULE_FIELDS, type RegisterRuleField, type TFieldRule } from '@platform/contracts';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { toast } from '../../components/toast.tsx';
import { Card, ErrorNote, PageHeader, Skeleton, ui } from '../../components/ui.tsx';
import { queryKeys } from '../../lib/query-keys.ts';
import type { MerchantScreenProps } from '../../lib/merchant-settings.ts';
import { changedRules, lengthProblem, type RuleMap } from './rule-draft.ts';
import { RuleRow } from './rule-row.tsx';
import { registerRulesApi, useRegisterRules } from './api/register-rules-api.ts';

/** Which registration fields a merchant asks for, and how each is checked (server-driven field rules). */
export function RegisterRulesPage(props: MerchantScreenProps) {
  const { t } = useTranslation();
  const client = useQueryClient();
  const key = queryKeys.registerRules(props.merchantCode);
  const query = useRegisterRules(props.merchantCode);
  const [draft, setDraft] = useState<RuleMap>({});
  useEffect(() => setDraft(query.data ?? {}), [query.data]);
  const changes = changedRules(query.data ?? {}, draft);
  const count = Object.keys(changes).length;
  const invalid = Object.values(changes).some((rule) => lengthProblem(rule) !== null);

  const save = useMutation({
    mutationFn: () => registerRulesApi.save(props.merchantCode, { rules: changes }),
    onSuccess: (rules) => {
      client.setQueryData(key, rules);
      toast(t('registerRules.saved'));
    },
  });
  const set = (field: RegisterRuleField, rule: TFieldRule) => setDraft((d) => ({ ...d, [field]: rule }));

  return (
    <div className={ui.page}>
      <PageHeader
        title={t('registerRules.title')}
        subtitle={t('registerRules.subtitle', { merchant: props.brandName })}
        actions={
          props.canWrite ? (
            <div className={ui.row}>
              {count ? <span className={ui.muted}>{t('registerRules.changes', { count })}</span> : null}
              {count ? (
                <button
                  type="button"
                  className={`${ui.button} ${ui.secondary}`}
                  onClick={() => {
                    save.reset();
                    setDraft(query.data ?? {});
                  }}
                >
                  {t('registerRules.discard')}
                </button>
              ) : null}
              <button
                type="button"
                className={ui.button}
                disabled={!count || invalid || save.isPending}
                onClick={() => save.mutate()}
              >
                {save.isPending ? t('common.saving') : t('common.save')}
              </button>
            </div>
          ) : null
        }
      />
      {!props.canWrite ? <p className={ui.notice}>{t('common.readOnly')}</p> : null}
      <ErrorNote error={query.error ?? save.error} />
      <Card>
        {query.isPending ? (
          <Skeleton rows={8} />
        ) : !query.data ? (
          <p className={ui.empty}>{t('registerRules.unavailable')}</p>
        ) : (
          <div className={ui.tableScroll}>
            <table className={ui.table}>
              <thead>
                <tr>
                  <th>{t('registerRules.field')}</th>
                  <th>{t('registerRules.enabled')}</th>
                  <th>{t('registerRules.required')}</th>
                  <th>{t('registerRules.pattern')}</th>
                  <th>{t('registerRules.length')}</th>
                </tr>
              </thead>
              <tbody>
                {REGISTER_RULE_FIELDS.map((field) => {
                  const rule = draft[field];
                  return rule ? (
                    <RuleRow
                      key={field}
                      field={field}
                      rule={rule}
                      changed={field in changes}
                      canWrite={props.canWrite}
                      onChange={(next) => set(field, next)}
                    />
                  ) : null;
                })}
              </tbody>
            </table>
          </div>
        )}
      </Card>
    </div>
  );
}
