import styles from './brand-mark.module.css';

/** The brand's logo: the LOGO resource when the brand has one, else a drawn crown and the brand name. */
export function BrandMark({
  brandName,
  logoUrl,
  compact = false,
  responsive = false,
}: {
  brandName: string;
  logoUrl?: string;
  compact?: boolean;
  /** Hide the name on very narrow screens, keeping the crown. */
  responsive?: boolean;
}) {
  if (logoUrl) return <img className={styles.logoImage} src={logoUrl} alt={brandName} />;
  return (
    <span
      className={[styles.mark, compact ? styles.compact : '', responsive ? styles.responsive : ''].join(' ')}
    >
      <svg className={styles.crown} viewBox="0 0 48 48" aria-hidden="true">
        <defs>
          <linearGradient id="bm-gold" x1="0" y1="0" x2="1" y2="1">
            <stop offset="0" stopColor="#ffe9a8" />
            <stop offset="0.45" stopColor="#f7c548" />
            <stop offset="1" stopColor="#c07f0c" />
          </linearGradient>
        </defs>
        <circle cx="24" cy="24" r="22" fill="#1b124a" stroke="url(#bm-gold)" strokeWidth="2" />
        <path d="M11 19l7 6 6-10 6 10 7-6-3 15H14z" fill="url(#bm-gold)" />
        <rect x="14" y="34" width="20" height="3" rx="1.5" fill="url(#bm-gold)" />
        <circle cx="11" cy="18" r="2" fill="#ffe9a8" />
        <circle cx="24" cy="13" r="2" fill="#ffe9a8" />
        <circle cx="37" cy="18" r="2" fill="#ffe9a8" />
      </svg>
      <span className={styles.name}>{brandName}</span>
    </span>
  );
}
