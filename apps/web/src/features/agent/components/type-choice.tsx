import type { TAgentAccountType } from '@platform/contracts';
import { useId } from 'react';
import { useTranslation } from 'react-i18next';
import { Icon } from '../../../components/icon/icon.tsx';
import styles from './register-centre.module.css';

const TYPES: { id: TAgentAccountType; icon: 'user' | 'agent' }[] = [
  { id: 'MEMBER', icon: 'user' },
  { id: 'AGENT', icon: 'agent' },
];

/** Member or sub-agent, as two large radio cards (an account opened, a link's kind). */
export function TypeChoice({
  label,
  value,
  onChange,
}: {
  label: string;
  value: TAgentAccountType;
  onChange: (type: TAgentAccountType) => void;
}) {
  const { t } = useTranslation();
  const name = useId();
  return (
    <fieldset className={styles.choice}>
      <legend className={styles.choiceLegend}>{label}</legend>
      <div className={styles.choiceOptions}>
        {TYPES.map((type) => (
          <label key={type.id} className={styles.choiceOption}>
            <input
              type="radio"
              name={name}
              value={type.id}
              checked={value === type.id}
              onChange={() => onChange(type.id)}
            />
            <span className={styles.choiceIcon} aria-hidden="true">
              <Icon name={type.icon} size={20} />
            </span>
            <span className={styles.choiceText}>
              <strong>{t(`agent.type.${type.id}`)}</strong>
              <span>{t(`agent.typeHint.${type.id}`)}</span>
            </span>
          </label>
        ))}
      </div>
    </fieldset>
  );
}
