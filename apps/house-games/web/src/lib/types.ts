/** Shapes of the house API answers (apps/house-games/src/slots, src/tables). */

export interface SlotSession {
  gameCode: string;
  title: { code: string; name: string; lines: number };
  mode: 'real' | 'fun';
  funSession?: string;
  currency: string;
  balance: string;
  betOptions: string[];
  defaultBet: string;
  nextServerSeedHash: string;
  clientSeed: string;
  nonce: number;
}

export interface SpinView {
  stops: number[];
  grid: string[][];
  lineWins: { line: number; symbol: string; count: number; win: string }[];
  scatter: { count: number; win: string; freeSpinsAwarded: number };
  multiplier: number;
  totalWin: string;
}

export interface SpinAnswer {
  roundId: string;
  gameCode: string;
  currency: string;
  bet: string;
  balance: string;
  winPending: boolean;
  result: {
    stops: number[];
    lineBet: string;
    base: SpinView;
    freeSpins: SpinView[];
    freeSpinsAwarded: number;
    totalWin: string;
  };
  fairness: {
    serverSeedHash: string;
    serverSeed: string;
    clientSeed: string;
    nonce: number;
    nextServerSeedHash: string;
  };
}

export type TablePhase = 'BETTING' | 'DEALING' | 'RESULT' | 'CLOSED';

export interface OutcomeView {
  game: string;
  hands?: {
    hand: 'player' | 'banker' | 'dragon' | 'tiger';
    cards: { code: string; rank: number; suit: string }[];
    total: number;
  }[];
  dice?: number[];
  symbols?: string[];
  number?: number;
  colour?: 'red' | 'black' | 'green';
  total?: number;
  result: string;
  summary: string;
  winningKinds: string[];
}

export interface TableState {
  gameCode: string;
  roundId: string;
  phase: TablePhase;
  serverTimeMs: number;
  bettingEndsAtMs: number;
  resultEndsAtMs: number | null;
  bettingMs: number;
  resultMs: number;
  serverSeedHash: string;
  seated: number;
  history: { roundId: string; result: OutcomeView }[];
}

export interface BetKindView {
  id: string;
  label: string;
  labelKey: string | null;
  labelParams: Record<string, number> | null;
  payoutText: string;
}

export interface TableSession {
  gameCode: string;
  title: { code: string; name: string };
  mode: 'real' | 'fun';
  funSession?: string;
  currency: string;
  balance: string;
  chips: string[];
  minBet: string;
  maxBet: string;
  betKinds: BetKindView[];
  state: TableState;
  ownBets: { kind: string; amount: string }[];
}

export interface Settlement {
  roundId: string;
  currency: string;
  bets: { kind: string; amount: string }[];
  stake: string;
  totalReturn: string;
  balance: string;
  winPending: boolean;
}

export interface RoundView {
  gameCode: string;
  roundId: string;
  kind: 'slot' | 'table';
  over: boolean;
  serverSeedHash: string;
  serverSeed: string | null;
  clientSeed: string;
  nonce: number;
  outcome?: unknown;
  currency?: string | null;
}
