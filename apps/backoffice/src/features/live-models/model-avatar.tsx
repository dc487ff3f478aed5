import { initials } from './model-draft.ts';
import styles from './live-models.module.css';

/** A model's picture (public media, so a plain <img>), or its initials when it has none. */
export function ModelAvatar(props: { name: string; url: string | null; size?: 'small' | 'large' }) {
  const className = `${styles.avatar} ${props.size === 'large' ? styles.avatarLarge : ''}`;
  return props.url ? (
    <img className={className} src={props.url} alt="" />
  ) : (
    <span className={`${className} ${styles.avatarEmpty}`} aria-hidden="true">
      {initials(props.name) || '?'}
    </span>
  );
}
