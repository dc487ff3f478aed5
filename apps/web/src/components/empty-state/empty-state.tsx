import type { ReactNode } from 'react';
import styles from './empty-state.module.css';

export type Illustration = 'soon' | 'empty' | 'lock' | 'lost' | 'error';

export interface EmptyStateProps {
  title: string;
  text?: string;
  illustration?: Illustration;
  actions?: ReactNode;
  /** Heading level of the title (default 2). */
  level?: 1 | 2 | 3;
}

/** A polished empty / "coming soon" state with a drawn illustration. */
export function EmptyState({ title, text, illustration = 'soon', actions, level = 2 }: EmptyStateProps) {
  const Heading = level === 1 ? 'h1' : level === 2 ? 'h2' : 'h3';
  return (
    <div className={styles.wrap}>
      <div className={styles.art} aria-hidden="true">
        <Art kind={illustration} />
      </div>
      <Heading className={styles.title}>{title}</Heading>
      {text ? <p className={styles.text}>{text}</p> : null}
      {actions ? <div className={styles.actions}>{actions}</div> : null}
    </div>
  );
}

function Art({ kind }: { kind: Illustration }) {
  return (
    <svg viewBox="0 0 240 180" className={styles.svg}>
      <defs>
        <linearGradient id="es-gold" x1="0" y1="0" x2="1" y2="1">
          <stop offset="0" stopColor="#ffe08a" />
          <stop offset="0.5" stopColor="#f7c548" />
          <stop offset="1" stopColor="#d99a1e" />
        </linearGradient>
        <linearGradient id="es-purple" x1="0" y1="0" x2="1" y2="1">
          <stop offset="0" stopColor="#8b5cf6" />
          <stop offset="1" stopColor="#4c1d95" />
        </linearGradient>
        <radialGradient id="es-glow" cx="0.5" cy="0.5" r="0.5">
          <stop offset="0" stopColor="#8b5cf6" stopOpacity="0.35" />
          <stop offset="1" stopColor="#8b5cf6" stopOpacity="0" />
        </radialGradient>
      </defs>
      <ellipse cx="120" cy="92" rx="110" ry="80" fill="url(#es-glow)" />
      <ellipse cx="120" cy="160" rx="70" ry="8" className={styles.shadow} />
      {kind === 'soon' && (
        <g className={styles.float}>
          <rect x="62" y="40" width="116" height="96" rx="16" fill="url(#es-purple)" />
          <rect x="74" y="56" width="26" height="40" rx="6" fill="#0b0f2a" opacity="0.55" />
          <rect x="107" y="56" width="26" height="40" rx="6" fill="#0b0f2a" opacity="0.55" />
          <rect x="140" y="56" width="26" height="40" rx="6" fill="#0b0f2a" opacity="0.55" />
          <text x="87" y="84" textAnchor="middle" fontSize="22" fontWeight="800" fill="url(#es-gold)">
            7
          </text>
          <text x="120" y="84" textAnchor="middle" fontSize="22" fontWeight="800" fill="url(#es-gold)">
            7
          </text>
          <text x="153" y="84" textAnchor="middle" fontSize="22" fontWeight="800" fill="url(#es-gold)">
            ?
          </text>
          <rect x="84" y="108" width="72" height="14" rx="7" fill="url(#es-gold)" />
          <circle cx="186" cy="58" r="6" fill="url(#es-gold)" />
          <rect x="178" y="60" width="6" height="34" rx="3" fill="#a3a9d6" opacity="0.7" />
          <path d="M120 18l4 8 9 1-7 6 2 9-8-5-8 5 2-9-7-6 9-1z" fill="url(#es-gold)" />
        </g>
      )}
      {kind === 'empty' && (
        <g className={styles.float}>
          <path d="M60 70h120l-12 66H72z" fill="url(#es-purple)" />
          <path d="M52 60h136v14H52z" rx="6" fill="#6d28d9" />
          <circle cx="96" cy="44" r="14" fill="url(#es-gold)" />
          <circle cx="128" cy="36" r="10" fill="url(#es-gold)" opacity="0.8" />
          <circle cx="150" cy="50" r="8" fill="url(#es-gold)" opacity="0.6" />
        </g>
      )}
      {kind === 'lock' && (
        <g className={styles.float}>
          <path
            d="M92 76V60a28 28 0 0 1 56 0v16"
            fill="none"
            stroke="url(#es-gold)"
            strokeWidth="12"
            strokeLinecap="round"
          />
          <rect x="72" y="72" width="96" height="72" rx="16" fill="url(#es-purple)" />
          <circle cx="120" cy="104" r="10" fill="url(#es-gold)" />
          <rect x="116" y="108" width="8" height="20" rx="4" fill="url(#es-gold)" />
        </g>
      )}
      {kind === 'lost' && (
        <g className={styles.float}>
          <rect
            x="52"
            y="44"
            width="60"
            height="86"
            rx="10"
            fill="url(#es-purple)"
            transform="rotate(-12 82 87)"
          />
          <rect
            x="128"
            y="44"
            width="60"
            height="86"
            rx="10"
            fill="url(#es-purple)"
            transform="rotate(12 158 87)"
          />
          <text
            x="82"
            y="98"
            textAnchor="middle"
            fontSize="34"
            fontWeight="900"
            fill="url(#es-gold)"
            transform="rotate(-12 82 87)"
          >
            4
          </text>
          <text
            x="158"
            y="98"
            textAnchor="middle"
            fontSize="34"
            fontWeight="900"
            fill="url(#es-gold)"
            transform="rotate(12 158 87)"
          >
            4
          </text>
          <circle cx="120" cy="88" r="20" fill="url(#es-gold)" />
          <circle
            cx="120"
            cy="88"
            r="13"
            fill="none"
            stroke="#7a4b00"
            strokeWidth="3"
            strokeDasharray="4 4"
          />
        </g>
      )}
      {kind === 'error' && (
        <g className={styles.float}>
          <path d="M120 30l62 108H58z" fill="url(#es-purple)" />
          <rect x="115" y="66" width="10" height="40" rx="5" fill="url(#es-gold)" />
          <circle cx="120" cy="120" r="6" fill="url(#es-gold)" />
        </g>
      )}
    </svg>
  );
}
