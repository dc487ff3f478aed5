import { Icon } from '../../../components/icon/icon.tsx';
import styles from './auth.module.css';

/** A form's message that is not about one field (a refusal, a lost connection); nothing without one. */
export function FormAlert({ message }: { message: string | null }) {
  if (!message) return null;
  return (
    <div className={styles.alert} role="alert">
      <Icon name="error" size={18} />
      <span>{message}</span>
    </div>
  );
}
