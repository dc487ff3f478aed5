import { describe, expect, it } from 'vitest';
import { bannerArtByFile, BANNER_ART, wrapText } from '../domain/banner-art.ts';
import { audienceSees, isScheduledAt, linkHref, pickTranslation } from '../domain/content-visibility.ts';
import { renderInboxTemplate } from '../domain/inbox-templates.ts';
import { plainText, sanitizeContentHtml } from '../html-sanitizer.ts';

describe('content rules', () => {
  it('shows an item from its start (inclusive) to its end (exclusive)', () => {
    const at = (iso: string) => new Date(iso);
    const item = { startsAt: at('2026-11-25T10:00:00Z'), endsAt: at('2026-11-25T12:00:00Z') };
    expect(isScheduledAt(item, at('2026-11-25T09:59:59Z'))).toBe(false);
    expect(isScheduledAt(item, at('2026-11-25T10:00:00Z'))).toBe(true);
    expect(isScheduledAt(item, at('2026-11-25T12:00:00Z'))).toBe(false);
    expect(isScheduledAt({ startsAt: null, endsAt: null }, at('2030-01-01T00:00:00Z'))).toBe(true);
  });

  it('addresses each audience to the right viewers', () => {
    expect(['VISITOR', 'MEMBER', 'AGENT'].map((v) => audienceSees('VISITORS', v as never))).toEqual([
      true,
      false,
      false,
    ]);
    expect(['VISITOR', 'MEMBER', 'AGENT'].map((v) => audienceSees('MEMBERS', v as never))).toEqual([
      false,
      true,
      true,
    ]);
    expect(['VISITOR', 'MEMBER', 'AGENT'].map((v) => audienceSees('AGENTS', v as never))).toEqual([
      false,
      false,
      true,
    ]);
  });

  it('falls back to the merchant language, then the first text', () => {
    const texts = [
      { language: 'VI' as const, title: 'vi' },
      { language: 'TH' as const, title: 'th' },
    ];
    expect(pickTranslation(texts, 'TH', 'VI')?.title).toBe('th');
    expect(pickTranslation(texts, 'KO', 'TH')?.title).toBe('th');
    expect(pickTranslation(texts, 'KO', 'EN')?.title).toBe('vi');
  });

  it('links each target kind where the site opens it', () => {
    expect(linkHref('PROMOTION', 'FIRST DEPOSIT')).toEqual({
      href: '/promotions#FIRST%20DEPOSIT',
      external: false,
    });
    expect(linkHref('GAME', 'HOUSE')).toEqual({ href: '/rng?vassalage=HOUSE', external: false });
    expect(linkHref('URL', 'https://x.example')).toEqual({ href: 'https://x.example', external: true });
    expect(linkHref('NONE', '')).toEqual({ href: null, external: false });
  });

  it('words a system message in the reader language with its parameters escaped', () => {
    const th = renderInboxTemplate(
      'FEEDBACK_ANSWERED',
      { questionType: 'DEPOSIT', answer: 'line 1\n<b>2</b>' },
      'TH',
    );
    expect(th.title).toBe('ข้อเสนอแนะของคุณได้รับคำตอบแล้ว');
    expect(th.bodyHtml).toContain('การฝากเงิน');
    expect(th.bodyHtml).toContain('line 1<br />&lt;b&gt;2&lt;/b&gt;');
    expect(
      renderInboxTemplate('REWARD_ISSUED', { amount: '1', currency: 'THB', reason: 'x' }, 'JA').title,
    ).toBe('Reward issued');
  });

  it('keeps the editor output and nothing dangerous', () => {
    expect(sanitizeContentHtml('<p class="align-center bad">a</p><ol><li>b</li></ol>')).toBe(
      '<p class="align-center">a</p><ol><li>b</li></ol>',
    );
    expect(sanitizeContentHtml('<img src="/api/wps/media/content/x.png" alt="a" onerror="x">')).toBe(
      '<img src="/api/wps/media/content/x.png" alt="a" />',
    );
    expect(sanitizeContentHtml('<img src="http://plain.example/x.png">')).toBe('');
    expect(plainText('a <b>b</b> &amp; <script>c</script>')).toBe('a b &');
  });

  it('wraps artwork text and draws every listed artwork', () => {
    expect(wrapText('one two three four', 9, 2)).toEqual(['one two', 'three…']);
    expect(wrapText('每场比赛每个瞬间', 4, 2, 'cn')).toEqual(['每场比赛', '每个瞬间']);
    expect(wrapText('หมุนสล็อตนับพันเกม', 12, 2, 'th').join('')).toBe('หมุนสล็อตนับพันเกม');
    for (const art of BANNER_ART) {
      const svg = bannerArtByFile(`art-${art.name}.svg`);
      expect(svg, art.name).toMatch(/^<svg /);
      expect(svg).not.toMatch(/<script|on\w+=/i);
    }
    expect(bannerArtByFile('art-live-xx.svg')).toBeNull();
  });
});
