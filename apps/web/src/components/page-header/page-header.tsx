import type { ReactNode } from 'react';
import styles from './page-header.module.css';

export interface PageHeaderProps {
  title: string;
  subtitle?: string;
  icon?: ReactNode;
  /** Extra controls on the right (filters, actions). */
  actions?: ReactNode;
  /** Eyebrow text above the title. */
  eyebrow?: string;
}

/** The banner-like heading every page starts with. */
export function PageHeader({ title, subtitle, icon, actions, eyebrow }: PageHeaderProps) {
  return (
    <header className={styles.header}>
      <div className={styles.glow} aria-hidden="true" />
      <svg
        className={styles.pattern}
        viewBox="0 0 400 160"
        aria-hidden="true"
        preserveAspectRatio="xMaxYMid slice"
      >
        <g fill="none" stroke="currentColor" strokeWidth="1">
          <circle cx="330" cy="80" r="60" />
          <circle cx="330" cy="80" r="90" />
          <circle cx="330" cy="80" r="120" />
          <circle cx="330" cy="80" r="150" />
        </g>
      </svg>
      {icon ? <span className={styles.icon}>{icon}</span> : null}
      <div className={styles.text}>
        {eyebrow ? <p className={styles.eyebrow}>{eyebrow}</p> : null}
        <h1 className={styles.title}>{title}</h1>
        {subtitle ? <p className={styles.subtitle}>{subtitle}</p> : null}
      </div>
      {actions ? <div className={styles.actions}>{actions}</div> : null}
    </header>
  );
}
