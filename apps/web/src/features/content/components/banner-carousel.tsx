import type { BannerGroup, TBanner } from '@platform/contracts';
import { BANNER_CAROUSEL } from '@platform/contracts/client';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { Carousel } from '../../../components/carousel/carousel.tsx';
import { TakeoverSlice } from '../../../components/deferred/takeover-slice.tsx';
import { shimmerClass } from '../../../components/skeleton/skeleton.tsx';
import { useBanners } from '../api/announcements-api.ts';
import { BannerSlide } from './banner-slide.tsx';
import styles from './banners.module.css';

/** `wide`: the home page (up to 3 at once on a desktop); `band`: a popup's top; `side`: the side menu. */
export type BannerLayout = 'wide' | 'band' | 'side';

/**
 * Spec §2, §9 banner carousel: loops and autoplays every 5000 ms only with more than one banner, a
 * 1000 ms transition, clickable pagination, up to 3 slides 20 px apart on a desktop; nothing for an
 * empty list.
 */
export function BannerCarousel({
  banners,
  group,
  layout,
  eager = false,
  onFollow,
}: {
  banners: readonly TBanner[];
  group: BannerGroup;
  layout: BannerLayout;
  eager?: boolean;
  onFollow?: () => void;
}) {
  const { t } = useTranslation();
  const perView = layout === 'wide' ? BANNER_CAROUSEL.perView : 1;
  if (banners.length === 0) return null;
  return (
    <div className={styles[layout]} data-banner-group={group}>
      {/* Taking on a drawn page, the carousel (its slides, its engine) comes in a task of its own. */}
      <TakeoverSlice>
        <Carousel
          slides={banners.map((banner, index) => (
            <BannerSlide
              key={banner.id}
              banner={banner}
              eager={eager && index < perView}
              onFollow={onFollow}
            />
          ))}
          label={t(`content.banners.${group}`)}
          autoplayMs={BANNER_CAROUSEL.autoplayMs}
          perView={perView}
          gap={BANNER_CAROUSEL.gapPx}
        />
      </TakeoverSlice>
    </div>
  );
}

/**
 * A banner group's slot: its carousel once the banners are known, nothing for an empty group. The
 * home page keeps the carousel's room while loading (`reserve`), so the page below does not jump.
 */
export function GroupBanners({
  group,
  layout,
  eager,
  reserve = false,
}: {
  group: BannerGroup;
  layout: BannerLayout;
  eager?: boolean;
  reserve?: boolean;
}) {
  const { t } = useTranslation();
  const banners = useBanners(group);
  if (banners.isPending)
    return reserve ? (
      <div className={styles.placeholder} role="status" aria-label={t('content.banners.loading')}>
        {Array.from({ length: BANNER_CAROUSEL.perView }, (_, index) => (
          <span key={index} className={shimmerClass} />
        ))}
      </div>
    ) : null;
  return <BannerCarousel banners={banners.data ?? []} group={group} layout={layout} eager={eager} />;
}

/**
 * A popup's banner band (w_login, w_register, w_forget) when the group has banners, else undefined,
 * so the popup keeps its own drawn artwork. `onFollow` closes the popup when a banner is followed.
 */
export function useBannerBand(group: BannerGroup, onFollow?: () => void): ReactNode | undefined {
  const banners = useBanners(group).data ?? [];
  return banners.length > 0 ? (
    <BannerCarousel banners={banners} group={group} layout="band" onFollow={onFollow} />
  ) : undefined;
}
