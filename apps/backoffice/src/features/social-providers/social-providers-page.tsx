import {
  SOCIAL_PROVIDER_NAMES,
  ZSocialProviderUpdate,
  type TSocialProviderSetting,
  type TSocialProviderUpdate,
} from '@platform/contracts';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { useEffect, useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { toast } from '../../components/toast.tsx';
import { Card, ErrorNote, PageHeader, Skeleton, Switch, ui } from '../../components/ui.tsx';
import { queryKeys } from '../../lib/query-keys.ts';
import type { MerchantScreenProps } from '../../lib/merchant-settings.ts';
import { socialProvidersApi, useSocialProviders } from './api/social-providers-api.ts';

/**
 * Each merchant's OpenID Connect clients at Google and Facebook (spec §1 social login). The button
 * shows on the site when the provider is enabled here and its white-label flag is on. The client
 * secret is write-only: the server only says whether one is stored.
 */
export function SocialProvidersPage(props: MerchantScreenProps) {
  const { t } = useTranslation();
  const query = useSocialProviders(props.merchantCode);
  return (
    <div className={ui.page}>
      <PageHeader
        title={t('socialProviders.title')}
        subtitle={t('socialProviders.subtitle', { merchant: props.brandName })}
      />
      {!props.canWrite ? <p className={ui.notice}>{t('common.readOnly')}</p> : null}
      <ErrorNote error={query.error} />
      {query.isPending ? (
        <Skeleton rows={6} />
      ) : (
        (query.data ?? []).map((setting) => (
          <ProviderCard
            key={setting.provider}
            merchantCode={props.merchantCode}
            setting={setting}
            canWrite={props.canWrite}
          />
        ))
      )}
    </div>
  );
}

function ProviderCard({
  merchantCode,
  setting,
  canWrite,
}: {
  merchantCode: string;
  setting: TSocialProviderSetting;
  canWrite: boolean;
}) {
  const { t } = useTranslation();
  const client = useQueryClient();
  const name = SOCIAL_PROVIDER_NAMES[setting.provider];
  const [issuerUrl, setIssuerUrl] = useState(setting.issuerUrl);
  const [clientId, setClientId] = useState(setting.clientId);
  const [clientSecret, setClientSecret] = useState('');
  const [enabled, setEnabled] = useState(setting.enabled);
  const [invalid, setInvalid] = useState<Set<string>>(new Set());
  useEffect(() => {
    setIssuerUrl(setting.issuerUrl);
    setClientId(setting.clientId);
    setEnabled(setting.enabled);
    setClientSecret('');
  }, [setting]);

  const save = useMutation({
    mutationFn: (body: TSocialProviderUpdate) => socialProvidersApi.save(merchantCode, body),
    onSuccess: (settings) => {
      client.setQueryData(queryKeys.socialProviders(merchantCode), settings);
      toast(t('socialProviders.saved', { provider: name }));
    },
  });

  const submit = (event: FormEvent) => {
    event.preventDefault();
    const body = {
      provider: setting.provider,
      issuerUrl: issuerUrl.trim(),
      clientId: clientId.trim(),
      clientSecret: clientSecret.trim() || undefined,
      enabled,
    };
    const parsed = ZSocialProviderUpdate.safeParse(body);
    const issues = new Set(parsed.success ? [] : parsed.error.issues.map((i) => String(i.path[0])));
    if (!setting.clientSecretSet && !body.clientSecret) issues.add('clientSecret');
    setInvalid(issues);
    if (issues.size === 0) save.mutate(body);
  };

  const field = (key: 'issuerUrl' | 'clientId', value: string, set: (v: string) => void) => (
    <label className={ui.field}>
      <span>{t(`socialProviders.${key}`)}</span>
      <input
        className={`${ui.input} ${invalid.has(key) ? ui.invalid : ''}`}
        value={value}
        disabled={!canWrite}
        spellCheck={false}
        autoComplete="off"
        onChange={(e) => set(e.target.value)}
        aria-invalid={invalid.has(key)}
      />
    </label>
  );

  return (
    <form onSubmit={submit} aria-label={name}>
      <Card title={name}>
        <div style={{ display: 'grid', gap: 14 }}>
          <p className={ui.muted}>
            {setting.flagEnabled
              ? t('socialProviders.flagOn', { provider: name })
              : t('socialProviders.flagOff', { provider: name })}
          </p>
          <div className={ui.row}>
            <Switch
              checked={enabled}
              onChange={setEnabled}
              disabled={!canWrite}
              label={t('socialProviders.enabledFor', { provider: name })}
            />
            <span>{t('socialProviders.enabled')}</span>
          </div>
          <div className={ui.grid2}>
            {field('issuerUrl', issuerUrl, setIssuerUrl)}
            {field('clientId', clientId, setClientId)}
            <label className={ui.field}>
              <span>{t('socialProviders.clientSecret')}</span>
              <input
                type="password"
                className={`${ui.input} ${invalid.has('clientSecret') ? ui.invalid : ''}`}
                value={clientSecret}
                disabled={!canWrite}
                autoComplete="new-password"
                placeholder={
                  setting.clientSecretSet
                    ? t('socialProviders.secretKept')
                    : t('socialProviders.secretNeeded')
                }
                onChange={(e) => setClientSecret(e.target.value)}
                aria-invalid={invalid.has('clientSecret')}
              />
            </label>
            <label className={ui.field}>
              <span>{t('socialProviders.redirectUri')}</span>
              <input className={ui.input} value={t('socialProviders.redirectUriValue')} readOnly />
            </label>
          </div>
          {invalid.size ? <p className={ui.error}>{t('socialProviders.invalid')}</p> : null}
          <ErrorNote error={save.error} />
          {canWrite ? (
            <div className={ui.row}>
              <button type="submit" className={ui.button} disabled={save.isPending}>
                {save.isPending ? t('common.saving') : t('common.save')}
              </button>
            </div>
          ) : null}
        </div>
      </Card>
    </form>
  );
}
