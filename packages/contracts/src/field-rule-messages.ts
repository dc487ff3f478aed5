import type { FieldProblem } from './field-rule-checks.ts';
import { normalizeLanguage, SHIPPED_TEXT_LANGUAGES } from './languages.ts';
import type { ShippedLanguage } from './languages.ts';

/**
 * Texts for spec §5 "The 25 pattern messages" and "Other messages" in the languages whose text sets ship
 * complete. Shared by server and web so an error reads the same wherever it is produced.
 * Placeholders are `{name}`; fill them with `formatMessage`.
 */

/** Pattern messages by patternId (1..25). Each names both bounds, as the spec words them. */
export const PATTERN_MESSAGES: Record<ShippedLanguage, Record<number, string>> = {
  EN: {
    1: 'Please enter {min} - {max} characters, any characters allowed.',
    2: 'Please enter {min} - {max} characters, letters and digits only.',
    3: 'Please enter {min} - {max} characters, letters and digits only, starting with a letter.',
    4: 'Please enter {min} - {max} characters, letters, Chinese characters (kanji) and digits only.',
    5: 'Please enter {min} - {max} characters in a valid e-mail format.',
    6: 'Please enter {min} - {max} characters, alphanumeric only with no special characters.',
    7: 'Please enter {min} - {max} characters, including both letters and digits.',
    8: 'Please enter {min} - {max} characters, digits only.',
    9: 'Please enter {min} - {max} characters, including at least one uppercase letter.',
    10: 'Please enter {min} - {max} characters, English letters and spaces only.',
    11: 'Please enter {min} - {max} characters, at least two letters; spaces are allowed.',
    12: 'Please enter {min} - {max} characters with no spaces.',
    13: 'Please enter {min} - {max} characters, Chinese characters and punctuation only.',
    14: 'Please enter {min} - {max} characters, a date in yyyy-MM-dd format.',
    15: 'Please enter {min} - {max} characters, a date in MM-dd-yyyy format.',
    16: 'Please enter {min} - {max} characters, Korean only.',
    17: 'Please enter {min} - {max} characters, Thai only.',
    18: 'Please enter {min} - {max} characters, Thai or English letters; spaces are allowed.',
    19: 'Please enter {min} - {max} characters, uppercase letters and spaces only.',
    20: 'Please enter {min} - {max} characters, using letters, digits and symbols.',
    21: 'Please enter {min} - {max} characters, including an uppercase letter, a lowercase letter, a digit and a symbol.',
    22: 'Please enter {min} - {max} characters, your first and last name separated by a space.',
    23: 'Please enter {min} - {max} characters, Japanese full-width characters only.',
    24: 'Please enter {min} - {max} characters, uppercase English letters only with no spaces.',
    25: 'Please enter {min} - {max} characters, digits only, starting with 9.',
  },
  TH: {
    1: 'กรุณากรอก {min} - {max} ตัวอักษร ใช้อักขระใดก็ได้',
    2: 'กรุณากรอก {min} - {max} ตัวอักษร เฉพาะตัวอักษรภาษาอังกฤษและตัวเลขเท่านั้น',
    3: 'กรุณากรอก {min} - {max} ตัวอักษร เฉพาะตัวอักษรภาษาอังกฤษและตัวเลข โดยตัวแรกต้องเป็นตัวอักษร',
    4: 'กรุณากรอก {min} - {max} ตัวอักษร เฉพาะตัวอักษรภาษาอังกฤษ ตัวอักษรจีน (คันจิ) และตัวเลขเท่านั้น',
    5: 'กรุณากรอก {min} - {max} ตัวอักษร ในรูปแบบอีเมลที่ถูกต้อง',
    6: 'กรุณากรอก {min} - {max} ตัวอักษร เฉพาะตัวอักษรและตัวเลข ห้ามใช้อักขระพิเศษ',
    7: 'กรุณากรอก {min} - {max} ตัวอักษร ต้องมีทั้งตัวอักษรและตัวเลข',
    8: 'กรุณากรอก {min} - {max} ตัวอักษร เฉพาะตัวเลขเท่านั้น',
    9: 'กรุณากรอก {min} - {max} ตัวอักษร ต้องมีตัวพิมพ์ใหญ่อย่างน้อย 1 ตัว',
    10: 'กรุณากรอก {min} - {max} ตัวอักษร เฉพาะตัวอักษรภาษาอังกฤษและช่องว่างเท่านั้น',
    11: 'กรุณากรอก {min} - {max} ตัวอักษร ต้องมีตัวอักษรอย่างน้อย 2 ตัว เว้นวรรคได้',
    12: 'กรุณากรอก {min} - {max} ตัวอักษร ห้ามเว้นวรรค',
    13: 'กรุณากรอก {min} - {max} ตัวอักษร เฉพาะตัวอักษรจีนและเครื่องหมายวรรคตอนเท่านั้น',
    14: 'กรุณากรอก {min} - {max} ตัวอักษร เป็นวันที่ในรูปแบบ yyyy-MM-dd',
    15: 'กรุณากรอก {min} - {max} ตัวอักษร เป็นวันที่ในรูปแบบ MM-dd-yyyy',
    16: 'กรุณากรอก {min} - {max} ตัวอักษร เฉพาะภาษาเกาหลีเท่านั้น',
    17: 'กรุณากรอก {min} - {max} ตัวอักษร เฉพาะภาษาไทยเท่านั้น',
    18: 'กรุณากรอก {min} - {max} ตัวอักษร เฉพาะภาษาไทยหรือภาษาอังกฤษ เว้นวรรคได้',
    19: 'กรุณากรอก {min} - {max} ตัวอักษร เฉพาะตัวพิมพ์ใหญ่และช่องว่างเท่านั้น',
    20: 'กรุณากรอก {min} - {max} ตัวอักษร ใช้ตัวอักษร ตัวเลข และสัญลักษณ์ได้',
    21: 'กรุณากรอก {min} - {max} ตัวอักษร ต้องมีตัวพิมพ์ใหญ่ ตัวพิมพ์เล็ก ตัวเลข และสัญลักษณ์',
    22: 'กรุณากรอก {min} - {max} ตัวอักษร เป็นชื่อและนามสกุลโดยเว้นวรรคคั่นกลาง',
    23: 'กรุณากรอก {min} - {max} ตัวอักษร เฉพาะอักขระภาษาญี่ปุ่นแบบเต็มความกว้าง (Full-width) เท่านั้น',
    24: 'กรุณากรอก {min} - {max} ตัวอักษร เฉพาะตัวพิมพ์ใหญ่ภาษาอังกฤษ ห้ามเว้นวรรค',
    25: 'กรุณากรอก {min} - {max} ตัวอักษร เฉพาะตัวเลขที่ขึ้นต้นด้วย 9',
  },
  VI: {
    1: 'Vui lòng nhập {min} - {max} ký tự, chấp nhận mọi ký tự.',
    2: 'Vui lòng nhập {min} - {max} ký tự, chỉ gồm chữ cái và chữ số.',
    3: 'Vui lòng nhập {min} - {max} ký tự, chỉ gồm chữ cái và chữ số, ký tự đầu tiên phải là chữ cái.',
    4: 'Vui lòng nhập {min} - {max} ký tự, chỉ gồm chữ cái, chữ Hán (Kanji) và chữ số.',
    5: 'Vui lòng nhập {min} - {max} ký tự, đúng định dạng email.',
    6: 'Vui lòng nhập {min} - {max} ký tự, chỉ gồm chữ và số, không có ký tự đặc biệt.',
    7: 'Vui lòng nhập {min} - {max} ký tự, phải có cả chữ cái và chữ số.',
    8: 'Vui lòng nhập {min} - {max} ký tự, chỉ gồm chữ số.',
    9: 'Vui lòng nhập {min} - {max} ký tự, phải có ít nhất một chữ in hoa.',
    10: 'Vui lòng nhập {min} - {max} ký tự, chỉ gồm chữ cái tiếng Anh và khoảng trắng.',
    11: 'Vui lòng nhập {min} - {max} ký tự, có ít nhất hai chữ cái, được phép có khoảng trắng.',
    12: 'Vui lòng nhập {min} - {max} ký tự, không được có khoảng trắng.',
    13: 'Vui lòng nhập {min} - {max} ký tự, chỉ gồm chữ Hán và dấu câu.',
    14: 'Vui lòng nhập {min} - {max} ký tự, ngày theo định dạng yyyy-MM-dd.',
    15: 'Vui lòng nhập {min} - {max} ký tự, ngày theo định dạng MM-dd-yyyy.',
    16: 'Vui lòng nhập {min} - {max} ký tự, chỉ dùng tiếng Hàn.',
    17: 'Vui lòng nhập {min} - {max} ký tự, chỉ dùng tiếng Thái.',
    18: 'Vui lòng nhập {min} - {max} ký tự, chỉ dùng tiếng Thái hoặc tiếng Anh, được phép có khoảng trắng.',
    19: 'Vui lòng nhập {min} - {max} ký tự, chỉ gồm chữ in hoa và khoảng trắng.',
    20: 'Vui lòng nhập {min} - {max} ký tự, gồm chữ cái, chữ số và ký hiệu.',
    21: 'Vui lòng nhập {min} - {max} ký tự, phải có chữ in hoa, chữ thường, chữ số và ký hiệu.',
    22: 'Vui lòng nhập {min} - {max} ký tự, gồm họ và tên, cách nhau bằng một khoảng trắng.',
    23: 'Vui lòng nhập {min} - {max} ký tự, chỉ gồm ký tự tiếng Nhật toàn độ rộng (full-width).',
    24: 'Vui lòng nhập {min} - {max} ký tự, chỉ gồm chữ in hoa tiếng Anh, không có khoảng trắng.',
    25: 'Vui lòng nhập {min} - {max} ký tự, chỉ gồm chữ số và bắt đầu bằng số 9.',
  },
  KO: {
    1: '{min} - {max}자로 입력해 주세요. 모든 문자를 사용할 수 있습니다.',
    2: '{min} - {max}자로 입력해 주세요. 영문과 숫자만 사용할 수 있습니다.',
    3: '{min} - {max}자로 입력해 주세요. 영문과 숫자만 사용할 수 있으며 첫 글자는 영문이어야 합니다.',
    4: '{min} - {max}자로 입력해 주세요. 영문, 한자, 숫자만 사용할 수 있습니다.',
    5: '{min} - {max}자로 입력해 주세요. 올바른 이메일 형식이어야 합니다.',
    6: '{min} - {max}자로 입력해 주세요. 문자와 숫자만 사용할 수 있으며 특수문자는 사용할 수 없습니다.',
    7: '{min} - {max}자로 입력해 주세요. 영문과 숫자를 모두 포함해야 합니다.',
    8: '{min} - {max}자로 입력해 주세요. 숫자만 사용할 수 있습니다.',
    9: '{min} - {max}자로 입력해 주세요. 대문자를 하나 이상 포함해야 합니다.',
    10: '{min} - {max}자로 입력해 주세요. 영문과 공백만 사용할 수 있습니다.',
    11: '{min} - {max}자로 입력해 주세요. 문자를 두 글자 이상 포함해야 하며 공백을 사용할 수 있습니다.',
    12: '{min} - {max}자로 입력해 주세요. 공백은 사용할 수 없습니다.',
    13: '{min} - {max}자로 입력해 주세요. 한자와 문장 부호만 사용할 수 있습니다.',
    14: '{min} - {max}자로 입력해 주세요. 날짜는 yyyy-MM-dd 형식이어야 합니다.',
    15: '{min} - {max}자로 입력해 주세요. 날짜는 MM-dd-yyyy 형식이어야 합니다.',
    16: '{min} - {max}자로 입력해 주세요. 한글만 사용할 수 있습니다.',
    17: '{min} - {max}자로 입력해 주세요. 태국어만 사용할 수 있습니다.',
    18: '{min} - {max}자로 입력해 주세요. 태국어 또는 영문만 사용할 수 있으며 공백을 사용할 수 있습니다.',
    19: '{min} - {max}자로 입력해 주세요. 영문 대문자와 공백만 사용할 수 있습니다.',
    20: '{min} - {max}자로 입력해 주세요. 문자, 숫자, 기호를 사용할 수 있습니다.',
    21: '{min} - {max}자로 입력해 주세요. 대문자, 소문자, 숫자, 기호를 모두 포함해야 합니다.',
    22: '{min} - {max}자로 입력해 주세요. 이름과 성 사이를 공백으로 구분해야 합니다.',
    23: '{min} - {max}자로 입력해 주세요. 일본어 전각 문자만 사용할 수 있습니다.',
    24: '{min} - {max}자로 입력해 주세요. 공백 없이 영문 대문자만 사용할 수 있습니다.',
    25: '{min} - {max}자로 입력해 주세요. 9로 시작하는 숫자만 사용할 수 있습니다.',
  },
  CN: {
    1: '请输入 {min} - {max} 个字符，可使用任意字符。',
    2: '请输入 {min} - {max} 个字符，仅限字母和数字。',
    3: '请输入 {min} - {max} 个字符，仅限字母和数字，且首字符必须为字母。',
    4: '请输入 {min} - {max} 个字符，仅限字母、汉字和数字。',
    5: '请输入 {min} - {max} 个字符，须为有效的电子邮箱格式。',
    6: '请输入 {min} - {max} 个字符，仅限字母和数字，不能包含特殊字符。',
    7: '请输入 {min} - {max} 个字符，须同时包含字母和数字。',
    8: '请输入 {min} - {max} 个字符，仅限数字。',
    9: '请输入 {min} - {max} 个字符，须至少包含一个大写字母。',
    10: '请输入 {min} - {max} 个字符，仅限英文字母和空格。',
    11: '请输入 {min} - {max} 个字符，须至少包含两个字母，可包含空格。',
    12: '请输入 {min} - {max} 个字符，不能包含空格。',
    13: '请输入 {min} - {max} 个字符，仅限汉字和标点符号。',
    14: '请输入 {min} - {max} 个字符，日期格式为 yyyy-MM-dd。',
    15: '请输入 {min} - {max} 个字符，日期格式为 MM-dd-yyyy。',
    16: '请输入 {min} - {max} 个字符，仅限韩文。',
    17: '请输入 {min} - {max} 个字符，仅限泰文。',
    18: '请输入 {min} - {max} 个字符，仅限泰文或英文，可包含空格。',
    19: '请输入 {min} - {max} 个字符，仅限大写字母和空格。',
    20: '请输入 {min} - {max} 个字符，可使用字母、数字和符号。',
    21: '请输入 {min} - {max} 个字符，须包含大写字母、小写字母、数字和符号。',
    22: '请输入 {min} - {max} 个字符，须为名和姓，中间以空格分隔。',
    23: '请输入 {min} - {max} 个字符，仅限日文全角字符。',
    24: '请输入 {min} - {max} 个字符，仅限大写英文字母，不能包含空格。',
    25: '请输入 {min} - {max} 个字符，仅限以 9 开头的数字。',
  },
};

/** Used only when a problem carries a patternId outside 1..25 (a hand-built problem or stale data). */
const GENERIC_PATTERN_MESSAGES: Record<ShippedLanguage, string> = {
  EN: 'Please enter {min} - {max} characters in the correct format.',
  TH: 'กรุณากรอก {min} - {max} ตัวอักษร ในรูปแบบที่ถูกต้อง',
  VI: 'Vui lòng nhập {min} - {max} ký tự theo đúng định dạng.',
  KO: '{min} - {max}자로 올바른 형식에 맞게 입력해 주세요.',
  CN: '请输入 {min} - {max} 个字符，并符合正确格式。',
};

export const FIELD_MESSAGE_KEYS = [
  'required',
  'passwordLength',
  'verificationCode',
  'mobileDigits',
  'confirmMismatch',
  'payeeName',
  'phoneFormat',
  'invitationCode',
  'accountFormat',
  'captcha',
  'termsRequired',
  'ageAgreement',
  'birthdayAge',
] as const;
export type FieldMessageKey = (typeof FIELD_MESSAGE_KEYS)[number];

/** Spec §5 "Other messages". `ageAgreement` is followed by the terms link, hence no full stop. */
export const FIELD_MESSAGES: Record<ShippedLanguage, Record<FieldMessageKey, string>> = {
  EN: {
    required: 'Input cannot be empty.',
    passwordLength: 'Password must be {min} to {max} characters.',
    verificationCode: 'Please enter a valid verification code.',
    mobileDigits: 'Please enter a valid mobile number ({digits} digits).',
    confirmMismatch: 'Incorrect confirmation input.',
    payeeName: 'Real name format is incorrect.',
    phoneFormat: 'Phone number format is incorrect.',
    invitationCode: 'Invalid invitation code.',
    accountFormat: 'Account, password or e-mail format is wrong.',
    captcha: 'Please enter the captcha.',
    termsRequired: 'Please agree to the {0}',
    ageAgreement: 'I am {age} years old and agree to accept',
    birthdayAge: 'Please confirm you are {age} years old',
  },
  TH: {
    required: 'ห้ามเว้นว่างช่องนี้',
    passwordLength: 'รหัสผ่านต้องมีความยาว {min} ถึง {max} ตัวอักษร',
    verificationCode: 'กรุณากรอกรหัสยืนยันที่ถูกต้อง',
    mobileDigits: 'กรุณากรอกหมายเลขโทรศัพท์มือถือที่ถูกต้อง ({digits} หลัก)',
    confirmMismatch: 'ข้อมูลยืนยันไม่ตรงกัน',
    payeeName: 'รูปแบบชื่อจริงไม่ถูกต้อง',
    phoneFormat: 'รูปแบบหมายเลขโทรศัพท์ไม่ถูกต้อง',
    invitationCode: 'รหัสเชิญไม่ถูกต้อง',
    accountFormat: 'รูปแบบบัญชีผู้ใช้ รหัสผ่าน หรืออีเมลไม่ถูกต้อง',
    captcha: 'กรุณากรอกรหัสแคปช่า',
    termsRequired: 'กรุณายอมรับ{0}',
    ageAgreement: 'ข้าพเจ้ามีอายุครบ {age} ปีบริบูรณ์และยอมรับ',
    birthdayAge: 'กรุณายืนยันว่าคุณมีอายุครบ {age} ปีบริบูรณ์',
  },
  VI: {
    required: 'Không được để trống.',
    passwordLength: 'Mật khẩu phải có từ {min} đến {max} ký tự.',
    verificationCode: 'Vui lòng nhập mã xác minh hợp lệ.',
    mobileDigits: 'Vui lòng nhập số điện thoại di động hợp lệ ({digits} chữ số).',
    confirmMismatch: 'Nội dung xác nhận không khớp.',
    payeeName: 'Định dạng họ tên thật không đúng.',
    phoneFormat: 'Định dạng số điện thoại không đúng.',
    invitationCode: 'Mã mời không hợp lệ.',
    accountFormat: 'Định dạng tài khoản, mật khẩu hoặc email không đúng.',
    captcha: 'Vui lòng nhập mã captcha.',
    termsRequired: 'Vui lòng đồng ý với {0}',
    ageAgreement: 'Tôi đã đủ {age} tuổi và đồng ý chấp nhận',
    birthdayAge: 'Vui lòng xác nhận bạn đã đủ {age} tuổi',
  },
  KO: {
    required: '내용을 입력해 주세요.',
    passwordLength: '비밀번호는 {min}~{max}자여야 합니다.',
    verificationCode: '올바른 인증번호를 입력해 주세요.',
    mobileDigits: '올바른 휴대폰 번호를 입력해 주세요({digits}자리).',
    confirmMismatch: '확인 입력값이 일치하지 않습니다.',
    payeeName: '실명 형식이 올바르지 않습니다.',
    phoneFormat: '전화번호 형식이 올바르지 않습니다.',
    invitationCode: '유효하지 않은 초대 코드입니다.',
    accountFormat: '계정, 비밀번호 또는 이메일 형식이 올바르지 않습니다.',
    captcha: '보안 문자를 입력해 주세요.',
    termsRequired: '{0}에 동의해 주세요',
    ageAgreement: '본인은 만 {age}세 이상이며 다음에 동의합니다',
    birthdayAge: '만 {age}세 이상임을 확인해 주세요',
  },
  CN: {
    required: '输入不能为空。',
    passwordLength: '密码长度须为 {min} 至 {max} 个字符。',
    verificationCode: '请输入有效的验证码。',
    mobileDigits: '请输入有效的手机号码（{digits} 位）。',
    confirmMismatch: '两次输入不一致。',
    payeeName: '真实姓名格式不正确。',
    phoneFormat: '电话号码格式不正确。',
    invitationCode: '邀请码无效。',
    accountFormat: '账号、密码或邮箱格式错误。',
    captcha: '请输入图形验证码。',
    termsRequired: '请同意{0}',
    ageAgreement: '我已年满 {age} 周岁，并同意接受',
    birthdayAge: '请确认您已年满 {age} 周岁',
  },
};

/** Replaces `{name}` with `params.name`; placeholders without a value stay visible rather than vanish. */
export function formatMessage(template: string, params: Readonly<Record<string, string | number>>): string {
  return template.replace(/\{([A-Za-z0-9_]+)\}/g, (whole, key: string) =>
    Object.hasOwn(params, key) ? String(params[key]) : whole,
  );
}

/** Accepts codes and BCP 47 tags alike (`CN`, `zh-CN`, `th`); anything not shipped reads as EN. */
function toShippedLanguage(language: string | undefined | null): ShippedLanguage {
  const code = normalizeLanguage(language);
  return (SHIPPED_TEXT_LANGUAGES as readonly string[]).includes(code ?? '')
    ? (code as ShippedLanguage)
    : 'EN';
}

/** The text to show under a field for a problem from `checkFieldValue` (spec §5 "Registration"). */
export function fieldProblemMessage(language: string, problem: FieldProblem): string {
  const lang = toShippedLanguage(language);
  if (problem.reason === 'required') return FIELD_MESSAGES[lang].required;
  const template = PATTERN_MESSAGES[lang][problem.patternId] ?? GENERIC_PATTERN_MESSAGES[lang];
  return formatMessage(template, { min: problem.min, max: problem.max });
}
