import styles from './auth.module.css';

/**
 * The band across the top of the auth popups. `group` names the banner group of the slot (spec §2:
 * w_login, w_register, w_forget); when the brand has an image for it, pass it as `imageUrl` and it
 * replaces the drawn artwork.
 */
export function AuthBanner({
  heading,
  text,
  group,
  imageUrl,
}: {
  heading: string;
  text: string;
  group?: string;
  imageUrl?: string;
}) {
  if (imageUrl) {
    return (
      <div className={`${styles.banner} ${styles.bannerImage}`} aria-hidden="true" data-banner-group={group}>
        <img src={imageUrl} alt="" />
      </div>
    );
  }
  return (
    <div className={styles.banner} aria-hidden="true" data-banner-group={group}>
      <svg className={styles.bannerArt} viewBox="0 0 200 120">
        <defs>
          <linearGradient id="ab-gold" x1="0" y1="0" x2="1" y2="1">
            <stop offset="0" stopColor="#ffe9a8" />
            <stop offset="0.5" stopColor="#f7c548" />
            <stop offset="1" stopColor="#c07f0c" />
          </linearGradient>
        </defs>
        <g transform="rotate(-14 70 70)">
          <rect x="40" y="24" width="56" height="80" rx="8" fill="#fff" />
          <text x="50" y="46" fontSize="18" fontWeight="800" fill="#be123c">
            A
          </text>
          <path d="M68 58c-8 8-14 12-14 18a7 7 0 0 0 14 2 7 7 0 0 0 14-2c0-6-6-10-14-18Z" fill="#be123c" />
        </g>
        <g transform="rotate(10 120 70)">
          <rect x="92" y="20" width="56" height="80" rx="8" fill="#fff" />
          <text x="102" y="42" fontSize="18" fontWeight="800" fill="#1e1b4b">
            K
          </text>
          <path d="M120 52l12 16-12 16-12-16z" fill="#1e1b4b" />
        </g>
        <circle cx="168" cy="86" r="20" fill="url(#ab-gold)" />
        <circle cx="168" cy="86" r="13" fill="none" stroke="#8a5a00" strokeWidth="3" strokeDasharray="5 4" />
        <circle cx="150" cy="104" r="12" fill="url(#ab-gold)" opacity="0.85" />
      </svg>
      <div className={styles.bannerText}>
        <p className={styles.bannerHeading}>{heading}</p>
        <p className={styles.bannerSub}>{text}</p>
      </div>
    </div>
  );
}
