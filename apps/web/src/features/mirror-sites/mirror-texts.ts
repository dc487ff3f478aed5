/**
 * The mirror-site list page's own words, in the seven languages spec §1 asks of it (EN, CN, KO, PT,
 * TH, TY, VI). They live here, in one typed table, rather than in the site's catalogs because the
 * site ships five catalogs (EN, TH, VI, KO, CN: spec §9) and this page alone must also speak
 * Portuguese and Tagalog: adding PT and TY catalogs for a dozen strings would make the whole site
 * offer two languages it cannot show, and partial catalogs would fall back to English everywhere
 * else. The type makes a missing translation a compile error. The rest of the site stays in its
 * catalogs (the footer's link to this page included).
 *
 * "TY" is the spec's code for Tagalog (Filipino): it is the only language of the spec's §9 list the
 * code can stand for that is not already one of the other six; the platform itself spells it TL.
 */
export const MIRROR_LANGUAGES = [
  { code: 'EN', bcp47: 'en', nativeName: 'English' },
  { code: 'CN', bcp47: 'zh-CN', nativeName: '简体中文' },
  { code: 'KO', bcp47: 'ko', nativeName: '한국어' },
  { code: 'PT', bcp47: 'pt-PT', nativeName: 'Português' },
  { code: 'TH', bcp47: 'th', nativeName: 'ไทย' },
  { code: 'TY', bcp47: 'tl', nativeName: 'Tagalog' },
  { code: 'VI', bcp47: 'vi', nativeName: 'Tiếng Việt' },
] as const;

export type MirrorLanguage = (typeof MIRROR_LANGUAGES)[number]['code'];

export interface MirrorTexts {
  title: string;
  /** `{brand}`: the brand's name. */
  subtitle: string;
  languageLabel: string;
  listLabel: string;
  main: string;
  mirror: string;
  current: string;
  open: string;
  /** `{domain}`: the address. */
  openLabel: string;
  copy: string;
  /** `{domain}`: the address. */
  copyLabel: string;
  copied: string;
  copyFailed: string;
  empty: string;
  emptyText: string;
  loadFailed: string;
  retry: string;
  safety: string;
}

export const MIRROR_TEXTS: Record<MirrorLanguage, MirrorTexts> = {
  EN: {
    title: 'Mirror sites',
    subtitle:
      'If one address is slow or blocked, use any of these official addresses of {brand}. Your account and balance are the same on all of them.',
    languageLabel: 'Page language',
    listLabel: 'Official addresses',
    main: 'Main site',
    mirror: 'Mirror',
    current: 'You are here',
    open: 'Open',
    openLabel: 'Open {domain} in a new tab',
    copy: 'Copy',
    copyLabel: 'Copy the address {domain}',
    copied: 'Address copied',
    copyFailed: 'Could not copy the address',
    empty: 'No addresses listed yet',
    emptyText: 'Please check again later or contact customer service.',
    loadFailed: 'The addresses could not be loaded',
    retry: 'Try again',
    safety: 'Only use addresses from this list. We never ask for your password by message.',
  },
  CN: {
    title: '备用网址',
    subtitle:
      '如果某个网址访问缓慢或无法打开，请使用以下任一 {brand} 官方网址。所有网址上的账户和余额都相同。',
    languageLabel: '页面语言',
    listLabel: '官方网址',
    main: '主站',
    mirror: '备用',
    current: '当前网址',
    open: '打开',
    openLabel: '在新标签页中打开 {domain}',
    copy: '复制',
    copyLabel: '复制网址 {domain}',
    copied: '网址已复制',
    copyFailed: '无法复制网址',
    empty: '暂无网址',
    emptyText: '请稍后再查看或联系客服。',
    loadFailed: '无法加载网址列表',
    retry: '重试',
    safety: '请只使用此列表中的网址。我们绝不会通过消息索取您的密码。',
  },
  KO: {
    title: '미러 사이트',
    subtitle:
      '한 주소가 느리거나 차단된 경우 아래 {brand} 공식 주소 중 하나를 이용하세요. 모든 주소에서 계정과 잔액은 동일합니다.',
    languageLabel: '페이지 언어',
    listLabel: '공식 주소',
    main: '메인 사이트',
    mirror: '미러',
    current: '현재 주소',
    open: '열기',
    openLabel: '새 탭에서 {domain} 열기',
    copy: '복사',
    copyLabel: '주소 {domain} 복사',
    copied: '주소가 복사되었습니다',
    copyFailed: '주소를 복사할 수 없습니다',
    empty: '등록된 주소가 없습니다',
    emptyText: '나중에 다시 확인하거나 고객센터에 문의하세요.',
    loadFailed: '주소 목록을 불러올 수 없습니다',
    retry: '다시 시도',
    safety: '이 목록의 주소만 이용하세요. 당사는 메시지로 비밀번호를 요구하지 않습니다.',
  },
  PT: {
    title: 'Sites espelho',
    subtitle:
      'Se um endereço estiver lento ou bloqueado, utilize qualquer um destes endereços oficiais de {brand}. A sua conta e o seu saldo são os mesmos em todos.',
    languageLabel: 'Idioma da página',
    listLabel: 'Endereços oficiais',
    main: 'Site principal',
    mirror: 'Espelho',
    current: 'Está aqui',
    open: 'Abrir',
    openLabel: 'Abrir {domain} num novo separador',
    copy: 'Copiar',
    copyLabel: 'Copiar o endereço {domain}',
    copied: 'Endereço copiado',
    copyFailed: 'Não foi possível copiar o endereço',
    empty: 'Ainda não há endereços',
    emptyText: 'Volte a verificar mais tarde ou contacte o apoio ao cliente.',
    loadFailed: 'Não foi possível carregar os endereços',
    retry: 'Tentar novamente',
    safety: 'Utilize apenas endereços desta lista. Nunca pedimos a sua palavra-passe por mensagem.',
  },
  TH: {
    title: 'เว็บไซต์สำรอง',
    subtitle:
      'หากที่อยู่ใดช้าหรือถูกบล็อก โปรดใช้ที่อยู่ทางการของ {brand} รายการใดก็ได้ด้านล่าง บัญชีและยอดเงินของคุณเหมือนกันทุกที่อยู่',
    languageLabel: 'ภาษาของหน้า',
    listLabel: 'ที่อยู่ทางการ',
    main: 'เว็บไซต์หลัก',
    mirror: 'สำรอง',
    current: 'คุณอยู่ที่นี่',
    open: 'เปิด',
    openLabel: 'เปิด {domain} ในแท็บใหม่',
    copy: 'คัดลอก',
    copyLabel: 'คัดลอกที่อยู่ {domain}',
    copied: 'คัดลอกที่อยู่แล้ว',
    copyFailed: 'คัดลอกที่อยู่ไม่สำเร็จ',
    empty: 'ยังไม่มีที่อยู่',
    emptyText: 'โปรดตรวจสอบอีกครั้งภายหลังหรือติดต่อฝ่ายบริการลูกค้า',
    loadFailed: 'โหลดรายการที่อยู่ไม่สำเร็จ',
    retry: 'ลองอีกครั้ง',
    safety: 'โปรดใช้เฉพาะที่อยู่ในรายการนี้ เราไม่เคยขอรหัสผ่านของคุณทางข้อความ',
  },
  TY: {
    title: 'Mga mirror site',
    subtitle:
      'Kung mabagal o naka-block ang isang address, gamitin ang alinman sa mga opisyal na address ng {brand} sa ibaba. Pareho ang iyong account at balanse sa lahat ng mga ito.',
    languageLabel: 'Wika ng pahina',
    listLabel: 'Mga opisyal na address',
    main: 'Pangunahing site',
    mirror: 'Mirror',
    current: 'Nandito ka',
    open: 'Buksan',
    openLabel: 'Buksan ang {domain} sa bagong tab',
    copy: 'Kopyahin',
    copyLabel: 'Kopyahin ang address na {domain}',
    copied: 'Nakopya ang address',
    copyFailed: 'Hindi makopya ang address',
    empty: 'Wala pang nakalistang address',
    emptyText: 'Pakitingnan muli mamaya o makipag-ugnayan sa customer service.',
    loadFailed: 'Hindi ma-load ang mga address',
    retry: 'Subukang muli',
    safety:
      'Gamitin lamang ang mga address sa listahang ito. Hindi kami kailanman humihingi ng iyong password sa mensahe.',
  },
  VI: {
    title: 'Trang web dự phòng',
    subtitle:
      'Nếu một địa chỉ chậm hoặc bị chặn, hãy dùng bất kỳ địa chỉ chính thức nào của {brand} dưới đây. Tài khoản và số dư của bạn giống nhau trên tất cả các địa chỉ.',
    languageLabel: 'Ngôn ngữ trang',
    listLabel: 'Địa chỉ chính thức',
    main: 'Trang chính',
    mirror: 'Dự phòng',
    current: 'Bạn đang ở đây',
    open: 'Mở',
    openLabel: 'Mở {domain} trong thẻ mới',
    copy: 'Sao chép',
    copyLabel: 'Sao chép địa chỉ {domain}',
    copied: 'Đã sao chép địa chỉ',
    copyFailed: 'Không thể sao chép địa chỉ',
    empty: 'Chưa có địa chỉ nào',
    emptyText: 'Vui lòng kiểm tra lại sau hoặc liên hệ bộ phận chăm sóc khách hàng.',
    loadFailed: 'Không thể tải danh sách địa chỉ',
    retry: 'Thử lại',
    safety:
      'Chỉ sử dụng các địa chỉ trong danh sách này. Chúng tôi không bao giờ hỏi mật khẩu của bạn qua tin nhắn.',
  },
};
