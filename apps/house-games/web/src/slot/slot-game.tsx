import { useCallback, useEffect, useMemo, useRef, useState } from 'react';
import type { SlotTitle } from '../../../src/domain/slots/slot-title.ts';
import { LoadFailed } from '../components/load-failed.tsx';
import { TopBar } from '../components/top-bar.tsx';
import { useI18n } from '../i18n/i18n-context.tsx';
import { ApiError, apiGet, apiPost } from '../lib/api.ts';
import { credentials, storedFunSession, storeFunSession, type Launch } from '../lib/launch.ts';
import { symbolText } from '../lib/emoji-support.ts';
import { formatAmount, fromMinor, toMinor } from '../lib/money.ts';
import type { SlotSession, SpinAnswer, SpinView } from '../lib/types.ts';
import { FairnessPanel, type RevealedSpin } from './fairness-panel.tsx';
import { Paytable } from './paytable.tsx';
import { Reels } from './reels.tsx';
import { createSpinGate, describeRefusal, spinRefusal, type SpinRefusal } from './spin-refusal.ts';

const REELS = 5;
const SPIN_MIN_MS = 650;
const REEL_STOP_GAP_MS = 120;
const BIG_WIN_TIMES_BET = 20n;

const sleep = (ms: number) => new Promise<void>((resolve) => setTimeout(resolve, ms));
const reducedMotion = () => window.matchMedia?.('(prefers-reduced-motion: reduce)').matches ?? false;

/** One highlight step of the win presentation: the cells it lights and what it says. */
interface WinStep {
  cells: Set<string>;
  text: string;
}

function initialGrid(title: SlotTitle): string[][] {
  return [0, 1, 2].map((row) => title.reels.map((strip, reel) => strip[(row + reel * 3) % strip.length]!));
}

/** What the house holds for this slot session: its balance (read from the wallet), seeds and nonce. */
function readSession(launch: Launch, funSession: string | null) {
  return apiGet<SlotSession>(
    `/api/slots/${encodeURIComponent(launch.gameCode)}/session`,
    credentials(launch, funSession),
  );
}

export function SlotGame({ launch, title }: { launch: Launch; title: SlotTitle }) {
  const { t, language } = useI18n();
  const symbols = useMemo(() => new Map(title.symbols.map((s) => [s.id, s])), [title]);
  const [funSession, setFunSession] = useState<string | null>(() =>
    launch.mode === 'fun' ? storedFunSession() : null,
  );
  const [session, setSession] = useState<SlotSession | null>(null);
  const [loadError, setLoadError] = useState<string | null>(null);
  const [betIndex, setBetIndex] = useState(0);
  const [balance, setBalance] = useState<string | null>(null);
  const [grid, setGrid] = useState<string[][]>(() => initialGrid(title));
  const [spinning, setSpinning] = useState<boolean[]>(() => Array(REELS).fill(false));
  const [landing, setLanding] = useState<boolean[]>(() => Array(REELS).fill(false));
  const [busy, setBusy] = useState(false);
  const [steps, setSteps] = useState<WinStep[]>([]);
  const [stepIndex, setStepIndex] = useState(0);
  const [banner, setBanner] = useState<string | null>(null);
  const [freeSpin, setFreeSpin] = useState<{ current: number; total: number } | null>(null);
  const [lastWin, setLastWin] = useState<string | null>(null);
  const [winPending, setWinPending] = useState(false);
  const [refusal, setRefusal] = useState<SpinRefusal | null>(null);
  const [nextHash, setNextHash] = useState('');
  const [clientSeed, setClientSeed] = useState('');
  const [clientSeedDraft, setClientSeedDraft] = useState('');
  const [nonce, setNonce] = useState(0);
  const [revealed, setRevealed] = useState<RevealedSpin | null>(null);
  const [lastRoundId, setLastRoundId] = useState<string | null>(null);
  const mounted = useRef(true);
  const gate = useRef(createSpinGate()).current;

  useEffect(() => {
    mounted.current = true;
    return () => {
      mounted.current = false;
    };
  }, []);

  /** What the house holds for this session now: its balance (read from the wallet), seeds and nonce. */
  function applySession(value: SlotSession) {
    setBalance(value.balance);
    setNextHash(value.nextServerSeedHash);
    setClientSeed(value.clientSeed);
    setNonce(value.nonce);
  }

  /**
   * After a spin whose outcome is not known (or while another spin of the session settles), the page
   * shows what the house holds rather than a guess, before the next spin may be pressed.
   */
  async function reread() {
    try {
      const value = await readSession(launch, funSession);
      if (mounted.current) applySession(value);
    } catch {
      // The refusal already on screen says the connection failed; the next spin reads it again.
    }
  }

  const load = useCallback(async () => {
    setLoadError(null);
    try {
      const value = await readSession(launch, funSession);
      if (value.funSession && value.funSession !== funSession) {
        storeFunSession(value.funSession);
        setFunSession(value.funSession);
      }
      setSession(value);
      applySession(value);
      setClientSeedDraft(value.clientSeed);
    } catch (e) {
      setLoadError(e instanceof ApiError ? e.code : 'INTERNAL');
    }
    // The demo session is read once at start (later changes come from this very call), so it is no dependency.
  }, [launch]);

  useEffect(() => {
    void load();
  }, [load]);

  // Cycle through the winning lines after a spin.
  useEffect(() => {
    if (steps.length <= 1) return;
    const timer = setInterval(() => setStepIndex((i) => (i + 1) % steps.length), 1400);
    return () => clearInterval(timer);
  }, [steps]);

  const currency = session?.currency ?? launch.currency;
  const money = (amount: string) => formatAmount(amount, currency, language);

  function winSteps(spin: SpinView): WinStep[] {
    const list: WinStep[] = [];
    const scatterCells = new Set<string>();
    if (spin.scatter.count >= 3 && toMinor(spin.scatter.win, currency) > 0n) {
      spin.grid.forEach((row, r) =>
        row.forEach((symbol, reel) => {
          if (symbol === title.scatter) scatterCells.add(`${r}-${reel}`);
        }),
      );
    }
    for (const win of spin.lineWins) {
      const line = title.lines[win.line]!;
      const cells = new Set<string>();
      for (let reel = 0; reel < win.count; reel++) cells.add(`${line[reel]}-${reel}`);
      const symbol = symbols.get(win.symbol);
      list.push({
        cells,
        text: t('slot.lineWin', {
          line: win.line + 1,
          count: win.count,
          symbol: symbolText(symbol, win.symbol),
          amount: money(win.win),
        }),
      });
    }
    if (scatterCells.size > 0) {
      const scatter = symbols.get(title.scatter);
      list.push({
        cells: scatterCells,
        text: t('slot.scatterWin', {
          count: spin.scatter.count,
          symbol: symbolText(scatter, title.scatter),
          amount: money(spin.scatter.win),
        }),
      });
    }
    if (list.length > 1) {
      const all = new Set<string>();
      for (const step of list) for (const cell of step.cells) all.add(cell);
      list.unshift({ cells: all, text: `${t('win')}: ${money(spin.totalWin)}` });
    }
    return list;
  }

  async function land(spin: SpinView, quick: boolean) {
    for (let reel = 0; reel < REELS; reel++) {
      if (!mounted.current) return;
      setGrid((previous) =>
        previous.map((row, r) => row.map((symbol, c) => (c === reel ? spin.grid[r]![c]! : symbol))),
      );
      setSpinning((previous) => previous.map((value, c) => (c === reel ? false : value)));
      setLanding((previous) => previous.map((value, c) => (c === reel ? true : value)));
      if (!quick) await sleep(REEL_STOP_GAP_MS);
    }
    setTimeout(() => mounted.current && setLanding(Array(REELS).fill(false)), 300);
  }

  async function spin() {
    if (!session || !gate.enter()) return;
    try {
      await play(session.betOptions[betIndex]!);
    } finally {
      gate.leave();
    }
  }

  async function play(bet: string) {
    const before = balance;
    const quick = reducedMotion();
    setBusy(true);
    setRefusal(null);
    setSteps([]);
    setStepIndex(0);
    setBanner(null);
    setLastWin(null);
    setWinPending(false);
    if (before !== null) setBalance(fromMinor(toMinor(before, currency) - toMinor(bet, currency), currency));
    setSpinning(Array(REELS).fill(true));
    const startedAt = performance.now();
    let answer: SpinAnswer;
    try {
      const seedChanged = clientSeedDraft.trim() !== '' && clientSeedDraft.trim() !== clientSeed;
      answer = await apiPost<SpinAnswer>(`/api/slots/${encodeURIComponent(launch.gameCode)}/spin`, {
        ...credentials(launch, funSession),
        bet,
        ...(seedChanged ? { clientSeed: clientSeedDraft.trim() } : {}),
      });
    } catch (e) {
      const refused = spinRefusal(e);
      setSpinning(Array(REELS).fill(false));
      // A refusal moved nothing (or refunded the stake): the balance it names, else the one before.
      setBalance(refused.balance ?? before);
      setRefusal(refused);
      if (refused.code === 'SESSION_INVALID' && launch.mode === 'fun') {
        setFunSession(null);
        storeFunSession('');
      } else if (refused.reread) {
        await reread();
      }
      setBusy(false);
      return;
    }
    if (!quick) await sleep(Math.max(0, SPIN_MIN_MS - (performance.now() - startedAt)));
    await land(answer.result.base, quick);

    const baseSteps = winSteps(answer.result.base);
    if (answer.result.freeSpins.length > 0) {
      setSteps(baseSteps);
      setBanner(t('slot.freeSpinsWon', { n: answer.result.freeSpinsAwarded }));
      if (!quick) await sleep(1600);
      setBanner(null);
      let shown = 0;
      for (const free of answer.result.freeSpins) {
        if (!mounted.current) return;
        shown++;
        setFreeSpin({ current: shown, total: answer.result.freeSpins.length });
        setSteps([]);
        setSpinning(Array(REELS).fill(true));
        if (!quick) await sleep(450);
        await land(free, quick);
        const freeSteps = winSteps(free);
        setSteps(freeSteps.slice(0, 1));
        if (!quick) await sleep(freeSteps.length > 0 ? 900 : 350);
      }
      setFreeSpin(null);
      setSteps([]);
    } else {
      setSteps(baseSteps);
    }

    const totalWin = toMinor(answer.result.totalWin, answer.currency);
    if (totalWin > 0n) {
      setLastWin(answer.result.totalWin);
      const big = totalWin >= toMinor(answer.bet, answer.currency) * BIG_WIN_TIMES_BET;
      setBanner(`${big ? `${t('slot.bigWin')} ` : ''}${money(answer.result.totalWin)}`);
      setTimeout(() => mounted.current && setBanner(null), 2200);
    }
    setBalance(answer.balance);
    setWinPending(answer.winPending);
    setRevealed({ ...answer.fairness, bet: answer.bet, roundId: answer.roundId });
    setLastRoundId(answer.roundId);
    setNextHash(answer.fairness.nextServerSeedHash);
    setClientSeed(answer.fairness.clientSeed);
    setNonce(answer.fairness.nonce + 1);
    setBusy(false);
  }

  if (loadError && !session) {
    return (
      <LoadFailed
        title={launch.title ?? title.name}
        fun={launch.mode === 'fun'}
        currency={currency}
        errorCode={loadError}
        onRetry={() => void load()}
      />
    );
  }

  const step = steps[stepIndex] ?? steps[0];
  const displayTitle = launch.title ?? title.name;
  return (
    <div className="shell" data-testid="slot-game" data-game-code={launch.gameCode}>
      <TopBar
        title={displayTitle}
        subtitle={launch.mode === 'fun' ? t('demo.notice') : t('slot.lines', { n: title.lines.length })}
        fun={launch.mode === 'fun'}
        balance={balance}
        currency={currency}
      />
      <main className="slot-stage">
        <div className="reels-frame">
          {freeSpin && (
            <div className="free-spin-counter" data-testid="free-spin-counter" aria-live="polite">
              {t('slot.freeSpin', freeSpin)}
            </div>
          )}
          <Reels
            title={title}
            grid={grid}
            spinning={spinning}
            landing={landing}
            highlight={step?.cells ?? null}
          />
          {banner && (
            <div className="win-banner" aria-hidden="true">
              <div>{banner}</div>
            </div>
          )}
        </div>
        <div
          className={`win-line${refusal && !busy ? ' refused' : ''}`}
          aria-live="polite"
          data-testid="spin-result"
          data-round-id={lastRoundId ?? ''}
          data-total-win={lastWin ?? '0'}
          data-spin-error={(!busy && refusal?.code) || undefined}
        >
          {busy && !freeSpin
            ? t('slot.spinning')
            : refusal
              ? describeRefusal(refusal, t)
              : (step?.text ?? (lastRoundId && !lastWin ? t('slot.goodLuck') : ''))}
          {winPending && <span> · {t('slot.winPending')}</span>}
        </div>
        <div className="controls panel">
          <div className="bet-control">
            <button
              type="button"
              className="icon-button"
              aria-label={t('slot.betDown')}
              disabled={busy || betIndex === 0}
              onClick={() => setBetIndex((i) => Math.max(0, i - 1))}
            >
              −
            </button>
            <select
              aria-label={t('slot.betSelect')}
              value={betIndex}
              disabled={busy || !session}
              onChange={(event) => setBetIndex(Number(event.target.value))}
            >
              {(session?.betOptions ?? []).map((option, i) => (
                <option key={option} value={i}>
                  {money(option)}
                </option>
              ))}
            </select>
            <button
              type="button"
              className="icon-button"
              aria-label={t('slot.betUp')}
              disabled={busy || !session || betIndex >= session.betOptions.length - 1}
              onClick={() => setBetIndex((i) => Math.min((session?.betOptions.length ?? 1) - 1, i + 1))}
            >
              +
            </button>
          </div>
          <button
            type="button"
            className={`spin-button${busy ? ' busy' : ''}`}
            aria-label={t('slot.spin')}
            disabled={!session || busy}
            onClick={() => void spin()}
            data-testid="spin-button"
          >
            {t('slot.spin').toUpperCase()}
          </button>
          <div className="stat">
            <span className="label">{t('slot.lastWin')}</span>
            <span className="value" data-testid="total-win">
              {lastWin ? money(lastWin) : '—'}
            </span>
          </div>
          <Paytable title={title} />
        </div>
        <FairnessPanel
          gameCode={launch.gameCode}
          language={launch.language}
          currency={currency}
          nextHash={nextHash}
          clientSeed={clientSeed}
          clientSeedDraft={clientSeedDraft}
          onClientSeedDraft={setClientSeedDraft}
          nonce={nonce}
          revealed={revealed}
          disabled={busy}
        />
      </main>
    </div>
  );
}
