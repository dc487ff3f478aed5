import {
  DISPLAY_LANGUAGES,
  ZBrandConfigUpdate,
  type TBrandConfig,
  type TBrandConfigUpdate,
} from '@platform/contracts';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { useEffect, useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { toast } from '../../components/toast.tsx';
import { Card, ErrorNote, PageHeader, Skeleton, ui } from '../../components/ui.tsx';
import { queryKeys } from '../../lib/query-keys.ts';
import { useSettings } from '../../lib/merchant-settings.ts';
import { brandConfigApi } from './api/brand-config-api.ts';

const PRIZE_MODES = ['LOTT', 'ZY', 'ELOTT', 'SEA'] as const;
const SOCIAL = [
  'youtube',
  'twitter',
  'tiktok',
  'facebook',
  'instagram',
  'whatsapp',
  'line',
  'telegram',
] as const;

export function BrandConfigPage({ merchantCode, canWrite }: { merchantCode: string; canWrite: boolean }) {
  const { t } = useTranslation();
  const client = useQueryClient();
  const { data, isPending, error } = useSettings(merchantCode);
  const [form, setForm] = useState<TBrandConfig | null>(null);
  const [invalid, setInvalid] = useState<Set<string>>(new Set());
  useEffect(() => setForm(data?.brandConfig ?? null), [data]);

  const save = useMutation({
    mutationFn: (body: TBrandConfigUpdate) => brandConfigApi.save(merchantCode, body),
    onSuccess: () => {
      toast(t('brandConfig.saved'));
      void client.invalidateQueries({ queryKey: queryKeys.settings(merchantCode) });
      void client.invalidateQueries({ queryKey: queryKeys.merchants });
    },
  });

  if (isPending || !form) return <Skeleton rows={8} />;
  const set = <K extends keyof TBrandConfig>(key: K, value: TBrandConfig[K]) =>
    setForm({ ...form, [key]: value });
  const { merchant: _m, merchantCode: _c, currency: _cur, ...editable } = form;

  const submit = (event: FormEvent) => {
    event.preventDefault();
    const parsed = ZBrandConfigUpdate.safeParse(editable);
    const issues = new Set(parsed.success ? [] : parsed.error.issues.map((i) => String(i.path[0])));
    if (!form.supportedLanguages.includes(form.defaultLanguage)) issues.add('defaultLanguage');
    setInvalid(issues);
    if (issues.size === 0) save.mutate(editable);
  };
  const text = (
    key:
      | 'brandName'
      | 'platform'
      | 'lotteryType'
      | 'cockfightGameCode'
      | 'currencySymbol'
      | 'timeZone'
      | 'analyticsGtagId',
  ) => (
    <label className={ui.field}>
      <span>{t(`brandConfig.${key}`)}</span>
      <input
        className={`${ui.input} ${invalid.has(key) ? ui.invalid : ''}`}
        value={form[key]}
        disabled={!canWrite}
        onChange={(e) => set(key, e.target.value)}
        aria-invalid={invalid.has(key)}
      />
    </label>
  );
  const toggleIn = <T extends string>(list: T[], item: T) =>
    list.includes(item) ? list.filter((x) => x !== item) : [...list, item];

  return (
    <form className={ui.page} onSubmit={submit}>
      <PageHeader
        title={t('brandConfig.title')}
        subtitle={t('brandConfig.subtitle', { merchant: form.brandName })}
        actions={
          canWrite ? (
            <button type="submit" className={ui.button} disabled={save.isPending}>
              {save.isPending ? t('common.saving') : t('common.save')}
            </button>
          ) : null
        }
      />
      {!canWrite ? <p className={ui.notice}>{t('common.readOnly')}</p> : null}
      <ErrorNote error={error ?? save.error} />
      {invalid.size ? <p className={ui.error}>{t('brandConfig.invalid')}</p> : null}
      <Card title={t('brandConfig.identity')}>
        <div className={ui.grid2}>
          {text('brandName')}
          {text('platform')}
          <label className={ui.field}>
            <span>{t('brandConfig.merchantCode')}</span>
            <input className={ui.input} value={form.merchantCode} disabled />
          </label>
          <label className={ui.field}>
            <span>{t('brandConfig.currency')}</span>
            <input className={ui.input} value={form.currency} disabled />
          </label>
          {text('currencySymbol')}
          {text('timeZone')}
        </div>
      </Card>
      <Card title={t('brandConfig.languages')}>
        <div style={{ display: 'grid', gap: 14 }}>
          <label className={ui.field} style={{ maxWidth: 320 }}>
            <span>{t('brandConfig.defaultLanguage')}</span>
            <select
              className={`${ui.select} ${invalid.has('defaultLanguage') ? ui.invalid : ''}`}
              value={form.defaultLanguage}
              disabled={!canWrite}
              onChange={(e) => set('defaultLanguage', e.target.value as TBrandConfig['defaultLanguage'])}
            >
              {DISPLAY_LANGUAGES.map((l) => (
                <option key={l.code} value={l.code}>
                  {l.nativeName} ({l.code})
                </option>
              ))}
            </select>
          </label>
          <fieldset style={{ border: 'none', padding: 0, margin: 0 }}>
            <legend className={ui.muted} style={{ fontWeight: 600, fontSize: 13, marginBottom: 8 }}>
              {t('brandConfig.supportedLanguages')}
            </legend>
            <div style={{ display: 'flex', flexWrap: 'wrap', gap: 8 }}>
              {DISPLAY_LANGUAGES.map((l) => (
                <label key={l.code} className={ui.badge} style={{ cursor: canWrite ? 'pointer' : 'default' }}>
                  <input
                    type="checkbox"
                    checked={form.supportedLanguages.includes(l.code)}
                    disabled={!canWrite}
                    onChange={() => set('supportedLanguages', toggleIn(form.supportedLanguages, l.code))}
                  />
                  {l.nativeName}
                </label>
              ))}
            </div>
          </fieldset>
        </div>
      </Card>
      <Card title={t('brandConfig.games')}>
        <div className={ui.grid2}>
          {text('lotteryType')}
          {text('cockfightGameCode')}
          <label className={ui.field}>
            <span>{t('brandConfig.esportGameCodes')}</span>
            <input
              className={ui.input}
              value={form.esportGameCodes.join(', ')}
              disabled={!canWrite}
              onChange={(e) =>
                set(
                  'esportGameCodes',
                  e.target.value
                    .split(',')
                    .map((s) => s.trim())
                    .filter(Boolean),
                )
              }
            />
          </label>
          <fieldset style={{ border: 'none', padding: 0, margin: 0 }}>
            <legend className={ui.muted} style={{ fontWeight: 600, fontSize: 13, marginBottom: 8 }}>
              {t('brandConfig.prizeModes')}
            </legend>
            <div className={ui.row}>
              {PRIZE_MODES.map((mode) => (
                <label key={mode} className={ui.badge}>
                  <input
                    type="checkbox"
                    checked={form.prizeModes.includes(mode)}
                    disabled={!canWrite}
                    onChange={() => set('prizeModes', toggleIn(form.prizeModes, mode))}
                  />
                  {mode}
                </label>
              ))}
            </div>
          </fieldset>
        </div>
      </Card>
      <Card title={t('brandConfig.social')}>
        <div className={ui.grid2}>
          {SOCIAL.map((key) => (
            <label key={key} className={ui.field}>
              <span style={{ textTransform: 'capitalize' }}>{key}</span>
              <input
                className={ui.input}
                type="url"
                value={form.social[key] ?? ''}
                disabled={!canWrite}
                placeholder="https://"
                onChange={(e) => set('social', { ...form.social, [key]: e.target.value || undefined })}
              />
            </label>
          ))}
        </div>
      </Card>
      <Card title={t('brandConfig.analytics')}>{text('analyticsGtagId')}</Card>
    </form>
  );
}
