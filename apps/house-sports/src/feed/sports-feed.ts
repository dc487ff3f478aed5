import type { EventResult, MarketSpec, OddsMilli, Sport } from '../domain/index.ts';

export interface FeedSelection {
  id: string;
  key: string;
  odds: OddsMilli;
}

export interface FeedMarket {
  id: string;
  spec: MarketSpec;
  selections: FeedSelection[];
}

export type EventStatus = 'UPCOMING' | 'LIVE' | 'ENDED' | 'CANCELLED';

export interface Score {
  home: number;
  away: number;
  /** Sport-specific live detail: minute, quarter, set games, map rounds… */
  detail: string;
}

export interface FeedEvent {
  id: string;
  sport: Sport;
  leagueId: string;
  leagueName: string;
  home: string;
  away: string;
  startsAtMs: number;
  status: EventStatus;
  score: Score;
  /** Betting stopped for a dangerous moment (a goal chance, a map ending…). */
  suspended: boolean;
  markets: FeedMarket[];
}

/**
 * What a feed tells the book. Prices arrive as changes of single selections; a result carries a
 * version (a correction is a higher version of the same event's result).
 */
export type FeedMessage =
  | { type: 'fixture'; event: FeedEvent }
  | { type: 'status'; eventId: string; status: EventStatus; atMs: number }
  | { type: 'score'; eventId: string; score: Score; atMs: number }
  | { type: 'suspension'; eventId: string; suspended: boolean; atMs: number }
  | {
      type: 'prices';
      eventId: string;
      changes: { marketId: string; selectionId: string; odds: OddsMilli }[];
      atMs: number;
    }
  | { type: 'result'; eventId: string; result: EventResult; version: number; atMs: number };

/** A source of fixtures, prices, scores and results. The demo's is simulated; a real one can stand behind it. */
export interface SportsFeed {
  /** Starts delivering messages; the current fixtures first (as `fixture` messages). */
  start(listener: (message: FeedMessage) => void): void;
  stop(): void;
}
