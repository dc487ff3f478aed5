import { SHIPPED_TEXT_LANGUAGES, type LanguageCode, type ShippedLanguage } from '@platform/contracts';

/** SMS and e-mail texts the platform sends, in the language of the request that caused them. */
interface OutboundTexts {
  codeBody: string;
  codeSubject: string;
  temporaryPasswordSubject: string;
  temporaryPasswordBody: string;
  securityNoticeSubject: string;
  paymentPasswordLockedBody: string;
  loginPasswordLockedBody: string;
  totpDisableLockedBody: string;
  newIpLockedBody: string;
  bankAccountAddedBody: string;
  emailChangedBody: string;
  mobileChangedBody: string;
}

const TEXTS: Record<ShippedLanguage, OutboundTexts> = {
  EN: {
    codeBody: '[{brand}] Your verification code is {code}. It expires in {minutes} minutes. Never share it.',
    codeSubject: '{brand}: verification code',
    temporaryPasswordSubject: '{brand}: your temporary password',
    temporaryPasswordBody:
      'Hello {username}, your temporary password is {password}. It works for {minutes} minutes; you will be asked to choose a new password when you log in with it. If you did not ask for this, ignore this message: your current password still works.',
    securityNoticeSubject: '{brand}: security notice',
    paymentPasswordLockedBody:
      '[{brand}] Your payment password was entered wrongly {attempts} times in a row, so it is locked for {minutes} minutes. If this was not you, change your passwords and contact customer service.',
    loginPasswordLockedBody:
      '[{brand}] A wrong current password was entered {attempts} times in a row to change your login password, so changing it is locked for {minutes} minutes. If this was not you, contact customer service.',
    totpDisableLockedBody:
      '[{brand}] Wrong authenticator codes were entered {attempts} times in a row to turn off your authenticator, so turning it off is locked for {minutes} minutes. If this was not you, change your password.',
    newIpLockedBody:
      '[{brand}] Someone logged in to {username} with your password from a new IP address and failed its verification {attempts} times, so logins from new IP addresses are locked for {minutes} minutes. If this was not you, change your password now.',
    bankAccountAddedBody:
      '[{brand}] A bank account ending in {last4} was added to your account {username}. If this was not you, contact customer service now.',
    emailChangedBody:
      '[{brand}] The e-mail address of your account {username} was changed to {masked}. If this was not you, contact customer service now.',
    mobileChangedBody:
      '[{brand}] The mobile number of your account {username} was changed to {masked}. If this was not you, contact customer service now.',
  },
  TH: {
    codeBody: '[{brand}] รหัสยืนยันของคุณคือ {code} ใช้ได้ภายใน {minutes} นาที ห้ามบอกรหัสนี้กับผู้อื่น',
    codeSubject: '{brand}: รหัสยืนยัน',
    temporaryPasswordSubject: '{brand}: รหัสผ่านชั่วคราวของคุณ',
    temporaryPasswordBody:
      'สวัสดี {username} รหัสผ่านชั่วคราวของคุณคือ {password} ใช้ได้ {minutes} นาที เมื่อเข้าสู่ระบบด้วยรหัสนี้ ระบบจะให้คุณตั้งรหัสผ่านใหม่ หากคุณไม่ได้ขอ โปรดเพิกเฉยต่อข้อความนี้ รหัสผ่านปัจจุบันของคุณยังใช้ได้',
    securityNoticeSubject: '{brand}: แจ้งเตือนความปลอดภัย',
    paymentPasswordLockedBody:
      '[{brand}] มีการใส่รหัสผ่านการชำระเงินผิด {attempts} ครั้งติดต่อกัน จึงถูกล็อก {minutes} นาที หากไม่ใช่คุณ โปรดเปลี่ยนรหัสผ่านและติดต่อฝ่ายบริการลูกค้า',
    loginPasswordLockedBody:
      '[{brand}] มีการใส่รหัสผ่านปัจจุบันผิด {attempts} ครั้งติดต่อกันเพื่อเปลี่ยนรหัสผ่านเข้าสู่ระบบ การเปลี่ยนรหัสผ่านจึงถูกล็อก {minutes} นาที หากไม่ใช่คุณ โปรดติดต่อฝ่ายบริการลูกค้า',
    totpDisableLockedBody:
      '[{brand}] มีการใส่รหัสแอปยืนยันตัวตนผิด {attempts} ครั้งติดต่อกันเพื่อปิดแอปยืนยันตัวตน การปิดจึงถูกล็อก {minutes} นาที หากไม่ใช่คุณ โปรดเปลี่ยนรหัสผ่าน',
    newIpLockedBody:
      '[{brand}] มีผู้เข้าสู่ระบบ {username} ด้วยรหัสผ่านของคุณจาก IP ใหม่และยืนยันตัวตนไม่สำเร็จ {attempts} ครั้ง การเข้าสู่ระบบจาก IP ใหม่จึงถูกล็อก {minutes} นาที หากไม่ใช่คุณ โปรดเปลี่ยนรหัสผ่านทันที',
    bankAccountAddedBody:
      '[{brand}] มีการเพิ่มบัญชีธนาคารที่ลงท้ายด้วย {last4} ในบัญชี {username} ของคุณ หากไม่ใช่คุณ โปรดติดต่อฝ่ายบริการลูกค้าทันที',
    emailChangedBody:
      '[{brand}] อีเมลของบัญชี {username} ของคุณถูกเปลี่ยนเป็น {masked} หากไม่ใช่คุณ โปรดติดต่อฝ่ายบริการลูกค้าทันที',
    mobileChangedBody:
      '[{brand}] หมายเลขโทรศัพท์ของบัญชี {username} ของคุณถูกเปลี่ยนเป็น {masked} หากไม่ใช่คุณ โปรดติดต่อฝ่ายบริการลูกค้าทันที',
  },
  VI: {
    codeBody: '[{brand}] Mã xác minh của bạn là {code}. Mã hết hạn sau {minutes} phút. Không chia sẻ mã này.',
    codeSubject: '{brand}: mã xác minh',
    temporaryPasswordSubject: '{brand}: mật khẩu tạm thời của bạn',
    temporaryPasswordBody:
      'Xin chào {username}, mật khẩu tạm thời của bạn là {password}. Mật khẩu có hiệu lực trong {minutes} phút; khi đăng nhập bằng mật khẩu này, bạn sẽ được yêu cầu đặt mật khẩu mới. Nếu bạn không yêu cầu, hãy bỏ qua tin nhắn này: mật khẩu hiện tại của bạn vẫn dùng được.',
    securityNoticeSubject: '{brand}: thông báo bảo mật',
    paymentPasswordLockedBody:
      '[{brand}] Mật khẩu thanh toán của bạn đã bị nhập sai {attempts} lần liên tiếp nên bị khóa trong {minutes} phút. Nếu không phải bạn, hãy đổi mật khẩu và liên hệ chăm sóc khách hàng.',
    loginPasswordLockedBody:
      '[{brand}] Mật khẩu hiện tại đã bị nhập sai {attempts} lần liên tiếp khi đổi mật khẩu đăng nhập, nên việc đổi mật khẩu bị khóa trong {minutes} phút. Nếu không phải bạn, hãy liên hệ chăm sóc khách hàng.',
    totpDisableLockedBody:
      '[{brand}] Mã xác thực đã bị nhập sai {attempts} lần liên tiếp khi tắt ứng dụng xác thực, nên việc tắt bị khóa trong {minutes} phút. Nếu không phải bạn, hãy đổi mật khẩu.',
    newIpLockedBody:
      '[{brand}] Có người đăng nhập {username} bằng mật khẩu của bạn từ địa chỉ IP mới và xác minh thất bại {attempts} lần, nên việc đăng nhập từ IP mới bị khóa trong {minutes} phút. Nếu không phải bạn, hãy đổi mật khẩu ngay.',
    bankAccountAddedBody:
      '[{brand}] Một tài khoản ngân hàng có đuôi {last4} vừa được thêm vào tài khoản {username} của bạn. Nếu không phải bạn, hãy liên hệ chăm sóc khách hàng ngay.',
    emailChangedBody:
      '[{brand}] Địa chỉ e-mail của tài khoản {username} đã được đổi thành {masked}. Nếu không phải bạn, hãy liên hệ chăm sóc khách hàng ngay.',
    mobileChangedBody:
      '[{brand}] Số điện thoại của tài khoản {username} đã được đổi thành {masked}. Nếu không phải bạn, hãy liên hệ chăm sóc khách hàng ngay.',
  },
  KO: {
    codeBody:
      '[{brand}] 인증 코드는 {code}입니다. {minutes}분 후 만료됩니다. 절대 다른 사람에게 알려주지 마세요.',
    codeSubject: '{brand}: 인증 코드',
    temporaryPasswordSubject: '{brand}: 임시 비밀번호',
    temporaryPasswordBody:
      '{username}님, 임시 비밀번호는 {password}입니다. {minutes}분 동안 사용할 수 있으며, 이 비밀번호로 로그인하면 새 비밀번호를 설정하게 됩니다. 요청하지 않으셨다면 이 메시지를 무시하세요. 현재 비밀번호는 그대로 사용할 수 있습니다.',
    securityNoticeSubject: '{brand}: 보안 알림',
    paymentPasswordLockedBody:
      '[{brand}] 결제 비밀번호가 {attempts}회 연속으로 잘못 입력되어 {minutes}분 동안 잠겼습니다. 본인이 아니라면 비밀번호를 변경하고 고객센터에 문의하세요.',
    loginPasswordLockedBody:
      '[{brand}] 로그인 비밀번호 변경 중 현재 비밀번호가 {attempts}회 연속으로 잘못 입력되어 비밀번호 변경이 {minutes}분 동안 잠겼습니다. 본인이 아니라면 고객센터에 문의하세요.',
    totpDisableLockedBody:
      '[{brand}] 인증 앱을 끄기 위해 잘못된 코드가 {attempts}회 연속 입력되어 {minutes}분 동안 끌 수 없습니다. 본인이 아니라면 비밀번호를 변경하세요.',
    newIpLockedBody:
      '[{brand}] 누군가 새 IP 주소에서 비밀번호로 {username}에 로그인했으나 인증에 {attempts}회 실패하여 새 IP 주소의 로그인이 {minutes}분 동안 잠겼습니다. 본인이 아니라면 지금 비밀번호를 변경하세요.',
    bankAccountAddedBody:
      '[{brand}] {username} 계정에 끝자리 {last4}인 은행 계좌가 추가되었습니다. 본인이 아니라면 즉시 고객센터에 문의하세요.',
    emailChangedBody:
      '[{brand}] {username} 계정의 이메일 주소가 {masked}(으)로 변경되었습니다. 본인이 아니라면 즉시 고객센터에 문의하세요.',
    mobileChangedBody:
      '[{brand}] {username} 계정의 휴대폰 번호가 {masked}(으)로 변경되었습니다. 본인이 아니라면 즉시 고객센터에 문의하세요.',
  },
  CN: {
    codeBody: '【{brand}】您的验证码是 {code}，{minutes} 分钟内有效。请勿泄露给他人。',
    codeSubject: '{brand}：验证码',
    temporaryPasswordSubject: '{brand}：您的临时密码',
    temporaryPasswordBody:
      '{username} 您好，您的临时密码是 {password}，{minutes} 分钟内有效；使用它登录后需要设置新密码。如非本人操作，请忽略此消息，您当前的密码仍然有效。',
    securityNoticeSubject: '{brand}：安全提醒',
    paymentPasswordLockedBody:
      '【{brand}】您的支付密码已连续输错 {attempts} 次，已锁定 {minutes} 分钟。如非本人操作，请修改密码并联系客服。',
    loginPasswordLockedBody:
      '【{brand}】修改登录密码时当前密码已连续输错 {attempts} 次，修改密码已锁定 {minutes} 分钟。如非本人操作，请联系客服。',
    totpDisableLockedBody:
      '【{brand}】关闭身份验证器时验证码已连续输错 {attempts} 次，关闭操作已锁定 {minutes} 分钟。如非本人操作，请修改密码。',
    newIpLockedBody:
      '【{brand}】有人使用您的密码从新的 IP 地址登录 {username}，验证失败 {attempts} 次，新 IP 地址登录已锁定 {minutes} 分钟。如非本人操作，请立即修改密码。',
    bankAccountAddedBody:
      '【{brand}】您的账户 {username} 添加了尾号 {last4} 的银行账户。如非本人操作，请立即联系客服。',
    emailChangedBody:
      '【{brand}】您的账户 {username} 的电子邮箱已更改为 {masked}。如非本人操作，请立即联系客服。',
    mobileChangedBody:
      '【{brand}】您的账户 {username} 的手机号码已更改为 {masked}。如非本人操作，请立即联系客服。',
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
