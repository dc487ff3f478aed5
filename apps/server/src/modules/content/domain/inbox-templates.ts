import { SHIPPED_TEXT_LANGUAGES, type LanguageCode, type ShippedLanguage } from '@platform/contracts';
import { escapeHtml } from './escape-html.ts';

/**
 * Platform messages that events write (issue 13: "deposit approved, withdrawal paid, reward issued";
 * a feedback answer). Stored as a template and parameters, worded when read in the reader's
 * language, so a member who switches language reads them in the new one.
 */
export const INBOX_TEMPLATES = [
  'DEPOSIT_APPROVED',
  'WITHDRAWAL_PAID',
  'REWARD_ISSUED',
  'FEEDBACK_ANSWERED',
  'AGENT_PAID',
  'AGENT_FROZEN',
] as const;
export type InboxTemplate = (typeof INBOX_TEMPLATES)[number];

type Texts = Record<InboxTemplate, { title: string; body: string }>;

const TEXTS: Record<ShippedLanguage, Texts> = {
  EN: {
    DEPOSIT_APPROVED: {
      title: 'Deposit received',
      body: 'Your deposit of {amount} {currency} (order {reference}) has been credited to your wallet. Good luck!',
    },
    WITHDRAWAL_PAID: {
      title: 'Withdrawal paid',
      body: 'Your withdrawal of {amount} {currency} (order {reference}) has been paid to your account. Please confirm when it arrives.',
    },
    REWARD_ISSUED: { title: 'Reward issued', body: 'You received {amount} {currency}: {reason}.' },
    FEEDBACK_ANSWERED: {
      title: 'Your feedback was answered',
      body: 'You wrote to us about: {questionType}.\n\nOur answer:\n{answer}',
    },
    AGENT_PAID: {
      title: 'Agent income paid',
      body: 'Your {contractKind} for {period} has been paid: {amount} {currency}. See My income in the agent centre for the statement.',
    },
    AGENT_FROZEN: {
      title: 'Your agent account is frozen',
      body: 'Your {contractKind} payment for {period} to your sub-agent was not made in time, so the site paid it and your account is frozen: withdrawals and transfers are stopped. Please contact customer service.',
    },
  },
  TH: {
    DEPOSIT_APPROVED: {
      title: 'ได้รับเงินฝากแล้ว',
      body: 'ยอดฝาก {amount} {currency} (รายการ {reference}) เข้ากระเป๋าของคุณแล้ว ขอให้โชคดี!',
    },
    WITHDRAWAL_PAID: {
      title: 'จ่ายเงินถอนแล้ว',
      body: 'ยอดถอน {amount} {currency} (รายการ {reference}) ได้โอนเข้าบัญชีของคุณแล้ว กรุณายืนยันเมื่อได้รับเงิน',
    },
    REWARD_ISSUED: { title: 'ได้รับรางวัล', body: 'คุณได้รับ {amount} {currency}: {reason}' },
    FEEDBACK_ANSWERED: {
      title: 'ข้อเสนอแนะของคุณได้รับคำตอบแล้ว',
      body: 'เรื่องที่คุณแจ้ง: {questionType}\n\nคำตอบของเรา:\n{answer}',
    },
    AGENT_PAID: {
      title: 'จ่ายรายได้เอเย่นต์แล้ว',
      body: '{contractKind}ของคุณสำหรับ {period} ได้รับการจ่ายแล้ว: {amount} {currency} ดูรายการได้ที่รายได้ของฉันในศูนย์เอเย่นต์',
    },
    AGENT_FROZEN: {
      title: 'บัญชีเอเย่นต์ของคุณถูกระงับ',
      body: 'การจ่าย{contractKind}สำหรับ {period} ให้เอเย่นต์ย่อยของคุณไม่ได้ทำภายในเวลา เว็บไซต์จึงจ่ายแทนและระงับบัญชีของคุณ การถอนและโอนเงินถูกระงับ กรุณาติดต่อฝ่ายบริการลูกค้า',
    },
  },
  VI: {
    DEPOSIT_APPROVED: {
      title: 'Đã nhận tiền nạp',
      body: 'Khoản nạp {amount} {currency} (lệnh {reference}) đã được cộng vào ví của bạn. Chúc may mắn!',
    },
    WITHDRAWAL_PAID: {
      title: 'Đã chi trả rút tiền',
      body: 'Khoản rút {amount} {currency} (lệnh {reference}) đã được chuyển vào tài khoản của bạn. Vui lòng xác nhận khi nhận được.',
    },
    REWARD_ISSUED: { title: 'Đã phát thưởng', body: 'Bạn nhận được {amount} {currency}: {reason}.' },
    FEEDBACK_ANSWERED: {
      title: 'Phản hồi của bạn đã được trả lời',
      body: 'Bạn đã gửi phản hồi về: {questionType}.\n\nTrả lời của chúng tôi:\n{answer}',
    },
    AGENT_PAID: {
      title: 'Đã trả thu nhập đại lý',
      body: '{contractKind} kỳ {period} của bạn đã được trả: {amount} {currency}. Xem sao kê trong Thu nhập của tôi ở trung tâm đại lý.',
    },
    AGENT_FROZEN: {
      title: 'Tài khoản đại lý của bạn bị đóng băng',
      body: 'Khoản {contractKind} kỳ {period} cho đại lý cấp dưới không được trả đúng hạn, nên trang đã trả thay và đóng băng tài khoản của bạn: rút và chuyển tiền bị dừng. Vui lòng liên hệ chăm sóc khách hàng.',
    },
  },
  KO: {
    DEPOSIT_APPROVED: {
      title: '입금 완료',
      body: '{amount} {currency} 입금(주문 {reference})이 지갑에 반영되었습니다. 행운을 빕니다!',
    },
    WITHDRAWAL_PAID: {
      title: '출금 지급 완료',
      body: '{amount} {currency} 출금(주문 {reference})이 계좌로 지급되었습니다. 입금되면 확인해 주세요.',
    },
    REWARD_ISSUED: { title: '보상 지급', body: '{amount} {currency}을(를) 받았습니다: {reason}.' },
    FEEDBACK_ANSWERED: {
      title: '피드백에 답변이 등록되었습니다',
      body: '문의 유형: {questionType}\n\n답변:\n{answer}',
    },
    AGENT_PAID: {
      title: '에이전트 수입 지급',
      body: '{period} {contractKind}이(가) 지급되었습니다: {amount} {currency}. 에이전트 센터의 내 수입에서 내역을 확인하세요.',
    },
    AGENT_FROZEN: {
      title: '에이전트 계정이 동결되었습니다',
      body: '하위 에이전트에게 지급할 {period} {contractKind}이(가) 기한 내에 지급되지 않아 사이트가 대신 지급하고 계정을 동결했습니다. 출금과 이체가 중지됩니다. 고객센터에 문의하세요.',
    },
  },
  CN: {
    DEPOSIT_APPROVED: {
      title: '存款已到账',
      body: '您的存款 {amount} {currency}（订单 {reference}）已存入钱包，祝您好运！',
    },
    WITHDRAWAL_PAID: {
      title: '提款已支付',
      body: '您的提款 {amount} {currency}（订单 {reference}）已支付到您的账户，到账后请确认。',
    },
    REWARD_ISSUED: { title: '奖励已发放', body: '您获得了 {amount} {currency}：{reason}。' },
    FEEDBACK_ANSWERED: {
      title: '您的反馈已回复',
      body: '您反馈的问题类型：{questionType}\n\n我们的回复：\n{answer}',
    },
    AGENT_PAID: {
      title: '代理收入已发放',
      body: '您 {period} 的{contractKind}已发放：{amount} {currency}。可在代理中心的我的收入查看明细。',
    },
    AGENT_FROZEN: {
      title: '您的代理账户已被冻结',
      body: '您应付给下级代理的 {period} {contractKind}未按时支付，平台已代为支付并冻结您的账户：提款与转账已停止。请联系客服。',
    },
  },
};

/** Names of feedback question types in each language, for the FEEDBACK_ANSWERED text. */
const QUESTION_TYPES: Record<ShippedLanguage, Record<string, string>> = {
  EN: {
    DEPOSIT: 'deposit',
    WITHDRAW: 'withdrawal',
    GAME: 'games',
    SERVICE: 'service',
    APPLICATION: 'the app',
    OTHER: 'other',
  },
  TH: {
    DEPOSIT: 'การฝากเงิน',
    WITHDRAW: 'การถอนเงิน',
    GAME: 'เกม',
    SERVICE: 'บริการ',
    APPLICATION: 'แอปพลิเคชัน',
    OTHER: 'อื่น ๆ',
  },
  VI: {
    DEPOSIT: 'nạp tiền',
    WITHDRAW: 'rút tiền',
    GAME: 'trò chơi',
    SERVICE: 'dịch vụ',
    APPLICATION: 'ứng dụng',
    OTHER: 'khác',
  },
  KO: {
    DEPOSIT: '입금',
    WITHDRAW: '출금',
    GAME: '게임',
    SERVICE: '서비스',
    APPLICATION: '앱',
    OTHER: '기타',
  },
  CN: {
    DEPOSIT: '存款',
    WITHDRAW: '提款',
    GAME: '游戏',
    SERVICE: '服务',
    APPLICATION: '应用',
    OTHER: '其他',
  },
};

/** Names of the agent contract kinds, for AGENT_PAID and AGENT_FROZEN. */
const CONTRACT_KINDS: Record<ShippedLanguage, Record<string, string>> = {
  EN: {
    dividend: 'dividend',
    dailySalary: 'daily salary',
    hourlySalary: 'hourly salary',
    realtimeSalary: 'real-time salary',
  },
  TH: {
    dividend: 'เงินปันผล',
    dailySalary: 'เงินเดือนรายวัน',
    hourlySalary: 'เงินเดือนรายชั่วโมง',
    realtimeSalary: 'เงินเดือนเรียลไทม์',
  },
  VI: {
    dividend: 'Cổ tức',
    dailySalary: 'Lương ngày',
    hourlySalary: 'Lương giờ',
    realtimeSalary: 'Lương thời gian thực',
  },
  KO: {
    dividend: '배당',
    dailySalary: '일일 급여',
    hourlySalary: '시간 급여',
    realtimeSalary: '실시간 급여',
  },
  CN: { dividend: '分红', dailySalary: '日工资', hourlySalary: '时薪', realtimeSalary: '实时工资' },
};

const isShipped = (code: LanguageCode): code is ShippedLanguage =>
  (SHIPPED_TEXT_LANGUAGES as readonly string[]).includes(code);

export const isInboxTemplate = (name: string): name is InboxTemplate =>
  (INBOX_TEMPLATES as readonly string[]).includes(name);

/**
 * The message in `language` (English where no text set ships). Parameters are escaped, then line
 * breaks become paragraphs: the result is safe HTML whatever a parameter holds.
 */
export function renderInboxTemplate(
  template: InboxTemplate,
  params: Record<string, string>,
  language: LanguageCode,
): { title: string; bodyHtml: string } {
  const shipped = isShipped(language) ? language : 'EN';
  const text = TEXTS[shipped][template];
  const values: Record<string, string> = { ...params };
  if (values.questionType)
    values.questionType = QUESTION_TYPES[shipped][values.questionType] ?? values.questionType;
  if (values.contractKind)
    values.contractKind = CONTRACT_KINDS[shipped][values.contractKind] ?? values.contractKind;
  const fill = (s: string, escape: boolean) =>
    s.replace(/\{(\w+)\}/g, (whole, name: string) =>
      name in values ? (escape ? escapeHtml(values[name]!) : values[name]!) : whole,
    );
  const bodyHtml = fill(text.body, true)
    .split(/\n{2,}/)
    .map((paragraph) => `<p>${paragraph.replace(/\n/g, '<br />')}</p>`)
    .join('');
  return { title: fill(text.title, false), bodyHtml };
}
