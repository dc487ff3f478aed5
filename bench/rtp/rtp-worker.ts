/**
 * Worker of bench/rtp: plays one task (a chunk of slot spins or table rounds) with the domain's own
 * engines and a fast PRNG, and posts the sums back. No allocation in the slot loop.
 */
import { parentPort } from 'node:worker_threads';
import { compileTitle, playRoundUnits } from '../../apps/house-games/src/domain/slots/slot-engine.ts';
import { SLOT_TITLES } from '../../apps/house-games/src/domain/slots/slot-titles.ts';
import { TABLE_GAMES, type TableGameCode } from '../../apps/house-games/src/domain/tables/index.ts';
import { sfc32 } from './prng.ts';

export type RtpTask =
  | { type: 'slot'; code: string; spins: number; seed: number }
  | { type: 'table'; code: TableGameCode; kinds: string[]; rounds: number; seed: number };

export interface SlotChunk {
  type: 'slot';
  code: string;
  spins: number;
  /** Sums over rounds of the round's win in line bets (base + free spins), and of its square. */
  sumUnits: number;
  sumSquares: number;
  winningRounds: number;
  freeSpinRounds: number;
  freeSpinsPlayed: number;
  maxUnits: number;
  ms: number;
}

export interface TableChunk {
  type: 'table';
  code: TableGameCode;
  rounds: number;
  /** Per kind: sum of the return per unit staked, and of its square. */
  sums: number[];
  squares: number[];
  ms: number;
}

function runSlot(task: Extract<RtpTask, { type: 'slot' }>): SlotChunk {
  const compiled = compileTitle(SLOT_TITLES[task.code]!);
  const next = sfc32(task.seed);
  let spinsObserved = 0;
  const countSpin = () => {
    spinsObserved++;
  };
  let sumUnits = 0;
  let sumSquares = 0;
  let winningRounds = 0;
  let freeSpinRounds = 0;
  let maxUnits = 0;
  const started = performance.now();
  for (let i = 0; i < task.spins; i++) {
    const before = spinsObserved;
    const units = playRoundUnits(compiled, next, countSpin);
    if (spinsObserved - before > 1) freeSpinRounds++;
    if (units > 0) winningRounds++;
    if (units > maxUnits) maxUnits = units;
    sumUnits += units;
    sumSquares += units * units;
  }
  return {
    type: 'slot',
    code: task.code,
    spins: task.spins,
    sumUnits,
    sumSquares,
    winningRounds,
    freeSpinRounds,
    freeSpinsPlayed: spinsObserved - task.spins,
    maxUnits,
    ms: performance.now() - started,
  };
}

function runTable(task: Extract<RtpTask, { type: 'table' }>): TableChunk {
  const game = TABLE_GAMES[task.code];
  const next = sfc32(task.seed);
  const sums = task.kinds.map(() => 0);
  const squares = task.kinds.map(() => 0);
  const started = performance.now();
  for (let i = 0; i < task.rounds; i++) {
    const outcome = game.deal(next);
    for (let k = 0; k < task.kinds.length; k++) {
      const { num, den } = game.returnRatio(outcome, task.kinds[k]!);
      const value = num / den;
      sums[k]! += value;
      squares[k]! += value * value;
    }
  }
  return {
    type: 'table',
    code: task.code,
    rounds: task.rounds,
    sums,
    squares,
    ms: performance.now() - started,
  };
}

parentPort!.on('message', (task: RtpTask | null) => {
  if (task === null) process.exit(0);
  parentPort!.postMessage(task.type === 'slot' ? runSlot(task) : runTable(task));
});
