import type { GameCategory, MissionKind, MissionPeriod } from '@platform/contracts';
import { parseMoney, type CurrencyCode } from '@platform/money';
import type { Database } from '../../../platform/db/database.ts';
import { newId } from '../../../platform/ids.ts';
import type { MissionsRepository } from '../missions.repository.ts';

interface DemoMission {
  period: MissionPeriod;
  kind: MissionKind;
  category: GameCategory | null;
  /** Major units in THB (VND ×1,000), or a count. */
  target: number;
  reward: number;
  wagering: number;
  points: number;
  titles: Record<'EN' | 'TH' | 'VI' | 'KO' | 'CN', string>;
}

const MISSIONS: DemoMission[] = [
  {
    period: 'DAILY',
    kind: 'LOGIN_DAYS',
    category: null,
    target: 1,
    reward: 5,
    wagering: 0,
    points: 5,
    titles: {
      EN: 'Check in today',
      TH: 'เช็กอินวันนี้',
      VI: 'Điểm danh hôm nay',
      KO: '오늘 출석하기',
      CN: '今日签到',
    },
  },
  {
    period: 'DAILY',
    kind: 'PLAY_ROUNDS',
    category: null,
    target: 10,
    reward: 10,
    wagering: 0,
    points: 10,
    titles: {
      EN: 'Play 10 rounds of any game',
      TH: 'เล่นเกมใดก็ได้ 10 รอบ',
      VI: 'Chơi 10 ván bất kỳ',
      KO: '아무 게임이나 10라운드 플레이',
      CN: '任意游戏玩 10 局',
    },
  },
  {
    period: 'DAILY',
    kind: 'BET_AMOUNT',
    category: 'RNG',
    target: 500,
    reward: 20,
    wagering: 0,
    points: 15,
    titles: {
      EN: 'Bet 500 on slots',
      TH: 'เดิมพันสล็อตครบ 500',
      VI: 'Cược 500 vào slot',
      KO: '슬롯에 500 베팅',
      CN: '老虎机投注满 500',
    },
  },
  {
    period: 'DAILY',
    kind: 'DEPOSIT_AMOUNT',
    category: null,
    target: 300,
    reward: 15,
    wagering: 1,
    points: 10,
    titles: {
      EN: 'Deposit 300 today',
      TH: 'ฝากเงินครบ 300 วันนี้',
      VI: 'Nạp 300 hôm nay',
      KO: '오늘 300 입금하기',
      CN: '今日存款满 300',
    },
  },
  {
    period: 'WEEKLY',
    kind: 'LOGIN_DAYS',
    category: null,
    target: 5,
    reward: 50,
    wagering: 0,
    points: 30,
    titles: {
      EN: 'Log in on 5 days this week',
      TH: 'เข้าสู่ระบบ 5 วันในสัปดาห์นี้',
      VI: 'Đăng nhập 5 ngày trong tuần',
      KO: '이번 주 5일 로그인',
      CN: '本周登录 5 天',
    },
  },
  {
    period: 'WEEKLY',
    kind: 'BET_AMOUNT',
    category: null,
    target: 5000,
    reward: 100,
    wagering: 1,
    points: 50,
    titles: {
      EN: 'Bet 5,000 in any game this week',
      TH: 'เดิมพันเกมใดก็ได้ครบ 5,000 ในสัปดาห์นี้',
      VI: 'Cược 5.000 ở bất kỳ trò nào trong tuần',
      KO: '이번 주 아무 게임에 5,000 베팅',
      CN: '本周任意游戏投注满 5,000',
    },
  },
  {
    period: 'WEEKLY',
    kind: 'PLAY_GAMES',
    category: null,
    target: 3,
    reward: 30,
    wagering: 0,
    points: 20,
    titles: {
      EN: 'Play 3 different games',
      TH: 'เล่น 3 เกมที่แตกต่างกัน',
      VI: 'Chơi 3 trò chơi khác nhau',
      KO: '서로 다른 게임 3개 플레이',
      CN: '玩 3 款不同的游戏',
    },
  },
];

/** Demo mode: 4 daily and 3 weekly missions in the merchant's languages (only when it has none). */
export async function seedDemoMissions(
  db: Database,
  repository: MissionsRepository,
  merchant: { code: string; currency: CurrencyCode; brandConfig: { supportedLanguages: readonly string[] } },
) {
  if ((await repository.count(merchant.code)) > 0) return;
  const factor = merchant.currency === 'VND' ? 1000 : 1;
  const money = (major: number) => parseMoney(String(major * factor), merchant.currency).amountMinor;
  const languages = new Set(['EN', ...merchant.brandConfig.supportedLanguages]);
  await db.transaction(async (tx) => {
    for (const [i, m] of MISSIONS.entries()) {
      await repository.insert(tx, newId(), merchant.code, {
        period: m.period,
        kind: m.kind,
        category: m.category,
        target: m.kind === 'BET_AMOUNT' || m.kind === 'DEPOSIT_AMOUNT' ? money(m.target) : BigInt(m.target),
        rewardMinor: money(m.reward),
        wageringMultiple: m.wagering,
        points: m.points,
        titles: Object.fromEntries(Object.entries(m.titles).filter(([lang]) => languages.has(lang))),
        sortOrder: i,
        active: true,
      });
    }
  });
}
