import type { EventResult, MarketKind, OddsFormat, Outcome, Sport } from '../../../src/domain/index.ts';

export type { EventResult, MarketKind, OddsFormat, Outcome, Sport };

export interface Session {
  sessionId: string;
  currency: string;
  balance: string;
  oddsFormats: OddsFormat[];
  inPlayDelayMs: number;
}

export interface SportSummary {
  sport: Sport;
  esport: boolean;
  live: number;
  upcoming: number;
  leagues: { id: string; name: string; live: number; upcoming: number }[];
}

export interface SelectionView {
  id: string;
  key: string;
  /** Decimal price, "1.955". */
  odds: string;
  version: number;
}

export interface MarketView {
  id: string;
  kind: MarketKind;
  /** "-0.25", "2.5" (the home side's handicap for AH). */
  line: string | null;
  map: number | null;
  selections: SelectionView[];
}

export type EventStatus = 'UPCOMING' | 'LIVE' | 'ENDED' | 'CANCELLED';

export interface EventView {
  id: string;
  sport: Sport;
  esport: boolean;
  leagueId: string;
  leagueName: string;
  home: string;
  away: string;
  startsAt: string;
  endsAt: string;
  status: EventStatus;
  suspended: boolean;
  score: { home: number; away: number; detail: string };
  markets: MarketView[];
}

export type BetStatus = 'OPEN' | 'SETTLED' | 'CASHED_OUT' | 'VOID' | 'REJECTED' | 'PENDING';

export interface BetView {
  id: string;
  kind: 'SINGLE' | 'PARLAY';
  stake: string;
  currency: string;
  odds: string;
  potentialReturn: string;
  placedAt: string;
  live: boolean;
  status: BetStatus;
  returned: string | null;
  legs: {
    eventId: string;
    event: string;
    marketId: string;
    market: string;
    selectionId: string;
    selection: string;
    odds: string;
    outcome: Outcome | null;
  }[];
}

/** What the live push sends (see src/book/price-board.ts BoardUpdate). */
export type LiveUpdate =
  | {
      type: 'prices';
      eventId: string;
      atMs: number;
      changes: { selectionId: string; odds: number; version: number }[];
    }
  | { type: 'score'; eventId: string; atMs: number; score: EventView['score'] }
  | { type: 'status'; eventId: string; atMs: number; status: EventStatus; suspended: boolean }
  | { type: 'result'; eventId: string; atMs: number; version: number; result: EventResult };

/** One choice on the slip: the price the player saw when choosing, and the price now. */
export interface SlipLeg {
  selectionId: string;
  eventId: string;
  sport: Sport;
  event: string;
  home: string;
  away: string;
  marketKind: MarketKind;
  line: string | null;
  map: number | null;
  key: string;
  chosenOdds: number;
  odds: number;
  live: boolean;
  suspended: boolean;
}
