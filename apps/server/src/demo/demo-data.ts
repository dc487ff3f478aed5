import type { GameCategory, TAgentTerms, TDepositChannelCreate } from '@platform/contracts';
import type { NewMerchant } from '../modules/system/index.ts';

export interface DemoVendor {
  code: string;
  displayName: string;
  brandColor: string;
  walletType?: 'SEAMLESS' | 'TRANSFER';
  categories: readonly GameCategory[];
  /** Titles of the generated demo catalog per category. */
  titles?: Partial<Record<GameCategory, number>>;
  /** The signing secret of a vendor of our own that signs like an outside one (sealed at rest). */
  secret?: string;
}

/** Two merchants with different currencies, languages and time zones, so isolation is exercised from day one. */
export const DEMO_MERCHANTS: (NewMerchant & {
  domains: { domain: string; kind: 'MAIN' | 'MIRROR' | 'AGENT' }[];
})[] = [
  {
    code: 'ROYAL',
    currency: 'THB',
    timeZone: 'Asia/Bangkok',
    isDefault: true,
    brandConfig: {
      platform: 'ROYAL',
      merchant: 'ROYAL',
      merchantCode: 'ROYAL',
      brandName: 'Royal Jackpot',
      lotteryType: 'TCG_LOTTO_VN',
      defaultLanguage: 'TH',
      supportedLanguages: ['TH', 'EN', 'VI', 'KO', 'CN'],
      esportGameCodes: ['ESPORTS_MAIN'],
      cockfightGameCode: 'COCKFIGHT_MAIN',
      prizeModes: ['LOTT', 'ZY', 'ELOTT', 'SEA'],
      currency: 'THB',
      currencySymbol: '฿',
      timeZone: 'Asia/Bangkok',
      social: {
        youtube: 'https://www.youtube.com/@royaljackpot',
        twitter: 'https://x.com/royaljackpot',
        tiktok: 'https://www.tiktok.com/@royaljackpot',
        facebook: 'https://www.facebook.com/royaljackpot',
        instagram: 'https://www.instagram.com/royaljackpot',
        whatsapp: 'https://wa.me/66800000000',
        line: 'https://line.me/R/ti/p/@royaljackpot',
        telegram: 'https://t.me/royaljackpot',
      },
      analyticsGtagId: '',
    },
    whitelabelFlags: { SMS_LOGIN: true, FREE_PLAY: true, GOOGLE_LOGIN: false, FACEBOOK_LOGIN: false },
    domains: [
      { domain: 'localhost', kind: 'MAIN' },
      { domain: '127.0.0.1', kind: 'MIRROR' },
      { domain: 'royal.localhost', kind: 'MIRROR' },
    ],
  },
  {
    code: 'LOTUS',
    currency: 'VND',
    timeZone: 'Asia/Ho_Chi_Minh',
    isDefault: false,
    brandConfig: {
      platform: 'LOTUS',
      merchant: 'LOTUS',
      merchantCode: 'LOTUS',
      brandName: 'Lotus Club',
      lotteryType: 'TCG_LOTTO_VN',
      defaultLanguage: 'VI',
      supportedLanguages: ['VI', 'EN', 'TH', 'KO', 'CN'],
      esportGameCodes: ['ESPORTS_MAIN'],
      cockfightGameCode: 'COCKFIGHT_MAIN',
      prizeModes: ['LOTT', 'ELOTT', 'SEA'],
      currency: 'VND',
      currencySymbol: '₫',
      timeZone: 'Asia/Ho_Chi_Minh',
      social: { facebook: 'https://www.facebook.com/lotusclub', telegram: 'https://t.me/lotusclub' },
      analyticsGtagId: '',
    },
    whitelabelFlags: { MOBILE_REGISTER: true, FREE_PLAY: false, REFERRAL: false },
    domains: [{ domain: 'lotus.localhost', kind: 'MAIN' }],
  },
];

export const DEMO_RESOURCES = [
  { resourceType: 'IOS_DOWNLOAD', labelNameEn: 'iOS app', url: 'https://apps.example.com/ios' },
  {
    resourceType: 'ANDROID_DOWNLOAD',
    labelNameEn: 'Android app',
    url: 'https://apps.example.com/android.apk',
  },
  { resourceType: 'IOS_LITE_DOWNLOAD', labelNameEn: 'iOS lite', url: 'https://apps.example.com/ios-lite' },
];

export const DEMO_CUSTOMER_SERVICE = [
  { csType: 'LIVE_CHAT', url: 'https://support.example.com/chat' },
  { csType: 'TELEGRAM', url: 'https://t.me/support' },
];

/**
 * In-house vendor HOUSE plus a spread of vendors over every category; `titles` is how many games
 * the demo catalog generates for each (apps/server/src/demo/demo-catalog.ts; HOUSE's are fixed).
 */
export const DEMO_VENDORS: readonly DemoVendor[] = [
  {
    code: 'HOUSE',
    displayName: 'Royal House',
    brandColor: '#b8860b',
    categories: ['LIVE', 'RNG', 'FISH', 'BOARD'],
  },
  // The in-house sportsbook (apps/house-sports, ADR 0031): a seamless vendor with its own secret
  // (SPORTS_SECRET on its side; operators may rotate it in the console). It has no tiles of its own:
  // every sports and e-sports tile of the catalog opens it (games' launch, `vendorAppFor`).
  {
    code: 'SPORTS',
    displayName: 'Royal Sportsbook',
    brandColor: '#0f766e',
    categories: [],
    secret: 'sports-dev-secret-change-me',
  },
  {
    code: 'AURORA',
    displayName: 'Aurora Live',
    brandColor: '#7c3aed',
    categories: ['LIVE'],
    titles: { LIVE: 180 },
  },
  {
    code: 'VELVET',
    displayName: 'Velvet Casino',
    brandColor: '#be123c',
    categories: ['LIVE'],
    titles: { LIVE: 160 },
  },
  {
    code: 'DRAGONFLY',
    displayName: 'Dragonfly Slots',
    brandColor: '#059669',
    categories: ['RNG'],
    titles: { RNG: 680 },
  },
  {
    code: 'LUCKY7',
    displayName: 'Lucky Seven',
    brandColor: '#dc2626',
    categories: ['RNG'],
    titles: { RNG: 620 },
  },
  {
    code: 'PIXELSPIN',
    displayName: 'Pixel Spin',
    brandColor: '#2563eb',
    categories: ['RNG', 'FISH'],
    titles: { RNG: 540, FISH: 40 },
  },
  {
    code: 'DEEPSEA',
    displayName: 'Deep Sea Hunter',
    brandColor: '#0e7490',
    categories: ['FISH'],
    titles: { FISH: 90 },
  },
  {
    code: 'BTI',
    displayName: 'BTi Sports',
    brandColor: '#1d4ed8',
    categories: ['SPORTS'],
    titles: { SPORTS: 24 },
  },
  // A transfer-wallet vendor: members move balance into its game wallet and recall it (spec §4 wallets).
  {
    code: 'ARENA',
    displayName: 'Arena Sports',
    brandColor: '#15803d',
    categories: ['SPORTS'],
    walletType: 'TRANSFER' as const,
    titles: { SPORTS: 18 },
  },
  {
    code: 'NEXUS',
    displayName: 'Nexus Esports',
    brandColor: '#9333ea',
    categories: ['ESPORTS'],
    titles: { ESPORTS: 30 },
  },
  {
    code: 'TCG',
    displayName: 'TCG Lotto',
    brandColor: '#ea580c',
    categories: ['LOTT', 'ELOTT'],
    titles: { LOTT: 40, ELOTT: 55 },
  },
  {
    code: 'KINGCARD',
    displayName: 'King Card',
    brandColor: '#a16207',
    categories: ['PVP'],
    titles: { PVP: 120 },
  },
  {
    code: 'ROOSTER',
    displayName: 'Rooster Arena',
    brandColor: '#b91c1c',
    categories: ['COCKFIGHT'],
    titles: { COCKFIGHT: 12 },
  },
  // More studios, so that the lobby has the size of a real one (ROYAL only: LOTUS keeps the set above).
  {
    code: 'JADEPALACE',
    displayName: 'Jade Palace Gaming',
    brandColor: '#047857',
    categories: ['RNG'],
    titles: { RNG: 660 },
  },
  {
    code: 'NEONWAVE',
    displayName: 'Neon Wave',
    brandColor: '#db2777',
    categories: ['RNG'],
    titles: { RNG: 600 },
  },
  {
    code: 'MYTHIC',
    displayName: 'Mythic Reels',
    brandColor: '#4f46e5',
    categories: ['RNG'],
    titles: { RNG: 580 },
  },
  {
    code: 'SAFARI',
    displayName: 'Safari Studios',
    brandColor: '#ca8a04',
    categories: ['RNG'],
    titles: { RNG: 560 },
  },
  {
    code: 'COSMOS',
    displayName: 'Cosmos Play',
    brandColor: '#1e40af',
    categories: ['RNG'],
    titles: { RNG: 540 },
  },
  {
    code: 'THUNDERBIT',
    displayName: 'Thunderbit',
    brandColor: '#f59e0b',
    categories: ['RNG'],
    titles: { RNG: 520 },
  },
  {
    code: 'ORCHID',
    displayName: 'Orchid Games',
    brandColor: '#c026d3',
    categories: ['RNG'],
    titles: { RNG: 500 },
  },
  {
    code: 'SUNRISE',
    displayName: 'Sunrise Gaming',
    brandColor: '#ea580c',
    categories: ['RNG', 'FISH'],
    titles: { RNG: 480, FISH: 30 },
  },
  {
    code: 'BLUEMOON',
    displayName: 'Blue Moon',
    brandColor: '#0369a1',
    categories: ['RNG'],
    titles: { RNG: 460 },
  },
  {
    code: 'REDPANDA',
    displayName: 'Red Panda Play',
    brandColor: '#c2410c',
    categories: ['RNG', 'FISH'],
    titles: { RNG: 440, FISH: 30 },
  },
  {
    code: 'GOLDREEL',
    displayName: 'Gold Reel',
    brandColor: '#a16207',
    categories: ['RNG'],
    titles: { RNG: 620 },
  },
  {
    code: 'SPINFORGE',
    displayName: 'Spin Forge',
    brandColor: '#475569',
    categories: ['RNG'],
    titles: { RNG: 560 },
  },
  {
    code: 'OCEANKING',
    displayName: 'Ocean King',
    brandColor: '#0891b2',
    categories: ['FISH'],
    titles: { FISH: 80 },
  },
  {
    code: 'EMPIRE',
    displayName: 'Empire Live',
    brandColor: '#7f1d1d',
    categories: ['LIVE'],
    titles: { LIVE: 200 },
  },
  {
    code: 'SAPPHIRE',
    displayName: 'Sapphire Live',
    brandColor: '#1d4ed8',
    categories: ['LIVE'],
    titles: { LIVE: 150 },
  },
  {
    code: 'ORIENT',
    displayName: 'Orient Live',
    brandColor: '#b91c1c',
    categories: ['LIVE', 'BOARD'],
    titles: { LIVE: 140, BOARD: 40 },
  },
  {
    code: 'MAHJONG',
    displayName: 'Mahjong Masters',
    brandColor: '#15803d',
    categories: ['BOARD', 'PVP'],
    titles: { BOARD: 90, PVP: 60 },
  },
  {
    code: 'CARDHOUSE',
    displayName: 'Card House',
    brandColor: '#6d28d9',
    categories: ['PVP', 'BOARD'],
    titles: { PVP: 100, BOARD: 60 },
  },
  {
    code: 'GOALPRO',
    displayName: 'Goal Pro Sports',
    brandColor: '#16a34a',
    categories: ['SPORTS'],
    titles: { SPORTS: 20 },
  },
  {
    code: 'FRAGZONE',
    displayName: 'Frag Zone',
    brandColor: '#e11d48',
    categories: ['ESPORTS'],
    titles: { ESPORTS: 24 },
  },
  {
    code: 'LUCKYBALL',
    displayName: 'Lucky Ball Lotto',
    brandColor: '#d97706',
    categories: ['LOTT', 'ELOTT'],
    titles: { LOTT: 45, ELOTT: 66 },
  },
  {
    code: 'SABONG',
    displayName: 'Sabong Live',
    brandColor: '#991b1b',
    categories: ['COCKFIGHT'],
    titles: { COCKFIGHT: 10 },
  },
];

/** The vendors of the smaller demo merchant (LOTUS): the first set, without VELVET and ROOSTER. */
export const LOTUS_VENDOR_CODES: readonly string[] = [
  'HOUSE',
  'SPORTS',
  'AURORA',
  'DRAGONFLY',
  'LUCKY7',
  'PIXELSPIN',
  'DEEPSEA',
  'BTI',
  'ARENA',
  'NEXUS',
  'TCG',
  'KINGCARD',
];

export const DEMO_MEMBER_PASSWORD = 'Demo1234';

const pad = (n: number) => String(n).padStart(2, '0');

/**
 * API.md "Demo mode": agent01 is upline of agent02, who is upline of demo01…demo10; demo11…demo20
 * have no agent. Each has a Thai mobile and an e-mail so that every login and reset path can be
 * tried; LOTUS gets its own demo01…demo05 (same names, other merchant: isolation is visible).
 */
export const DEMO_MEMBERS = [
  { merchantCode: 'ROYAL', username: 'agent01', type: 1, affiliateCode: 'AGENT01', nickname: 'Agent One' },
  {
    merchantCode: 'ROYAL',
    username: 'agent02',
    type: 2,
    parentUsername: 'agent01',
    affiliateCode: 'AGENT02',
    nickname: 'Agent Two',
  },
  ...Array.from({ length: 20 }, (_, i) => ({
    merchantCode: 'ROYAL',
    username: `demo${pad(i + 1)}`,
    type: 0,
    parentUsername: i < 10 ? 'agent02' : undefined,
    mobileNum: `8100000${pad(i + 1)}`,
    countryDialingCode: '66',
    email: `demo${pad(i + 1)}@example.com`,
    payeeName: `DEMO PLAYER ${pad(i + 1)}`,
    nickname: `Demo ${pad(i + 1)}`,
  })),
  // A third level for the agent centre (issue 11): agent01 → agent03's upline agent02 → agent03 →
  // demo21…demo23, and demo24, demo25 directly under agent01.
  {
    merchantCode: 'ROYAL',
    username: 'agent03',
    type: 2,
    parentUsername: 'agent02',
    nickname: 'Agent Three',
  },
  ...Array.from({ length: 5 }, (_, i) => ({
    merchantCode: 'ROYAL',
    username: `demo${pad(i + 21)}`,
    type: 0,
    parentUsername: i < 3 ? 'agent03' : 'agent01',
    nickname: `Demo ${pad(i + 21)}`,
  })),
  ...Array.from({ length: 5 }, (_, i) => ({
    merchantCode: 'LOTUS',
    username: `demo${pad(i + 1)}`,
    type: 0,
    mobileNum: `9120000${pad(i + 1)}`,
    countryDialingCode: '84',
    email: `lotus${pad(i + 1)}@example.com`,
    payeeName: `NGUYEN VAN ${pad(i + 1)}`,
    nickname: `Lotus ${pad(i + 1)}`,
  })),
];

/** Deposit channels per merchant (spec §2 depositv2): one through the PSP simulator, one bank transfer. */
export const DEMO_DEPOSIT_CHANNELS: Record<string, TDepositChannelCreate[]> = {
  ROYAL: [
    {
      kind: 'ONLINE',
      name: 'FastPay',
      min: '100.00',
      max: '50000.00',
      feeBps: 150,
      feeFixed: '0',
      bonusEligible: true,
      enabled: true,
      sortOrder: 1,
      bankAccount: null,
      pspCode: 'SIMPAY',
    },
    {
      kind: 'BANK_TRANSFER',
      name: 'Bank transfer',
      min: '300.00',
      max: '200000.00',
      feeBps: 0,
      feeFixed: '0',
      bonusEligible: true,
      enabled: true,
      sortOrder: 2,
      bankAccount: {
        bankName: 'Kasikornbank',
        accountName: 'Royal Demo Co., Ltd.',
        accountNumber: '123-4-56789-0',
      },
      pspCode: null,
    },
  ],
  LOTUS: [
    {
      kind: 'ONLINE',
      name: 'FastPay',
      min: '50000',
      max: '500000000',
      feeBps: 120,
      feeFixed: '0',
      bonusEligible: true,
      enabled: true,
      sortOrder: 1,
      bankAccount: null,
      pspCode: 'SIMPAY',
    },
    {
      kind: 'BANK_TRANSFER',
      name: 'Bank transfer',
      min: '100000',
      max: '1000000000',
      feeBps: 0,
      feeFixed: '0',
      bonusEligible: false,
      enabled: true,
      sortOrder: 2,
      bankAccount: { bankName: 'Vietcombank', accountName: 'Lotus Demo JSC', accountNumber: '0071000123456' },
      pspCode: null,
    },
  ],
};

/** Tiers of a contract kind: [minimum valid bet, minimum active members, rate %] each. */
const tiers = (...rows: [string, number, string][]) => ({
  tiers: rows.map(([minValidBet, minActiveMembers, rate]) => ({
    minValidBet,
    minActiveMembers,
    minNetLoss: '0',
    rate,
  })),
});

/**
 * The demo agents' terms (what each may offer below it; each within its upline's) and invitation
 * links with fixed codes, so the agent centre and a registration through a link can be tried at once.
 */
export const DEMO_AGENTS: {
  merchantCode: string;
  username: string;
  terms: TAgentTerms;
  links: { code: string; type: 'MEMBER' | 'AGENT'; note: string; terms?: TAgentTerms }[];
}[] = [
  {
    merchantCode: 'ROYAL',
    username: 'agent01',
    terms: {
      dividend: tiers(['0.00', 1, '30'], ['100000.00', 5, '40']),
      dailySalary: tiers(['0.00', 0, '0.5'], ['50000.00', 0, '0.8']),
      hourlySalary: tiers(['0.00', 0, '0.3']),
      realtimeSalary: {
        tiers: [{ minValidBet: '0.00', minActiveMembers: 0, minNetLoss: '0', rate: '0.2', lossRate: '0.5' }],
      },
    },
    links: [
      { code: 'JOINA01M', type: 'MEMBER', note: 'Facebook group' },
      {
        code: 'JOINA01A',
        type: 'AGENT',
        note: 'New partners',
        terms: {
          dividend: tiers(['0.00', 1, '20']),
          dailySalary: tiers(['0.00', 0, '0.3']),
          hourlySalary: null,
          realtimeSalary: null,
        },
      },
    ],
  },
  {
    merchantCode: 'ROYAL',
    username: 'agent02',
    terms: {
      dividend: tiers(['0.00', 1, '25'], ['100000.00', 5, '35']),
      dailySalary: tiers(['0.00', 0, '0.4'], ['50000.00', 0, '0.6']),
      hourlySalary: tiers(['0.00', 0, '0.2']),
      realtimeSalary: {
        tiers: [{ minValidBet: '0.00', minActiveMembers: 0, minNetLoss: '0', rate: '0.15', lossRate: '0.4' }],
      },
    },
    links: [
      { code: 'JOINA02M', type: 'MEMBER', note: 'LINE friends' },
      {
        code: 'JOINA02A',
        type: 'AGENT',
        note: 'Sub-agents',
        terms: {
          dividend: tiers(['0.00', 1, '15']),
          dailySalary: tiers(['0.00', 0, '0.2']),
          hourlySalary: tiers(['0.00', 0, '0.1']),
          realtimeSalary: null,
        },
      },
    ],
  },
  {
    merchantCode: 'ROYAL',
    username: 'agent03',
    terms: {
      dividend: tiers(['0.00', 1, '20']),
      dailySalary: tiers(['0.00', 0, '0.3']),
      hourlySalary: tiers(['0.00', 0, '0.1']),
      realtimeSalary: null,
    },
    links: [{ code: 'JOINA03M', type: 'MEMBER', note: '' }],
  },
];

/**
 * Rounds the demo seed plays for the agent teams (main.ts in demo mode only: tests keep their demo
 * members' balances and the winner board as they were): [account, game, stake, win or null for a
 * round still open, rolled back].
 */
export const DEMO_AGENT_PLAY: [string, string, string, string | null, boolean?][] = [
  ['demo21', 'house-baccarat', '100.00', '195.00'],
  ['demo21', 'house-dragon-fortune', '20.00', '0.00'],
  ['demo21', 'house-roulette', '50.00', '0.00'],
  ['demo22', 'house-baccarat', '200.00', '0.00'],
  ['demo22', 'house-sicbo', '40.00', '120.00'],
  ['demo22', 'house-golden-temple', '10.00', null],
  ['demo23', 'house-reef-hunter', '30.00', '45.00'],
  ['demo23', 'house-dragon-tiger', '80.00', '0.00', true],
  ['demo24', 'house-roulette', '150.00', '0.00'],
  ['demo24', 'house-ocean-pearls', '25.00', '60.00'],
  ['demo25', 'house-baccarat', '300.00', '585.00'],
];

/** Rounds of agent02's members over the last three days (index % 3 + 1 days ago): the contracts' demo statements. */
export const DEMO_CONTRACT_PLAY: [string, string, string, string][] = [
  ['demo01', 'house-baccarat', '500.00', '0.00'],
  ['demo02', 'house-roulette', '300.00', '0.00'],
  ['demo03', 'house-sicbo', '200.00', '440.00'],
  ['demo04', 'house-baccarat', '800.00', '0.00'],
  ['demo05', 'house-dragon-tiger', '400.00', '780.00'],
  ['demo06', 'house-roulette', '250.00', '0.00'],
  ['demo01', 'house-sicbo', '600.00', '0.00'],
  ['demo02', 'house-baccarat', '350.00', '682.50'],
  ['demo03', 'house-dragon-tiger', '450.00', '0.00'],
  ['demo21', 'house-baccarat', '300.00', '0.00'],
  ['demo22', 'house-roulette', '150.00', '0.00'],
  ['demo23', 'house-sicbo', '120.00', '0.00'],
];
