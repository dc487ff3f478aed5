import type { TBanner } from '@platform/contracts';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { PHONE_QUERY } from '../../../hooks/use-media-query.ts';
import { linkTargetOf } from '../link-target.ts';
import styles from './banners.module.css';

/** The size of the built-in artwork; an upload is shown at the same 16:9 (cropped to fit). */
const BANNER_WIDTH = 960;
const BANNER_HEIGHT = 540;

/**
 * One banner: the picture in the reader's language (the phone picture on a phone, when there is one),
 * named by its title, and a link to its target (a site page, or an outside page in a new tab).
 */
export function BannerSlide({
  banner,
  eager = false,
  onFollow,
}: {
  banner: TBanner;
  /** Above the fold (the home page's first slides): loaded at once, the rest only when near. */
  eager?: boolean;
  /** Told when the banner's link is followed (a popup closes itself). */
  onFollow?: () => void;
}) {
  const { t } = useTranslation();
  const target = linkTargetOf(banner.href, banner.external);
  const picture = (
    <picture className={styles.picture}>
      {banner.mobileImageUrl ? <source media={PHONE_QUERY} srcSet={banner.mobileImageUrl} /> : null}
      <img
        src={banner.imageUrl}
        alt={banner.title}
        width={BANNER_WIDTH}
        height={BANNER_HEIGHT}
        loading={eager ? 'eager' : 'lazy'}
        fetchPriority={eager ? 'high' : undefined}
        decoding="async"
        className={styles.image}
      />
    </picture>
  );
  if (target.kind === 'route')
    return (
      <Link to={target.to} className={styles.frame} onClick={onFollow} data-testid="banner">
        {picture}
      </Link>
    );
  if (target.kind === 'external')
    return (
      <a
        href={target.href}
        target="_blank"
        rel="noopener noreferrer"
        className={styles.frame}
        onClick={onFollow}
        data-testid="banner"
      >
        {picture}
        <span className="visually-hidden">{t('content.opensInNewTab')}</span>
      </a>
    );
  return (
    <div className={styles.frame} data-testid="banner">
      {picture}
    </div>
  );
}
