import { CHAT_LIMITS } from '@platform/contracts';
import { useState, type KeyboardEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { ui } from '../../components/ui.tsx';
import { addWords, removeWord, WORD_MAX_CHARS } from './chat-rules.ts';
import styles from './chat.module.css';

/**
 * The chat's word filter as tags: type words (several at once, comma separated) and add them with
 * Enter or the button; each tag has its own remove button. Says why a typed word was left out.
 */
export function WordFilterEditor(props: {
  words: string[];
  onChange: (words: string[]) => void;
  disabled?: boolean;
}) {
  const { t } = useTranslation();
  const [typed, setTyped] = useState('');
  const [note, setNote] = useState<string | null>(null);
  const max = CHAT_LIMITS.maxWordFilter;
  const full = props.words.length >= max;
  const add = () => {
    const result = addWords(props.words, typed, max);
    const notes = [
      result.duplicate.length ? t('support.chat.wordsDuplicate', { words: result.duplicate.join(', ') }) : '',
      result.tooLong.length
        ? t('support.chat.wordsTooLong', { words: result.tooLong.join(', '), max: WORD_MAX_CHARS })
        : '',
      result.overLimit.length ? t('support.chat.wordsOverLimit', { max }) : '',
    ].filter(Boolean);
    setNote(notes.length ? notes.join(' ') : null);
    if (result.words.length !== props.words.length) props.onChange(result.words);
    setTyped('');
  };
  const onKeyDown = (event: KeyboardEvent<HTMLInputElement>) => {
    if (event.key === 'Enter') {
      event.preventDefault();
      if (typed.trim()) add();
    }
  };
  return (
    <div className={styles.wordFilter}>
      <div className={styles.wordAdd}>
        <label className={ui.field}>
          <span>{t('support.chat.addWords')}</span>
          <input
            className={ui.input}
            value={typed}
            disabled={props.disabled || full}
            placeholder={t('support.chat.addWordsPlaceholder')}
            aria-describedby="word-filter-count"
            onChange={(e) => setTyped(e.target.value)}
            onKeyDown={onKeyDown}
          />
        </label>
        <button
          type="button"
          className={`${ui.button} ${ui.secondary}`}
          disabled={props.disabled || full || !typed.trim()}
          onClick={add}
        >
          {t('support.chat.addWord')}
        </button>
      </div>
      {note ? (
        <p className={styles.wordNote} role="status">
          {note}
        </p>
      ) : null}
      <p id="word-filter-count" className={styles.wordCount}>
        {t('support.chat.wordCount', { count: props.words.length, max })}
      </p>
      {props.words.length === 0 ? (
        <p className={ui.muted}>{t('support.chat.noWords')}</p>
      ) : (
        <ul className={styles.tags} aria-label={t('support.chat.wordFilter')}>
          {props.words.map((word) => (
            <li key={word} className={styles.tag}>
              <span>{word}</span>
              {props.disabled ? null : (
                <button
                  type="button"
                  className={styles.tagRemove}
                  aria-label={t('support.chat.removeWord', { word })}
                  onClick={() => props.onChange(removeWord(props.words, word))}
                >
                  ×
                </button>
              )}
            </li>
          ))}
        </ul>
      )}
    </div>
  );
}
