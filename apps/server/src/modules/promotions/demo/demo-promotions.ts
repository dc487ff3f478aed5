import type { TCampaignWrite } from '@platform/contracts';
import type { PromotionsAdmin } from '../promotions-admin.service.ts';
import type { PromotionsRepository } from '../promotions.repository.ts';

type Lang = 'EN' | 'TH' | 'VI' | 'KO' | 'CN';
type Texts = Record<Lang, [title: string, summary: string, body: string]>;

const TEXTS: Record<'SIGN_UP' | 'DEPOSIT' | 'RELOAD' | 'CASHBACK' | 'RAFFLE' | 'APPLICATION', Texts> = {
  DEPOSIT: {
    EN: [
      '100% First Deposit Bonus',
      'Double your first deposit, up to {cap}.',
      'Choose this bonus on the deposit form. The bonus is credited when your deposit arrives. Wager (deposit + bonus) × 10 on slots and fish games; live casino counts 20%.',
    ],
    TH: [
      'โบนัสฝากครั้งแรก 100%',
      'รับเงินฝากครั้งแรกเป็นสองเท่า สูงสุด {cap}',
      'เลือกโบนัสนี้ในหน้าฝากเงิน โบนัสจะเข้าเมื่อเงินฝากของคุณเข้าบัญชี ทำยอดเทิร์นโอเวอร์ (เงินฝาก + โบนัส) × 10 ในสล็อตและเกมยิงปลา คาสิโนสดนับ 20%',
    ],
    VI: [
      'Thưởng 100% nạp lần đầu',
      'Nhân đôi lần nạp đầu tiên, tối đa {cap}.',
      'Chọn khuyến mãi này trong biểu mẫu nạp tiền. Tiền thưởng được cộng khi khoản nạp về. Cược (nạp + thưởng) × 10 ở slot và bắn cá; casino trực tiếp tính 20%.',
    ],
    KO: [
      '첫 입금 100% 보너스',
      '첫 입금을 두 배로, 최대 {cap}.',
      '입금 화면에서 이 보너스를 선택하세요. 입금이 확인되면 보너스가 지급됩니다. 슬롯과 피싱 게임에서 (입금 + 보너스) × 10 롤링, 라이브 카지노는 20% 인정.',
    ],
    CN: [
      '首存100%奖金',
      '首存翻倍，最高 {cap}。',
      '在存款页面选择此优惠。存款到账时发放奖金。需在老虎机和捕鱼游戏完成（存款 + 奖金）× 10 的流水，真人娱乐按 20% 计算。',
    ],
  },
  RELOAD: {
    EN: [
      '25% Reload Bonus',
      'Every deposit after the first earns 25% extra.',
      'Pick the reload bonus when you deposit again. Wagering: (deposit + bonus) × 5.',
    ],
    TH: [
      'โบนัสฝากซ้ำ 25%',
      'ทุกการฝากหลังครั้งแรกรับเพิ่ม 25%',
      'เลือกโบนัสฝากซ้ำเมื่อคุณฝากเงินอีกครั้ง เทิร์นโอเวอร์: (เงินฝาก + โบนัส) × 5',
    ],
    VI: [
      'Thưởng nạp lại 25%',
      'Mỗi lần nạp sau lần đầu nhận thêm 25%.',
      'Chọn thưởng nạp lại khi bạn nạp tiền lần nữa. Yêu cầu cược: (nạp + thưởng) × 5.',
    ],
    KO: [
      '25% 재입금 보너스',
      '첫 입금 이후 모든 입금에 25% 추가.',
      '다시 입금할 때 재입금 보너스를 선택하세요. 롤링: (입금 + 보너스) × 5.',
    ],
    CN: [
      '25%续存奖金',
      '首存之后的每次存款额外获得25%。',
      '再次存款时选择续存奖金。流水要求：（存款 + 奖金）× 5。',
    ],
  },
  SIGN_UP: {
    EN: [
      'Welcome Gift',
      'Join, make your first deposit and collect {reward}.',
      'Press Join, make any deposit, then come back and press Claim: the gift is yours with 3× wagering.',
    ],
    TH: [
      'ของขวัญต้อนรับ',
      'เข้าร่วม ฝากเงินครั้งแรก แล้วรับ {reward}',
      'กดเข้าร่วม ฝากเงินจำนวนใดก็ได้ แล้วกลับมากดรับ ของขวัญเป็นของคุณพร้อมเทิร์นโอเวอร์ 3 เท่า',
    ],
    VI: [
      'Quà chào mừng',
      'Tham gia, nạp lần đầu và nhận {reward}.',
      'Nhấn Tham gia, nạp bất kỳ số tiền nào, rồi quay lại nhấn Nhận: quà là của bạn với yêu cầu cược 3 lần.',
    ],
    KO: [
      '웰컴 선물',
      '참여하고 첫 입금 후 {reward}를 받으세요.',
      '참여를 누르고 금액에 상관없이 입금한 뒤 돌아와 받기를 누르세요. 3배 롤링 조건으로 지급됩니다.',
    ],
    CN: [
      '新人礼包',
      '参加活动、完成首存即可领取 {reward}。',
      '点击参加，任意金额存款后回来点击领取：礼金即归您所有，需3倍流水。',
    ],
  },
  CASHBACK: {
    EN: [
      'Daily 5% Cashback',
      'Lost yesterday? Get 5% of your net loss back.',
      "Join once. Every day we pay 5% of the previous day's net loss straight to your wallet, no wagering.",
    ],
    TH: [
      'คืนยอดเสีย 5% ทุกวัน',
      'เสียเมื่อวาน? รับคืน 5% ของยอดเสียสุทธิ',
      'เข้าร่วมครั้งเดียว ทุกวันเราจ่ายคืน 5% ของยอดเสียสุทธิของวันก่อนหน้าเข้ากระเป๋าของคุณโดยตรง ไม่ต้องทำเทิร์น',
    ],
    VI: [
      'Hoàn trả 5% mỗi ngày',
      'Thua hôm qua? Nhận lại 5% số thua ròng.',
      'Tham gia một lần. Mỗi ngày chúng tôi trả 5% số thua ròng của ngày hôm trước thẳng vào ví, không yêu cầu cược.',
    ],
    KO: [
      '매일 5% 캐시백',
      '어제 잃으셨나요? 순손실의 5%를 돌려받으세요.',
      '한 번만 참여하세요. 매일 전날 순손실의 5%를 롤링 없이 지갑으로 바로 지급합니다.',
    ],
    CN: [
      '每日5%返水',
      '昨天输了？返还净亏损的5%。',
      '只需参加一次。每天我们将前一天净亏损的5%直接返还到您的钱包，无流水要求。',
    ],
  },
  RAFFLE: {
    EN: [
      'Lucky Weekly Raffle',
      'Free ticket, prizes drawn every Sunday.',
      'Join for a free ticket. The draw uses a seed whose SHA-256 is published now and revealed after the draw, so anyone can check the result.',
    ],
    TH: [
      'ลุ้นโชครายสัปดาห์',
      'ตั๋วฟรี จับรางวัลทุกวันอาทิตย์',
      'เข้าร่วมเพื่อรับตั๋วฟรี การจับรางวัลใช้ค่าเริ่มต้นที่เผยแพร่ค่า SHA-256 ไว้ก่อนและเปิดเผยหลังจับรางวัล ทุกคนตรวจสอบผลได้',
    ],
    VI: [
      'Quay số may mắn hằng tuần',
      'Vé miễn phí, quay thưởng mỗi Chủ nhật.',
      'Tham gia để nhận vé miễn phí. Kết quả dùng hạt giống có SHA-256 công bố trước và tiết lộ sau khi quay, ai cũng kiểm tra được.',
    ],
    KO: [
      '주간 행운 추첨',
      '무료 응모권, 매주 일요일 추첨.',
      '참여하면 무료 응모권을 드립니다. 추첨은 SHA-256을 미리 공개하고 추첨 후 공개하는 시드를 사용하여 누구나 결과를 확인할 수 있습니다.',
    ],
    CN: [
      '每周幸运抽奖',
      '免费抽奖券，每周日开奖。',
      '参加即可获得免费抽奖券。开奖使用预先公布SHA-256、开奖后公开的种子，任何人都可核对结果。',
    ],
  },
  APPLICATION: {
    EN: [
      'Big Win Showcase',
      'Share a screenshot of a big win and earn {reward}.',
      'Apply with a short remark and up to 3 screenshots (png or jpg, 5 MB each). Our team reviews every application; approved rewards wait in your reward centre.',
    ],
    TH: [
      'โชว์ยอดชนะใหญ่',
      'แชร์ภาพยอดชนะใหญ่ รับ {reward}',
      'สมัครพร้อมข้อความสั้นๆ และภาพหน้าจอสูงสุด 3 ภาพ (png หรือ jpg ภาพละ 5 MB) ทีมงานตรวจสอบทุกใบสมัคร รางวัลที่อนุมัติจะรอในศูนย์รางวัลของคุณ',
    ],
    VI: [
      'Khoe thắng lớn',
      'Chia sẻ ảnh thắng lớn và nhận {reward}.',
      'Đăng ký với ghi chú ngắn và tối đa 3 ảnh chụp màn hình (png hoặc jpg, mỗi ảnh 5 MB). Đội ngũ xét duyệt mọi đơn; phần thưởng được duyệt chờ trong trung tâm phần thưởng.',
    ],
    KO: [
      '빅윈 자랑하기',
      '빅윈 스크린샷을 공유하고 {reward}를 받으세요.',
      '짧은 메모와 스크린샷 최대 3장(png 또는 jpg, 장당 5 MB)으로 신청하세요. 모든 신청을 검토하며 승인된 보상은 보상 센터에서 기다립니다.',
    ],
    CN: [
      '晒大奖',
      '分享大奖截图即可获得 {reward}。',
      '填写简短备注并上传最多3张截图（png或jpg，每张5 MB）申请。我们会审核每份申请，通过的奖励将在奖励中心等待领取。',
    ],
  },
};

/** Demo mode: each merchant gets a campaign of every kind in its languages (once). */
export async function seedDemoPromotions(
  deps: { admin: PromotionsAdmin; repository: PromotionsRepository; now: Date },
  merchant: { code: string; currency: string; languages: readonly string[] },
) {
  if (await deps.repository.hasCampaigns(merchant.code)) return;
  const vnd = merchant.currency === 'VND';
  const amt = (thb: number) => String(vnd ? thb * 700 : thb);
  const day = 86_400_000;
  const startsAt = new Date(deps.now.getTime() - day).toISOString();
  const endsAt = new Date(deps.now.getTime() + 180 * day).toISOString();
  const translations = (texts: Texts, vars: Record<string, string>) =>
    merchant.languages
      .filter((l): l is Lang => l in texts)
      .map((l) => {
        const [title, summary, body] = texts[l];
        const fill = (s: string) => s.replace(/\{(\w+)\}/g, (_, k: string) => vars[k] ?? '');
        return { language: l, title, summary: fill(summary), bodyHtml: `<p>${fill(body)}</p>` };
      });
  const weights = { RNG: 10_000, FISH: 10_000, LIVE: 2_000 };
  const campaigns: TCampaignWrite[] = [
    {
      kind: 'DEPOSIT',
      category: 'NEW_MEMBER',
      sortOrder: 1,
      image: '/promotions/deposit.svg',
      startsAt,
      endsAt,
      depositType: 'FIRST',
      percentBps: 10_000,
      cap: amt(1000),
      minDeposit: amt(100),
      wageringMultiple: 10,
      categoryWeightsBps: weights,
      maxBet: amt(500),
      budget: amt(1_000_000),
      translations: translations(TEXTS.DEPOSIT, { cap: `${amt(1000)} ${merchant.currency}` }),
    },
    {
      kind: 'SIGN_UP',
      category: 'NEW_MEMBER',
      sortOrder: 2,
      image: '/promotions/sign-up.svg',
      startsAt,
      endsAt,
      newMemberDays: 30,
      reward: amt(50),
      wageringMultiple: 3,
      categoryWeightsBps: weights,
      budget: amt(100_000),
      translations: translations(TEXTS.SIGN_UP, { reward: `${amt(50)} ${merchant.currency}` }),
    },
    {
      kind: 'CASHBACK',
      category: 'CASHBACK',
      sortOrder: 3,
      image: '/promotions/cashback.svg',
      startsAt,
      endsAt,
      cashbackBps: 500,
      cashbackPeriod: 'DAILY',
      cap: amt(5000),
      translations: translations(TEXTS.CASHBACK, {}),
    },
    {
      kind: 'RAFFLE',
      category: 'EVENT',
      sortOrder: 4,
      image: '/promotions/raffle.svg',
      startsAt,
      endsAt,
      drawAt: new Date(deps.now.getTime() + 7 * day).toISOString(),
      rafflePrizes: [
        { amount: amt(1000), count: 1 },
        { amount: amt(100), count: 5 },
      ],
      translations: translations(TEXTS.RAFFLE, {}),
    },
    {
      kind: 'APPLICATION',
      category: 'EVENT',
      sortOrder: 5,
      image: '/promotions/application.svg',
      startsAt,
      endsAt,
      reward: amt(88),
      perMemberLimit: 3,
      budget: amt(50_000),
      translations: translations(TEXTS.APPLICATION, { reward: `${amt(88)} ${merchant.currency}` }),
    },
    {
      kind: 'DEPOSIT',
      category: 'DEPOSIT',
      sortOrder: 6,
      image: '/promotions/reload.svg',
      startsAt,
      endsAt,
      depositType: 'RELOAD',
      percentBps: 2_500,
      cap: amt(500),
      minDeposit: amt(100),
      wageringMultiple: 5,
      perMemberLimit: 100,
      categoryWeightsBps: weights,
      translations: translations(TEXTS.RELOAD, {}),
    },
  ];
  for (const c of campaigns) await deps.admin.create(null, merchant, c);
}
