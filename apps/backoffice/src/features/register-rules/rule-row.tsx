import {
  ALWAYS_REQUIRED_REGISTER_FIELDS,
  PATTERN_KINDS,
  type RegisterRuleField,
  type TFieldRule,
} from '@platform/contracts';
import { useTranslation } from 'react-i18next';
import { Switch, ui } from '../../components/ui.tsx';
import { lengthProblem, withPattern } from './rule-draft.ts';
import styles from './register-rules.module.css';

/** One registration field's rule as editable controls; username and password cannot be switched off. */
export function RuleRow(props: {
  field: RegisterRuleField;
  rule: TFieldRule;
  changed: boolean;
  canWrite: boolean;
  onChange: (rule: TFieldRule) => void;
}) {
  const { t } = useTranslation();
  const { field, rule, canWrite, onChange } = props;
  const name = t(`registerRules.fields.${field}`);
  const fixed = ALWAYS_REQUIRED_REGISTER_FIELDS.includes(field);
  const problem = lengthProblem(rule);
  const errorId = `rule-${field}-error`;
  const knownPattern = PATTERN_KINDS.some(
    (k) => k.patternId === rule.patternId && k.acceptedPattern === rule.acceptedPattern,
  );
  const length = (key: 'minLength' | 'maxLength', value: string) =>
    onChange({ ...rule, [key]: value === '' ? Number.NaN : Number(value) });

  return (
    <tr className={props.changed ? styles.changed : undefined}>
      <td className={styles.cell}>
        <span className={styles.fieldName}>{name}</span>
        <span className={styles.fieldKey}>{field}</span>
        {fixed ? <span className={styles.locked}>{t('registerRules.alwaysOn')}</span> : null}
      </td>
      <td className={styles.cell}>
        <Switch
          checked={rule.enabled}
          label={t('registerRules.enabledFor', { field: name })}
          disabled={!canWrite || fixed}
          onChange={(enabled) => onChange({ ...rule, enabled })}
        />
      </td>
      <td className={styles.cell}>
        <Switch
          checked={rule.required}
          label={t('registerRules.requiredFor', { field: name })}
          disabled={!canWrite || fixed}
          onChange={(required) => onChange({ ...rule, required })}
        />
      </td>
      <td className={styles.cell}>
        <select
          className={`${ui.select} ${styles.pattern}`}
          aria-label={t('registerRules.patternFor', { field: name })}
          value={rule.patternId}
          disabled={!canWrite}
          title={rule.acceptedPattern}
          onChange={(e) => onChange(withPattern(rule, Number(e.target.value)))}
        >
          {PATTERN_KINDS.map((k) => (
            <option key={k.patternId} value={k.patternId}>
              {k.patternId}. {t(`registerRules.patterns.${k.name}`)}
            </option>
          ))}
        </select>
        {!knownPattern ? <span className={styles.locked}>{t('registerRules.customPattern')}</span> : null}
      </td>
      <td className={styles.cell}>
        <div className={styles.lengthPair}>
          <input
            className={`${ui.input} ${styles.length} ${problem ? ui.invalid : ''}`}
            type="number"
            min={0}
            max={1000}
            aria-label={t('registerRules.minFor', { field: name })}
            aria-invalid={!!problem}
            aria-describedby={problem ? errorId : undefined}
            value={Number.isNaN(rule.minLength) ? '' : rule.minLength}
            disabled={!canWrite}
            onChange={(e) => length('minLength', e.target.value)}
          />
          <span aria-hidden="true">–</span>
          <input
            className={`${ui.input} ${styles.length} ${problem ? ui.invalid : ''}`}
            type="number"
            min={0}
            max={1000}
            aria-label={t('registerRules.maxFor', { field: name })}
            aria-invalid={!!problem}
            aria-describedby={problem ? errorId : undefined}
            value={Number.isNaN(rule.maxLength) ? '' : rule.maxLength}
            disabled={!canWrite}
            onChange={(e) => length('maxLength', e.target.value)}
          />
        </div>
        {problem ? (
          <span id={errorId} className={ui.fieldError}>
            {t(`registerRules.lengthProblems.${problem}`)}
          </span>
        ) : null}
      </td>
    </tr>
  );
}
