import { LOTTERY_MARKETS, type TAdminLotteryBetOdds } from '@platform/contracts';
import { formatMoney, isCurrencyCode, money } from '@platform/money';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { toast } from '../../components/toast.tsx';
import { Card, ErrorNote, PageHeader, SelectField, Skeleton, ui } from '../../components/ui.tsx';
import { lotteryOddsApi, lotteryOddsKey, useLotteryOdds } from './lottery-api.ts';
import styles from './lottery.module.css';

type Draft = Record<string, Record<keyof TAdminLotteryBetOdds, string>>;
const FIELDS = ['price', 'payouts', 'minUnits', 'maxUnits', 'liabilityUnits'] as const;
const draftOf = (b: TAdminLotteryBetOdds) => ({
  price: String(b.price),
  payouts: b.payouts.join(' '),
  minUnits: String(b.minUnits),
  maxUnits: String(b.maxUnits),
  liabilityUnits: String(b.liabilityUnits),
});
const whole = (s: string) => (/^\d{1,13}$/.test(s.trim()) ? Number(s.trim()) : NaN);

/**
 * A merchant's lottery terms (issue 14, lottery.manage): per market and bet type the price and
 * payouts in betting units, the stake limits and the liability limit per number and draw. A change
 * prices the tickets sold after it; tickets already sold keep theirs.
 */
export function LotteryOddsPage(props: { merchantCode: string; brandName: string; canWrite: boolean }) {
  const { t, i18n } = useTranslation();
  const client = useQueryClient();
  const odds = useLotteryOdds(props.merchantCode);
  const [market, setMarket] = useState<string>('VN_NORTH');
  const [draft, setDraft] = useState<Draft>({});
  const terms = odds.data?.odds[market] ?? {};
  // The vendor's bet types by name (a unit test keeps every one named); the code stays visible.
  const betTypeName = (code: string) => t(`lotteryAdmin.betTypes.${code}`, { defaultValue: code });
  const edited = (betType: string) => draft[betType] ?? draftOf(terms[betType]!);
  const parsed = (betType: string): TAdminLotteryBetOdds | null => {
    const d = edited(betType);
    const payouts = d.payouts
      .trim()
      .split(/[\s,]+/)
      .map(whole);
    const b = {
      price: whole(d.price),
      payouts,
      minUnits: whole(d.minUnits),
      maxUnits: whole(d.maxUnits),
      liabilityUnits: whole(d.liabilityUnits),
    };
    const ok =
      b.price > 0 &&
      payouts.length === terms[betType]!.payouts.length &&
      payouts.every((p) => p >= 0) &&
      b.minUnits > 0 &&
      b.maxUnits >= b.minUnits &&
      b.liabilityUnits > 0;
    return ok ? b : null;
  };
  const changed = Object.keys(draft).filter((b) => terms[b]);
  const invalid = changed.filter((b) => !parsed(b));
  const save = useMutation({
    mutationFn: () =>
      lotteryOddsApi.update(props.merchantCode, {
        odds: { [market]: Object.fromEntries(changed.map((b) => [b, parsed(b)!])) },
      }),
    onSuccess: (data) => {
      client.setQueryData(lotteryOddsKey(props.merchantCode), data);
      setDraft({});
      toast(t('lotteryOdds.saved'));
    },
  });
  const unit =
    odds.data && isCurrencyCode(odds.data.currency)
      ? `${formatMoney(money(BigInt(odds.data.unitMinor), odds.data.currency), i18n.language === 'CN' ? 'zh-CN' : 'en', { display: 'none' })} ${odds.data.currency}`
      : '';

  return (
    <div className={ui.page}>
      <PageHeader
        title={t('lotteryOdds.title')}
        subtitle={t('lotteryOdds.subtitle', { merchant: props.brandName })}
      />
      <Card title={t('lotteryOdds.termsTitle')}>
        <div className={ui.row}>
          <SelectField
            label={t('lotteryAdmin.market')}
            value={market}
            onChange={(v) => {
              setMarket(v);
              setDraft({});
            }}
          >
            {LOTTERY_MARKETS.map((m) => (
              <option key={m} value={m}>
                {t(`lotteryAdmin.markets.${m}`)}
              </option>
            ))}
          </SelectField>
        </div>
        {unit ? <p className={ui.muted}>{t('lotteryOdds.unitHint', { unit })}</p> : null}
        <ErrorNote error={odds.error ?? save.error} />
        {!odds.data ? (
          <Skeleton rows={8} />
        ) : (
          <form
            onSubmit={(e) => {
              e.preventDefault();
              if (changed.length > 0 && invalid.length === 0) save.mutate();
            }}
          >
            <div className={ui.tableScroll}>
              <table className={`${ui.table} ${styles.stack}`}>
                <thead>
                  <tr>
                    <th scope="col">{t('lotteryOdds.betType')}</th>
                    {FIELDS.map((f) => (
                      <th scope="col" key={f}>
                        {t(`lotteryOdds.fields.${f}`)}
                      </th>
                    ))}
                  </tr>
                </thead>
                <tbody>
                  {Object.keys(terms).map((betType) => (
                    <tr key={betType} data-testid={`odds-${betType}`}>
                      <th scope="row" className={`${styles.stackHead} ${styles.betTypeHead}`}>
                        {betTypeName(betType)}
                        <div className={`${ui.sub} ${ui.mono}`}>{betType}</div>
                      </th>
                      {FIELDS.map((f) => (
                        <td key={f} data-label={t(`lotteryOdds.fields.${f}`)}>
                          <input
                            className={`${ui.input} ${styles.oddsInput} ${
                              draft[betType] && !parsed(betType) ? ui.invalid : ''
                            }`}
                            aria-label={t('lotteryOdds.fieldNamed', {
                              field: t(`lotteryOdds.fields.${f}`),
                              betType: betTypeName(betType),
                            })}
                            inputMode="numeric"
                            disabled={!props.canWrite}
                            value={edited(betType)[f]}
                            onChange={(e) =>
                              setDraft({ ...draft, [betType]: { ...edited(betType), [f]: e.target.value } })
                            }
                          />
                        </td>
                      ))}
                    </tr>
                  ))}
                </tbody>
              </table>
            </div>
            {props.canWrite ? (
              <div className={ui.row}>
                <button
                  type="submit"
                  className={ui.button}
                  disabled={changed.length === 0 || invalid.length > 0 || save.isPending}
                >
                  {t('lotteryOdds.save', { count: changed.length })}
                </button>
                {invalid.length > 0 ? <span className={ui.error}>{t('lotteryOdds.invalid')}</span> : null}
              </div>
            ) : null}
            <p className={ui.muted}>{t('lotteryOdds.appliesHint')}</p>
          </form>
        )}
      </Card>
    </div>
  );
}
