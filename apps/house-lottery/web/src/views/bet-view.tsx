import { useMemo, useState } from 'react';
import { useI18n } from '../i18n/i18n-context.tsx';
import { apiPost, ApiError } from '../lib/api.ts';
import { betTypeName, drawName, formatCountdown, formatTime, useNow } from '../lib/draw-labels.ts';
import type { Launch } from '../lib/launch.ts';
import { minorToDecimal, showMoney } from '../lib/money.ts';
import {
  addLines,
  doubles,
  gridOf,
  linesOf,
  parsePasted,
  quickPick,
  toggleAll,
  withHead,
  withTail,
  type SlipLine,
} from '../lib/picks.ts';
import type { Menu, PlacedLine } from '../lib/types.ts';
import type { MenuDraw } from './draws-view.tsx';
import { ErrorNotice, errorText } from './common.tsx';

const DIGITS = [0, 1, 2, 3, 4, 5, 6, 7, 8, 9];

/** One draw: bet type, numbers (grid, entry, quick-pick, paste, shortcuts), units, the slip, placing. */
export function BetView({
  launch,
  draw,
  menu,
  onBack,
  onPlaced,
  onTickets,
}: {
  launch: Launch;
  draw: MenuDraw;
  menu: Menu;
  onBack: () => void;
  onPlaced: () => void;
  onTickets: () => void;
}) {
  const { t, language } = useI18n();
  const offers = draw.betTypes.filter((b) => b.price !== null);
  const [typeCode, setTypeCode] = useState(offers[0]?.code ?? '');
  const offer = offers.find((o) => o.code === typeCode) ?? offers[0];
  const [selected, setSelected] = useState<string[]>([]);
  const [entry, setEntry] = useState('');
  const [pasted, setPasted] = useState('');
  const [pasteOpen, setPasteOpen] = useState(false);
  const [units, setUnits] = useState(1);
  const [slip, setSlip] = useState<SlipLine[]>([]);
  const [busy, setBusy] = useState(false);
  const [message, setMessage] = useState<{ kind: 'ok' | 'error'; text: string } | null>(null);
  const [pickError, setPickError] = useState<string | null>(null);
  const [fatal, setFatal] = useState<string | null>(null);

  const offsetMs = new Date(menu.serverTime).getTime() - Date.now();
  const now = useNow(offsetMs);
  const leftMs = new Date(draw.closesAt).getTime() - now;
  const currency = menu.currency;
  const money = (minor: bigint | string) => showMoney(minorToDecimal(minor, currency), currency);
  const name = drawName(draw, t);
  const signedIn = !!(launch.token && launch.user);

  const grid = useMemo(() => (offer ? gridOf(offer.digits) : []), [offer]);
  if (!offer) return <ErrorNotice code="BET_TYPE_NOT_SOLD" />;

  const pickType = (code: string) => {
    setTypeCode(code);
    setSelected([]);
    setPickError(null);
  };
  const toggle = (n: string) =>
    setSelected((s) =>
      s.includes(n) ? s.filter((x) => x !== n) : offer.count > 1 && s.length >= offer.count ? s : [...s, n],
    );
  const addEntry = () => {
    const numbers = parsePasted(entry, offer.digits);
    if (numbers.length) setSelected((s) => [...new Set([...s, ...numbers])]);
    setEntry('');
  };
  const lines = linesOf(draw.drawId, offer, selected, units);
  const totalMinor = slip.reduce((sum, l) => sum + l.costMinor, 0n);
  const unitsValid = units >= offer.minUnits && (offer.maxUnits === 0 || units <= offer.maxUnits);

  const addToSlip = () => {
    if (!lines) {
      setPickError(t('bet.needExactly', { count: offer.count }));
      return;
    }
    const next = addLines(slip, lines, menu.maxLines);
    if (!next) {
      setPickError(t('bet.slipFull', { max: menu.maxLines }));
      return;
    }
    setSlip(next);
    setSelected([]);
    setPickError(null);
    setMessage(null);
  };

  const place = async () => {
    if (!signedIn || slip.length === 0) return;
    setBusy(true);
    setMessage(null);
    try {
      const answer = await apiPost<{ lines: PlacedLine[] }>('/api/lottery/tickets', {
        token: launch.token,
        user: launch.user,
        drawId: draw.drawId,
        lines: slip.map((l) => ({ betType: l.betType, numbers: l.numbers, units: l.units })),
      });
      const okCount = answer.lines.filter((l) => l.ok).length;
      const refused = answer.lines.filter((l) => !l.ok);
      // Keep only the refused lines on the slip, so the player can change and resend them.
      setSlip((s) => s.filter((_, i) => !answer.lines[i]?.ok));
      setMessage(
        refused.length
          ? {
              kind: 'error',
              text: `${okCount ? `${t('slip.placed', { count: okCount })}. ` : ''}${t('slip.refused', {
                count: refused.length,
                reason: errorText(refused[0]!.code ?? 'INTERNAL', t),
              })}`,
            }
          : { kind: 'ok', text: t('slip.placed', { count: okCount }) },
      );
      onPlaced();
    } catch (e) {
      const code = e instanceof ApiError ? e.code : 'INTERNAL';
      if (code === 'SESSION_INVALID') setFatal(code);
      else setMessage({ kind: 'error', text: errorText(code, t) });
    } finally {
      setBusy(false);
    }
  };

  return (
    <section className="bet-view" aria-labelledby="bet-title">
      <div className="bet-head">
        <button type="button" className="ghost" onClick={onBack} aria-label={t('tab.draws')}>
          ‹
        </button>
        <div>
          <h2 id="bet-title">{name}</h2>
          <span className="draw-meta">
            {draw.drawId} · {t('draws.drawAt', { time: formatTime(draw.drawAt, language) })}
          </span>
        </div>
        <span className={leftMs < 60_000 ? 'countdown soon' : 'countdown'} role="timer">
          {leftMs > 0 ? t('draws.closesIn', { time: formatCountdown(leftMs) }) : t('draws.closed')}
        </span>
      </div>
      {draw.serverSeedHash ? (
        <p className="seed-hash">
          <span>{t('bet.seedHash')}</span>
          <code>{draw.serverSeedHash}</code>
        </p>
      ) : null}
      {fatal ? <ErrorNotice code={fatal} /> : null}
      {!signedIn ? <p className="notice">{t('error.noSession')}</p> : null}

      <div className="bet-grid-layout">
        <div className="picker">
          <div className="chips bet-types" role="radiogroup" aria-label={t('bet.type')}>
            {offers.map((o) => (
              <button
                key={o.code}
                type="button"
                role="radio"
                aria-checked={o.code === offer.code}
                className={o.code === offer.code ? 'chip active' : 'chip'}
                onClick={() => pickType(o.code)}
              >
                {betTypeName(o.code, t)}
              </button>
            ))}
          </div>
          <p className="odds">
            {t('bet.unitPrice', { price: money(offer.price!) })} ·{' '}
            {t('bet.payout', { payout: money(offer.payouts[0] ?? '0') })}
            {offer.count > 1 ? ` · ${t('bet.pickCount', { count: offer.count })}` : ''}
          </p>

          <div className="tools">
            <button
              type="button"
              className="ghost"
              onClick={() => setSelected(quickPick(offer.digits, offer.count > 1 ? offer.count : 1))}
            >
              {t('bet.quickPick')}
            </button>
            <button
              type="button"
              className="ghost"
              aria-expanded={pasteOpen}
              onClick={() => setPasteOpen((o) => !o)}
            >
              {t('bet.paste')}
            </button>
            {offer.digits === 2 ? (
              <button
                type="button"
                className="ghost"
                onClick={() => setSelected((s) => toggleAll(s, doubles()))}
              >
                {t('bet.doubles')}
              </button>
            ) : null}
            <button type="button" className="ghost" onClick={() => setSelected([])}>
              {t('bet.clear')}
            </button>
          </div>
          {pasteOpen ? (
            <div className="paste">
              <label className="visually-hidden" htmlFor="paste-box">
                {t('bet.paste')}
              </label>
              <textarea
                id="paste-box"
                rows={2}
                value={pasted}
                placeholder={t('bet.pastePlaceholder')}
                onChange={(e) => setPasted(e.target.value)}
              />
              <button
                type="button"
                className="ghost"
                onClick={() => {
                  const numbers = parsePasted(pasted, offer.digits);
                  setSelected((s) => [...new Set([...s, ...numbers])]);
                  setPasted('');
                  setPasteOpen(false);
                }}
              >
                {t('bet.pasteApply')}
              </button>
            </div>
          ) : null}
          {offer.digits === 2 && offer.count === 1 ? (
            <div className="shortcuts">
              <div role="group" aria-label={t('bet.heads')}>
                <span aria-hidden="true">{t('bet.heads')}</span>
                {DIGITS.map((d) => (
                  <button
                    key={d}
                    type="button"
                    className="mini"
                    aria-label={t('bet.head', { digit: d })}
                    onClick={() => setSelected((s) => toggleAll(s, withHead(d)))}
                  >
                    {d}
                  </button>
                ))}
              </div>
              <div role="group" aria-label={t('bet.tails')}>
                <span aria-hidden="true">{t('bet.tails')}</span>
                {DIGITS.map((d) => (
                  <button
                    key={d}
                    type="button"
                    className="mini"
                    aria-label={t('bet.tail', { digit: d })}
                    onClick={() => setSelected((s) => toggleAll(s, withTail(d)))}
                  >
                    {d}
                  </button>
                ))}
              </div>
            </div>
          ) : null}

          {grid.length ? (
            <div className={`number-grid digits-${offer.digits}`} role="group" aria-label={t('bet.numbers')}>
              {grid.map((n) => (
                <button
                  key={n}
                  type="button"
                  className={selected.includes(n) ? 'num on' : 'num'}
                  aria-pressed={selected.includes(n)}
                  onClick={() => toggle(n)}
                >
                  {n}
                </button>
              ))}
            </div>
          ) : (
            <div className="entry">
              <label htmlFor="number-entry">{t('bet.pickDigits', { digits: offer.digits })}</label>
              <div className="entry-row">
                <input
                  id="number-entry"
                  inputMode="numeric"
                  autoComplete="off"
                  maxLength={offer.digits * 12}
                  value={entry}
                  onChange={(e) => setEntry(e.target.value)}
                  onKeyDown={(e) => {
                    if (e.key === 'Enter') addEntry();
                  }}
                />
                <button type="button" className="ghost" onClick={addEntry}>
                  {t('bet.add')}
                </button>
              </div>
              {selected.length ? (
                <div className="chips">
                  {selected.map((n) => (
                    <button
                      key={n}
                      type="button"
                      className="chip active"
                      aria-label={`${t('bet.clear')} ${n}`}
                      onClick={() => toggle(n)}
                    >
                      {n} ×
                    </button>
                  ))}
                </div>
              ) : null}
            </div>
          )}

          <div className="add-row">
            <span className="muted">{t('bet.selected', { count: selected.length })}</span>
            <label className="units">
              {t('bet.units')}
              <input
                type="number"
                min={offer.minUnits}
                max={offer.maxUnits || undefined}
                value={units}
                onChange={(e) => setUnits(Math.max(0, Math.floor(Number(e.target.value) || 0)))}
              />
            </label>
            <button
              type="button"
              className="primary"
              disabled={selected.length === 0 || !unitsValid}
              onClick={addToSlip}
            >
              {t('bet.addToSlip')}
            </button>
          </div>
          {pickError ? (
            <p className="notice error" role="alert">
              {pickError}
            </p>
          ) : null}
        </div>

        <aside className="slip" aria-labelledby="slip-title">
          <h3 id="slip-title">{t('slip.title')}</h3>
          <p className="muted">
            {t('slip.draw')}: {name} · {draw.drawId}
          </p>
          {slip.length === 0 ? (
            <p className="empty">{t('slip.empty')}</p>
          ) : (
            <ul className="slip-lines">
              {slip.map((l) => {
                const label = `${betTypeName(l.betType, t)} ${l.numbers.join('-')}`;
                return (
                  <li key={l.key} data-testid="slip-line">
                    <div>
                      <strong>{label}</strong>
                      <span className="muted"> × {l.units}</span>
                    </div>
                    <div className="slip-money">
                      <span>
                        {t('slip.cost')} {money(l.costMinor)}
                      </span>
                      <span>
                        {t('slip.potentialWin')} {money(l.winMinor)}
                      </span>
                    </div>
                    <button
                      type="button"
                      className="ghost mini"
                      aria-label={t('slip.remove', { line: label })}
                      onClick={() => setSlip((s) => s.filter((x) => x.key !== l.key))}
                    >
                      ×
                    </button>
                  </li>
                );
              })}
            </ul>
          )}
          <div className="slip-total">
            <span>{t('slip.total')}</span>
            <strong data-testid="slip-total">{money(totalMinor)}</strong>
          </div>
          <button
            type="button"
            className="primary wide"
            disabled={busy || slip.length === 0 || !signedIn || leftMs <= 0}
            onClick={() => void place()}
          >
            {busy ? t('slip.placing') : t('slip.place')}
          </button>
          {message ? (
            <p
              className={message.kind === 'ok' ? 'notice ok' : 'notice error'}
              role={message.kind === 'ok' ? 'status' : 'alert'}
            >
              {message.text}{' '}
              {message.kind === 'ok' ? (
                <button type="button" className="link" onClick={onTickets}>
                  {t('tab.tickets')}
                </button>
              ) : null}
            </p>
          ) : null}
        </aside>
      </div>
    </section>
  );
}
