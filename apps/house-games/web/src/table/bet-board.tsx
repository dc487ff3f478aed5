import type { ReactNode } from 'react';
import { FPC_SYMBOLS } from '../../../src/domain/tables/fish-prawn-crab.ts';
import { rouletteColour } from '../../../src/domain/tables/roulette.ts';
import { isMessageKey } from '../i18n/catalog.ts';
import { useI18n } from '../i18n/i18n-context.tsx';
import { supportsColourEmoji } from '../lib/emoji-support.ts';
import { formatAmount, fromMinor } from '../lib/money.ts';
import type { BetKindView } from '../lib/types.ts';

export interface SpotStake {
  placedMinor: bigint;
  pendingMinor: bigint;
}

interface BoardProps {
  gameCode: string;
  kinds: BetKindView[];
  stakes: Map<string, SpotStake>;
  winning: Set<string>;
  disabled: boolean;
  currency: string;
  onBet: (kind: string) => void;
}

/** Pay texts with words in them (the domain writes them in English). */
const PAY_TEXT_KEYS: Record<string, 'pay.tieHalfBack'> = { '1:1 (tie: half back)': 'pay.tieHalfBack' };

/** The translated name of a bet kind (domain label keys; the domain's English label as fallback). */
export function useBetLabel() {
  const { t } = useI18n();
  return (kind: BetKindView) => {
    if (kind.labelKey && isMessageKey(kind.labelKey)) return t(kind.labelKey, kind.labelParams ?? {});
    return kind.label;
  };
}

function Spot(props: {
  kind: BetKindView | undefined;
  board: BoardProps;
  className?: string;
  children?: ReactNode;
  showPay?: boolean;
}) {
  const { language, t } = useI18n();
  const label = useBetLabel();
  const { kind, board } = props;
  if (!kind) return null;
  const stake = board.stakes.get(kind.id);
  const name = label(kind);
  return (
    <button
      type="button"
      className={`spot ${props.className ?? ''}${board.winning.has(kind.id) ? ' win' : ''}`}
      aria-label={name}
      title={`${name} · ${kind.payoutText}`}
      disabled={board.disabled}
      onClick={() => board.onBet(kind.id)}
      data-testid={`spot-${kind.id}`}
      data-kind={kind.id}
    >
      {props.children ?? <span className="spot-label">{name}</span>}
      {props.showPay !== false && (
        <span className="spot-pay">
          {PAY_TEXT_KEYS[kind.payoutText] ? t(PAY_TEXT_KEYS[kind.payoutText]!) : kind.payoutText}
        </span>
      )}
      {stake && (stake.placedMinor > 0n || stake.pendingMinor > 0n) && (
        <span className="stack" aria-hidden="true">
          {stake.placedMinor > 0n && (
            <span className="chip-badge">
              {formatAmount(fromMinor(stake.placedMinor, board.currency), board.currency, language, false)}
            </span>
          )}
          {stake.pendingMinor > 0n && (
            <span className="chip-badge pending">
              +{formatAmount(fromMinor(stake.pendingMinor, board.currency), board.currency, language, false)}
            </span>
          )}
        </span>
      )}
    </button>
  );
}

/** The betting layout of each table; an unknown table gets a plain grid of its bet kinds. */
export function BetBoard(board: BoardProps) {
  const { t } = useI18n();
  const byId = new Map(board.kinds.map((kind) => [kind.id, kind]));
  const spot = (id: string, className = '', children?: ReactNode, showPay?: boolean) => (
    <Spot key={id} kind={byId.get(id)} board={board} className={className} showPay={showPay ?? true}>
      {children}
    </Spot>
  );

  let layout: ReactNode;
  switch (board.gameCode) {
    case 'house-baccarat':
      layout = (
        <>
          <div className="board-row">
            {spot('player-pair')}
            {spot('tie')}
            {spot('banker-pair')}
          </div>
          <div className="board-row">
            {spot('player', 'big player')}
            {spot('banker', 'big banker')}
          </div>
        </>
      );
      break;
    case 'house-dragon-tiger':
      layout = (
        <div className="board-row">
          {spot('dragon', 'big dragon')}
          {spot('tie', 'big')}
          {spot('tiger', 'big tiger')}
        </div>
      );
      break;
    case 'house-sicbo':
      layout = (
        <>
          <div className="board-row">
            {spot('small', 'big')}
            {spot('odd')}
            {spot('any-triple')}
            {spot('even')}
            {spot('big', 'big')}
          </div>
          <div className="sicbo-totals">
            {Array.from({ length: 14 }, (_, i) =>
              spot(`total-${i + 4}`, '', <span className="spot-label">{i + 4}</span>),
            )}
          </div>
          <div className="sicbo-faces">
            {[1, 2, 3, 4, 5, 6].map((n) =>
              spot(`double-${n}`, '', <span className="spot-label">{`${n}${n}`}</span>),
            )}
          </div>
          <div className="sicbo-faces">
            {[1, 2, 3, 4, 5, 6].map((n) =>
              spot(`triple-${n}`, '', <span className="spot-label">{`${n}${n}${n}`}</span>),
            )}
          </div>
          <div className="sicbo-faces">
            {[1, 2, 3, 4, 5, 6].map((n) =>
              spot(`single-${n}`, '', <span className="spot-label">{`⚀⚁⚂⚃⚄⚅`[n - 1]}</span>),
            )}
          </div>
        </>
      );
      break;
    case 'house-roulette': {
      // Three rows of twelve: top 3, 6, … 36; middle 2, 5, … 35; bottom 1, 4, … 34; column bets at the end.
      const rows = [3, 2, 1];
      layout = (
        <>
          <div className="roulette-board">
            {spot('straight-0', 'zero num-green', <span className="spot-label">0</span>, false)}
            {rows.map((offset, r) => (
              <RouletteRow key={offset} offset={offset} column={3 - r} spot={spot} />
            ))}
          </div>
          <div className="board-row">
            {spot('dozen-1')}
            {spot('dozen-2')}
            {spot('dozen-3')}
          </div>
          <div className="board-row">
            {spot('low')}
            {spot('even')}
            {spot('red', 'num-red')}
            {spot('black', 'num-black')}
            {spot('odd')}
            {spot('high')}
          </div>
        </>
      );
      break;
    }
    case 'house-fish-prawn-crab':
      layout = (
        <div className="fpc-board">
          {FPC_SYMBOLS.map((symbol) =>
            spot(
              symbol.id,
              '',
              <>
                {supportsColourEmoji() && (
                  <span className="emoji" aria-hidden="true">
                    {symbol.emoji}
                  </span>
                )}
                <span className="spot-label">
                  {isMessageKey(`bet.${symbol.id}`) ? t(`bet.${symbol.id}` as 'bet.fish') : symbol.label}
                </span>
              </>,
            ),
          )}
        </div>
      );
      break;
    default:
      layout = <div className="board-row">{board.kinds.map((kind) => spot(kind.id))}</div>;
  }
  return (
    <div className="board" role="group" aria-label={t('table.betsBoard')} data-testid="bet-board">
      {layout}
    </div>
  );
}

function RouletteRow(props: {
  offset: number;
  column: number;
  spot: (id: string, className?: string, children?: ReactNode, showPay?: boolean) => ReactNode;
}) {
  const numbers = Array.from({ length: 12 }, (_, i) => i * 3 + props.offset);
  return (
    <>
      {numbers.map((n) =>
        props.spot(
          `straight-${n}`,
          `num-${rouletteColour(n)}`,
          <span className="spot-label">{n}</span>,
          false,
        ),
      )}
      {props.spot(`column-${props.column}`, '', <span className="spot-label">2:1</span>, false)}
    </>
  );
}
