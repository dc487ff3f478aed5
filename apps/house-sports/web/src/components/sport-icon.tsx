import type { Sport } from '../lib/types.ts';

/** Small line icons for the sport list (no emoji: not every device draws them). */
export function SportIcon({ sport }: { sport: Sport }) {
  const common = {
    width: 18,
    height: 18,
    viewBox: '0 0 24 24',
    fill: 'none',
    stroke: 'currentColor',
    strokeWidth: 1.8,
    strokeLinecap: 'round' as const,
    strokeLinejoin: 'round' as const,
    'aria-hidden': true,
  };
  switch (sport) {
    case 'FOOTBALL':
      return (
        <svg {...common}>
          <circle cx="12" cy="12" r="9" />
          <path d="M12 7.5l3.2 2.3-1.2 3.8h-4l-1.2-3.8z" />
          <path d="M12 3v4.5M15.2 9.8l4.6-1.5M14 13.6l2.8 3.9M10 13.6l-2.8 3.9M8.8 9.8L4.2 8.3" />
        </svg>
      );
    case 'BASKETBALL':
      return (
        <svg {...common}>
          <circle cx="12" cy="12" r="9" />
          <path d="M3 12h18M12 3v18M5.6 5.6c3.3 3 3.3 9.8 0 12.8M18.4 5.6c-3.3 3-3.3 9.8 0 12.8" />
        </svg>
      );
    case 'TENNIS':
      return (
        <svg {...common}>
          <circle cx="12" cy="12" r="9" />
          <path d="M5.5 5.5c3.5 3.5 3.5 9.5 0 13M18.5 5.5c-3.5 3.5-3.5 9.5 0 13" />
        </svg>
      );
    default:
      return (
        <svg {...common}>
          <path d="M7 8h10a4 4 0 014 4v2.5a2.5 2.5 0 01-4.4 1.6L15 14H9l-1.6 2.1A2.5 2.5 0 013 14.5V12a4 4 0 014-4z" />
          <path d="M8 10.5v3M6.5 12h3" />
          <circle cx="15.5" cy="11" r=".6" fill="currentColor" />
          <circle cx="17" cy="13" r=".6" fill="currentColor" />
        </svg>
      );
  }
}
