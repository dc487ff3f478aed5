import type { TBrandConfig, TGameVendorLane } from '@platform/contracts';
import { useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { BrandMark } from '../../components/brand-mark/brand-mark.tsx';
import { Icon, type IconName } from '../../components/icon/icon.tsx';
import { buildMainNav, uniqueVendors } from '../../features/game-vendors/nav-model.ts';
import styles from './footer.module.css';

/** Spec §2: help-centre links; the social links of the brand; up to 8 vendor icons (spec §9). */
const HELP_LINKS = [
  { key: 'about', to: '/help#about' },
  { key: 'terms', to: '/help#term' },
  { key: 'privacy', to: '/help#privacy' },
  { key: 'responsible', to: '/help#responsible' },
  { key: 'faq', to: '/help#faq' },
  // Spec §1: the official addresses, for a visitor whose usual one is slow or blocked.
  { key: 'mirrors', to: '/mirror' },
  { key: 'appDownload', to: '/download' },
] as const;

const SOCIAL: { key: keyof TBrandConfig['social']; icon: IconName }[] = [
  { key: 'youtube', icon: 'youtube' },
  { key: 'twitter', icon: 'twitter' },
  { key: 'tiktok', icon: 'tiktok' },
  { key: 'facebook', icon: 'facebook' },
  { key: 'instagram', icon: 'instagram' },
  { key: 'whatsapp', icon: 'whatsapp' },
  { key: 'line', icon: 'line' },
];

export const FOOTER_VENDOR_LIMIT = 8;

export function Footer({
  brand,
  lanes,
  logoUrl,
}: {
  brand: TBrandConfig;
  lanes: TGameVendorLane[];
  logoUrl?: string;
}) {
  const { t } = useTranslation();
  const vendors = useMemo(() => uniqueVendors(lanes, FOOTER_VENDOR_LIMIT), [lanes]);
  const games = useMemo(
    () =>
      buildMainNav(lanes).filter(
        (i) => i.action.kind === 'navigate' && i.category !== 'HOME' && i.category !== 'PROMO',
      ),
    [lanes],
  );
  const socials = SOCIAL.filter((s) => brand.social[s.key]);
  const year = new Date().getFullYear();

  return (
    <footer className={styles.footer}>
      {vendors.length ? (
        <section className={styles.partners} aria-label={t('footer.partners')}>
          <p className={styles.partnersTitle}>{t('footer.partners')}</p>
          <ul className={styles.partnerList}>
            {vendors.map((v) => (
              <li key={v.vassalage} className={styles.partner} title={v.displayName}>
                <img src={v.iconUrl} alt={v.displayName} loading="lazy" />
              </li>
            ))}
          </ul>
        </section>
      ) : null}

      <div className={styles.grid}>
        <div className={styles.brandCol}>
          <BrandMark brandName={brand.brandName} logoUrl={logoUrl} />
          <p className={styles.tagline}>{t('footer.tagline', { brand: brand.brandName })}</p>
          {socials.length ? (
            <div className={styles.socialBlock}>
              <p className={styles.colTitle}>{t('footer.followUs')}</p>
              <ul className={styles.socials}>
                {socials.map((s) => (
                  <li key={s.key}>
                    <a
                      href={brand.social[s.key]}
                      target="_blank"
                      rel="noopener noreferrer"
                      className={`${styles.social} ${styles[s.key]}`}
                      aria-label={t(`social.${s.key}`)}
                      title={t(`social.${s.key}`)}
                    >
                      <Icon name={s.icon} size={18} />
                    </a>
                  </li>
                ))}
              </ul>
            </div>
          ) : null}
        </div>

        <nav className={styles.col} aria-label={t('footer.helpCentre')}>
          <p className={styles.colTitle}>{t('footer.helpCentre')}</p>
          <ul className={styles.links}>
            {HELP_LINKS.map((l) => (
              <li key={l.key}>
                <Link to={l.to}>{t(`footer.${l.key}`)}</Link>
              </li>
            ))}
          </ul>
        </nav>

        {games.length ? (
          <nav className={styles.col} aria-label={t('footer.games')}>
            <p className={styles.colTitle}>{t('footer.games')}</p>
            <ul className={styles.links}>
              {games.map((g) => (
                <li key={g.category}>
                  <Link to={g.action.kind === 'navigate' ? g.action.to : '/'}>{t(`nav.${g.category}`)}</Link>
                </li>
              ))}
            </ul>
          </nav>
        ) : null}

        <div className={styles.col}>
          <p className={styles.colTitle}>{t('footer.trust')}</p>
          <ul className={styles.badges}>
            <li>
              <Icon name="shield" size={18} />
              {t('footer.secure')}
            </li>
            <li>
              <Icon name="lock" size={18} />
              {t('footer.encrypted')}
            </li>
            <li>
              <Icon name="headset" size={18} />
              {t('footer.support247')}
            </li>
          </ul>
        </div>
      </div>

      <div className={styles.bottom}>
        <p className={styles.adult}>
          <span className={styles.adultBadge} aria-label={t('footer.adultBadge')}>
            18+
          </span>
          <span>{t('footer.adultNotice')}</span>
        </p>
        <p className={styles.copyright}>{t('footer.copyright', { year, brand: brand.brandName })}</p>
      </div>
    </footer>
  );
}
