import { DISPLAY_LANGUAGES, type LanguageCode } from '@platform/contracts';
import { useTranslation } from 'react-i18next';
import { Tabs } from './tabs.tsx';
import { ui } from './ui.tsx';

/** `ไทย (TH)`: a language as an operator recognises it. */
export const languageName = (code: LanguageCode) =>
  `${DISPLAY_LANGUAGES.find((l) => l.code === code)?.nativeName ?? code} (${code})`;

/**
 * One tab per language a text is written in, with adding one of the merchant's other languages and
 * removing the open one (never the last). A tab whose fields have problems is marked.
 */
export function LanguageTabs(props: {
  id: string;
  label: string;
  languages: readonly LanguageCode[];
  /** The merchant's languages: what may be added. */
  available: readonly LanguageCode[];
  value: LanguageCode;
  onChange: (language: LanguageCode) => void;
  onAdd: (language: LanguageCode) => void;
  onRemove: (language: LanguageCode) => void;
  withProblems?: ReadonlySet<LanguageCode>;
  disabled?: boolean;
}) {
  const { t } = useTranslation();
  const addable = props.available.filter((l) => !props.languages.includes(l));
  const canAdd = addable.length > 0 && !props.disabled;
  const canRemove = props.languages.length > 1 && !props.disabled;
  return (
    <div style={{ display: 'grid', gap: 10, minWidth: 0 }}>
      <Tabs
        id={props.id}
        label={props.label}
        value={props.value}
        onChange={props.onChange}
        items={props.languages.map((code) => ({
          key: code,
          label: `${languageName(code)}${props.withProblems?.has(code) ? ' ⚠' : ''}`,
        }))}
      />
      {canAdd || canRemove ? (
        <div className={ui.row} style={{ gap: 8, justifyContent: 'flex-end' }}>
          {canAdd ? (
            <select
              className={ui.select}
              style={{ width: 'auto', minHeight: 34, padding: '5px 10px' }}
              aria-label={t('languageTabs.add')}
              value=""
              onChange={(e) => e.target.value && props.onAdd(e.target.value as LanguageCode)}
            >
              <option value="">{t('languageTabs.choose')}</option>
              {addable.map((code) => (
                <option key={code} value={code}>
                  {languageName(code)}
                </option>
              ))}
            </select>
          ) : null}
          {canRemove ? (
            <button
              type="button"
              className={`${ui.button} ${ui.secondary}`}
              style={{ minHeight: 34, padding: '5px 12px' }}
              onClick={() => props.onRemove(props.value)}
            >
              {t('languageTabs.remove', { language: languageName(props.value) })}
            </button>
          ) : null}
        </div>
      ) : null}
    </div>
  );
}
