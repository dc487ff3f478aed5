import { CHAT_LIMITS } from '@platform/contracts/client';
import {
  useEffect,
  useId,
  useLayoutEffect,
  useRef,
  useState,
  type CSSProperties,
  type FormEvent,
  type KeyboardEvent,
} from 'react';
import { useTranslation } from 'react-i18next';
import { Button } from '../../../components/button/button.tsx';
import { Icon } from '../../../components/icon/icon.tsx';
import { Skeleton } from '../../../components/skeleton/skeleton.tsx';
import { StatusPill } from '../../../components/status-pill/status-pill.tsx';
import { useNow } from '../../../hooks/use-now.ts';
import {
  chatTextProblem,
  composerBlock,
  isNearBottom,
  unseenCount,
  waitSeconds,
  type ChatLine,
  type Connection,
} from '../chat-room-rules.ts';
import { useChatRoom } from '../hooks/use-chat-room.ts';
import styles from './chat-room.module.css';

const CONNECTION_TONES = {
  connecting: 'pending',
  open: 'success',
  reconnecting: 'action',
  closed: 'danger',
} as const satisfies Record<Connection, string>;

/** A steady colour per author, so a reader tells the voices apart. */
export function authorHue(authorKey: string): number {
  let hash = 0;
  for (const char of authorKey) hash = (hash * 31 + char.charCodeAt(0)) >>> 0;
  return hash % 360;
}

function formatTime(at: string, timeZone?: string, language?: string) {
  try {
    return new Intl.DateTimeFormat(language, {
      timeZone,
      hour: '2-digit',
      minute: '2-digit',
      hour12: false,
    }).format(new Date(at));
  } catch {
    return at.slice(11, 16);
  }
}

/**
 * A chat room (spec §1 "Customer service and a chat room"): the history on join, new lines live,
 * the member's own lines marked, a "new messages" pill for a reader who scrolled up (the room only
 * follows the end for a reader who is there), and a composer with the length limit (Enter sends,
 * Shift+Enter is a new line). Visitors read and are offered the login; a refused line comes back to
 * the composer with the reason (muted, slow mode with its countdown, too fast, chat closed).
 */
export function ChatRoom({
  room,
  title,
  token,
  isTrial,
  timeZone,
  onLogin,
  onRegister,
}: {
  room: string;
  title: string;
  token: string | null;
  isTrial: boolean;
  timeZone?: string;
  onLogin: () => void;
  onRegister: () => void;
}) {
  const { t, i18n } = useTranslation();
  const headingId = useId();
  const inputId = useId();
  const [text, setText] = useState('');
  const { state, say, dismissRefusal } = useChatRoom(room, token, (refused) =>
    setText((current) => (current.trim() ? current : refused)),
  );
  const listRef = useRef<HTMLDivElement>(null);
  const atBottom = useRef(true);
  const [lastSeenId, setLastSeenId] = useState<string | null>(null);
  const lastLineId = state.lines.at(-1)?.id ?? null;

  const isMember = !!token && !isTrial;
  const counting = state.slowModeSeconds > 0 || !!state.refusal || !!state.mutedUntil;
  const now = useNow(counting);
  const block = composerBlock(state, isMember, now);
  const wait = waitSeconds(state, now);
  const problem = chatTextProblem(text);

  // Follow the newest line only for a reader at the end; the others keep their place.
  useLayoutEffect(() => {
    const list = listRef.current;
    if (!list) return;
    if (atBottom.current) list.scrollTop = list.scrollHeight;
  }, [lastLineId, state.loaded]);

  const onScroll = () => {
    const list = listRef.current;
    if (!list) return;
    const near = isNearBottom(list);
    atBottom.current = near;
    if (near) setLastSeenId(null);
    else setLastSeenId((seen) => seen ?? lastLineId);
  };

  const toEnd = () => {
    const list = listRef.current;
    if (!list) return;
    atBottom.current = true;
    setLastSeenId(null);
    list.scrollTo({ top: list.scrollHeight, behavior: 'smooth' });
  };

  const unseen = unseenCount(state.lines, lastSeenId);

  // A refusal's note goes when the member starts another line after its wait.
  useEffect(() => {
    if (state.refusal && state.refusal.code === 'CHAT_TOO_FAST' && wait === 0) dismissRefusal();
  }, [state.refusal, wait, dismissRefusal]);

  const send = (event?: FormEvent) => {
    event?.preventDefault();
    if (block || wait > 0 || problem) return;
    if (say(text)) {
      setText('');
      atBottom.current = true;
    }
  };

  const onKeyDown = (event: KeyboardEvent<HTMLTextAreaElement>) => {
    if (event.key === 'Enter' && !event.shiftKey && !event.nativeEvent.isComposing) {
      event.preventDefault();
      send();
    }
  };

  const refusalText = (() => {
    const refusal = state.refusal;
    if (!refusal) return null;
    switch (refusal.code) {
      case 'CHAT_MUTED':
        return state.mutedUntil
          ? t('support.chat.refused.mutedUntil', {
              time: formatTime(state.mutedUntil, timeZone, i18n.language),
            })
          : t('support.chat.refused.muted');
      case 'CHAT_TOO_FAST':
        return wait > 0
          ? state.slowModeSeconds > 0
            ? t('support.chat.refused.slowMode', { seconds: wait })
            : t('support.chat.refused.tooFastWait', { seconds: wait })
          : t('support.chat.refused.tooFast');
      case 'CHAT_CLOSED':
        return t('support.chat.refused.closed');
      default:
        return refusal.message || t('support.chat.refused.other');
    }
  })();

  return (
    <section className={styles.room} aria-labelledby={headingId} data-testid="chat-room">
      <header className={styles.head}>
        <span className={styles.headIcon} aria-hidden="true">
          <Icon name="message" size={20} />
        </span>
        <div className={styles.headText}>
          <h2 id={headingId} className={styles.title}>
            {title}
          </h2>
          {state.slowModeSeconds > 0 ? (
            <p className={styles.sub}>
              <Icon name="clock" size={13} />
              {t('support.chat.slowModeOn', { seconds: state.slowModeSeconds })}
            </p>
          ) : (
            <p className={styles.sub}>{t('support.chat.subtitle')}</p>
          )}
        </div>
        <StatusPill tone={CONNECTION_TONES[state.connection]} size="sm" dot testId="chat-connection">
          {t(`support.chat.connection.${state.connection}`)}
        </StatusPill>
      </header>

      <div className={styles.logWrap}>
        <div
          ref={listRef}
          className={styles.log}
          role="log"
          aria-live="polite"
          aria-relevant="additions"
          aria-label={t('support.chat.logLabel', { room: title })}
          aria-busy={!state.loaded || undefined}
          tabIndex={0}
          onScroll={onScroll}
        >
          {!state.loaded && state.lines.length === 0 ? (
            <div className={styles.placeholder} aria-hidden="true">
              {[68, 44, 80, 52].map((width, index) => (
                <Skeleton key={index} width={`${width}%`} height={44} className={styles.placeholderLine} />
              ))}
            </div>
          ) : state.lines.length === 0 ? (
            <p className={styles.empty}>
              <Icon name="sparkle" size={18} />
              {t('support.chat.empty')}
            </p>
          ) : (
            <ol className={styles.lines}>
              {state.lines.map((line) => (
                <Line
                  key={line.id}
                  line={line}
                  own={line.authorKey === state.selfKey}
                  time={formatTime(line.at, timeZone, i18n.language)}
                />
              ))}
            </ol>
          )}
        </div>
        {unseen > 0 ? (
          <button type="button" className={styles.newPill} onClick={toEnd} data-testid="chat-new-messages">
            <Icon name="arrowDown" size={14} />
            {t('support.chat.newMessages', { count: unseen })}
          </button>
        ) : null}
      </div>

      {state.connection === 'reconnecting' ? (
        <p className={styles.banner} role="status">
          <Icon name="refresh" size={14} className={styles.spin} />
          {t('support.chat.reconnecting')}
        </p>
      ) : null}

      {block === 'visitor' ? (
        <div className={styles.gate}>
          <p>{isTrial ? t('support.chat.trialOnly') : t('support.chat.visitorOnly')}</p>
          {isTrial ? (
            <Button size="sm" onClick={onRegister}>
              {t('support.chat.register')}
            </Button>
          ) : (
            <Button size="sm" onClick={onLogin} icon={<Icon name="user" size={16} />}>
              {t('support.chat.login')}
            </Button>
          )}
        </div>
      ) : (
        <form className={styles.composer} onSubmit={send}>
          {refusalText ? (
            <p className={styles.refusal} role="alert" data-testid="chat-refusal">
              <Icon name="warning" size={14} />
              {refusalText}
            </p>
          ) : block === 'muted' && state.mutedUntil ? (
            <p className={styles.refusal} role="status">
              <Icon name="lock" size={14} />
              {t('support.chat.refused.mutedUntil', {
                time: formatTime(state.mutedUntil, timeZone, i18n.language),
              })}
            </p>
          ) : block === 'closed' ? (
            <p className={styles.refusal} role="status">
              <Icon name="lock" size={14} />
              {t('support.chat.refused.closed')}
            </p>
          ) : null}
          <div className={styles.inputRow}>
            <label htmlFor={inputId} className="visually-hidden">
              {t('support.chat.inputLabel')}
            </label>
            <textarea
              id={inputId}
              className={styles.input}
              rows={1}
              value={text}
              maxLength={CHAT_LIMITS.textChars}
              placeholder={
                block === 'offline' ? t('support.chat.waitConnection') : t('support.chat.placeholder')
              }
              disabled={block === 'muted' || block === 'closed'}
              aria-describedby={`${inputId}-count`}
              onChange={(event) => setText(event.target.value)}
              onKeyDown={onKeyDown}
            />
            <span className={styles.count} id={`${inputId}-count`}>
              {t('support.chat.count', { count: text.length, max: CHAT_LIMITS.textChars })}
            </span>
            <button
              type="submit"
              className={styles.send}
              disabled={!!block || wait > 0 || !!problem}
              aria-label={wait > 0 ? t('support.chat.sendIn', { seconds: wait }) : t('support.chat.send')}
              title={wait > 0 ? t('support.chat.sendIn', { seconds: wait }) : t('support.chat.send')}
            >
              {wait > 0 ? <span className={styles.wait}>{wait}</span> : <SendIcon />}
            </button>
          </div>
        </form>
      )}
    </section>
  );
}

function Line({ line, own, time }: { line: ChatLine; own: boolean; time: string }) {
  const { t } = useTranslation();
  const hue = authorHue(line.authorKey);
  return (
    <li
      className={[styles.line, own ? styles.own : ''].join(' ')}
      data-testid="chat-line"
      data-own={own || undefined}
    >
      <span className={styles.avatar} style={{ '--hue': hue } as CSSProperties} aria-hidden="true">
        {[...line.author][0]?.toUpperCase() ?? '?'}
      </span>
      <div className={styles.bubbleWrap}>
        <p className={styles.lineHead}>
          <span className={styles.author} style={{ '--hue': hue } as CSSProperties}>
            {line.author}
          </span>
          {own ? <span className={styles.you}>{t('support.chat.you')}</span> : null}
          <time className={styles.time} dateTime={line.at}>
            {time}
          </time>
        </p>
        <p className={styles.bubble}>{line.text}</p>
      </div>
    </li>
  );
}

function SendIcon() {
  return (
    <svg width="20" height="20" viewBox="0 0 24 24" fill="none" aria-hidden="true">
      <path
        d="M4 12 20 4l-5 16-3.5-6.5L4 12Z"
        stroke="currentColor"
        strokeWidth="1.9"
        strokeLinejoin="round"
      />
      <path d="m11.5 13.5 4-4" stroke="currentColor" strokeWidth="1.9" strokeLinecap="round" />
    </svg>
  );
}
