import { describe, expect, it } from 'vitest';
import {
  isInboxFilter,
  keepSelected,
  messagePreview,
  pageAfterDelete,
  parseUnreadMessage,
  toggleAll,
  toggleSelected,
} from './inbox-view.ts';

describe('inbox view', () => {
  it('reads the unread count of the inbox socket and ignores anything else', () => {
    expect(parseUnreadMessage(JSON.stringify({ type: 'unread', count: 4 }))).toBe(4);
    expect(parseUnreadMessage(JSON.stringify({ type: 'unread', count: 0 }))).toBe(0);
    expect(parseUnreadMessage(JSON.stringify({ type: 'unread', count: -1 }))).toBeNull();
    expect(parseUnreadMessage(JSON.stringify({ type: 'unread', count: '4' }))).toBeNull();
    expect(parseUnreadMessage(JSON.stringify({ type: 'unread', count: 1.5 }))).toBeNull();
    expect(parseUnreadMessage(JSON.stringify({ type: 'balance', count: 4 }))).toBeNull();
    expect(parseUnreadMessage('{')).toBeNull();
  });

  it('knows its filters', () => {
    expect(isInboxFilter('UNREAD')).toBe(true);
    expect(isInboxFilter('unread')).toBe(false);
    expect(isInboxFilter(null)).toBe(false);
  });

  it('previews HTML as one line of plain text', () => {
    expect(messagePreview('<p>Hello <b>there</b></p><p>Second&nbsp;line &amp; more</p>')).toBe(
      'Hello there Second line & more',
    );
    expect(messagePreview('<ul><li>a</li><li>b</li></ul>')).toBe('a b');
    expect(messagePreview('&#65;&#x42; &lt;script&gt; &unknown;')).toBe('AB <script> &unknown;');
    expect(messagePreview('one two three four five six', 14)).toBe('one two three…');
    expect(messagePreview('abcdefghijklmnop', 5)).toBe('abcde…');
  });

  it('ticks and unticks messages', () => {
    const one = toggleSelected(new Set(), '1');
    expect([...one]).toEqual(['1']);
    expect([...toggleSelected(one, '1')]).toEqual([]);
    expect([...toggleAll(one, ['1', '2'])].sort()).toEqual(['1', '2']);
    expect([...toggleAll(new Set(['1', '2']), ['1', '2'])]).toEqual([]);
    expect([...toggleAll(new Set(), [])]).toEqual([]);
    expect([...keepSelected(new Set(['1', '9']), ['1', '2'])]).toEqual(['1']);
  });

  it('steps back a page when a delete empties the last one', () => {
    expect(pageAfterDelete({ pageNo: 3, total: 21, pageSize: 10 }, 1)).toBe(2);
    expect(pageAfterDelete({ pageNo: 3, total: 22, pageSize: 10 }, 1)).toBe(3);
    expect(pageAfterDelete({ pageNo: 1, total: 1, pageSize: 10 }, 1)).toBe(1);
    expect(pageAfterDelete({ pageNo: 2, total: 15, pageSize: 10 }, 0)).toBe(2);
  });
});
