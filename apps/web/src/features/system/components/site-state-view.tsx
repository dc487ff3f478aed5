import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { BrandMark } from '../../../components/brand-mark/brand-mark.tsx';
import { Button } from '../../../components/button/button.tsx';
import { Icon } from '../../../components/icon/icon.tsx';
import styles from './site-state-view.module.css';

interface ShellProps {
  brandName: string;
  logoUrl?: string;
  art: ReactNode;
  title: string;
  children: ReactNode;
  onCustomerService: () => void;
  testId: string;
}

function StateShell({ brandName, logoUrl, art, title, children, onCustomerService, testId }: ShellProps) {
  const { t } = useTranslation();
  return (
    <main className={styles.page} data-testid={testId}>
      <div className={styles.stars} aria-hidden="true" />
      <div className={styles.card}>
        <div className={styles.brand}>
          <BrandMark brandName={brandName} logoUrl={logoUrl} compact />
        </div>
        <div className={styles.art} aria-hidden="true">
          {art}
        </div>
        <h1 className={styles.title}>{title}</h1>
        <div className={styles.body}>{children}</div>
        <Button size="lg" icon={<Icon name="headset" size={20} />} onClick={onCustomerService}>
          {t('common.customerService')}
        </Button>
      </div>
    </main>
  );
}

export interface MaintenanceViewProps {
  brandName: string;
  logoUrl?: string;
  /** maintenanceInfo.message from the status call. */
  message?: string | null;
  until?: string | null;
  onCustomerService: () => void;
}

/** Whole-site maintenance view (spec §2, state 1): title, info message, customer-service button. */
export function MaintenanceView({
  brandName,
  logoUrl,
  message,
  until,
  onCustomerService,
}: MaintenanceViewProps) {
  const { t, i18n } = useTranslation();
  let untilText: string | null = null;
  if (until) {
    const date = new Date(until);
    if (!Number.isNaN(date.getTime())) {
      untilText = new Intl.DateTimeFormat(document.documentElement.lang || i18n.language, {
        dateStyle: 'medium',
        timeStyle: 'short',
      }).format(date);
    }
  }
  return (
    <StateShell
      brandName={brandName}
      logoUrl={logoUrl}
      title={t('site.maintenanceTitle')}
      onCustomerService={onCustomerService}
      testId="maintenance-view"
      art={<MaintenanceArt />}
    >
      <p>{t('site.maintenanceInfo')}</p>
      {message ? <p className={styles.message}>{message}</p> : null}
      {untilText ? <p className={styles.meta}>{t('site.maintenanceUntil', { time: untilText })}</p> : null}
    </StateShell>
  );
}

export interface RegionBlockedViewProps {
  brandName: string;
  logoUrl?: string;
  ip: string;
  onCustomerService: () => void;
}

/** Whole-site region/IP block view (spec §2, state 2): the visitor's IP, the blocked-IP message, customer service. */
export function RegionBlockedView({ brandName, logoUrl, ip, onCustomerService }: RegionBlockedViewProps) {
  const { t } = useTranslation();
  return (
    <StateShell
      brandName={brandName}
      logoUrl={logoUrl}
      title={t('site.blockedTitle')}
      onCustomerService={onCustomerService}
      testId="region-blocked-view"
      art={<BlockedArt />}
    >
      <p>{t('site.blockedInfo')}</p>
      <p className={styles.ip}>
        {t('site.yourIp')} <strong data-testid="visitor-ip">{ip}</strong>
      </p>
    </StateShell>
  );
}

export interface NetworkErrorViewProps {
  onRetry: () => void;
  retrying?: boolean;
}

/** Shown when the first status call fails: the site cannot tell its state yet. */
export function NetworkErrorView({ onRetry, retrying }: NetworkErrorViewProps) {
  const { t } = useTranslation();
  return (
    <main className={styles.page}>
      <div className={styles.card}>
        <div className={styles.art} aria-hidden="true">
          <BlockedArt />
        </div>
        <h1 className={styles.title}>{t('errors.networkTitle')}</h1>
        <div className={styles.body}>
          <p>{t('errors.network')}</p>
        </div>
        <Button size="lg" icon={<Icon name="refresh" size={20} />} loading={retrying} onClick={onRetry}>
          {t('common.retry')}
        </Button>
      </div>
    </main>
  );
}

function MaintenanceArt() {
  return (
    <svg viewBox="0 0 200 150" className={styles.svg}>
      <defs>
        <linearGradient id="ms-g" x1="0" y1="0" x2="1" y2="1">
          <stop offset="0" stopColor="#ffe08a" />
          <stop offset="1" stopColor="#d99a1e" />
        </linearGradient>
        <linearGradient id="ms-p" x1="0" y1="0" x2="1" y2="1">
          <stop offset="0" stopColor="#8b5cf6" />
          <stop offset="1" stopColor="#4c1d95" />
        </linearGradient>
      </defs>
      <g className={styles.spin}>
        <circle cx="82" cy="72" r="34" fill="url(#ms-p)" />
        {Array.from({ length: 8 }, (_, i) => (
          <rect
            key={i}
            x="76"
            y="28"
            width="12"
            height="16"
            rx="3"
            fill="url(#ms-p)"
            transform={`rotate(${i * 45} 82 72)`}
          />
        ))}
        <circle cx="82" cy="72" r="13" fill="#0b0f2a" />
      </g>
      <g className={styles.spinReverse}>
        <circle cx="140" cy="100" r="20" fill="url(#ms-g)" />
        {Array.from({ length: 6 }, (_, i) => (
          <rect
            key={i}
            x="135"
            y="72"
            width="10"
            height="12"
            rx="3"
            fill="url(#ms-g)"
            transform={`rotate(${i * 60} 140 100)`}
          />
        ))}
        <circle cx="140" cy="100" r="7" fill="#0b0f2a" />
      </g>
    </svg>
  );
}

function BlockedArt() {
  return (
    <svg viewBox="0 0 200 150" className={styles.svg}>
      <defs>
        <linearGradient id="bl-g" x1="0" y1="0" x2="1" y2="1">
          <stop offset="0" stopColor="#ffe08a" />
          <stop offset="1" stopColor="#d99a1e" />
        </linearGradient>
        <linearGradient id="bl-p" x1="0" y1="0" x2="1" y2="1">
          <stop offset="0" stopColor="#8b5cf6" />
          <stop offset="1" stopColor="#4c1d95" />
        </linearGradient>
      </defs>
      <circle cx="100" cy="75" r="52" fill="url(#bl-p)" />
      <path
        d="M48 75h104M100 23c16 16 22 33 22 52s-6 36-22 52c-16-16-22-33-22-52s6-36 22-52Z"
        fill="none"
        stroke="#c4b5fd"
        strokeOpacity="0.5"
        strokeWidth="3"
      />
      <circle cx="146" cy="110" r="24" fill="url(#bl-g)" />
      <path d="M133 97l26 26" stroke="#3b2300" strokeWidth="6" strokeLinecap="round" />
      <circle cx="146" cy="110" r="15" fill="none" stroke="#3b2300" strokeWidth="5" />
    </svg>
  );
}
