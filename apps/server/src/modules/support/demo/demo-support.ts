import type { Clock } from '../../../platform/clock.ts';
import type { Database } from '../../../platform/db/database.ts';
import { newId } from '../../../platform/ids.ts';
import type { ChatRepository } from '../chat.repository.ts';
import type { LiveModelsRepository } from '../live-models.repository.ts';

const art = (name: string) => `/api/wps/media/content/art-${name}.svg`;

/** Per merchant: its hosts, a few lobby lines from its demo members, and the words its filter hides. */
const DEMO: Record<
  string,
  {
    models: { name: string; tagline: string; avatar: string | null; online: boolean }[];
    lines: [account: string, text: string][];
    words: string[];
  }
> = {
  ROYAL: {
    models: [
      {
        name: 'Mali',
        tagline: 'Baccarat nights, every evening from 8 pm',
        avatar: art('live'),
        online: true,
      },
      { name: 'Ploy', tagline: 'Roulette and friendly chat', avatar: art('cards'), online: true },
      { name: 'Nina', tagline: 'VIP table host', avatar: art('vip'), online: true },
      { name: 'Fah', tagline: 'Back on the weekend', avatar: null, online: false },
    ],
    lines: [
      ['demo01', 'สวัสดีทุกคน! วันนี้เล่นอะไรกันดี'],
      ['demo02', 'Hi all, baccarat table 3 is hot tonight'],
      ['demo03', 'เพิ่งได้รางวัลจากสล็อตไป ดีใจมาก'],
      ['demo01', 'Congrats! Which game?'],
      ['demo03', 'House slots, the fruit one 🍒'],
      ['demo04', 'ใครเล่นรูเล็ตบ้าง มาคุยกัน'],
    ],
    words: ['scam', 'idiot', 'cheater'],
  },
  LOTUS: {
    models: [
      { name: 'Linh', tagline: 'Baccarat mỗi tối từ 20 giờ', avatar: art('live'), online: true },
      { name: 'Mai', tagline: 'Roulette và trò chuyện vui vẻ', avatar: art('rewards'), online: true },
      { name: 'Hà', tagline: 'Sẽ quay lại vào cuối tuần', avatar: null, online: false },
    ],
    lines: [
      ['demo01', 'Chào mọi người! Hôm nay chơi gì nhỉ?'],
      ['demo02', 'Bàn baccarat số 2 đang đỏ lắm'],
      ['demo03', 'Vừa trúng slot, vui quá 🎉'],
      ['demo01', 'Chúc mừng bạn!'],
    ],
    words: ['scam', 'lừa đảo', 'ngu'],
  },
};

/**
 * The demo's chat room and hosts for one merchant: chat open without slow mode and with a small word
 * filter, its live models, and a few lobby lines from demo members a few minutes apart. Runs once:
 * the settings row is the mark, so a merchant whose operators changed anything keeps it.
 */
export async function seedDemoSupport(
  deps: { db: Database; clock: Clock; chat: ChatRepository; models: LiveModelsRepository },
  merchantCode: string,
): Promise<void> {
  const demo = DEMO[merchantCode];
  if (!demo) return;
  if (await deps.chat.settings(deps.db, merchantCode)) return;
  const members = await deps.chat.membersByAccounts(
    merchantCode,
    demo.lines.map(([account]) => account),
  );
  const byAccount = new Map(members.map((m) => [m.account, m]));
  const now = deps.clock.now();
  await deps.db.transaction(async (tx) => {
    const first = await deps.chat.saveSettings(
      tx,
      merchantCode,
      { enabled: true, slowModeSeconds: 0, wordFilter: demo.words },
      null,
      now,
      true,
    );
    if (!first) return;
    if ((await deps.models.count(tx, merchantCode)) === 0)
      for (const [index, m] of demo.models.entries())
        await deps.models.insert(tx, {
          id: newId(),
          merchantCode,
          name: m.name,
          tagline: m.tagline,
          avatarUrl: m.avatar,
          online: m.online,
          sortOrder: (index + 1) * 10,
          by: null,
          now,
        });
    const lines = demo.lines.flatMap(([account, text], index) => {
      const member = byAccount.get(account);
      return member
        ? [
            {
              merchantCode,
              room: 'lobby',
              memberId: member.id,
              author: member.nickname,
              text,
              at: new Date(now.getTime() - (demo.lines.length - index) * 3 * 60_000),
            },
          ]
        : [];
    });
    await deps.chat.insertDemoLines(tx, lines);
  });
}
