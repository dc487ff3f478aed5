import { stableHash } from './domain/house-titles.ts';
import type { ArtworkKind } from './domain/game-view.ts';

/**
 * Generated game artwork: a square icon and a landscape large icon per title, drawn from the
 * vendor's brand colour and the title's theme (a gradient, a motif, the title). Deterministic: the
 * same game always gets the same picture. Each tile carries its own background and a dark title
 * band, so it reads the same on the site's dark and light themes.
 */

export interface ArtworkSubject {
  id: string;
  name: string;
  vendorName: string;
  brandColor: string;
  gameType: string;
  classification: string;
}

type Rgb = [number, number, number];

const hexToRgb = (hex: string): Rgb => {
  const value = Number.parseInt(/^#[0-9a-f]{6}$/i.test(hex) ? hex.slice(1) : '6d28d9', 16);
  return [(value >> 16) & 0xff, (value >> 8) & 0xff, value & 0xff];
};
const rgbToHex = (rgb: Rgb) =>
  `#${rgb
    .map((c) =>
      Math.max(0, Math.min(255, Math.round(c)))
        .toString(16)
        .padStart(2, '0'),
    )
    .join('')}`;
const mix = (a: Rgb, b: Rgb, t: number): Rgb => [
  a[0] + (b[0] - a[0]) * t,
  a[1] + (b[1] - a[1]) * t,
  a[2] + (b[2] - a[2]) * t,
];

/** A saturated colour of the hue `degrees` (HSL with s = 0.7, l = 0.5). */
function hue(degrees: number): Rgb {
  const h = (((degrees % 360) + 360) % 360) / 60;
  const c = 0.7;
  const x = c * (1 - Math.abs((h % 2) - 1));
  const [r, g, b] =
    h < 1
      ? [c, x, 0]
      : h < 2
        ? [x, c, 0]
        : h < 3
          ? [0, c, x]
          : h < 4
            ? [0, x, c]
            : h < 5
              ? [x, 0, c]
              : [c, 0, x];
  const m = 0.5 - c / 2;
  return [(r + m) * 255, (g + m) * 255, (b + m) * 255];
}

const escapeXml = (text: string) =>
  text.replace(
    /[<>&'"]/g,
    (c) => ({ '<': '&lt;', '>': '&gt;', '&': '&amp;', "'": '&apos;', '"': '&quot;' })[c]!,
  );

type Motif =
  | 'coin'
  | 'pyramid'
  | 'wave'
  | 'cherry'
  | 'paw'
  | 'gem'
  | 'bolt'
  | 'planet'
  | 'lantern'
  | 'anchor'
  | 'candy'
  | 'star'
  | 'blossom'
  | 'lotus'
  | 'cards'
  | 'wheel'
  | 'dice'
  | 'ball'
  | 'balls'
  | 'fish';

/** Words of a title that choose its motif (English names), checked in order. */
const MOTIF_WORDS: readonly (readonly [Motif, RegExp])[] = [
  ['fish', /\b(fishing|hunter|blast|shark|dolphin|koi|octopus|turtle)\b/i],
  ['wave', /\b(ocean|pearl|mermaid|reef|wave|nile)\b/i],
  ['coin', /\b(dragon|phoenix|tiger|emperor|jade|panda|fortune|coin|prosperity|envelope)\b/i],
  ['pyramid', /\b(pharaoh|pyramid|scarab|sphinx|oasis|desert|tomb|temple)\b/i],
  ['cherry', /\b(cherry|sevens|bell|melon|lemon|grape|fruit)\b/i],
  ['paw', /\b(lion|elephant|panther|gorilla|rhino|jungle|safari|eagle)\b/i],
  ['gem', /\b(diamond|ruby|emerald|sapphire|treasure|crown|vault|gems?|crystal)\b/i],
  ['bolt', /\b(thunder|titan|hero|oracle|legend|warrior|goddess|lightning)\b/i],
  ['planet', /\b(galaxy|rocket|planet|comet|nebula|robot|alien|meteor|neon)\b/i],
  ['lantern', /\b(lanterns?|festival|firecracker|blessing|lucky cat|lion dance)\b/i],
  ['anchor', /\b(pirate|ship|island|map|compass|captain|cannon|anchor)\b/i],
  ['candy', /\b(candy|cake|cookie|sugar|honey|chocolate|donut|lollipop|sweet)\b/i],
  ['star', /\b(cowboy|sheriff|bandit|saloon|canyon|mustang|buffalo|frontier|star)\b/i],
  ['blossom', /\b(samurai|ninja|sakura|shogun|katana|dojo|mountain|crane)\b/i],
  ['lotus', /\b(naga|lotus|garuda|mango|kingdom|palace|muay thai|songkran)\b/i],
];

const MOTIF_BY_CLASSIFICATION: Record<string, Motif> = {
  BACCARAT: 'cards',
  BLACKJACK: 'cards',
  THREE_CARD_POKER: 'cards',
  NIUNIU: 'cards',
  ZHAJINHUA: 'cards',
  POKER: 'cards',
  VIDEO_POKER: 'cards',
  ROULETTE: 'wheel',
  SICBO: 'dice',
  FANTAN: 'dice',
  FISH_PRAWN_CRAB: 'dice',
  DRAGON_TIGER: 'coin',
  SPORTSBOOK: 'ball',
  ESPORTSBOOK: 'bolt',
  LOTTERY: 'balls',
  KENO: 'balls',
  BINGO: 'balls',
  COCKFIGHT: 'star',
  FISHING: 'fish',
};

const FALLBACK_MOTIFS: readonly Motif[] = ['gem', 'star', 'coin', 'bolt', 'blossom', 'planet'];

function motifOf(subject: ArtworkSubject, seed: number): Motif {
  const table = subject.gameType !== 'RNG' ? MOTIF_BY_CLASSIFICATION[subject.classification] : undefined;
  if (table) return table;
  for (const [motif, words] of MOTIF_WORDS) if (words.test(subject.name)) return motif;
  return MOTIF_BY_CLASSIFICATION[subject.classification] ?? FALLBACK_MOTIFS[seed % FALLBACK_MOTIFS.length]!;
}

/** The motif, drawn in a 100 × 100 box (light fill, soft dark outline). */
function motifShapes(motif: Motif, light: string, accent: string): string {
  const fill = `fill="${light}" stroke="#00000040" stroke-width="2"`;
  const star = (cx: number, cy: number, r: number) =>
    Array.from({ length: 10 }, (_, i) => {
      const radius = i % 2 === 0 ? r : r * 0.45;
      const angle = (Math.PI / 5) * i - Math.PI / 2;
      return `${(cx + radius * Math.cos(angle)).toFixed(1)},${(cy + radius * Math.sin(angle)).toFixed(1)}`;
    }).join(' ');
  switch (motif) {
    case 'coin':
      return `<circle cx="50" cy="50" r="38" ${fill}/><circle cx="50" cy="50" r="30" fill="none" stroke="${accent}" stroke-width="3"/><rect x="40" y="40" width="20" height="20" fill="${accent}"/>`;
    case 'pyramid':
      return `<polygon points="50,12 92,86 8,86" ${fill}/><polygon points="50,12 92,86 58,86" fill="#00000026"/><line x1="30" y1="50" x2="70" y2="50" stroke="${accent}" stroke-width="3"/>`;
    case 'wave':
      return `<path d="M6 60 Q22 38 38 60 T70 60 T102 60 V94 H6 Z" ${fill}/><path d="M6 74 Q22 56 38 74 T70 74 T102 74" fill="none" stroke="${accent}" stroke-width="4"/><circle cx="66" cy="28" r="13" ${fill}/>`;
    case 'cherry':
      return `<path d="M36 62 C40 36 52 22 70 14 M64 64 C62 44 64 30 70 14" fill="none" stroke="${accent}" stroke-width="4"/><circle cx="34" cy="70" r="17" ${fill}/><circle cx="66" cy="70" r="17" ${fill}/>`;
    case 'paw':
      return `<ellipse cx="50" cy="64" rx="22" ry="19" ${fill}/><circle cx="24" cy="40" r="9" ${fill}/><circle cx="40" cy="26" r="9" ${fill}/><circle cx="60" cy="26" r="9" ${fill}/><circle cx="76" cy="40" r="9" ${fill}/>`;
    case 'gem':
      return `<polygon points="28,22 72,22 92,44 50,92 8,44" ${fill}/><polygon points="8,44 92,44 50,92" fill="#00000022"/><polyline points="28,22 40,44 50,22 60,44 72,22" fill="none" stroke="${accent}" stroke-width="3"/>`;
    case 'bolt':
      return `<polygon points="58,6 20,56 46,56 38,94 80,40 54,40" ${fill}/>`;
    case 'planet':
      return `<circle cx="50" cy="50" r="26" ${fill}/><ellipse cx="50" cy="52" rx="46" ry="12" fill="none" stroke="${accent}" stroke-width="4" transform="rotate(-18 50 50)"/><circle cx="16" cy="18" r="3" fill="${light}"/><circle cx="86" cy="84" r="2.5" fill="${light}"/>`;
    case 'lantern':
      return `<line x1="50" y1="4" x2="50" y2="16" stroke="${accent}" stroke-width="3"/><rect x="34" y="14" width="32" height="8" rx="2" fill="${accent}"/><ellipse cx="50" cy="50" rx="32" ry="29" ${fill}/><path d="M50 21 V79 M34 26 Q24 50 34 74 M66 26 Q76 50 66 74" fill="none" stroke="${accent}" stroke-width="2.5"/><rect x="34" y="78" width="32" height="8" rx="2" fill="${accent}"/><line x1="50" y1="86" x2="50" y2="98" stroke="${accent}" stroke-width="3"/>`;
    case 'anchor':
      return `<circle cx="50" cy="16" r="8" fill="none" stroke="${light}" stroke-width="6"/><path d="M50 24 V88 M30 40 H70 M16 62 Q22 88 50 88 Q78 88 84 62" fill="none" stroke="${light}" stroke-width="8" stroke-linecap="round"/>`;
    case 'candy':
      return `<polygon points="20,50 4,34 4,66" ${fill}/><polygon points="80,50 96,34 96,66" ${fill}/><circle cx="50" cy="50" r="28" ${fill}/><path d="M50 50 m-18 0 a18 18 0 1 0 18 -18 a12 12 0 1 0 -12 12" fill="none" stroke="${accent}" stroke-width="4"/>`;
    case 'star':
      return `<polygon points="${star(50, 52, 42)}" ${fill}/><circle cx="50" cy="54" r="8" fill="${accent}"/>`;
    case 'blossom':
      return `${[0, 72, 144, 216, 288].map((a) => `<ellipse cx="50" cy="26" rx="14" ry="22" ${fill} transform="rotate(${a} 50 50)"/>`).join('')}<circle cx="50" cy="50" r="10" fill="${accent}"/>`;
    case 'lotus':
      return `${[-60, -30, 0, 30, 60].map((a) => `<ellipse cx="50" cy="44" rx="12" ry="32" ${fill} transform="rotate(${a} 50 78)"/>`).join('')}<path d="M14 80 Q50 96 86 80" fill="none" stroke="${accent}" stroke-width="4"/>`;
    case 'cards':
      return `<rect x="16" y="18" width="44" height="62" rx="6" ${fill} transform="rotate(-14 38 49)"/><rect x="42" y="18" width="44" height="62" rx="6" ${fill} transform="rotate(12 64 49)"/><path d="M64 38 C58 30 48 38 64 56 C80 38 70 30 64 38 Z" fill="${accent}" transform="rotate(12 64 49)"/>`;
    case 'wheel':
      return `<circle cx="50" cy="50" r="42" ${fill}/><circle cx="50" cy="50" r="30" fill="none" stroke="${accent}" stroke-width="10" stroke-dasharray="7.85 7.85"/><circle cx="50" cy="50" r="9" fill="${accent}"/><circle cx="50" cy="16" r="4" fill="#ffffff"/>`;
    case 'dice':
      return `<rect x="10" y="26" width="46" height="46" rx="9" ${fill} transform="rotate(-10 33 49)"/><rect x="46" y="34" width="46" height="46" rx="9" ${fill} transform="rotate(12 69 57)"/>${[
        [24, 40],
        [33, 49],
        [42, 58],
        [60, 48],
        [78, 48],
        [60, 66],
        [78, 66],
      ]
        .map(([x, y]) => `<circle cx="${x}" cy="${y}" r="4" fill="${accent}"/>`)
        .join('')}`;
    case 'ball':
      return `<circle cx="50" cy="50" r="40" ${fill}/><polygon points="50,34 65,45 59,62 41,62 35,45" fill="${accent}"/><path d="M50 34 V12 M65 45 L86 38 M59 62 L72 82 M41 62 L28 82 M35 45 L14 38" stroke="${accent}" stroke-width="3"/>`;
    case 'balls':
      return [
        [30, 62, '7'],
        [70, 62, '3'],
        [50, 30, '8'],
      ]
        .map(
          ([x, y, n]) =>
            `<circle cx="${x}" cy="${y}" r="21" ${fill}/><text x="${x}" y="${Number(y) + 8}" text-anchor="middle" font-family="Segoe UI, Roboto, Noto Sans, sans-serif" font-size="22" font-weight="800" fill="${accent}">${n}</text>`,
        )
        .join('');
    case 'fish':
      return `<ellipse cx="44" cy="50" rx="34" ry="22" ${fill}/><polygon points="72,50 96,30 96,70" ${fill}/><circle cx="28" cy="44" r="5" fill="${accent}"/><path d="M50 32 Q58 50 50 68" fill="none" stroke="${accent}" stroke-width="3"/>`;
  }
}

/** Splits a title into at most two lines of about `width` characters. */
function titleLines(title: string, width: number): string[] {
  const words = title.split(/\s+/).filter(Boolean);
  const lines: string[] = [];
  let line = '';
  for (const word of words) {
    if (line && (line + ' ' + word).length > width && lines.length === 0) {
      lines.push(line);
      line = word;
    } else line = line ? `${line} ${word}` : word;
  }
  if (line) lines.push(line);
  return lines.slice(0, 2);
}

const FONT = 'Segoe UI, Roboto, Noto Sans, Helvetica, Arial, sans-serif';

/** The SVG of a game's generated icon (square, 256 × 256) or large icon (landscape, 480 × 270). */
export function gameArtworkSvg(subject: ArtworkSubject, kind: ArtworkKind): string {
  const seed = stableHash(`${subject.name}|${subject.id}`);
  const brand = hexToRgb(subject.brandColor);
  const themed = hue(seed % 360);
  const top = rgbToHex(mix(mix(brand, themed, 0.45), [255, 255, 255], 0.12));
  const bottom = rgbToHex(mix(mix(brand, themed, 0.25), [0, 0, 0], 0.55));
  const glow = rgbToHex(mix(themed, [255, 255, 255], 0.55));
  const light = rgbToHex(mix(themed, [255, 246, 214], 0.8));
  const accent = rgbToHex(mix(brand, [0, 0, 0], 0.35));
  const motif = motifShapes(motifOf(subject, seed), light, accent);
  const square = kind === 'icon';
  const [w, h] = square ? [256, 256] : [480, 270];
  const name = escapeXml(subject.name);
  const vendor = escapeXml(subject.vendorName.toUpperCase());
  // The square icon sits in a lobby tile whose badges cover its top corners and which names the
  // vendor under the art; only the large (banner-like) icon carries the vendor's name.
  const vendorLabel = square
    ? ''
    : `<text x="22" y="32" font-family="${FONT}" font-size="15" font-weight="700" letter-spacing="1.5" fill="#ffffff" opacity="0.85">${vendor}</text>`;
  const lines = titleLines(subject.name, square ? 13 : 20);
  const longest = Math.max(...lines.map((l) => l.length), 1);
  const fontSize = Math.min(square ? 30 : 36, Math.floor((w * 0.86) / (longest * 0.56)));
  const bandHeight = lines.length * fontSize * 1.15 + (square ? 22 : 26);
  const textTop = h - bandHeight + (square ? 12 : 14) + fontSize * 0.85;
  const text = lines
    .map(
      (line, i) =>
        `<text x="${w / 2}" y="${(textTop + i * fontSize * 1.15).toFixed(1)}" text-anchor="middle" font-family="${FONT}" font-size="${fontSize}" font-weight="800" fill="#ffffff" stroke="#00000059" stroke-width="1" paint-order="stroke">${escapeXml(line)}</text>`,
    )
    .join('');
  // The motif sits in the free area above the title band.
  const free = h - bandHeight - 30;
  const size = Math.min(free, square ? 150 : 170);
  const motifX = square ? (w - size) / 2 : w - size - 40;
  const motifY = 28 + (free - size) / 2;
  const rays = Array.from({ length: 12 }, (_, i) => {
    const angle = (i * 30 + (seed % 30)) * (Math.PI / 180);
    const cx = motifX + size / 2;
    const cy = motifY + size / 2;
    const r = Math.max(w, h);
    const x1 = cx + r * Math.cos(angle);
    const y1 = cy + r * Math.sin(angle);
    const x2 = cx + r * Math.cos(angle + 0.12);
    const y2 = cy + r * Math.sin(angle + 0.12);
    return `<polygon points="${cx.toFixed(1)},${cy.toFixed(1)} ${x1.toFixed(1)},${y1.toFixed(1)} ${x2.toFixed(1)},${y2.toFixed(1)}" fill="#ffffff" opacity="0.06"/>`;
  }).join('');
  const id = `g${subject.id}${square ? 'i' : 'l'}`;
  return `<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 ${w} ${h}" width="${w}" height="${h}" role="img" aria-label="${name}">
<defs>
<linearGradient id="${id}bg" x1="0" y1="0" x2="0.35" y2="1"><stop offset="0" stop-color="${top}"/><stop offset="1" stop-color="${bottom}"/></linearGradient>
<radialGradient id="${id}glow" cx="${((motifX + size / 2) / w).toFixed(2)}" cy="${((motifY + size / 2) / h).toFixed(2)}" r="0.55"><stop offset="0" stop-color="${glow}" stop-opacity="0.75"/><stop offset="1" stop-color="${glow}" stop-opacity="0"/></radialGradient>
<linearGradient id="${id}band" x1="0" y1="0" x2="0" y2="1"><stop offset="0" stop-color="#000000" stop-opacity="0"/><stop offset="0.35" stop-color="#000000" stop-opacity="0.45"/><stop offset="1" stop-color="#000000" stop-opacity="0.7"/></linearGradient>
<clipPath id="${id}clip"><rect width="${w}" height="${h}" rx="${square ? 28 : 22}"/></clipPath>
</defs>
<g clip-path="url(#${id}clip)">
<rect width="${w}" height="${h}" fill="url(#${id}bg)"/>
${rays}
<rect width="${w}" height="${h}" fill="url(#${id}glow)"/>
<circle cx="${(seed % w).toFixed(0)}" cy="${h + 20}" r="${h * 0.45}" fill="#ffffff" opacity="0.05"/>
<svg x="${motifX.toFixed(1)}" y="${motifY.toFixed(1)}" width="${size.toFixed(1)}" height="${size.toFixed(1)}" viewBox="0 0 100 100">${motif}</svg>
<rect y="${(h - bandHeight - 18).toFixed(1)}" width="${w}" height="${(bandHeight + 18).toFixed(1)}" fill="url(#${id}band)"/>
${vendorLabel}
${text}
</g>
<rect x="1" y="1" width="${w - 2}" height="${h - 2}" rx="${square ? 27 : 21}" fill="none" stroke="#ffffff" stroke-opacity="0.18" stroke-width="2"/>
</svg>`;
}
