import type { GameCategory } from '@platform/contracts';
import { houseTitleFor } from '../modules/games/index.ts';

/**
 * The demo game catalog: more than 10,000 titles over the demo vendors, generated from themed word
 * lists with a seeded PRNG, so every start (and every machine) gets the same catalog. Names exist in
 * English and in TH, VI, KO and CN, each composed in that language's word order from per-language
 * word lists, so that a Thai, Chinese or Korean substring search finds real words.
 */

export type TranslatedNames = { TH: string; VI: string; KO: string; CN: string };

export interface DemoGame {
  vendorCode: string;
  gameCode: string;
  gameType: GameCategory;
  classification: string;
  name: string;
  names: TranslatedNames;
  /** Stakes in bet units (numeric text, two decimals). */
  minBetUnits: string;
  maxBetUnits: string;
  lines: number | null;
  rtp: string | null;
  isHot: boolean;
  isNew: boolean;
  supportTrial: boolean;
  sortOrder: number;
  houseGameCode: string;
  /** YYYY-MM-DD */
  releasedOn: string;
}

/** How many titles a vendor has per category (the HOUSE vendor's are fixed, see HOUSE_GAMES). */
export type CatalogPlan = readonly { code: string; titles?: Partial<Record<GameCategory, number>> }[];

// ---------------------------------------------------------------------------------------------
// Word lists: [English, Thai, Vietnamese, Korean, Chinese].
type Word = readonly [en: string, th: string, vi: string, ko: string, cn: string];

const ADJECTIVES: readonly Word[] = [
  ['Golden', 'ทองคำ', 'Vàng', '황금', '黄金'],
  ['Lucky', 'นำโชค', 'May Mắn', '행운의', '幸运'],
  ['Mighty', 'ทรงพลัง', 'Hùng Mạnh', '강력한', '强大'],
  ['Wild', 'ดุร้าย', 'Hoang Dã', '와일드', '狂野'],
  ['Royal', 'หลวง', 'Hoàng Gia', '로열', '皇家'],
  ['Mystic', 'ลึกลับ', 'Huyền Bí', '신비한', '神秘'],
  ['Magic', 'มหัศจรรย์', 'Ma Thuật', '마법의', '魔法'],
  ['Super', 'สุดยอด', 'Siêu Cấp', '슈퍼', '超级'],
  ['Grand', 'ยิ่งใหญ่', 'Vĩ Đại', '그랜드', '至尊'],
  ['Blazing', 'ลุกโชน', 'Rực Lửa', '불타는', '烈焰'],
  ['Frozen', 'เยือกแข็ง', 'Băng Giá', '얼어붙은', '冰封'],
  ['Crystal', 'คริสตัล', 'Pha Lê', '크리스탈', '水晶'],
  ['Silver', 'สีเงิน', 'Bạc', '은빛', '白银'],
  ['Red', 'แดง', 'Đỏ', '붉은', '红'],
  ['Ancient', 'โบราณ', 'Cổ Đại', '고대', '远古'],
  ['Secret', 'ลับ', 'Bí Mật', '비밀의', '秘密'],
  ['Hot', 'ร้อนแรง', 'Nóng Bỏng', '뜨거운', '火热'],
  ['Sweet', 'หวาน', 'Ngọt Ngào', '달콤한', '甜蜜'],
  ['Shining', 'ส่องแสง', 'Tỏa Sáng', '빛나는', '闪耀'],
  ['Rising', 'รุ่งโรจน์', 'Trỗi Dậy', '떠오르는', '崛起'],
  ['Dancing', 'ร่ายรำ', 'Nhảy Múa', '춤추는', '舞动'],
  ['Eternal', 'นิรันดร์', 'Vĩnh Cửu', '영원한', '永恒'],
  ['Sacred', 'ศักดิ์สิทธิ์', 'Linh Thiêng', '신성한', '神圣'],
  ['Hidden', 'ซ่อนเร้น', 'Ẩn Giấu', '숨겨진', '隐藏'],
];

/** Artwork motif of a theme (drawn by the platform's generated icons). */
export type Motif =
  | 'dragon'
  | 'pyramid'
  | 'wave'
  | 'cherry'
  | 'paw'
  | 'gem'
  | 'bolt'
  | 'planet'
  | 'lantern'
  | 'anchor'
  | 'candy'
  | 'star'
  | 'blossom'
  | 'lotus';

export interface Theme {
  key: string;
  motif: Motif;
  nouns: readonly Word[];
}

export const THEMES: readonly Theme[] = [
  {
    key: 'oriental',
    motif: 'dragon',
    nouns: [
      ['Dragon', 'มังกร', 'Rồng', '용', '龙'],
      ['Phoenix', 'หงส์', 'Phượng Hoàng', '불사조', '凤凰'],
      ['Tiger', 'เสือ', 'Hổ', '호랑이', '虎'],
      ['Emperor', 'จักรพรรดิ', 'Hoàng Đế', '황제', '皇帝'],
      ['Lantern', 'โคมไฟ', 'Đèn Lồng', '등불', '灯笼'],
      ['Jade', 'หยก', 'Ngọc Bích', '비취', '玉'],
      ['Koi', 'ปลาคาร์ป', 'Cá Chép', '잉어', '锦鲤'],
      ['Panda', 'แพนด้า', 'Gấu Trúc', '판다', '熊猫'],
    ],
  },
  {
    key: 'egypt',
    motif: 'pyramid',
    nouns: [
      ['Pharaoh', 'ฟาโรห์', 'Pharaoh', '파라오', '法老'],
      ['Pyramid', 'พีระมิด', 'Kim Tự Tháp', '피라미드', '金字塔'],
      ['Scarab', 'แมลงสคารับ', 'Bọ Hung', '스카라베', '圣甲虫'],
      ['Sphinx', 'สฟิงซ์', 'Nhân Sư', '스핑크스', '斯芬克斯'],
      ['Oasis', 'โอเอซิส', 'Ốc Đảo', '오아시스', '绿洲'],
      ['Desert', 'ทะเลทราย', 'Sa Mạc', '사막', '沙漠'],
      ['Nile', 'แม่น้ำไนล์', 'Sông Nile', '나일강', '尼罗河'],
      ['Tomb', 'สุสาน', 'Lăng Mộ', '무덤', '古墓'],
    ],
  },
  {
    key: 'ocean',
    motif: 'wave',
    nouns: [
      ['Pearl', 'ไข่มุก', 'Ngọc Trai', '진주', '珍珠'],
      ['Mermaid', 'นางเงือก', 'Nàng Tiên Cá', '인어', '美人鱼'],
      ['Shark', 'ฉลาม', 'Cá Mập', '상어', '鲨鱼'],
      ['Reef', 'แนวปะการัง', 'Rạn San Hô', '산호초', '珊瑚礁'],
      ['Dolphin', 'โลมา', 'Cá Heo', '돌고래', '海豚'],
      ['Octopus', 'ปลาหมึกยักษ์', 'Bạch Tuộc', '문어', '章鱼'],
      ['Wave', 'คลื่น', 'Sóng Biển', '파도', '海浪'],
      ['Turtle', 'เต่าทะเล', 'Rùa Biển', '바다거북', '海龟'],
    ],
  },
  {
    key: 'fruit',
    motif: 'cherry',
    nouns: [
      ['Cherry', 'เชอร์รี่', 'Anh Đào', '체리', '樱桃'],
      ['Sevens', 'เลขเจ็ด', 'Số Bảy', '세븐', '七'],
      ['Bell', 'ระฆัง', 'Chuông', '종', '铃铛'],
      ['Melon', 'แตงโม', 'Dưa Hấu', '수박', '西瓜'],
      ['Lemon', 'มะนาว', 'Chanh', '레몬', '柠檬'],
      ['Grape', 'องุ่น', 'Nho', '포도', '葡萄'],
      ['Star', 'ดวงดาว', 'Ngôi Sao', '별', '星星'],
      ['Fruit', 'ผลไม้', 'Trái Cây', '과일', '水果'],
    ],
  },
  {
    key: 'jungle',
    motif: 'paw',
    nouns: [
      ['Lion', 'สิงโต', 'Sư Tử', '사자', '狮子'],
      ['Elephant', 'ช้าง', 'Voi', '코끼리', '大象'],
      ['Panther', 'เสือดำ', 'Báo Đen', '흑표범', '黑豹'],
      ['Gorilla', 'กอริลลา', 'Khỉ Đột', '고릴라', '大猩猩'],
      ['Rhino', 'แรด', 'Tê Giác', '코뿔소', '犀牛'],
      ['Jungle', 'ป่าดงดิบ', 'Rừng Rậm', '정글', '丛林'],
      ['Safari', 'ซาฟารี', 'Thảo Nguyên', '사파리', '狩猎'],
      ['Eagle', 'อินทรี', 'Đại Bàng', '독수리', '雄鹰'],
    ],
  },
  {
    key: 'gems',
    motif: 'gem',
    nouns: [
      ['Diamond', 'เพชร', 'Kim Cương', '다이아몬드', '钻石'],
      ['Ruby', 'ทับทิม', 'Hồng Ngọc', '루비', '红宝石'],
      ['Emerald', 'มรกต', 'Ngọc Lục Bảo', '에메랄드', '祖母绿'],
      ['Sapphire', 'ไพลิน', 'Lam Ngọc', '사파이어', '蓝宝石'],
      ['Treasure', 'ขุมทรัพย์', 'Kho Báu', '보물', '宝藏'],
      ['Coin', 'เหรียญ', 'Đồng Xu', '동전', '金币'],
      ['Crown', 'มงกุฎ', 'Vương Miện', '왕관', '皇冠'],
      ['Vault', 'ห้องนิรภัย', 'Két Sắt', '금고', '金库'],
    ],
  },
  {
    key: 'myth',
    motif: 'bolt',
    nouns: [
      ['Thunder', 'สายฟ้า', 'Sấm Sét', '천둥', '雷霆'],
      ['Titan', 'ไททัน', 'Người Khổng Lồ', '타이탄', '泰坦'],
      ['Hero', 'วีรบุรุษ', 'Anh Hùng', '영웅', '英雄'],
      ['Temple', 'วิหาร', 'Đền Thờ', '신전', '神殿'],
      ['Oracle', 'เทพพยากรณ์', 'Nhà Tiên Tri', '신탁', '神谕'],
      ['Legend', 'ตำนาน', 'Huyền Thoại', '전설', '传说'],
      ['Warrior', 'นักรบ', 'Chiến Binh', '전사', '战士'],
      ['Goddess', 'เทพธิดา', 'Nữ Thần', '여신', '女神'],
    ],
  },
  {
    key: 'space',
    motif: 'planet',
    nouns: [
      ['Galaxy', 'กาแล็กซี่', 'Thiên Hà', '은하', '银河'],
      ['Rocket', 'จรวด', 'Tên Lửa', '로켓', '火箭'],
      ['Planet', 'ดาวเคราะห์', 'Hành Tinh', '행성', '星球'],
      ['Comet', 'ดาวหาง', 'Sao Chổi', '혜성', '彗星'],
      ['Nebula', 'เนบิวลา', 'Tinh Vân', '성운', '星云'],
      ['Robot', 'หุ่นยนต์', 'Người Máy', '로봇', '机器人'],
      ['Alien', 'เอเลี่ยน', 'Người Ngoài Hành Tinh', '외계인', '外星人'],
      ['Meteor', 'ดาวตก', 'Sao Băng', '유성', '流星'],
    ],
  },
  {
    key: 'festival',
    motif: 'lantern',
    nouns: [
      ['Fortune', 'โชคลาภ', 'Tài Lộc', '재물', '财运'],
      ['Festival', 'เทศกาล', 'Lễ Hội', '축제', '庆典'],
      ['Firecracker', 'ประทัด', 'Pháo Hoa', '폭죽', '鞭炮'],
      ['Blessing', 'พร', 'Phúc Lành', '축복', '祝福'],
      ['Prosperity', 'ความมั่งคั่ง', 'Thịnh Vượng', '번영', '兴旺'],
      ['Lucky Cat', 'แมวกวัก', 'Mèo Thần Tài', '복고양이', '招财猫'],
      ['Red Envelope', 'อั่งเปา', 'Lì Xì', '홍바오', '红包'],
      ['Lion Dance', 'เชิดสิงโต', 'Múa Lân', '사자춤', '舞狮'],
    ],
  },
  {
    key: 'pirates',
    motif: 'anchor',
    nouns: [
      ['Pirate', 'โจรสลัด', 'Cướp Biển', '해적', '海盗'],
      ['Ship', 'เรือรบ', 'Chiến Thuyền', '함선', '战船'],
      ['Island', 'เกาะ', 'Hòn Đảo', '섬', '岛屿'],
      ['Map', 'แผนที่', 'Bản Đồ', '지도', '地图'],
      ['Compass', 'เข็มทิศ', 'La Bàn', '나침반', '罗盘'],
      ['Captain', 'กัปตัน', 'Thuyền Trưởng', '선장', '船长'],
      ['Cannon', 'ปืนใหญ่', 'Đại Bác', '대포', '大炮'],
      ['Anchor', 'สมอเรือ', 'Mỏ Neo', '닻', '船锚'],
    ],
  },
  {
    key: 'sweets',
    motif: 'candy',
    nouns: [
      ['Candy', 'ลูกอม', 'Kẹo', '캔디', '糖果'],
      ['Cake', 'เค้ก', 'Bánh Kem', '케이크', '蛋糕'],
      ['Cookie', 'คุกกี้', 'Bánh Quy', '쿠키', '饼干'],
      ['Sugar', 'น้ำตาล', 'Đường', '설탕', '糖'],
      ['Honey', 'น้ำผึ้ง', 'Mật Ong', '꿀', '蜂蜜'],
      ['Chocolate', 'ช็อกโกแลต', 'Sô-cô-la', '초콜릿', '巧克力'],
      ['Donut', 'โดนัท', 'Bánh Vòng', '도넛', '甜甜圈'],
      ['Lollipop', 'อมยิ้ม', 'Kẹo Mút', '막대사탕', '棒棒糖'],
    ],
  },
  {
    key: 'west',
    motif: 'star',
    nouns: [
      ['Cowboy', 'คาวบอย', 'Cao Bồi', '카우보이', '牛仔'],
      ['Sheriff', 'นายอำเภอ', 'Cảnh Sát Trưởng', '보안관', '警长'],
      ['Bandit', 'โจร', 'Tên Cướp', '무법자', '强盗'],
      ['Saloon', 'ซาลูน', 'Quán Rượu', '살롱', '酒馆'],
      ['Canyon', 'หุบเขา', 'Hẻm Núi', '협곡', '峡谷'],
      ['Mustang', 'ม้าป่า', 'Ngựa Hoang', '야생마', '野马'],
      ['Buffalo', 'ควายป่า', 'Bò Rừng', '버팔로', '野牛'],
      ['Frontier', 'ชายแดน', 'Biên Cương', '개척지', '边疆'],
    ],
  },
  {
    key: 'japan',
    motif: 'blossom',
    nouns: [
      ['Samurai', 'ซามูไร', 'Võ Sĩ Đạo', '사무라이', '武士'],
      ['Ninja', 'นินจา', 'Ninja', '닌자', '忍者'],
      ['Sakura', 'ซากุระ', 'Hoa Anh Đào', '벚꽃', '樱花'],
      ['Shogun', 'โชกุน', 'Tướng Quân', '쇼군', '将军'],
      ['Katana', 'ดาบคาทานะ', 'Kiếm Katana', '카타나', '武士刀'],
      ['Dojo', 'โดโจ', 'Võ Đường', '도장', '道场'],
      ['Mountain', 'ภูเขา', 'Ngọn Núi', '산', '山峰'],
      ['Crane', 'นกกระเรียน', 'Hạc', '학', '仙鹤'],
    ],
  },
  {
    key: 'siam',
    motif: 'lotus',
    nouns: [
      ['Naga', 'พญานาค', 'Rắn Thần', '나가', '那伽'],
      ['Lotus', 'ดอกบัว', 'Hoa Sen', '연꽃', '莲花'],
      ['Garuda', 'ครุฑ', 'Thần Điểu', '가루다', '迦楼罗'],
      ['Mango', 'มะม่วง', 'Xoài', '망고', '芒果'],
      ['Kingdom', 'อาณาจักร', 'Vương Quốc', '왕국', '王国'],
      ['Palace', 'พระราชวัง', 'Cung Điện', '궁전', '宫殿'],
      ['Muay Thai', 'มวยไทย', 'Muay Thái', '무에타이', '泰拳'],
      ['Songkran', 'สงกรานต์', 'Lễ Té Nước', '송끄란', '泼水节'],
    ],
  },
];

/** Slot title suffixes (the empty one is the most common). */
const SUFFIXES: readonly Word[] = [
  ['Deluxe', 'ดีลักซ์', 'Hạng Sang', '디럭스', '豪华版'],
  ['Max Ways', 'แม็กซ์เวย์', 'Vạn Lối', '맥스웨이', '万路'],
  ['Hold & Win', 'โฮลด์แอนด์วิน', 'Giữ & Thắng', '홀드 앤 윈', '锁定赢'],
  ['Riches', 'ร่ำรวย', 'Giàu Sang', '부귀', '财富'],
  ['Quest', 'ภารกิจ', 'Truy Tìm', '퀘스트', '探险'],
  ['Bonanza', 'โบนันซ่า', 'Bội Thu', '보난자', '丰收'],
  ['Rush', 'รัช', 'Cơn Sốt', '러시', '狂潮'],
  ['Link', 'ลิงก์', 'Liên Kết', '링크', '连线'],
  ['Party', 'ปาร์ตี้', 'Bữa Tiệc', '파티', '派对'],
  ['Megaways', 'เมกะเวย์', 'Siêu Lối', '메가웨이', '百搭'],
];

/** What a non-slot RNG classification adds to a title. */
const CLASS_WORDS: Record<string, readonly Word[]> = {
  SCRATCH: [['Scratch', 'ขูดโชค', 'Vé Cào', '스크래치', '刮刮乐']],
  VIDEO_POKER: [['Poker', 'โป๊กเกอร์', 'Poker', '포커', '扑克']],
  ARCADE: [['Arcade', 'อาร์เคด', 'Trò Chơi', '아케이드', '街机']],
  JACKPOT: [['Jackpot', 'แจ็คพอต', 'Nổ Hũ', '잭팟', '大奖']],
  BINGO: [['Bingo', 'บิงโก', 'Bingo', '빙고', '宾果']],
  FISHING: [
    ['Fishing', 'ยิงปลา', 'Bắn Cá', '피싱', '捕鱼'],
    ['Hunter', 'นักล่า', 'Thợ Săn', '헌터', '猎人'],
    ['Blast', 'ระเบิด', 'Bùng Nổ', '블라스트', '爆破'],
  ],
};

/** Table games by classification (live tables, board and card rooms, RNG table games). */
const TABLE_WORDS: Record<string, readonly Word[]> = {
  BACCARAT: [['Baccarat', 'บาคาร่า', 'Baccarat', '바카라', '百家乐']],
  SICBO: [['Sic Bo', 'ไฮโล', 'Tài Xỉu', '식보', '骰宝']],
  ROULETTE: [['Roulette', 'รูเล็ต', 'Cò Quay', '룰렛', '轮盘']],
  DRAGON_TIGER: [['Dragon Tiger', 'เสือมังกร', 'Rồng Hổ', '드래곤 타이거', '龙虎']],
  BLACKJACK: [['Blackjack', 'แบล็คแจ็ค', 'Xì Dách', '블랙잭', '二十一点']],
  THREE_CARD_POKER: [['Three Card Poker', 'โป๊กเกอร์สามใบ', 'Poker Ba Lá', '쓰리카드 포커', '三张牌扑克']],
  NIUNIU: [['Niu Niu', 'นิวนิว', 'Ngưu Ngưu', '니우니우', '牛牛']],
  FISH_PRAWN_CRAB: [['Fish Prawn Crab', 'น้ำเต้าปูปลา', 'Bầu Cua Tôm Cá', '피쉬 프라운 크랩', '鱼虾蟹']],
  ZHAJINHUA: [['Zha Jin Hua', 'จาจินฮวา', 'Tạc Kim Hoa', '자진화', '炸金花']],
  FANTAN: [['Fan Tan', 'ฟานทาน', 'Phan Tan', '판탄', '番摊']],
  OTHER: [
    ['Money Wheel', 'วงล้อเงิน', 'Vòng Quay Tiền', '머니 휠', '幸运转盘'],
    ['Mahjong', 'ไพ่นกกระจอก', 'Mạt Chược', '마작', '麻将'],
    ['Pai Gow', 'ไพ่โกว', 'Bài Cẩu', '파이가우', '牌九'],
    ["Texas Hold'em", 'เท็กซัสโฮลเด็ม', 'Poker Texas', '텍사스 홀덤', '德州扑克'],
    ['Tien Len', 'ไพ่เตียนเลน', 'Tiến Lên', '티엔렌', '锄大地'],
    ['Fight the Landlord', 'ไพ่สู้เจ้าที่', 'Đấu Địa Chủ', '투디주', '斗地主'],
    ['Rummy', 'รัมมี่', 'Rummy', '러미', '拉米'],
  ],
};

const TABLE_PREFIXES: readonly Word[] = [
  ['Speed', 'ด่วน', 'Tốc Độ', '스피드', '极速'],
  ['VIP', 'วีไอพี', 'VIP', 'VIP', '贵宾'],
  ['Squeeze', 'บีบไพ่', 'Nặn Bài', '스퀴즈', '咪牌'],
  ['No Commission', 'ไม่มีค่าคอม', 'Không Hoa Hồng', '노커미션', '免佣'],
  ['Lightning', 'สายฟ้า', 'Sấm Sét', '라이트닝', '闪电'],
  ['Classic', 'คลาสสิก', 'Cổ Điển', '클래식', '经典'],
  ['Mega', 'เมกะ', 'Khổng Lồ', '메가', '巨型'],
  ['Golden', 'ทองคำ', 'Vàng', '골든', '黄金'],
  ['Royal', 'รอยัล', 'Hoàng Gia', '로열', '皇家'],
  ['Lucky', 'นำโชค', 'May Mắn', '럭키', '幸运'],
  ['Prestige', 'เพรสทีจ', 'Danh Giá', '프레스티지', '尊享'],
];

const SPORTS: readonly Word[] = [
  ['Football', 'ฟุตบอล', 'Bóng Đá', '축구', '足球'],
  ['Basketball', 'บาสเกตบอล', 'Bóng Rổ', '농구', '篮球'],
  ['Tennis', 'เทนนิส', 'Quần Vợt', '테니스', '网球'],
  ['Badminton', 'แบดมินตัน', 'Cầu Lông', '배드민턴', '羽毛球'],
  ['Volleyball', 'วอลเลย์บอล', 'Bóng Chuyền', '배구', '排球'],
  ['Baseball', 'เบสบอล', 'Bóng Chày', '야구', '棒球'],
  ['Ice Hockey', 'ฮอกกี้น้ำแข็ง', 'Khúc Côn Cầu', '아이스하키', '冰球'],
  ['Muay Thai', 'มวยไทย', 'Muay Thái', '무에타이', '泰拳'],
  ['Boxing', 'มวยสากล', 'Quyền Anh', '복싱', '拳击'],
  ['Table Tennis', 'เทเบิลเทนนิส', 'Bóng Bàn', '탁구', '乒乓球'],
  ['Cricket', 'คริกเก็ต', 'Cricket', '크리켓', '板球'],
  ['Rugby', 'รักบี้', 'Bóng Bầu Dục', '럭비', '橄榄球'],
  ['Golf', 'กอล์ฟ', 'Golf', '골프', '高尔夫'],
  ['Motor Racing', 'แข่งรถ', 'Đua Xe', '모터 레이싱', '赛车'],
  ['Snooker', 'สนุกเกอร์', 'Bi-a Snooker', '스누커', '斯诺克'],
  ['Horse Racing', 'แข่งม้า', 'Đua Ngựa', '경마', '赛马'],
];

const ESPORTS: readonly Word[] = [
  ['MOBA Arena', 'โมบาอารีนา', 'Đấu Trường MOBA', 'MOBA 아레나', 'MOBA竞技场'],
  ['Tactical Shooter', 'เกมยิงแทคติก', 'Bắn Súng Chiến Thuật', '전술 슈팅', '战术射击'],
  ['Battle Royale', 'แบทเทิลรอยัล', 'Sinh Tồn', '배틀로얄', '大逃杀'],
  ['Hero Brawl', 'ศึกฮีโร่', 'Hỗn Chiến Anh Hùng', '히어로 난투', '英雄乱斗'],
  ['Card Battler', 'ศึกการ์ด', 'Đấu Thẻ Bài', '카드 배틀', '卡牌对战'],
  ['Racing League', 'ลีกแข่งรถ', 'Giải Đua Xe', '레이싱 리그', '竞速联赛'],
  ['Fighting Cup', 'ถ้วยศึกต่อสู้', 'Cúp Đối Kháng', '격투 컵', '格斗杯'],
  ['Football Sim', 'ฟุตบอลจำลอง', 'Bóng Đá Mô Phỏng', '축구 시뮬', '足球模拟'],
  ['Basketball Sim', 'บาสจำลอง', 'Bóng Rổ Mô Phỏng', '농구 시뮬', '篮球模拟'],
  ['Strategy Masters', 'ปรมาจารย์วางแผน', 'Bậc Thầy Chiến Lược', '전략 마스터즈', '策略大师'],
  ['Auto Chess', 'หมากรุกอัตโนมัติ', 'Cờ Tự Động', '오토체스', '自走棋'],
  ['Mobile MOBA', 'โมบามือถือ', 'MOBA Di Động', '모바일 MOBA', '手游MOBA'],
];

const MARKETS: readonly Word[] = [
  ['Live', 'สด', 'Trực Tiếp', '라이브', '滚球'],
  ['Virtual', 'เสมือนจริง', 'Ảo', '가상', '虚拟'],
];

const LOTTERIES: readonly (readonly [Word, string])[] = [
  [['Thai Lotto', 'หวยไทย', 'Xổ Số Thái', '태국 로또', '泰国彩票'], 'LOTTERY'],
  [['Hanoi Lottery', 'หวยฮานอย', 'Xổ Số Hà Nội', '하노이 복권', '河内彩票'], 'LOTTERY'],
  [['Laos Lotto', 'หวยลาว', 'Xổ Số Lào', '라오스 로또', '老挝彩票'], 'LOTTERY'],
  [['Malaysia 4D', 'หวยมาเลย์', 'Xổ Số Malaysia', '말레이시아 4D', '马来西亚4D'], 'LOTTERY'],
  [['Singapore 4D', 'หวยสิงคโปร์', 'Xổ Số Singapore', '싱가포르 4D', '新加坡4D'], 'LOTTERY'],
  [['Ho Chi Minh Lottery', 'หวยโฮจิมินห์', 'Xổ Số Hồ Chí Minh', '호찌민 복권', '胡志明彩票'], 'LOTTERY'],
  [['Da Nang Lottery', 'หวยดานัง', 'Xổ Số Đà Nẵng', '다낭 복권', '岘港彩票'], 'LOTTERY'],
  [['Can Tho Lottery', 'หวยเกิ่นเทอ', 'Xổ Số Cần Thơ', '껀터 복권', '芹苴彩票'], 'LOTTERY'],
  [['Stock Lotto', 'หวยหุ้น', 'Xổ Số Chứng Khoán', '주식 로또', '股票彩票'], 'LOTTERY'],
  [['Keno', 'คีโน', 'Keno', '키노', '基诺'], 'KENO'],
  [['Government Lotto', 'หวยรัฐบาล', 'Xổ Số Kiến Thiết', '정부 복권', '政府彩票'], 'LOTTERY'],
  [['Lucky Keno', 'คีโนนำโชค', 'Keno May Mắn', '럭키 키노', '幸运基诺'], 'KENO'],
];
const LOTTERY_EDITIONS: readonly Word[] = [
  ['VIP', 'วีไอพี', 'VIP', 'VIP', '贵宾'],
  ['Express', 'ด่วน', 'Nhanh', '익스프레스', '快速'],
  ['Night', 'รอบค่ำ', 'Đêm', '나이트', '夜场'],
];

const INSTANT_LOTTERIES: readonly (readonly [Word, string])[] = [
  [['Fast 3', 'ไฮโลด่วน', 'Nhanh 3', '패스트 3', '快三'], 'LOTTERY'],
  [['PK10', 'พีเค10', 'PK10', 'PK10', 'PK拾'], 'LOTTERY'],
  [['Lucky 5D', 'ลัคกี้ 5D', 'May Mắn 5D', '럭키 5D', '幸运5D'], 'LOTTERY'],
  [['11x5', '11x5', '11x5', '11x5', '11选5'], 'LOTTERY'],
  [['Lucky 28', 'ลัคกี้ 28', 'May Mắn 28', '럭키 28', '幸运28'], 'LOTTERY'],
  [['Happy 8', 'แฮปปี้ 8', 'Vui Vẻ 8', '해피 8', '快乐8'], 'KENO'],
  [['Lucky Ball', 'ลูกบอลนำโชค', 'Bóng May Mắn', '럭키볼', '幸运球'], 'LOTTERY'],
  [['Pick 3', 'เลือก 3', 'Chọn 3', '픽 3', '排列3'], 'LOTTERY'],
  [['Win Go', 'วินโก', 'Win Go', '윈고', '赢球'], 'LOTTERY'],
  [['Lucky Dice', 'ลูกเต๋านำโชค', 'Xúc Xắc May Mắn', '럭키 다이스', '幸运骰子'], 'LOTTERY'],
  [['Color Game', 'เกมสี', 'Trò Màu Sắc', '컬러 게임', '彩色游戏'], 'LOTTERY'],
];
const DRAW_INTERVALS: readonly Word[] = [
  ['30s', '30 วินาที', '30 Giây', '30초', '30秒'],
  ['1 Min', '1 นาที', '1 Phút', '1분', '1分钟'],
  ['3 Min', '3 นาที', '3 Phút', '3분', '3分钟'],
  ['5 Min', '5 นาที', '5 Phút', '5분', '5分钟'],
  ['10 Min', '10 นาที', '10 Phút', '10분', '10分钟'],
  ['15 Min', '15 นาที', '15 Phút', '15분', '15分钟'],
];

const COCKFIGHTS: readonly Word[] = [
  ['Sabong Arena', 'สนามชนไก่', 'Đấu Trường Gà', '투계장', '斗鸡场'],
  ['Cockfight Live', 'ไก่ชนสด', 'Đá Gà Trực Tiếp', '투계 라이브', '斗鸡直播'],
  ['Derby Ring', 'สังเวียนดาร์บี้', 'Sàn Đấu Derby', '더비 링', '德比赛场'],
];

// ---------------------------------------------------------------------------------------------
// Composition: each language's word order.

const EN = 0;
const TH = 1;
const VI = 2;
const KO = 3;
const CN = 4;

/** Adjective + noun (+ suffix) in each language: TH and VI put the adjective after the noun. */
function composeTitle(adjective: Word, noun: Word, suffix?: Word): { name: string; names: TranslatedNames } {
  const tail = (i: number, sep: string) => (suffix ? `${sep}${suffix[i]}` : '');
  return {
    name: `${adjective[EN]} ${noun[EN]}${tail(EN, ' ')}`,
    names: {
      TH: `${noun[TH]}${adjective[TH]}${tail(TH, ' ')}`,
      VI: `${noun[VI]} ${adjective[VI]}${tail(VI, ' ')}`,
      KO: `${adjective[KO]} ${noun[KO]}${tail(KO, ' ')}`,
      CN: `${adjective[CN]}${noun[CN]}${tail(CN, '')}`,
    },
  };
}

/** Modifier + base (+ number): "Speed Baccarat 3", "บาคาร่าด่วน 3", "Baccarat Tốc Độ 3", "스피드 바카라 3", "极速百家乐 3". */
function composeVariant(
  base: Word,
  modifier: Word | undefined,
  number: number | undefined,
  modifierFirstInEnglish = true,
): { name: string; names: TranslatedNames } {
  const n = number === undefined ? '' : ` ${number}`;
  if (!modifier) {
    return {
      name: `${base[EN]}${n}`,
      names: { TH: `${base[TH]}${n}`, VI: `${base[VI]}${n}`, KO: `${base[KO]}${n}`, CN: `${base[CN]}${n}` },
    };
  }
  return {
    name: modifierFirstInEnglish ? `${modifier[EN]} ${base[EN]}${n}` : `${base[EN]} ${modifier[EN]}${n}`,
    names: {
      TH: `${base[TH]}${modifier[TH]}${n}`,
      VI: `${base[VI]} ${modifier[VI]}${n}`,
      KO: `${modifier[KO]} ${base[KO]}${n}`,
      CN: `${modifier[CN]}${base[CN]}${n}`,
    },
  };
}

// ---------------------------------------------------------------------------------------------
// Seeded randomness.

/** mulberry32: a small, fast, seeded PRNG (deterministic catalog; Math.random is never used). */
export function seededRandom(seed: number): () => number {
  let state = seed >>> 0;
  return () => {
    state = (state + 0x6d2b79f5) >>> 0;
    let t = state;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
}

function seedOf(text: string): number {
  let hash = 0x811c9dc5;
  for (let i = 0; i < text.length; i++) hash = Math.imul(hash ^ text.charCodeAt(i), 0x01000193);
  return hash >>> 0;
}

type Random = () => number;
const pick = <T>(random: Random, list: readonly T[]): T => list[Math.floor(random() * list.length)]!;
function weighted<T>(random: Random, entries: readonly (readonly [T, number])[]): T {
  const total = entries.reduce((sum, [, w]) => sum + w, 0);
  let roll = random() * total;
  for (const [value, weight] of entries) {
    roll -= weight;
    if (roll < 0) return value;
  }
  return entries[entries.length - 1]![0];
}
function shuffled<T>(random: Random, list: readonly T[]): T[] {
  const copy = [...list];
  for (let i = copy.length - 1; i > 0; i--) {
    const j = Math.floor(random() * (i + 1));
    [copy[i], copy[j]] = [copy[j]!, copy[i]!];
  }
  return copy;
}
const units = (value: number) => value.toFixed(2);
const percent = (random: Random, low: number, high: number) =>
  (low + Math.floor(random() * Math.round((high - low) * 100 + 1)) / 100).toFixed(2);

const slug = (text: string) =>
  text
    .toLowerCase()
    .replace(/&/g, 'and')
    .replace(/[^a-z0-9]+/g, '-')
    .replace(/^-|-$/g, '');

/** Catalog dates are relative to a fixed day, so the catalog does not change with the calendar. */
const CATALOG_DAY_MS = Date.UTC(2026, 2, 31);
const DAY_MS = 86_400_000;
const isoDay = (ms: number) => new Date(ms).toISOString().slice(0, 10);
/** Titles released in the last NEW_DAYS days before the catalog day carry the NEW flag. */
const NEW_DAYS = 45;

// ---------------------------------------------------------------------------------------------
// HOUSE: the playable titles, fixed.

const HOUSE_DATE = '2026-01-15';
const houseTitle = (
  gameCode: string,
  gameType: GameCategory,
  classification: string,
  word: Word,
  extra: Partial<DemoGame>,
): DemoGame => ({
  vendorCode: 'HOUSE',
  gameCode,
  gameType,
  classification,
  name: word[EN],
  names: { TH: word[TH], VI: word[VI], KO: word[KO], CN: word[CN] },
  minBetUnits: '1.00',
  maxBetUnits: '5000.00',
  lines: null,
  rtp: null,
  isHot: true,
  isNew: false,
  supportTrial: true,
  sortOrder: 0,
  houseGameCode: gameCode,
  releasedOn: HOUSE_DATE,
  ...extra,
});
const houseSlot = (gameCode: string, word: Word) =>
  houseTitle(gameCode, 'RNG', 'SLOT', word, { lines: 25, rtp: '96.00', maxBetUnits: '500.00' });
const houseTable = (
  gameCode: string,
  gameType: GameCategory,
  classification: string,
  word: Word,
  rtp: string,
) =>
  houseTitle(gameCode, gameType, classification, word, {
    rtp,
    minBetUnits: '10.00',
    maxBetUnits: '50000.00',
  });

export const HOUSE_GAMES: readonly DemoGame[] = [
  houseSlot('house-dragon-fortune', [
    'Dragon Fortune',
    'มังกรนำโชค',
    'Rồng Tài Lộc',
    '드래곤 포춘',
    '龙之财富',
  ]),
  houseSlot('house-golden-temple', ['Golden Temple', 'วิหารทองคำ', 'Đền Vàng', '황금 신전', '黄金神殿']),
  houseSlot('house-ocean-pearls', [
    'Ocean Pearls',
    'ไข่มุกแห่งท้องทะเล',
    'Ngọc Trai Đại Dương',
    '바다의 진주',
    '海洋珍珠',
  ]),
  houseSlot('house-neon-nights', ['Neon Nights', 'ค่ำคืนนีออน', 'Đêm Neon', '네온 나이트', '霓虹之夜']),
  houseSlot('house-jungle-gems', ['Jungle Gems', 'อัญมณีแห่งป่า', 'Đá Quý Rừng Xanh', '정글 보석', '丛林宝石']),
  houseSlot('house-pharaoh-gold', [
    "Pharaoh's Gold",
    'ทองคำฟาโรห์',
    'Vàng Pharaoh',
    '파라오의 황금',
    '法老黄金',
  ]),
  houseSlot('house-sakura-wilds', [
    'Sakura Wilds',
    'ซากุระไวลด์',
    'Hoa Anh Đào Hoang Dã',
    '벚꽃 와일드',
    '樱花狂野',
  ]),
  houseSlot('house-lucky-lanterns', [
    'Lucky Lanterns',
    'โคมนำโชค',
    'Đèn Lồng May Mắn',
    '행운의 등불',
    '幸运灯笼',
  ]),
  houseTitle(
    'house-reef-hunter',
    'FISH',
    'FISHING',
    ['Reef Hunter', 'นักล่าแนวปะการัง', 'Thợ Săn Rạn San Hô', '리프 헌터', '珊瑚猎人'],
    { lines: 25, rtp: '96.00', maxBetUnits: '500.00' },
  ),
  houseTable(
    'house-baccarat',
    'LIVE',
    'BACCARAT',
    ['Royal Baccarat', 'บาคาร่ารอยัล', 'Baccarat Hoàng Gia', '로열 바카라', '皇家百家乐'],
    '98.94',
  ),
  houseTable(
    'house-dragon-tiger',
    'LIVE',
    'DRAGON_TIGER',
    ['Dragon Tiger', 'เสือมังกร', 'Rồng Hổ', '드래곤 타이거', '龙虎斗'],
    '96.27',
  ),
  houseTable('house-sicbo', 'LIVE', 'SICBO', ['Sic Bo', 'ไฮโล', 'Tài Xỉu', '식보', '骰宝'], '97.22'),
  houseTable(
    'house-roulette',
    'LIVE',
    'ROULETTE',
    ['Royal Roulette', 'รูเล็ตรอยัล', 'Roulette Hoàng Gia', '로열 룰렛', '皇家轮盘'],
    '97.30',
  ),
  houseTable(
    'house-fish-prawn-crab',
    'BOARD',
    'FISH_PRAWN_CRAB',
    ['Fish Prawn Crab', 'น้ำเต้าปูปลา', 'Bầu Cua Tôm Cá', '피쉬 프라운 크랩', '鱼虾蟹'],
    '97.22',
  ),
];

// ---------------------------------------------------------------------------------------------
// Other vendors: generated.

interface Draft {
  gameType: GameCategory;
  classification: string;
  name: string;
  names: TranslatedNames;
  minBetUnits: string;
  maxBetUnits: string;
  lines: number | null;
  rtp: string | null;
  supportTrial: boolean;
}

const RNG_CLASSIFICATIONS = [
  ['SLOT', 70],
  ['JACKPOT', 8],
  ['SCRATCH', 5],
  ['VIDEO_POKER', 4],
  ['TABLE', 5],
  ['ARCADE', 5],
  ['BINGO', 3],
] as const;
const SLOT_LINES = [
  [25, 30],
  [30, 15],
  [40, 15],
  [50, 15],
  [243, 14],
  [1024, 5],
  [20, 3],
  [10, 3],
] as const;
const LIVE_MIX = [
  ['BACCARAT', 35],
  ['ROULETTE', 12],
  ['SICBO', 10],
  ['DRAGON_TIGER', 10],
  ['BLACKJACK', 10],
  ['THREE_CARD_POKER', 5],
  ['NIUNIU', 5],
  ['FISH_PRAWN_CRAB', 4],
  ['ZHAJINHUA', 3],
  ['FANTAN', 3],
  ['OTHER', 3],
] as const;
const CARD_ROOM_MIX = [
  ['OTHER', 40],
  ['NIUNIU', 15],
  ['ZHAJINHUA', 12],
  ['THREE_CARD_POKER', 8],
  ['FISH_PRAWN_CRAB', 8],
  ['DRAGON_TIGER', 7],
  ['BACCARAT', 10],
] as const;
const TABLE_RTP: Record<string, string> = {
  BACCARAT: '98.94',
  ROULETTE: '97.30',
  SICBO: '97.22',
  DRAGON_TIGER: '96.27',
  BLACKJACK: '99.28',
  THREE_CARD_POKER: '96.63',
  NIUNIU: '97.50',
  FISH_PRAWN_CRAB: '97.22',
  ZHAJINHUA: '97.00',
  FANTAN: '97.00',
  OTHER: '96.50',
};

/** Picks an English title not used yet (titles stay unique over the catalog), else numbers it. */
function uniqueTitle(
  used: Set<string>,
  make: () => { name: string; names: TranslatedNames },
): { name: string; names: TranslatedNames } {
  let title = make();
  for (let tries = 0; used.has(title.name) && tries < 40; tries++) title = make();
  if (used.has(title.name)) {
    const base = title;
    for (let n = 2; used.has(title.name); n++) {
      title = {
        name: `${base.name} ${n}`,
        names: {
          TH: `${base.names.TH} ${n}`,
          VI: `${base.names.VI} ${n}`,
          KO: `${base.names.KO} ${n}`,
          CN: `${base.names.CN} ${n}`,
        },
      };
    }
  }
  used.add(title.name);
  return title;
}

function slotDraft(random: Random, themes: readonly Theme[], used: Set<string>, fish: boolean): Draft {
  const classification = fish ? 'FISHING' : weighted(random, RNG_CLASSIFICATIONS);
  const title = uniqueTitle(used, () => {
    const theme = pick(random, themes);
    if (classification === 'TABLE') {
      const table = pick(random, ['BLACKJACK', 'ROULETTE', 'BACCARAT', 'SICBO', 'DRAGON_TIGER'] as const);
      return composeVariant(pick(random, TABLE_WORDS[table]!), pick(random, ADJECTIVES), undefined);
    }
    const classWords = CLASS_WORDS[classification];
    const suffix = classWords
      ? pick(random, classWords)
      : random() < 0.45
        ? undefined
        : pick(random, SUFFIXES);
    return composeTitle(pick(random, ADJECTIVES), pick(random, theme.nouns), suffix);
  });
  const slotLike = classification === 'SLOT' || classification === 'JACKPOT';
  const lines = fish ? null : slotLike ? weighted(random, SLOT_LINES) : null;
  const minBet = fish
    ? weighted(random, [
        [0.1, 40],
        [0.5, 30],
        [1, 30],
      ] as const)
    : slotLike
      ? weighted(random, [
          [1, 70],
          [0.5, 20],
          [0.2, 10],
        ] as const)
      : weighted(random, [
          [1, 60],
          [0.5, 25],
          [2, 15],
        ] as const);
  const rtp =
    classification === 'VIDEO_POKER'
      ? percent(random, 97, 99.5)
      : classification === 'TABLE'
        ? percent(random, 97, 99)
        : fish
          ? percent(random, 95, 97.5)
          : percent(random, 94, 97.5);
  return {
    gameType: fish ? 'FISH' : 'RNG',
    classification,
    ...title,
    minBetUnits: units(minBet),
    maxBetUnits: units(fish ? 1000 : slotLike ? pick(random, [250, 500, 1000]) : 500),
    lines,
    rtp,
    supportTrial: random() < 0.92,
  };
}

function tableDraft(random: Random, gameType: 'LIVE' | 'BOARD' | 'PVP', usedByVendor: Set<string>): Draft {
  const classification = weighted(random, gameType === 'LIVE' ? LIVE_MIX : CARD_ROOM_MIX);
  const base = pick(random, TABLE_WORDS[classification]!);
  const modifier = random() < 0.25 ? undefined : pick(random, TABLE_PREFIXES);
  let title = composeVariant(base, modifier, undefined);
  for (let n = 2; usedByVendor.has(title.name); n++) title = composeVariant(base, modifier, n);
  usedByVendor.add(title.name);
  const minBet =
    gameType === 'LIVE'
      ? weighted(random, [
          [5, 20],
          [10, 40],
          [20, 20],
          [50, 12],
          [100, 8],
        ] as const)
      : weighted(random, [
          [1, 40],
          [5, 40],
          [10, 20],
        ] as const);
  return {
    gameType,
    classification,
    ...title,
    minBetUnits: units(minBet),
    maxBetUnits: units(minBet * pick(random, [500, 1000, 2000])),
    lines: null,
    rtp: TABLE_RTP[classification] ?? null,
    supportTrial: gameType === 'LIVE' ? random() < 0.3 : random() < 0.7,
  };
}

/** Every combination of base × variant (variant first the bare one), in a seeded order. */
function variants(
  random: Random,
  bases: readonly (readonly [Word, string])[],
  modifiers: readonly Word[],
  modifierFirstInEnglish: boolean,
) {
  const all = bases.flatMap(([base, classification]) =>
    [undefined, ...modifiers].map((modifier) => ({
      classification,
      ...composeVariant(base, modifier, undefined, modifierFirstInEnglish),
    })),
  );
  return shuffled(random, all);
}

function otherDrafts(random: Random, gameType: GameCategory, count: number): Draft[] {
  const plain = (list: readonly Word[], classification: string, modifiers: readonly Word[], first = false) =>
    variants(
      random,
      list.map((w) => [w, classification] as const),
      modifiers,
      first,
    );
  const pool =
    gameType === 'SPORTS'
      ? plain(SPORTS, 'SPORTSBOOK', MARKETS)
      : gameType === 'ESPORTS'
        ? plain(ESPORTS, 'ESPORTSBOOK', MARKETS)
        : gameType === 'LOTT'
          ? variants(random, LOTTERIES, LOTTERY_EDITIONS, false)
          : gameType === 'ELOTT'
            ? variants(random, INSTANT_LOTTERIES, DRAW_INTERVALS, false)
            : COCKFIGHTS.flatMap((w) =>
                Array.from({ length: 8 }, (_, i) => ({
                  classification: 'COCKFIGHT',
                  ...composeVariant(w, undefined, i + 1),
                })),
              );
  const stake: Record<string, number> = { SPORTS: 10, ESPORTS: 10, LOTT: 1, ELOTT: 1, COCKFIGHT: 20 };
  return pool.slice(0, count).map((t) => ({
    gameType,
    classification: t.classification,
    name: t.name,
    names: t.names,
    minBetUnits: units(stake[gameType] ?? 1),
    maxBetUnits: units((stake[gameType] ?? 1) * 5000),
    lines: null,
    rtp: null,
    supportTrial: false,
  }));
}

/** How many titles a plan yields: HOUSE's fixed ones plus every planned count (the generator makes them all). */
export const plannedCatalogSize = (plan: CatalogPlan) =>
  HOUSE_GAMES.length +
  plan
    .filter((v) => v.code !== 'HOUSE')
    .reduce((sum, v) => sum + Object.values(v.titles ?? {}).reduce((a, n) => a + (n ?? 0), 0), 0);

/**
 * The whole demo catalog for a vendor plan: HOUSE's fixed titles plus, for every other vendor,
 * its planned number of titles per category. Same plan, same catalog, on every machine.
 */
export function generateDemoCatalog(plan: CatalogPlan): DemoGame[] {
  const games: DemoGame[] = [...HOUSE_GAMES];
  const usedSlotTitles = new Set(HOUSE_GAMES.map((g) => g.name));
  for (const vendor of plan) {
    if (vendor.code === 'HOUSE' || !vendor.titles) continue;
    const random = seededRandom(seedOf(vendor.code));
    const themes = shuffled(random, THEMES).slice(0, 5);
    const usedTables = new Set<string>();
    const usedCodes = new Set<string>();
    const drafts: Draft[] = [];
    for (const [category, count = 0] of Object.entries(vendor.titles) as [GameCategory, number][]) {
      for (let i = 0; i < count && (category === 'RNG' || category === 'FISH'); i++)
        drafts.push(slotDraft(random, themes, usedSlotTitles, category === 'FISH'));
      if (category === 'LIVE' || category === 'BOARD' || category === 'PVP')
        for (let i = 0; i < count; i++) drafts.push(tableDraft(random, category, usedTables));
      if (['SPORTS', 'ESPORTS', 'LOTT', 'ELOTT', 'COCKFIGHT'].includes(category))
        drafts.push(...otherDrafts(random, category, count));
    }
    // A vendor's own ranking: its best titles first; ranks interleave vendors in the lobby.
    const ranked = shuffled(random, drafts);
    ranked.forEach((draft, rank) => {
      let gameCode = slug(draft.name).slice(0, 72) || 'game';
      for (let n = 2; usedCodes.has(gameCode); n++) gameCode = `${slug(draft.name).slice(0, 70)}-${n}`;
      usedCodes.add(gameCode);
      const ageDays = Math.floor(random() * 1500);
      games.push({
        vendorCode: vendor.code,
        gameCode,
        ...draft,
        isHot: random() < 0.03,
        isNew: ageDays < NEW_DAYS,
        sortOrder: rank + 1,
        houseGameCode: houseTitleFor({
          gameType: draft.gameType,
          classification: draft.classification,
          gameCode,
        }),
        releasedOn: isoDay(CATALOG_DAY_MS - ageDays * DAY_MS),
      });
    });
  }
  return games;
}
