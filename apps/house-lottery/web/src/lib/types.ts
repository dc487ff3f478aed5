/** The vendor API's answers (apps/house-lottery/src/app.ts), as the screens read them. */
export type MarketCode = 'VN_NORTH' | 'VN_CENTRAL' | 'VN_SOUTH' | 'TH_GOV' | 'MY_4D' | 'ELOTT';

export interface BetTypeOffer {
  code: string;
  digits: number;
  count: number;
  /** Minor units per unit staked. */
  price: string | null;
  /** Minor units paid per unit, per tier. */
  payouts: string[];
  minUnits: number;
  maxUnits: number;
}

export interface Draw {
  drawId: string;
  market: MarketCode;
  gameCode: string;
  province: { code: string; name: string } | null;
  drawDate: string;
  opensAt: string;
  closesAt: string;
  drawAt: string;
  state: string;
  serverSeedHash: string | null;
  serverSeed: string | null;
  result?: Record<string, string[]> | null;
}

export interface Menu {
  currency: string;
  unitMinor: string;
  /** The most lines one placing takes (the vendor refuses a longer slip whole). */
  maxLines: number;
  serverTime: string;
  draws: (Draw & { betTypes: BetTypeOffer[] })[];
}

export interface Ticket {
  ticketId: string;
  drawId: string;
  market: MarketCode;
  gameCode: string;
  province: string | null;
  drawAt: string;
  betType: string;
  numbers: string[];
  units: number;
  cost: string;
  potentialWin: string;
  placedAt: string;
  status: 'PENDING' | 'OPEN' | 'WON' | 'LOST' | 'REFUSED' | 'REFUNDED';
  win: string | null;
  /** The platform has the ticket's ending (its win, a win of 0 or its refund): the balance shows it. */
  walletSettled: boolean;
}

export interface PlacedLine {
  ok: boolean;
  ticketId?: string;
  cost?: string;
  potentialWin?: string;
  code?: string;
}

export interface VerifyAnswer {
  verified: boolean;
  hashMatches: boolean;
  resultMatches: boolean | null;
  result: Record<string, string[]>;
}
