import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { buttonClass } from '../../../components/button/button.tsx';
import { Carousel } from '../../../components/carousel/carousel.tsx';
import styles from './hero-banner.module.css';

interface Slide {
  key: 'welcome' | 'rewards' | 'sports';
  to: string;
  art: 'casino' | 'slots' | 'sports';
}

const SLIDES: Slide[] = [
  { key: 'welcome', to: '/live', art: 'casino' },
  { key: 'rewards', to: '/promotions', art: 'slots' },
  { key: 'sports', to: '/sports', art: 'sports' },
];

/**
 * The home hero: drawn slides with the brand name, in the banner carousel (5000 ms autoplay).
 * Operator banners (spec "Banner carousel") take this place when the content module ships them.
 */
export function HeroBanner({ brandName }: { brandName: string }) {
  const { t } = useTranslation();
  const slides = SLIDES.map((slide, index) => (
    <div key={slide.key} className={`${styles.slide} ${styles[slide.art]}`}>
      <div className={styles.copy}>
        <p className={styles.eyebrow}>{t(`hero.${slide.key}.eyebrow`, { brand: brandName })}</p>
        {index === 0 ? (
          <h1 className={styles.title}>{t(`hero.${slide.key}.title`, { brand: brandName })}</h1>
        ) : (
          <h2 className={styles.title}>{t(`hero.${slide.key}.title`, { brand: brandName })}</h2>
        )}
        <p className={styles.text}>{t(`hero.${slide.key}.text`, { brand: brandName })}</p>
        <Link to={slide.to} className={buttonClass('gold', 'lg', false, styles.cta)}>
          {t(`hero.${slide.key}.cta`)}
        </Link>
      </div>
      <div className={styles.art} aria-hidden="true">
        {slide.art === 'casino' ? <CasinoArt /> : slide.art === 'slots' ? <SlotsArt /> : <SportsArt />}
      </div>
      <div className={styles.sparkles} aria-hidden="true" />
    </div>
  ));
  return <Carousel slides={slides} label={t('hero.label')} autoplayMs={5000} className={styles.hero} />;
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
      <g className={styles.floatA}>
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
      <g className={styles.floatB}>
        <Chip x={110} y={240} r={34} color="#be123c" />
        <Chip x={360} y={230} r={28} color="#6d28d9" />
        <Chip x={330} y={60} r={22} color="#0e7490" />
      </g>
      <path
        d="M200 18l8 16 18 3-13 12 3 18-16-9-16 9 3-18-13-12 18-3z"
        fill="url(#hb-gold)"
        className={styles.twinkle}
      />
    </svg>
  );
}

function SlotsArt() {
  return (
    <svg viewBox="0 0 420 300" className={styles.svg}>
      <Defs />
      <circle cx="220" cy="150" r="150" fill="url(#hb-glow)" />
      <g className={styles.floatA}>
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
      <g className={styles.floatB}>
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
      <g className={styles.floatA}>
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
      <g className={styles.floatB}>
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
