import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { buttonClass } from '../../../components/button/button.tsx';
import { Carousel } from '../../../components/carousel/carousel.tsx';
import styles from './hero-banner.module.css';

interface Slide {
  key: 'welcome' | 'rewards' | 'sports' | 'slots' | 'fishing' | 'cards';
  to: string;
  art: 'casino' | 'slots' | 'sports' | 'fish';
  tone: 1 | 2 | 3 | 4 | 5 | 6;
}

/** Drawn slides shown until operators' banners arrive; six, so that three at a time can loop. */
const SLIDES: Slide[] = [
  { key: 'welcome', to: '/live', art: 'casino', tone: 1 },
  { key: 'rewards', to: '/promotions', art: 'slots', tone: 2 },
  { key: 'sports', to: '/sports', art: 'sports', tone: 3 },
  { key: 'slots', to: '/rng', art: 'slots', tone: 4 },
  { key: 'fishing', to: '/fish', art: 'fish', tone: 5 },
  { key: 'cards', to: '/pvp', art: 'casino', tone: 6 },
];

/** An operator banner (spec §2 "Banner carousel", group w_home): an image that opens its target. */
export interface HomeBanner {
  id: string;
  imageUrl: string;
  /** A site path (`/promotions#12`) or a full URL. */
  href: string;
  title: string;
}

/** Spec §2, §9 banner carousel: 5000 ms autoplay, at most 3 slides at once, 20 px apart. */
const BANNER_AUTOPLAY_MS = 5000;
const BANNER_PER_VIEW = 3;
const BANNER_GAP_PX = 20;

/**
 * The home banner carousel (spec §2, §9): loops and autoplays only with more than one slide, has
 * clickable pagination, and renders nothing for an empty list. Operator banners are images that
 * open their target; without any (`banners` undefined), drawn slides with the brand name show.
 */
export function HeroBanner({ brandName, banners }: { brandName: string; banners?: HomeBanner[] }) {
  const { t } = useTranslation();
  const slides = banners
    ? banners.map((banner) => <BannerImage key={banner.id} banner={banner} />)
    : SLIDES.map((slide, index) => (
        <div key={slide.key} className={styles.frame}>
          <div className={`${styles.slide} ${styles[`tone${slide.tone}`]}`}>
            <div className={styles.copy}>
              <p className={styles.eyebrow}>{t(`hero.${slide.key}.eyebrow`, { brand: brandName })}</p>
              {index === 0 ? (
                <h1 className={styles.title}>{t(`hero.${slide.key}.title`, { brand: brandName })}</h1>
              ) : (
                <h2 className={styles.title}>{t(`hero.${slide.key}.title`, { brand: brandName })}</h2>
              )}
              <p className={styles.text}>{t(`hero.${slide.key}.text`, { brand: brandName })}</p>
              <Link to={slide.to} className={buttonClass('gold', 'sm', false, styles.cta)}>
                {t(`hero.${slide.key}.cta`)}
              </Link>
            </div>
            <div className={styles.art} aria-hidden="true">
              {slide.art === 'casino' ? (
                <CasinoArt />
              ) : slide.art === 'slots' ? (
                <SlotsArt />
              ) : slide.art === 'fish' ? (
                <FishArt />
              ) : (
                <SportsArt />
              )}
            </div>
            <div className={styles.sparkles} aria-hidden="true" />
          </div>
        </div>
      ));
  return (
    <Carousel
      slides={slides}
      label={t('hero.label')}
      autoplayMs={BANNER_AUTOPLAY_MS}
      perView={BANNER_PER_VIEW}
      gap={BANNER_GAP_PX}
      className={styles.hero}
    />
  );
}

function BannerImage({ banner }: { banner: HomeBanner }) {
  const image = (
    <img src={banner.imageUrl} alt={banner.title} className={styles.bannerImage} loading="lazy" />
  );
  const external = /^https?:\/\//.test(banner.href);
  return external ? (
    <a href={banner.href} target="_blank" rel="noopener noreferrer" className={styles.bannerLink}>
      {image}
    </a>
  ) : (
    <Link to={banner.href} className={styles.bannerLink}>
      {image}
    </Link>
  );
}

function Defs() {
  return (
    <defs>
      <linearGradient id="hb-gold" x1="0" y1="0" x2="1" y2="1">
        <stop offset="0" stopColor="#fff1c1" />
        <stop offset="0.45" stopColor="#f7c548" />
        <stop offset="1" stopColor="#b87708" />
      </linearGradient>
      <linearGradient id="hb-red" x1="0" y1="0" x2="1" y2="1">
        <stop offset="0" stopColor="#fb7185" />
        <stop offset="1" stopColor="#9f1239" />
      </linearGradient>
      <linearGradient id="hb-card" x1="0" y1="0" x2="0" y2="1">
        <stop offset="0" stopColor="#ffffff" />
        <stop offset="1" stopColor="#e9e7f5" />
      </linearGradient>
      <radialGradient id="hb-glow" cx="0.5" cy="0.5" r="0.5">
        <stop offset="0" stopColor="#f7c548" stopOpacity="0.55" />
        <stop offset="1" stopColor="#f7c548" stopOpacity="0" />
      </radialGradient>
    </defs>
  );
}

function Chip({ x, y, r, color }: { x: number; y: number; r: number; color: string }) {
  return (
    <g>
      <circle cx={x} cy={y} r={r} fill={color} />
      <circle
        cx={x}
        cy={y}
        r={r * 0.72}
        fill="none"
        stroke="#fff"
        strokeWidth={r * 0.16}
        strokeDasharray={`${r * 0.35} ${r * 0.3}`}
      />
      <circle cx={x} cy={y} r={r * 0.5} fill={color} stroke="#fff" strokeOpacity="0.6" strokeWidth="1.5" />
    </g>
  );
}

function CasinoArt() {
  return (
    <svg viewBox="0 0 420 300" className={styles.svg}>
      <Defs />
      <circle cx="230" cy="150" r="150" fill="url(#hb-glow)" />
      <g>
        <g transform="rotate(-16 170 150)">
          <rect x="120" y="60" width="120" height="170" rx="14" fill="url(#hb-card)" />
          <text x="136" y="100" fontSize="34" fontWeight="900" fill="#be123c">
            A
          </text>
          <path
            d="M180 120c-18 18-30 27-30 40a15 15 0 0 0 30 4 15 15 0 0 0 30-4c0-13-12-22-30-40Z"
            fill="#be123c"
          />
        </g>
        <g transform="rotate(10 270 150)">
          <rect x="220" y="50" width="120" height="170" rx="14" fill="url(#hb-card)" />
          <text x="236" y="90" fontSize="34" fontWeight="900" fill="#1e1b4b">
            K
          </text>
          <path d="M280 110l26 34-26 34-26-34z" fill="#1e1b4b" />
        </g>
      </g>
      <g>
        <Chip x={110} y={240} r={34} color="#be123c" />
        <Chip x={360} y={230} r={28} color="#6d28d9" />
        <Chip x={330} y={60} r={22} color="#0e7490" />
      </g>
      <path d="M200 18l8 16 18 3-13 12 3 18-16-9-16 9 3-18-13-12 18-3z" fill="url(#hb-gold)" />
    </svg>
  );
}

function SlotsArt() {
  return (
    <svg viewBox="0 0 420 300" className={styles.svg}>
      <Defs />
      <circle cx="220" cy="150" r="150" fill="url(#hb-glow)" />
      <g>
        <rect x="90" y="50" width="250" height="190" rx="26" fill="url(#hb-gold)" />
        <rect x="106" y="66" width="218" height="130" rx="16" fill="#2e0a24" />
        {[0, 1, 2].map((i) => (
          <g key={i}>
            <rect x={118 + i * 70} y="78" width="58" height="106" rx="10" fill="url(#hb-card)" />
            <text
              x={147 + i * 70}
              y="147"
              textAnchor="middle"
              fontSize="46"
              fontWeight="900"
              fill="url(#hb-red)"
            >
              7
            </text>
          </g>
        ))}
        <rect x="140" y="208" width="150" height="18" rx="9" fill="#7a1747" />
        <circle cx="362" cy="80" r="14" fill="url(#hb-red)" />
        <rect x="356" y="90" width="12" height="80" rx="6" fill="#d4d4d8" />
      </g>
      <g>
        {[
          [70, 80],
          [380, 220],
          [60, 230],
          [300, 30],
        ].map(([x, y], i) => (
          <g key={i}>
            <circle cx={x} cy={y} r="16" fill="url(#hb-gold)" />
            <text x={x} y={(y ?? 0) + 6} textAnchor="middle" fontSize="16" fontWeight="900" fill="#7a4b00">
              $
            </text>
          </g>
        ))}
      </g>
    </svg>
  );
}

function SportsArt() {
  return (
    <svg viewBox="0 0 420 300" className={styles.svg}>
      <Defs />
      <circle cx="220" cy="150" r="150" fill="url(#hb-glow)" />
      <g>
        <path d="M150 60h140v40a70 70 0 0 1-140 0V60Z" fill="url(#hb-gold)" />
        <path
          d="M150 72h-30a30 30 0 0 0 30 40M290 72h30a30 30 0 0 1-30 40"
          fill="none"
          stroke="url(#hb-gold)"
          strokeWidth="10"
        />
        <rect x="205" y="168" width="30" height="34" fill="url(#hb-gold)" />
        <rect x="170" y="200" width="100" height="26" rx="6" fill="url(#hb-gold)" />
        <path d="M220 82l7 14 15 2-11 10 3 15-14-7-14 7 3-15-11-10 15-2z" fill="#fff7dc" />
      </g>
      <g>
        <circle cx="96" cy="210" r="44" fill="#fff" />
        <path d="M96 186l22 16-8 26H82l-8-26z" fill="#111827" />
        <path
          d="M96 166v20M118 202l22-8M110 228l14 18M82 228l-14 18M74 202l-22-8"
          stroke="#111827"
          strokeWidth="4"
        />
        <circle cx="350" cy="90" r="26" fill="#f97316" />
        <path
          d="M324 90h52M350 64v52M331 71c10 10 10 28 0 38M369 71c-10 10-10 28 0 38"
          stroke="#7c2d12"
          strokeWidth="3"
          fill="none"
        />
      </g>
    </svg>
  );
}

function FishArt() {
  return (
    <svg viewBox="0 0 420 300" className={styles.svg}>
      <Defs />
      <circle cx="220" cy="150" r="150" fill="url(#hb-glow)" />
      <g>
        <path d="M110 150c40-60 140-70 200 0-60 70-160 60-200 0Z" fill="url(#hb-gold)" />
        <path d="M110 150l-50-40v80z" fill="url(#hb-red)" />
        <circle cx="270" cy="138" r="12" fill="#fff" />
        <circle cx="273" cy="138" r="6" fill="#1e1b4b" />
        <path
          d="M180 112c10 24 10 52 0 76M215 106c10 28 10 60 0 88"
          stroke="#b87708"
          strokeWidth="5"
          fill="none"
        />
      </g>
      <g>
        {[
          [340, 70, 14],
          [360, 110, 9],
          [80, 60, 11],
          [320, 230, 16],
          [90, 240, 8],
        ].map(([x, y, r], i) => (
          <circle
            key={i}
            cx={x}
            cy={y}
            r={r}
            fill="none"
            stroke="#a5f3fc"
            strokeOpacity="0.75"
            strokeWidth="3"
          />
        ))}
      </g>
    </svg>
  );
}
