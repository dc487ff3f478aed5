import type { ShippedLanguage } from '@platform/contracts';

/** A demo text in each shipped language: a title and its HTML body (`{brand}` is the merchant's name). */
export type DemoText = Record<ShippedLanguage, { title: string; body: string }>;

export const DEMO_ANNOUNCEMENTS: {
  key: string;
  promotionType: string | null;
  audience: 'ALL' | 'AGENTS';
  text: DemoText;
}[] = [
  {
    key: 'first-deposit',
    promotionType: 'FIRST_DEPOSIT',
    audience: 'ALL',
    text: {
      EN: {
        title: '100% first deposit bonus',
        body: '<h2>Double your first deposit</h2><p>Make your first deposit at {brand} and receive a <strong>100% bonus up to 5,000</strong>.</p><ul><li>Minimum deposit: 100</li><li>Wagering: 10× the bonus on slots and fishing</li><li>Valid for 7 days after it is credited</li></ul><p>Choose the bonus on the deposit page before you pay.</p>',
      },
      TH: {
        title: 'โบนัสฝากครั้งแรก 100%',
        body: '<h2>ฝากครั้งแรกรับเพิ่มเป็นสองเท่า</h2><p>ฝากเงินครั้งแรกที่ {brand} รับ<strong>โบนัส 100% สูงสุด 5,000</strong></p><ul><li>ฝากขั้นต่ำ 100</li><li>ทำยอดเทิร์น 10 เท่าของโบนัสในสล็อตและยิงปลา</li><li>ใช้ได้ 7 วันหลังได้รับโบนัส</li></ul><p>เลือกโบนัสที่หน้าฝากเงินก่อนชำระเงิน</p>',
      },
      VI: {
        title: 'Thưởng 100% lần nạp đầu',
        body: '<h2>Nhân đôi lần nạp đầu tiên</h2><p>Nạp tiền lần đầu tại {brand} để nhận <strong>thưởng 100% tối đa 5.000</strong>.</p><ul><li>Nạp tối thiểu: 100</li><li>Cược: 10 lần tiền thưởng ở nổ hũ và bắn cá</li><li>Hiệu lực 7 ngày sau khi nhận</li></ul><p>Chọn khuyến mãi ở trang nạp tiền trước khi thanh toán.</p>',
      },
      KO: {
        title: '첫 입금 100% 보너스',
        body: '<h2>첫 입금을 두 배로</h2><p>{brand}에서 첫 입금 시 <strong>최대 5,000까지 100% 보너스</strong>를 드립니다.</p><ul><li>최소 입금: 100</li><li>롤링: 슬롯과 피싱에서 보너스의 10배</li><li>지급 후 7일간 유효</li></ul><p>결제 전에 입금 페이지에서 보너스를 선택하세요.</p>',
      },
      CN: {
        title: '首存 100% 红利',
        body: '<h2>首存翻倍</h2><p>在 {brand} 完成首次存款，即可获得<strong>最高 5,000 的 100% 红利</strong>。</p><ul><li>最低存款：100</li><li>流水：老虎机与捕鱼完成红利的 10 倍</li><li>到账后 7 天内有效</li></ul><p>请在付款前于存款页面选择该优惠。</p>',
      },
    },
  },
  {
    key: 'maintenance',
    promotionType: null,
    audience: 'ALL',
    text: {
      EN: {
        title: 'Scheduled maintenance on Tuesday',
        body: '<p>To keep {brand} fast and secure, the live casino will be under maintenance on <strong>Tuesday from 02:00 to 04:00</strong>. Slots, fishing and lottery stay open.</p><p>Thank you for your patience.</p>',
      },
      TH: {
        title: 'ปิดปรับปรุงระบบวันอังคาร',
        body: '<p>เพื่อให้ {brand} รวดเร็วและปลอดภัย คาสิโนสดจะปิดปรับปรุง<strong>วันอังคาร เวลา 02:00 ถึง 04:00</strong> สล็อต ยิงปลา และหวยยังเปิดให้บริการตามปกติ</p><p>ขอบคุณที่อดทนรอ</p>',
      },
      VI: {
        title: 'Bảo trì định kỳ vào thứ Ba',
        body: '<p>Để {brand} luôn nhanh và an toàn, sòng bài trực tiếp sẽ bảo trì vào <strong>thứ Ba từ 02:00 đến 04:00</strong>. Nổ hũ, bắn cá và xổ số vẫn hoạt động.</p><p>Cảm ơn bạn đã kiên nhẫn.</p>',
      },
      KO: {
        title: '화요일 정기 점검 안내',
        body: '<p>{brand}를 빠르고 안전하게 유지하기 위해 라이브 카지노가 <strong>화요일 02:00부터 04:00까지</strong> 점검합니다. 슬롯, 피싱, 복권은 정상 운영됩니다.</p><p>양해 부탁드립니다.</p>',
      },
      CN: {
        title: '周二例行维护通知',
        body: '<p>为保持 {brand} 快速与安全，真人娱乐将于<strong>周二 02:00 至 04:00</strong> 进行维护。老虎机、捕鱼与彩票照常开放。</p><p>感谢您的耐心等待。</p>',
      },
    },
  },
  {
    key: 'responsible',
    promotionType: null,
    audience: 'ALL',
    text: {
      EN: {
        title: 'Play responsibly',
        body: '<p>Gaming should be fun. Set yourself a budget, take breaks, and never chase losses.</p><p>You can set deposit limits or take a break at any time from the security centre, or ask customer service for help.</p>',
      },
      TH: {
        title: 'เล่นอย่างรับผิดชอบ',
        body: '<p>การเล่นเกมควรเป็นเรื่องสนุก กำหนดงบประมาณ พักเป็นระยะ และอย่าไล่ตามการเสีย</p><p>คุณตั้งวงเงินฝากหรือพักการเล่นได้ทุกเมื่อที่ศูนย์ความปลอดภัย หรือขอความช่วยเหลือจากฝ่ายบริการลูกค้า</p>',
      },
      VI: {
        title: 'Chơi có trách nhiệm',
        body: '<p>Trò chơi nên là niềm vui. Hãy đặt ngân sách, nghỉ giải lao và đừng bao giờ cố gỡ thua.</p><p>Bạn có thể đặt hạn mức nạp hoặc tạm nghỉ bất cứ lúc nào trong trung tâm bảo mật, hoặc nhờ bộ phận chăm sóc khách hàng.</p>',
      },
      KO: {
        title: '책임감 있게 즐기세요',
        body: '<p>게임은 즐거워야 합니다. 예산을 정하고, 쉬어 가며, 손실을 만회하려 하지 마세요.</p><p>보안 센터에서 언제든 입금 한도를 정하거나 휴식을 신청할 수 있으며, 고객센터에 도움을 요청할 수 있습니다.</p>',
      },
      CN: {
        title: '理性娱乐',
        body: '<p>游戏应当带来快乐。请设定预算、适时休息，切勿追逐亏损。</p><p>您可随时在安全中心设置存款限额或暂停游戏，也可联系客服寻求帮助。</p>',
      },
    },
  },
  {
    key: 'agent-schedule',
    promotionType: null,
    audience: 'AGENTS',
    text: {
      EN: {
        title: 'Agent pay schedule',
        body: '<p>Real-time salary is paid every 10 minutes, hourly salary at the top of each hour, daily salary after midnight and dividends after each cycle closes, all in the site time zone.</p><p>Open <strong>My income</strong> in the agent centre to follow every payment.</p>',
      },
      TH: {
        title: 'ตารางการจ่ายเงินเอเย่นต์',
        body: '<p>เงินเดือนแบบเรียลไทม์จ่ายทุก 10 นาที รายชั่วโมงจ่ายทุกต้นชั่วโมง รายวันจ่ายหลังเที่ยงคืน และเงินปันผลจ่ายเมื่อปิดรอบ ตามเขตเวลาของเว็บไซต์</p><p>เปิด<strong>รายได้ของฉัน</strong>ในศูนย์เอเย่นต์เพื่อติดตามทุกการจ่าย</p>',
      },
      VI: {
        title: 'Lịch trả thưởng đại lý',
        body: '<p>Lương thời gian thực trả mỗi 10 phút, lương theo giờ trả đầu mỗi giờ, lương ngày trả sau nửa đêm và cổ tức trả khi kết thúc chu kỳ, theo múi giờ của trang.</p><p>Mở <strong>Thu nhập của tôi</strong> trong trung tâm đại lý để theo dõi từng khoản.</p>',
      },
      KO: {
        title: '에이전트 지급 일정',
        body: '<p>실시간 급여는 10분마다, 시간 급여는 매 정시, 일일 급여는 자정 이후, 배당은 주기 마감 후 사이트 시간대 기준으로 지급됩니다.</p><p>에이전트 센터의 <strong>내 수입</strong>에서 모든 지급을 확인하세요.</p>',
      },
      CN: {
        title: '代理薪资发放时间',
        body: '<p>实时工资每 10 分钟发放，时薪于每个整点发放，日薪于午夜后发放，分红于周期结束后发放，均以站点时区为准。</p><p>在代理中心打开<strong>我的收入</strong>即可查看每一笔发放。</p>',
      },
    },
  },
];

export const DEMO_NOTICES: DemoText[] = [
  {
    EN: { title: 'Welcome to {brand}: deposits are credited within minutes, 24/7.', body: '' },
    TH: { title: 'ยินดีต้อนรับสู่ {brand}: ฝากเงินเข้าภายในไม่กี่นาที ตลอด 24 ชั่วโมง', body: '' },
    VI: { title: 'Chào mừng đến {brand}: tiền nạp vào ví trong vài phút, 24/7.', body: '' },
    KO: { title: '{brand}에 오신 것을 환영합니다: 입금은 24시간 몇 분 안에 반영됩니다.', body: '' },
    CN: { title: '欢迎来到 {brand}：存款数分钟内到账，全天候服务。', body: '' },
  },
  {
    EN: { title: 'Live casino maintenance on Tuesday 02:00–04:00. Slots and lottery stay open.', body: '' },
    TH: { title: 'คาสิโนสดปิดปรับปรุงวันอังคาร 02:00–04:00 สล็อตและหวยเปิดตามปกติ', body: '' },
    VI: { title: 'Sòng bài trực tiếp bảo trì thứ Ba 02:00–04:00. Nổ hũ và xổ số vẫn mở.', body: '' },
    KO: { title: '화요일 02:00–04:00 라이브 카지노 점검. 슬롯과 복권은 정상 운영.', body: '' },
    CN: { title: '真人娱乐周二 02:00–04:00 维护，老虎机与彩票照常开放。', body: '' },
  },
  {
    EN: { title: 'Play responsibly: set your limits in the security centre.', body: '' },
    TH: { title: 'เล่นอย่างรับผิดชอบ: ตั้งวงเงินของคุณได้ที่ศูนย์ความปลอดภัย', body: '' },
    VI: { title: 'Chơi có trách nhiệm: đặt hạn mức trong trung tâm bảo mật.', body: '' },
    KO: { title: '책임감 있게 즐기세요: 보안 센터에서 한도를 설정하세요.', body: '' },
    CN: { title: '理性娱乐：在安全中心设置您的限额。', body: '' },
  },
];

export const DEMO_POPUPS: {
  audience: 'VISITORS' | 'MEMBERS';
  art: string;
  link: { kind: 'PAGE' | 'PROMOTION'; value: string };
  text: DemoText;
}[] = [
  {
    audience: 'VISITORS',
    art: 'rewards',
    link: { kind: 'PAGE', value: '/register' },
    text: {
      EN: {
        title: 'New here? Claim your welcome bonus',
        body: '<p>Register in one minute and get a <strong>100% first deposit bonus</strong>.</p>',
      },
      TH: {
        title: 'สมาชิกใหม่? รับโบนัสต้อนรับ',
        body: '<p>สมัครภายในหนึ่งนาที รับ<strong>โบนัสฝากครั้งแรก 100%</strong></p>',
      },
      VI: {
        title: 'Thành viên mới? Nhận thưởng chào mừng',
        body: '<p>Đăng ký trong một phút và nhận <strong>thưởng 100% lần nạp đầu</strong>.</p>',
      },
      KO: {
        title: '처음이신가요? 웰컴 보너스를 받으세요',
        body: '<p>1분 만에 가입하고 <strong>첫 입금 100% 보너스</strong>를 받으세요.</p>',
      },
      CN: {
        title: '新朋友？领取迎新红利',
        body: '<p>一分钟完成注册，即享<strong>首存 100% 红利</strong>。</p>',
      },
    },
  },
  {
    audience: 'MEMBERS',
    art: 'vip',
    link: { kind: 'PROMOTION', value: 'VIP_WEEKEND' },
    text: {
      EN: {
        title: 'VIP weekend: double rebates',
        body: '<p>This weekend every VIP level earns <strong>double rebates</strong> on live casino and slots.</p>',
      },
      TH: {
        title: 'สุดสัปดาห์ VIP: เงินคืนสองเท่า',
        body: '<p>สุดสัปดาห์นี้ทุกระดับ VIP รับ<strong>เงินคืนสองเท่า</strong>ในคาสิโนสดและสล็อต</p>',
      },
      VI: {
        title: 'Cuối tuần VIP: hoàn trả gấp đôi',
        body: '<p>Cuối tuần này mọi cấp VIP nhận <strong>hoàn trả gấp đôi</strong> ở sòng bài trực tiếp và nổ hũ.</p>',
      },
      KO: {
        title: 'VIP 주말: 리베이트 두 배',
        body: '<p>이번 주말 모든 VIP 등급은 라이브 카지노와 슬롯에서 <strong>리베이트 두 배</strong>를 받습니다.</p>',
      },
      CN: {
        title: 'VIP 周末：返水翻倍',
        body: '<p>本周末所有 VIP 等级在真人娱乐与老虎机享受<strong>双倍返水</strong>。</p>',
      },
    },
  },
];

export const DEMO_HELP: {
  category: 'about' | 'term' | 'privacy' | 'responsible' | 'faq' | 'deposit' | 'withdraw';
  text: DemoText;
}[] = [
  {
    category: 'about',
    text: {
      EN: {
        title: 'About {brand}',
        body: '<p>{brand} brings live casino, slots, fishing, sports, e-sports, card games and lottery together in one lobby, with deposits and withdrawals around the clock.</p><p>Every house game is provably fair: you can verify each round on the verifier page.</p>',
      },
      TH: {
        title: 'เกี่ยวกับ {brand}',
        body: '<p>{brand} รวมคาสิโนสด สล็อต ยิงปลา กีฬา อีสปอร์ต เกมไพ่ และหวยไว้ในล็อบบี้เดียว ฝากถอนได้ตลอด 24 ชั่วโมง</p><p>เกมของเราตรวจสอบความยุติธรรมได้ทุกรอบที่หน้าตรวจสอบผล</p>',
      },
      VI: {
        title: 'Về {brand}',
        body: '<p>{brand} tập hợp sòng bài trực tiếp, nổ hũ, bắn cá, thể thao, thể thao điện tử, game bài và xổ số trong một sảnh, nạp rút suốt ngày đêm.</p><p>Mỗi ván của trò chơi nhà cái đều có thể kiểm chứng công bằng trên trang xác minh.</p>',
      },
      KO: {
        title: '{brand} 소개',
        body: '<p>{brand}는 라이브 카지노, 슬롯, 피싱, 스포츠, e스포츠, 카드 게임, 복권을 하나의 로비에 모았으며 입출금은 24시간 가능합니다.</p><p>하우스 게임의 모든 라운드는 검증 페이지에서 공정성을 확인할 수 있습니다.</p>',
      },
      CN: {
        title: '关于 {brand}',
        body: '<p>{brand} 将真人娱乐、老虎机、捕鱼、体育、电竞、棋牌与彩票汇聚于一个大厅，全天候存取款。</p><p>每一局自营游戏都可在验证页面核实公平性。</p>',
      },
    },
  },
  {
    category: 'term',
    text: {
      EN: {
        title: 'Terms and conditions',
        body: '<h3>1. Eligibility</h3><p>You must be at least 18 years old and allowed to play where you live. One account per person.</p><h3>2. Your account</h3><p>Keep your password and payment password secret. You are responsible for everything done with your account.</p><h3>3. Deposits and withdrawals</h3><p>Deposits and withdrawals use accounts in your own name. Bonuses carry the wagering shown with each grant.</p><h3>4. Fair play</h3><p>Abuse of promotions, collusion or software aids void the winnings concerned.</p><h3>5. Changes</h3><p>We announce changes to these terms in the announcements before they apply.</p>',
      },
      TH: {
        title: 'ข้อกำหนดและเงื่อนไข',
        body: '<h3>1. คุณสมบัติ</h3><p>คุณต้องมีอายุอย่างน้อย 18 ปีและได้รับอนุญาตให้เล่นในพื้นที่ที่คุณอาศัย หนึ่งบัญชีต่อหนึ่งคน</p><h3>2. บัญชีของคุณ</h3><p>เก็บรหัสผ่านและรหัสชำระเงินเป็นความลับ คุณรับผิดชอบทุกการกระทำในบัญชีของคุณ</p><h3>3. การฝากและถอน</h3><p>ฝากและถอนผ่านบัญชีที่เป็นชื่อของคุณเท่านั้น โบนัสมียอดเทิร์นตามที่แสดงในแต่ละรายการ</p><h3>4. การเล่นอย่างยุติธรรม</h3><p>การใช้โปรโมชั่นในทางที่ผิด การสมรู้ร่วมคิด หรือโปรแกรมช่วยเล่น จะทำให้เงินรางวัลที่เกี่ยวข้องเป็นโมฆะ</p><h3>5. การเปลี่ยนแปลง</h3><p>เราจะแจ้งการเปลี่ยนแปลงข้อกำหนดในประกาศก่อนมีผลบังคับใช้</p>',
      },
      VI: {
        title: 'Điều khoản và điều kiện',
        body: '<h3>1. Điều kiện tham gia</h3><p>Bạn phải đủ 18 tuổi và được phép chơi tại nơi bạn sống. Mỗi người một tài khoản.</p><h3>2. Tài khoản của bạn</h3><p>Giữ bí mật mật khẩu và mật khẩu thanh toán. Bạn chịu trách nhiệm cho mọi hoạt động trên tài khoản.</p><h3>3. Nạp và rút tiền</h3><p>Nạp rút bằng tài khoản đứng tên bạn. Tiền thưởng có yêu cầu cược như hiển thị ở mỗi khoản.</p><h3>4. Chơi công bằng</h3><p>Lạm dụng khuyến mãi, thông đồng hoặc phần mềm hỗ trợ sẽ khiến tiền thắng liên quan bị hủy.</p><h3>5. Thay đổi</h3><p>Chúng tôi thông báo thay đổi điều khoản trong mục thông báo trước khi áp dụng.</p>',
      },
      KO: {
        title: '이용 약관',
        body: '<h3>1. 이용 자격</h3><p>만 18세 이상이며 거주 지역에서 게임이 허용되어야 합니다. 1인 1계정입니다.</p><h3>2. 계정</h3><p>비밀번호와 결제 비밀번호를 비밀로 유지하세요. 계정으로 이루어진 모든 행위의 책임은 본인에게 있습니다.</p><h3>3. 입출금</h3><p>입출금은 본인 명의 계좌로만 가능합니다. 보너스에는 지급 시 표시된 롤링 조건이 있습니다.</p><h3>4. 공정한 플레이</h3><p>프로모션 악용, 공모, 보조 프로그램 사용 시 해당 당첨금은 무효입니다.</p><h3>5. 변경</h3><p>약관 변경은 적용 전에 공지사항으로 안내합니다.</p>',
      },
      CN: {
        title: '条款与条件',
        body: '<h3>1. 参与资格</h3><p>您须年满 18 周岁，且所在地允许参与游戏。每人仅限一个账户。</p><h3>2. 您的账户</h3><p>请妥善保管登录密码与支付密码。账户内的一切操作由您本人负责。</p><h3>3. 存款与提款</h3><p>存取款须使用您本人名下的账户。红利须按每笔发放时显示的流水要求完成。</p><h3>4. 公平游戏</h3><p>滥用优惠、串通或使用辅助软件，相关奖金将被作废。</p><h3>5. 条款变更</h3><p>条款变更将在生效前通过公告通知。</p>',
      },
    },
  },
  {
    category: 'privacy',
    text: {
      EN: {
        title: 'Privacy policy',
        body: '<p>We keep only what we need to run your account and pay you: your contact details, your bank accounts and your play history. We never sell your data.</p><p>Passwords are stored as one-way hashes; payment details are encrypted at rest.</p>',
      },
      TH: {
        title: 'นโยบายความเป็นส่วนตัว',
        body: '<p>เราเก็บเฉพาะข้อมูลที่จำเป็นต่อการดูแลบัญชีและการจ่ายเงิน ได้แก่ ข้อมูลติดต่อ บัญชีธนาคาร และประวัติการเล่น เราไม่ขายข้อมูลของคุณ</p><p>รหัสผ่านถูกเก็บแบบแฮชทางเดียว ข้อมูลการชำระเงินถูกเข้ารหัส</p>',
      },
      VI: {
        title: 'Chính sách bảo mật',
        body: '<p>Chúng tôi chỉ lưu những gì cần để vận hành tài khoản và chi trả cho bạn: thông tin liên hệ, tài khoản ngân hàng và lịch sử chơi. Chúng tôi không bao giờ bán dữ liệu của bạn.</p><p>Mật khẩu được lưu dạng băm một chiều; thông tin thanh toán được mã hóa.</p>',
      },
      KO: {
        title: '개인정보 처리방침',
        body: '<p>계정 운영과 지급에 필요한 정보만 보관합니다: 연락처, 은행 계좌, 게임 기록. 고객 정보를 판매하지 않습니다.</p><p>비밀번호는 단방향 해시로, 결제 정보는 암호화하여 저장합니다.</p>',
      },
      CN: {
        title: '隐私政策',
        body: '<p>我们只保存运营账户与付款所需的信息：联系方式、银行账户与游戏记录。我们绝不出售您的数据。</p><p>密码以单向哈希保存，支付信息加密存储。</p>',
      },
    },
  },
  {
    category: 'responsible',
    text: {
      EN: {
        title: 'Responsible gaming',
        body: '<ul><li>Set a budget before you play and stick to it.</li><li>Take regular breaks.</li><li>Never play to win back losses.</li><li>Use deposit limits and self-exclusion in the security centre.</li></ul>',
      },
      TH: {
        title: 'การเล่นอย่างรับผิดชอบ',
        body: '<ul><li>กำหนดงบก่อนเล่นและทำตามนั้น</li><li>พักเป็นระยะ</li><li>อย่าเล่นเพื่อเอาคืนสิ่งที่เสียไป</li><li>ใช้วงเงินฝากและการระงับตนเองในศูนย์ความปลอดภัย</li></ul>',
      },
      VI: {
        title: 'Chơi có trách nhiệm',
        body: '<ul><li>Đặt ngân sách trước khi chơi và tuân thủ.</li><li>Nghỉ giải lao thường xuyên.</li><li>Đừng chơi để gỡ lại tiền thua.</li><li>Dùng hạn mức nạp và tự loại trừ trong trung tâm bảo mật.</li></ul>',
      },
      KO: {
        title: '책임 있는 게임',
        body: '<ul><li>플레이 전에 예산을 정하고 지키세요.</li><li>정기적으로 쉬세요.</li><li>손실을 만회하려고 플레이하지 마세요.</li><li>보안 센터에서 입금 한도와 자기 제한을 이용하세요.</li></ul>',
      },
      CN: {
        title: '理性博彩',
        body: '<ul><li>游戏前设定预算并严格遵守。</li><li>定期休息。</li><li>切勿为挽回损失而游戏。</li><li>在安全中心使用存款限额与自我禁入。</li></ul>',
      },
    },
  },
  {
    category: 'faq',
    text: {
      EN: {
        title: 'How long does a withdrawal take?',
        body: '<p>Most withdrawals are paid within 15 minutes after approval. Large amounts may need a second review.</p>',
      },
      TH: {
        title: 'ถอนเงินใช้เวลานานเท่าไร',
        body: '<p>การถอนส่วนใหญ่จ่ายภายใน 15 นาทีหลังอนุมัติ ยอดใหญ่อาจต้องตรวจสอบเพิ่มเติม</p>',
      },
      VI: {
        title: 'Rút tiền mất bao lâu?',
        body: '<p>Hầu hết lệnh rút được chi trả trong 15 phút sau khi duyệt. Số tiền lớn có thể cần kiểm tra thêm.</p>',
      },
      KO: {
        title: '출금은 얼마나 걸리나요?',
        body: '<p>대부분의 출금은 승인 후 15분 이내에 지급됩니다. 큰 금액은 추가 검토가 필요할 수 있습니다.</p>',
      },
      CN: {
        title: '提款需要多长时间？',
        body: '<p>大多数提款在审核通过后 15 分钟内到账，大额提款可能需要二次审核。</p>',
      },
    },
  },
  {
    category: 'deposit',
    text: {
      EN: {
        title: 'How to deposit',
        body: '<ol><li>Open the wallet and choose <strong>Deposit</strong>.</li><li>Pick a payment method and enter the amount.</li><li>Follow the payment page; your balance updates as soon as the payment is confirmed.</li></ol>',
      },
      TH: {
        title: 'วิธีฝากเงิน',
        body: '<ol><li>เปิดกระเป๋าเงินแล้วเลือก<strong>ฝากเงิน</strong></li><li>เลือกช่องทางชำระเงินและใส่จำนวนเงิน</li><li>ทำตามหน้าชำระเงิน ยอดเงินจะอัปเดตทันทีที่ยืนยันการชำระ</li></ol>',
      },
      VI: {
        title: 'Cách nạp tiền',
        body: '<ol><li>Mở ví và chọn <strong>Nạp tiền</strong>.</li><li>Chọn phương thức thanh toán và nhập số tiền.</li><li>Làm theo trang thanh toán; số dư cập nhật ngay khi thanh toán được xác nhận.</li></ol>',
      },
      KO: {
        title: '입금 방법',
        body: '<ol><li>지갑을 열고 <strong>입금</strong>을 선택하세요.</li><li>결제 수단을 고르고 금액을 입력하세요.</li><li>결제 페이지를 따라 진행하면 결제 확인 즉시 잔액이 반영됩니다.</li></ol>',
      },
      CN: {
        title: '如何存款',
        body: '<ol><li>打开钱包并选择<strong>存款</strong>。</li><li>选择支付方式并输入金额。</li><li>按支付页面操作，付款确认后余额即时更新。</li></ol>',
      },
    },
  },
  {
    category: 'withdraw',
    text: {
      EN: {
        title: 'How to withdraw',
        body: '<ol><li>Bind a bank account in your own name in the security centre.</li><li>Choose <strong>Withdraw</strong>, enter the amount and your payment password.</li><li>When the money arrives, confirm the receipt on the withdrawal page.</li></ol>',
      },
      TH: {
        title: 'วิธีถอนเงิน',
        body: '<ol><li>ผูกบัญชีธนาคารที่เป็นชื่อของคุณในศูนย์ความปลอดภัย</li><li>เลือก<strong>ถอนเงิน</strong> ใส่จำนวนเงินและรหัสชำระเงิน</li><li>เมื่อได้รับเงิน ให้ยืนยันการรับเงินที่หน้าถอนเงิน</li></ol>',
      },
      VI: {
        title: 'Cách rút tiền',
        body: '<ol><li>Liên kết tài khoản ngân hàng đứng tên bạn trong trung tâm bảo mật.</li><li>Chọn <strong>Rút tiền</strong>, nhập số tiền và mật khẩu thanh toán.</li><li>Khi nhận được tiền, xác nhận đã nhận trên trang rút tiền.</li></ol>',
      },
      KO: {
        title: '출금 방법',
        body: '<ol><li>보안 센터에서 본인 명의 은행 계좌를 등록하세요.</li><li><strong>출금</strong>을 선택하고 금액과 결제 비밀번호를 입력하세요.</li><li>입금이 확인되면 출금 페이지에서 수령을 확인하세요.</li></ol>',
      },
      CN: {
        title: '如何提款',
        body: '<ol><li>在安全中心绑定您本人名下的银行账户。</li><li>选择<strong>提款</strong>，输入金额与支付密码。</li><li>款项到账后，在提款页面确认收款。</li></ol>',
      },
    },
  },
];

export const DEMO_MESSAGES: DemoText[] = [
  {
    EN: {
      title: 'Welcome to {brand}',
      body: "<p>Thank you for joining {brand}. Your account is ready: explore the live casino, slots and lottery, and check the announcements for this week's offers.</p>",
    },
    TH: {
      title: 'ยินดีต้อนรับสู่ {brand}',
      body: '<p>ขอบคุณที่ร่วมเป็นสมาชิก {brand} บัญชีของคุณพร้อมแล้ว สำรวจคาสิโนสด สล็อต และหวย และดูประกาศสำหรับโปรโมชั่นประจำสัปดาห์</p>',
    },
    VI: {
      title: 'Chào mừng đến {brand}',
      body: '<p>Cảm ơn bạn đã tham gia {brand}. Tài khoản đã sẵn sàng: khám phá sòng bài trực tiếp, nổ hũ và xổ số, và xem thông báo để biết ưu đãi tuần này.</p>',
    },
    KO: {
      title: '{brand}에 오신 것을 환영합니다',
      body: '<p>{brand}에 가입해 주셔서 감사합니다. 계정이 준비되었습니다. 라이브 카지노, 슬롯, 복권을 둘러보고 공지사항에서 이번 주 혜택을 확인하세요.</p>',
    },
    CN: {
      title: '欢迎加入 {brand}',
      body: '<p>感谢您加入 {brand}。您的账户已准备就绪：探索真人娱乐、老虎机与彩票，并在公告中查看本周优惠。</p>',
    },
  },
  {
    EN: {
      title: 'Your security checklist',
      body: '<p>Set a payment password and bind your bank account in the security centre before your first withdrawal. Turn on the authenticator for extra protection.</p>',
    },
    TH: {
      title: 'รายการตรวจสอบความปลอดภัย',
      body: '<p>ตั้งรหัสชำระเงินและผูกบัญชีธนาคารในศูนย์ความปลอดภัยก่อนถอนเงินครั้งแรก และเปิดใช้ตัวยืนยันตัวตนเพื่อความปลอดภัยยิ่งขึ้น</p>',
    },
    VI: {
      title: 'Danh sách bảo mật của bạn',
      body: '<p>Đặt mật khẩu thanh toán và liên kết tài khoản ngân hàng trong trung tâm bảo mật trước lần rút đầu tiên. Bật ứng dụng xác thực để bảo vệ thêm.</p>',
    },
    KO: {
      title: '보안 체크리스트',
      body: '<p>첫 출금 전에 보안 센터에서 결제 비밀번호를 설정하고 은행 계좌를 등록하세요. 추가 보호를 위해 인증 앱을 켜세요.</p>',
    },
    CN: {
      title: '您的安全清单',
      body: '<p>首次提款前，请在安全中心设置支付密码并绑定银行账户。开启身份验证器以获得更多保护。</p>',
    },
  },
];
