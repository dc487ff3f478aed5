/**
 * Built-in banner artwork: drawn SVG an operator may pick instead of uploading (and what the demo's
 * banners use). Served by the media route as `art-<theme>-<lang>.svg` (with the theme's headline in
 * that language) or `art-<theme>.svg` (picture only). Drawn here from fixed text, never from input,
 * so serving it as SVG is safe; operators' own uploads are PNG, JPEG or WebP only.
 */

export const ART_THEMES = [
  'live',
  'rewards',
  'sports',
  'slots',
  'fishing',
  'cards',
  'lottery',
  'vip',
] as const;
export type ArtTheme = (typeof ART_THEMES)[number];
const ART_LANGUAGES = ['en', 'th', 'vi', 'ko', 'cn'] as const;
type ArtLanguage = (typeof ART_LANGUAGES)[number];

const WIDTH = 960;
const HEIGHT = 540;

interface Words {
  title: string;
  text: string;
  cta: string;
}

const WORDS: Record<ArtTheme, Record<ArtLanguage, Words>> = {
  live: {
    en: {
      title: 'Live dealers, real tables',
      text: 'Baccarat, roulette and sic bo streamed in HD, day and night.',
      cta: 'Play now',
    },
    th: { title: 'ดีลเลอร์สด โต๊ะจริง', text: 'บาคาร่า รูเล็ต และไฮโลถ่ายทอดสดคมชัดตลอดวันและคืน', cta: 'เล่นเลย' },
    vi: {
      title: 'Dealer trực tiếp, bàn thật',
      text: 'Baccarat, roulette và tài xỉu phát sóng HD cả ngày lẫn đêm.',
      cta: 'Chơi ngay',
    },
    ko: {
      title: '라이브 딜러, 실제 테이블',
      text: '바카라, 룰렛, 식보를 밤낮없이 HD로 즐기세요.',
      cta: '지금 플레이',
    },
    cn: { title: '真人荷官，真实牌桌', text: '百家乐、轮盘、骰宝高清直播，日夜不停。', cta: '立即游戏' },
  },
  rewards: {
    en: {
      title: 'Daily rewards & VIP bonuses',
      text: 'Deposit bonuses, rebates and VIP privileges every single day.',
      cta: 'View promotions',
    },
    th: { title: 'รางวัลรายวันและโบนัส VIP', text: 'โบนัสเงินฝาก เงินคืน และสิทธิพิเศษ VIP ทุกวัน', cta: 'ดูโปรโมชั่น' },
    vi: {
      title: 'Thưởng mỗi ngày & ưu đãi VIP',
      text: 'Thưởng nạp tiền, hoàn trả và đặc quyền VIP mỗi ngày.',
      cta: 'Xem khuyến mãi',
    },
    ko: {
      title: '매일 보상 & VIP 보너스',
      text: '입금 보너스, 리베이트, VIP 혜택을 매일 누리세요.',
      cta: '프로모션 보기',
    },
    cn: { title: '每日奖励与 VIP 红利', text: '存款红利、返水与 VIP 特权，天天都有。', cta: '查看优惠' },
  },
  sports: {
    en: {
      title: 'Every match, every moment',
      text: 'Competitive odds on thousands of live events each week.',
      cta: 'Bet now',
    },
    th: { title: 'ทุกแมตช์ ทุกช่วงเวลา', text: 'ราคาต่อรองดีที่สุดในหลายพันรายการสดทุกสัปดาห์', cta: 'เดิมพันเลย' },
    vi: {
      title: 'Mọi trận đấu, mọi khoảnh khắc',
      text: 'Tỷ lệ cạnh tranh cho hàng nghìn sự kiện trực tiếp mỗi tuần.',
      cta: 'Cược ngay',
    },
    ko: {
      title: '모든 경기, 모든 순간',
      text: '매주 수천 개의 라이브 경기에 경쟁력 있는 배당.',
      cta: '지금 베팅',
    },
    cn: { title: '每场比赛，每个瞬间', text: '每周数千场直播赛事，赔率极具竞争力。', cta: '立即投注' },
  },
  slots: {
    en: {
      title: 'Spin thousands of slots',
      text: 'Jackpots, megaways and classic reels from the top studios.',
      cta: 'Spin now',
    },
    th: { title: 'หมุนสล็อตนับพันเกม', text: 'แจ็กพอต เมกะเวย์ และวงล้อคลาสสิกจากค่ายชั้นนำ', cta: 'หมุนเลย' },
    vi: {
      title: 'Quay hàng nghìn trò nổ hũ',
      text: 'Hũ lớn, megaways và vòng quay cổ điển từ các nhà phát hành hàng đầu.',
      cta: 'Quay ngay',
    },
    ko: {
      title: '수천 개의 슬롯을 돌려 보세요',
      text: '최고의 스튜디오가 만든 잭팟, 메가웨이, 클래식 릴.',
      cta: '지금 스핀',
    },
    cn: { title: '畅玩数千款老虎机', text: '顶级工作室出品的奖池、Megaways 与经典转轴。', cta: '立即旋转' },
  },
  fishing: {
    en: {
      title: 'Reel in the big prizes',
      text: 'Aim, fire and catch rare fish for multiplied wins.',
      cta: 'Start fishing',
    },
    th: { title: 'ล่ารางวัลใหญ่', text: 'เล็ง ยิง และจับปลาหายากเพื่อรับเงินรางวัลทวีคูณ', cta: 'เริ่มยิงปลา' },
    vi: {
      title: 'Săn giải thưởng lớn',
      text: 'Ngắm, bắn và bắt cá hiếm để nhận thưởng nhân nhiều lần.',
      cta: 'Bắt đầu bắn cá',
    },
    ko: {
      title: '큰 상금을 낚아 올리세요',
      text: '조준하고 발사해 희귀한 물고기를 잡고 배당을 키우세요.',
      cta: '피싱 시작',
    },
    cn: { title: '捕获丰厚大奖', text: '瞄准、开火，捕获稀有鱼种赢取倍数奖金。', cta: '开始捕鱼' },
  },
  cards: {
    en: {
      title: 'Take a seat at the table',
      text: 'Poker, niu niu and card games against real players.',
      cta: 'Join a table',
    },
    th: { title: 'นั่งโต๊ะได้เลย', text: 'โป๊กเกอร์ วัวกระทิง และเกมไพ่กับผู้เล่นจริง', cta: 'เข้าร่วมโต๊ะ' },
    vi: {
      title: 'Ngồi vào bàn ngay',
      text: 'Poker, ngưu ngưu và các trò bài với người chơi thật.',
      cta: 'Vào bàn',
    },
    ko: {
      title: '테이블에 앉으세요',
      text: '실제 플레이어와 즐기는 포커, 니우니우, 카드 게임.',
      cta: '테이블 참가',
    },
    cn: { title: '即刻入座', text: '与真人玩家对战扑克、牛牛等棋牌游戏。', cta: '加入牌桌' },
  },
  lottery: {
    en: {
      title: 'Draws every few minutes',
      text: 'Vietnamese, Thai and fast lotteries with results you can verify.',
      cta: 'Pick numbers',
    },
    th: { title: 'ออกผลทุกไม่กี่นาที', text: 'หวยเวียดนาม หวยไทย และหวยด่วน ตรวจสอบผลได้ทุกงวด', cta: 'เลือกเลข' },
    vi: {
      title: 'Quay số mỗi vài phút',
      text: 'Xổ số Việt Nam, Thái Lan và xổ số nhanh với kết quả có thể kiểm chứng.',
      cta: 'Chọn số',
    },
    ko: {
      title: '몇 분마다 추첨',
      text: '베트남, 태국, 스피드 복권을 검증 가능한 결과로.',
      cta: '번호 선택',
    },
    cn: { title: '每隔几分钟开奖', text: '越南彩、泰国彩与快彩，开奖结果可验证。', cta: '立即选号' },
  },
  vip: {
    en: {
      title: 'Climb the VIP ladder',
      text: 'Higher rebates, faster withdrawals and a personal host.',
      cta: 'See VIP levels',
    },
    th: { title: 'ไต่ระดับ VIP', text: 'เงินคืนสูงขึ้น ถอนเร็วขึ้น และผู้ดูแลส่วนตัว', cta: 'ดูระดับ VIP' },
    vi: {
      title: 'Thăng hạng VIP',
      text: 'Hoàn trả cao hơn, rút tiền nhanh hơn và chuyên viên riêng.',
      cta: 'Xem cấp VIP',
    },
    ko: {
      title: 'VIP 등급을 올리세요',
      text: '더 높은 리베이트, 더 빠른 출금, 전담 매니저.',
      cta: 'VIP 등급 보기',
    },
    cn: { title: '晋升 VIP 等级', text: '更高返水、更快提款，专属客服经理。', cta: '查看 VIP 等级' },
  },
};

const PALETTE: Record<ArtTheme, { from: string; to: string; accent: string; glow: string }> = {
  live: { from: '#3b0a45', to: '#a4133c', accent: '#ffd166', glow: '#ff4d6d' },
  rewards: { from: '#4a1d96', to: '#c026d3', accent: '#fde047', glow: '#f0abfc' },
  sports: { from: '#064e3b', to: '#0d9488', accent: '#facc15', glow: '#5eead4' },
  slots: { from: '#7c2d12', to: '#ea580c', accent: '#fef08a', glow: '#fdba74' },
  fishing: { from: '#0c4a6e', to: '#0284c7', accent: '#fcd34d', glow: '#7dd3fc' },
  cards: { from: '#111827', to: '#4338ca', accent: '#fbbf24', glow: '#a5b4fc' },
  lottery: { from: '#701a75', to: '#e11d48', accent: '#fde68a', glow: '#fda4af' },
  vip: { from: '#1c1917', to: '#92400e', accent: '#fcd34d', glow: '#fbbf24' },
};

const escapeXml = (text: string) =>
  text.replace(
    /[<>&'"]/g,
    (c) => ({ '<': '&lt;', '>': '&gt;', '&': '&amp;', "'": '&apos;', '"': '&quot;' })[c]!,
  );

const SEGMENTER_LOCALE: Record<ArtLanguage, string> = { en: 'en', th: 'th', vi: 'vi', ko: 'ko', cn: 'zh' };

/**
 * Splits text into at most `maxLines` lines of about `perLine` characters, breaking between words
 * (Intl.Segmenter finds them in Thai and Chinese, which write no spaces), never inside one.
 */
export function wrapText(
  text: string,
  perLine: number,
  maxLines: number,
  language: ArtLanguage = 'en',
): string[] {
  const segmenter = new Intl.Segmenter(SEGMENTER_LOCALE[language], { granularity: 'word' });
  const units = [...segmenter.segment(text)].map((s) => s.segment);
  const lines: string[] = [];
  let line = '';
  for (const unit of units) {
    const next = line + unit;
    if ([...next.trim()].length > perLine && line.trim()) {
      lines.push(line.trim());
      line = unit.trimStart();
    } else line = next;
  }
  if (line.trim()) lines.push(line.trim());
  if (lines.length <= maxLines) return lines;
  const kept = lines.slice(0, maxLines);
  kept[maxLines - 1] = `${kept[maxLines - 1]}…`;
  return kept;
}

/** Wide scripts (CJK, Hangul) fit fewer characters per line. */
const isWide = (language: ArtLanguage) => language === 'cn' || language === 'ko';

function motif(theme: ArtTheme, accent: string, glow: string): string {
  const chip = (x: number, y: number, r: number, fill: string) =>
    `<g transform="translate(${x} ${y})"><circle r="${r}" fill="${fill}"/><circle r="${r * 0.72}" fill="none" stroke="#fff" stroke-width="${r * 0.12}" stroke-dasharray="${r * 0.35} ${r * 0.28}"/><circle r="${r * 0.45}" fill="${fill}" stroke="#fff" stroke-opacity=".6" stroke-width="2"/></g>`;
  const star = (x: number, y: number, s: number) =>
    `<path transform="translate(${x} ${y}) scale(${s})" d="M0-10 2.9-3.1 10-3.1 4.2 1.3 6.5 8.5 0 4.2-6.5 8.5-4.2 1.3-10-3.1-2.9-3.1Z" fill="${accent}"/>`;
  switch (theme) {
    case 'live':
      return `${chip(760, 250, 90, '#e11d48')}${chip(650, 380, 60, '#111827')}${chip(860, 420, 48, '#f59e0b')}${star(640, 140, 2.2)}${star(890, 130, 1.6)}`;
    case 'rewards':
      return `<g transform="translate(740 290)"><rect x="-110" y="-40" width="220" height="150" rx="14" fill="${accent}"/><rect x="-125" y="-80" width="250" height="55" rx="12" fill="#fff7"/><rect x="-18" y="-80" width="36" height="190" fill="#c026d3"/><path d="M0-80c-40-70-110-40-70 0M0-80c40-70 110-40 70 0" fill="none" stroke="#c026d3" stroke-width="16"/></g>${star(600, 150, 2)}${star(890, 170, 2.6)}${star(880, 440, 1.5)}`;
    case 'sports':
      return `<g transform="translate(760 280)"><circle r="140" fill="#fff"/><path d="M0-52 50-16 31 42-31 42-50-16Z" fill="#111"/><path d="M0-52V-140M50-16 133-43M31 42 82 113M-31 42-82 113M-50-16-133-43" stroke="#111" stroke-width="8"/></g><path d="M560 470h380" stroke="${glow}" stroke-width="6" stroke-dasharray="30 18"/>`;
    case 'slots':
      return `<g transform="translate(600 150)"><rect width="320" height="240" rx="26" fill="#1f2937" stroke="${accent}" stroke-width="10"/>${[0, 1, 2].map((i) => `<rect x="${22 + i * 98}" y="30" width="82" height="180" rx="12" fill="#fff"/><text x="${63 + i * 98}" y="140" font-size="72" font-weight="800" text-anchor="middle" fill="#dc2626" font-family="sans-serif">7</text>`).join('')}</g>${star(610, 440, 2)}${star(900, 120, 2.4)}`;
    case 'fishing':
      return `<g transform="translate(760 290)"><path d="M-150 0C-80-90 60-90 120 0 60 90-80 90-150 0Z" fill="${accent}"/><path d="M110 0 190-60V60Z" fill="${accent}"/><circle cx="-90" cy="-15" r="14" fill="#0c4a6e"/></g>${[0, 1, 2, 3].map((i) => `<circle cx="${600 + i * 50}" cy="${140 - i * 18}" r="${10 + i * 4}" fill="none" stroke="${glow}" stroke-width="4"/>`).join('')}`;
    case 'cards':
      return `<g transform="translate(740 300)">${[-24, 0, 24].map((a, i) => `<g transform="rotate(${a}) translate(0 -20)"><rect x="-80" y="-120" width="160" height="230" rx="16" fill="#fff" stroke="#e5e7eb" stroke-width="4"/><text x="0" y="30" font-size="110" text-anchor="middle" fill="${i === 1 ? '#dc2626' : '#111'}" font-family="sans-serif">${['♠', '♥', '♣'][i]}</text></g>`).join('')}</g>`;
    case 'lottery':
      return `${[0, 1, 2, 3, 4].map((i) => `<g transform="translate(${600 + (i % 3) * 120} ${190 + Math.floor(i / 3) * 150})"><circle r="56" fill="${['#fde047', '#fff', '#fb7185', '#fff', '#fde047'][i]}"/><text y="22" font-size="60" font-weight="800" text-anchor="middle" fill="#701a75" font-family="sans-serif">${[8, 2, 6, 9, 3][i]}</text></g>`).join('')}`;
    case 'vip':
      return `<g transform="translate(760 290)"><path d="M-150 80-170-90-80-10 0-130 80-10 170-90 150 80Z" fill="${accent}" stroke="#fff8" stroke-width="6"/><rect x="-150" y="80" width="300" height="40" rx="8" fill="${glow}"/><circle cx="0" cy="20" r="22" fill="#dc2626"/></g>${star(600, 140, 2)}${star(910, 150, 1.8)}`;
  }
}

/** The artwork of `theme`, with its words in `language` (none: the picture alone). */
export function bannerArtSvg(theme: ArtTheme, language: ArtLanguage | null): string {
  const p = PALETTE[theme];
  const words = language ? WORDS[theme][language] : null;
  const wide = language ? isWide(language) : false;
  const titleLines = words ? wrapText(words.title, wide ? 10 : 17, 2, language!) : [];
  const textLines = words ? wrapText(words.text, wide ? 19 : 36, 2, language!) : [];
  // Text stays left of the picture (x < 540): long lines get a smaller font instead of running into it.
  const fit = (lines: string[], largest: number, widthPerChar: number) =>
    Math.min(largest, Math.floor(470 / (Math.max(1, ...lines.map((l) => [...l].length)) * widthPerChar)));
  const titleSize = fit(titleLines, 54, wide ? 1 : 0.56);
  const textSize = fit(textLines, 26, wide ? 1 : 0.5);
  const font = `'Noto Sans','Noto Sans Thai','Noto Sans CJK SC','Noto Sans KR',system-ui,sans-serif`;
  let y = titleLines.length > 1 ? 150 : 190;
  const title = titleLines
    .map((line) => {
      const out = `<text x="64" y="${y}" font-size="${titleSize}" font-weight="800" fill="#fff">${escapeXml(line)}</text>`;
      y += Math.round(titleSize * 1.2);
      return out;
    })
    .join('');
  y += 8;
  const text = textLines
    .map((line) => {
      const out = `<text x="64" y="${y}" font-size="${textSize}" fill="#fff" fill-opacity=".86">${escapeXml(line)}</text>`;
      y += Math.round(textSize * 1.45);
      return out;
    })
    .join('');
  const ctaWidth = words ? Math.max(170, [...words.cta].length * (wide ? 28 : 16) + 64) : 0;
  const cta = words
    ? `<g transform="translate(64 ${y + 22})"><rect width="${ctaWidth}" height="56" rx="28" fill="${p.accent}"/><text x="${ctaWidth / 2}" y="37" font-size="24" font-weight="700" text-anchor="middle" fill="#1f1300">${escapeXml(words.cta)}</text></g>`
    : '';
  return `<svg xmlns="http://www.w3.org/2000/svg" width="${WIDTH}" height="${HEIGHT}" viewBox="0 0 ${WIDTH} ${HEIGHT}" font-family="${font}"><defs><linearGradient id="bg" x1="0" y1="0" x2="1" y2="1"><stop offset="0" stop-color="${p.from}"/><stop offset="1" stop-color="${p.to}"/></linearGradient><radialGradient id="glow" cx=".78" cy=".5" r=".5"><stop offset="0" stop-color="${p.glow}" stop-opacity=".55"/><stop offset="1" stop-color="${p.glow}" stop-opacity="0"/></radialGradient></defs><rect width="${WIDTH}" height="${HEIGHT}" fill="url(#bg)"/><rect width="${WIDTH}" height="${HEIGHT}" fill="url(#glow)"/><circle cx="80" cy="520" r="180" fill="#fff" fill-opacity=".05"/><circle cx="420" cy="-40" r="140" fill="#fff" fill-opacity=".05"/>${motif(theme, p.accent, p.glow)}${title}${text}${cta}</svg>`;
}

export const BANNER_ART: { name: string; width: number; height: number }[] = ART_THEMES.flatMap((theme) => [
  { name: theme, width: WIDTH, height: HEIGHT },
  ...ART_LANGUAGES.map((language) => ({ name: `${theme}-${language}`, width: WIDTH, height: HEIGHT })),
]);

/** The artwork's headline in a language (the banner's title and alt text in the demo). */
export const artTitle = (theme: ArtTheme, language: string) => WORDS[theme][artLanguageOf(language)].title;

export const bannerArtUrl = (name: string) => `/api/wps/media/content/art-${name}.svg`;

/** The SVG for an `art-….svg` file name, or null when there is no such artwork. */
export function bannerArtByFile(file: string): string | null {
  const match = /^art-([a-z]+)(?:-([a-z]{2}))?\.svg$/.exec(file);
  if (!match) return null;
  const theme = match[1] as ArtTheme;
  const language = (match[2] ?? null) as ArtLanguage | null;
  if (!(ART_THEMES as readonly string[]).includes(theme)) return null;
  if (language && !(ART_LANGUAGES as readonly string[]).includes(language)) return null;
  return bannerArtSvg(theme, language);
}

/** The artwork language for a display language (English for languages without their own words). */
export function artLanguageOf(language: string): ArtLanguage {
  const lower = language.toLowerCase();
  return (ART_LANGUAGES as readonly string[]).includes(lower) ? (lower as ArtLanguage) : 'en';
}
