import { useMemo, useState, type FormEvent } from 'react';
import { SLOT_TITLES } from '../../../src/domain/slots/slot-titles.ts';
import { TABLE_GAMES } from '../../../src/domain/tables/index.ts';
import { verifyRound, type VerifyRoundResult } from '../../../src/domain/verify.ts';
import { useI18n } from '../i18n/i18n-context.tsx';
import { ApiError, apiGet } from '../lib/api.ts';
import { supportsColourEmoji } from '../lib/emoji-support.ts';
import { formatAmount, fromMinor, toMinor } from '../lib/money.ts';
import type { OutcomeView, RoundView } from '../lib/types.ts';
import { ResultView } from '../table/result-view.tsx';

interface Form {
  roundId: string;
  gameCode: string;
  serverSeed: string;
  serverSeedHash: string;
  clientSeed: string;
  nonce: string;
  bet: string;
  currency: string;
}

const GAME_CODES = [...Object.keys(SLOT_TITLES), ...Object.keys(TABLE_GAMES)];

function initialForm(): Form {
  const q = new URLSearchParams(window.location.search);
  return {
    roundId: q.get('roundId') ?? '',
    gameCode: q.get('gameCode') ?? GAME_CODES[0]!,
    serverSeed: q.get('serverSeed') ?? '',
    serverSeedHash: q.get('serverSeedHash') ?? '',
    clientSeed: q.get('clientSeed') ?? '',
    nonce: q.get('nonce') ?? '0',
    bet: q.get('bet') ?? '1.00',
    currency: (q.get('currency') ?? 'THB').toUpperCase(),
  };
}

function run(form: Form): VerifyRoundResult | { error: string } {
  try {
    const nonce = Number(form.nonce);
    const stakeMinor = toMinor(form.bet, form.currency);
    return verifyRound({
      gameCode: form.gameCode,
      serverSeed: form.serverSeed,
      ...(form.serverSeedHash.trim() ? { serverSeedHash: form.serverSeedHash.trim() } : {}),
      clientSeed: form.clientSeed,
      nonce,
      ...(stakeMinor > 0n ? { stakeMinor } : {}),
    });
  } catch (error) {
    return { error: (error as Error).message };
  }
}

/**
 * Recomputes a past round in the browser with the games' own code (domain/verify.ts): the seed's
 * SHA-256 against the hash published before betting, then the outcome from seed, client seed, nonce.
 */
export function VerifyPage() {
  const { t, language } = useI18n();
  const [form, setForm] = useState<Form>(initialForm);
  const [submitted, setSubmitted] = useState<Form | null>(() =>
    initialForm().serverSeed ? initialForm() : null,
  );
  const [loadError, setLoadError] = useState<string | null>(null);
  const [loaded, setLoaded] = useState(false);
  const result = useMemo(() => (submitted ? run(submitted) : null), [submitted]);

  const set = (field: keyof Form) => (event: { target: { value: string } }) =>
    setForm((previous) => ({ ...previous, [field]: event.target.value }));

  async function loadRound() {
    setLoadError(null);
    setLoaded(false);
    try {
      const round = await apiGet<RoundView>(`/api/rounds/${encodeURIComponent(form.roundId.trim())}`);
      const outcome = round.outcome as { bet?: string } | undefined;
      const next: Form = {
        ...form,
        gameCode: round.gameCode,
        serverSeed: round.serverSeed ?? '',
        serverSeedHash: round.serverSeedHash,
        clientSeed: round.clientSeed,
        nonce: String(round.nonce),
        bet: outcome?.bet ?? form.bet,
        currency: round.currency ?? form.currency,
      };
      setForm(next);
      setLoaded(true);
      if (round.serverSeed) setSubmitted(next);
    } catch (e) {
      setLoadError(e instanceof ApiError ? e.code : 'INTERNAL');
    }
  }

  function submit(event: FormEvent) {
    event.preventDefault();
    setSubmitted({ ...form });
  }

  const isSlot = Object.hasOwn(SLOT_TITLES, form.gameCode);
  const money = (amountMinor: bigint) =>
    formatAmount(
      fromMinor(amountMinor, submitted?.currency ?? 'THB'),
      submitted?.currency ?? 'THB',
      language,
    );

  return (
    <main className="verify" data-testid="verify-page">
      <h1>{t('verify.title')}</h1>
      <p>{t('verify.intro')}</p>

      <section className="panel">
        <div className="field">
          <label htmlFor="round-id">{t('verify.roundId')}</label>
          <div className="row">
            <input id="round-id" className="mono" value={form.roundId} onChange={set('roundId')} />
            <button
              type="button"
              className="btn"
              disabled={!form.roundId.trim()}
              onClick={() => void loadRound()}
            >
              {t('verify.load')}
            </button>
          </div>
          {loadError && <span role="alert">{t(`error.${loadError}` as 'error.INTERNAL')}</span>}
          {loaded && <span role="status">{t('verify.loaded')}</span>}
        </div>
      </section>

      <form className="panel" onSubmit={submit}>
        <div className="field">
          <label htmlFor="game-code">{t('verify.game')}</label>
          <select id="game-code" value={form.gameCode} onChange={set('gameCode')}>
            {GAME_CODES.map((code) => (
              <option key={code} value={code}>
                {SLOT_TITLES[code]?.name ?? TABLE_GAMES[code as keyof typeof TABLE_GAMES]?.name ?? code} (
                {code})
              </option>
            ))}
          </select>
        </div>
        <div className="field">
          <label htmlFor="nonce">{t('verify.nonce')}</label>
          <input id="nonce" inputMode="numeric" value={form.nonce} onChange={set('nonce')} />
        </div>
        <div className="field wide">
          <label htmlFor="server-seed">{t('verify.serverSeed')}</label>
          <input id="server-seed" value={form.serverSeed} onChange={set('serverSeed')} required />
        </div>
        <div className="field wide">
          <label htmlFor="server-seed-hash">{t('verify.serverSeedHash')}</label>
          <input id="server-seed-hash" value={form.serverSeedHash} onChange={set('serverSeedHash')} />
        </div>
        <div className="field wide">
          <label htmlFor="client-seed-verify">{t('verify.clientSeed')}</label>
          <input id="client-seed-verify" value={form.clientSeed} onChange={set('clientSeed')} />
        </div>
        {isSlot && (
          <>
            <div className="field">
              <label htmlFor="bet">{t('verify.bet')}</label>
              <input id="bet" inputMode="decimal" value={form.bet} onChange={set('bet')} />
            </div>
            <div className="field">
              <label htmlFor="currency">{t('verify.currency')}</label>
              <input id="currency" value={form.currency} onChange={set('currency')} />
            </div>
          </>
        )}
        <div className="field wide">
          <button type="submit" className="btn primary">
            {t('verify.run')}
          </button>
        </div>
      </form>

      {result && 'error' in result && (
        <p className="verdict bad" role="alert">
          {t('verify.invalid', { message: result.error })}
        </p>
      )}
      {result && !('error' in result) && (
        <section
          className="panel"
          data-testid="verify-result"
          aria-live="polite"
          style={{ display: 'grid', gap: 10 }}
        >
          <div>
            <div>{t('verify.computedHash')}</div>
            <div className="mono" data-testid="computed-hash">
              {result.computedHash}
            </div>
          </div>
          <div
            className={`verdict ${submitted?.serverSeedHash.trim() ? (result.hashMatches ? 'ok' : 'bad') : 'none'}`}
            data-testid="hash-verdict"
            data-matches={String(result.hashMatches)}
          >
            {submitted?.serverSeedHash.trim()
              ? result.hashMatches
                ? `✓ ${t('verify.hashMatch')}`
                : `✗ ${t('verify.hashMismatch')}`
              : t('verify.noHash')}
          </div>
          <h2 style={{ margin: 0 }}>{t('verify.outcome')}</h2>
          {result.kind === 'table' ? (
            <ResultView view={result.view as unknown as OutcomeView} />
          ) : (
            <SlotOutcome result={result} money={money} />
          )}
        </section>
      )}
    </main>
  );
}

function SlotOutcome({
  result,
  money,
}: {
  result: Extract<VerifyRoundResult, { kind: 'slot' }>;
  money: (amountMinor: bigint) => string;
}) {
  const { t } = useI18n();
  const title = SLOT_TITLES[result.gameCode]!;
  const withEmoji = supportsColourEmoji();
  const emoji = (id: string) => {
    const symbol = title.symbols.find((s) => s.id === id);
    return withEmoji ? (symbol?.emoji ?? id) : (symbol?.label ?? id).slice(0, 4).toUpperCase();
  };
  const spins = [result.outcome.base, ...result.outcome.freeSpins];
  return (
    <div style={{ display: 'grid', gap: 8 }}>
      <div>{t('verify.stops', { stops: result.outcome.stops.join(', ') })}</div>
      <div className="spins">
        {spins.map((spin, i) => {
          const hits = new Set<string>();
          for (const win of spin.lineWins)
            for (let reel = 0; reel < win.count; reel++) hits.add(`${title.lines[win.line]![reel]}-${reel}`);
          return (
            <div
              key={i}
              className={`mini-grid${withEmoji ? '' : ' text'}`}
              role="img"
              aria-label={spin.grid.map((row) => row.join(' ')).join(' / ')}
            >
              {spin.grid.flatMap((row, r) =>
                row.map((id, reel) => (
                  <span key={`${r}-${reel}`} className={hits.has(`${r}-${reel}`) ? 'hit' : ''}>
                    {emoji(id)}
                  </span>
                )),
              )}
            </div>
          );
        })}
      </div>
      {result.outcome.freeSpins.length > 0 && (
        <div>{t('verify.freeSpins', { n: result.outcome.freeSpins.length })}</div>
      )}
      <div data-testid="verify-total-win">
        {t('verify.totalWin', { amount: money(result.outcome.totalWinMinor) })}
      </div>
    </div>
  );
}
