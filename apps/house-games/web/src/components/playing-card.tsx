const SUIT_SYMBOL: Record<string, string> = { S: '♠', H: '♥', D: '♦', C: '♣' };
const SUIT_NAME: Record<string, string> = { S: 'spades', H: 'hearts', D: 'diamonds', C: 'clubs' };
const RANK_TEXT = ['', 'A', '2', '3', '4', '5', '6', '7', '8', '9', '10', 'J', 'Q', 'K'];

export interface CardLike {
  rank: number;
  suit: string;
}

export function cardName(card: CardLike) {
  return `${RANK_TEXT[card.rank] ?? card.rank} ${SUIT_NAME[card.suit] ?? card.suit}`;
}

/** A face-up card: rank and suit in the corners, the suit in the middle. */
export function PlayingCard({ card, delayMs = 0 }: { card: CardLike; delayMs?: number }) {
  const red = card.suit === 'H' || card.suit === 'D';
  const rank = RANK_TEXT[card.rank] ?? String(card.rank);
  const suit = SUIT_SYMBOL[card.suit] ?? card.suit;
  return (
    <div
      className={`playing-card${red ? ' red' : ''}`}
      role="img"
      aria-label={cardName(card)}
      style={{ animationDelay: `${delayMs}ms` }}
    >
      <span aria-hidden="true">
        {rank}
        {suit}
      </span>
      <span className="suit-big" aria-hidden="true">
        {suit}
      </span>
      <span className="corner-bottom" aria-hidden="true">
        {rank}
        {suit}
      </span>
    </div>
  );
}
