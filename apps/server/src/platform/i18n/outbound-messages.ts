import { SHIPPED_TEXT_LANGUAGES, type LanguageCode, type ShippedLanguage } from '@platform/contracts';

/** SMS and e-mail texts the platform sends, in the language of the request that caused them. */
interface OutboundTexts {
  codeBody: string;
  codeSubject: string;
  temporaryPasswordSubject: string;
  temporaryPasswordBody: string;
}

const TEXTS: Record<ShippedLanguage, OutboundTexts> = {
  EN: {
    codeBody: '[{brand}] Your verification code is {code}. It expires in {minutes} minutes. Never share it.',
    codeSubject: '{brand}: verification code',
    temporaryPasswordSubject: '{brand}: your temporary password',
    temporaryPasswordBody:
      'Hello {username}, your temporary password is {password}. It works for {minutes} minutes; you will be asked to choose a new password when you log in with it. If you did not ask for this, ignore this message: your current password still works.',
  },
  TH: {
    codeBody: '[{brand}] รหัสยืนยันของคุณคือ {code} ใช้ได้ภายใน {minutes} นาที ห้ามบอกรหัสนี้กับผู้อื่น',
    codeSubject: '{brand}: รหัสยืนยัน',
    temporaryPasswordSubject: '{brand}: รหัสผ่านชั่วคราวของคุณ',
    temporaryPasswordBody:
      'สวัสดี {username} รหัสผ่านชั่วคราวของคุณคือ {password} ใช้ได้ {minutes} นาที เมื่อเข้าสู่ระบบด้วยรหัสนี้ ระบบจะให้คุณตั้งรหัสผ่านใหม่ หากคุณไม่ได้ขอ โปรดเพิกเฉยต่อข้อความนี้ รหัสผ่านปัจจุบันของคุณยังใช้ได้',
  },
  VI: {
    codeBody: '[{brand}] Mã xác minh của bạn là {code}. Mã hết hạn sau {minutes} phút. Không chia sẻ mã này.',
    codeSubject: '{brand}: mã xác minh',
    temporaryPasswordSubject: '{brand}: mật khẩu tạm thời của bạn',
    temporaryPasswordBody:
      'Xin chào {username}, mật khẩu tạm thời của bạn là {password}. Mật khẩu có hiệu lực trong {minutes} phút; khi đăng nhập bằng mật khẩu này, bạn sẽ được yêu cầu đặt mật khẩu mới. Nếu bạn không yêu cầu, hãy bỏ qua tin nhắn này: mật khẩu hiện tại của bạn vẫn dùng được.',
  },
  KO: {
    codeBody:
      '[{brand}] 인증 코드는 {code}입니다. {minutes}분 후 만료됩니다. 절대 다른 사람에게 알려주지 마세요.',
    codeSubject: '{brand}: 인증 코드',
    temporaryPasswordSubject: '{brand}: 임시 비밀번호',
    temporaryPasswordBody:
      '{username}님, 임시 비밀번호는 {password}입니다. {minutes}분 동안 사용할 수 있으며, 이 비밀번호로 로그인하면 새 비밀번호를 설정하게 됩니다. 요청하지 않으셨다면 이 메시지를 무시하세요. 현재 비밀번호는 그대로 사용할 수 있습니다.',
  },
  CN: {
    codeBody: '【{brand}】您的验证码是 {code}，{minutes} 分钟内有效。请勿泄露给他人。',
    codeSubject: '{brand}：验证码',
    temporaryPasswordSubject: '{brand}：您的临时密码',
    temporaryPasswordBody:
      '{username} 您好，您的临时密码是 {password}，{minutes} 分钟内有效；使用它登录后需要设置新密码。如非本人操作，请忽略此消息，您当前的密码仍然有效。',
  },
};

const isShipped = (code: LanguageCode): code is ShippedLanguage =>
  (SHIPPED_TEXT_LANGUAGES as readonly string[]).includes(code);

export function outboundText(
  key: keyof OutboundTexts,
  language: LanguageCode,
  params: Record<string, string | number>,
): string {
  const template = TEXTS[isShipped(language) ? language : 'EN'][key];
  return template.replace(/\{(\w+)\}/g, (whole, name: string) =>
    name in params ? String(params[name]) : whole,
  );
}
