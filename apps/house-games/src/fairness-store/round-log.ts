import { createReadStream } from 'node:fs';
import { mkdir, open, readdir, type FileHandle } from 'node:fs/promises';
import path from 'node:path';
import { createInterface } from 'node:readline';

/** A money call the house made or is about to make; written BEFORE it is sent (exactly-once discipline). */
export interface TxRecord {
  type: 'tx';
  at: string;
  txUuid: string;
  kind: 'bet' | 'win' | 'rollback';
  /** Win: the first bet it settles (the protocol's reference). Rollback: the bet it refunds. */
  refUuid?: string;
  /** Win: every bet of the player-round it settles; bets covered here are never rolled back on recovery. */
  coversBetUuids?: string[];
  roundId: string;
  gameCode: string;
  user: string;
  amount: string;
  currency: string;
}

/** The platform's definitive answer to a tx (a tx without one is still open). */
export interface TxDoneRecord {
  type: 'txDone';
  at: string;
  txUuid: string;
  status: string;
  balance?: string;
}

export interface RoundPlayerRecord {
  /** Member id for real play, `fun:<prefix>` for demo play. */
  player: string;
  mode: 'real' | 'fun';
  currency: string;
  bets: { kind: string; amount: string }[];
  stake: string;
  totalReturn: string;
  betUuids: string[];
  winUuid: string | null;
}

/** A finished round: what the verifier needs to recompute it, and who staked and got what. */
export interface RoundRecord {
  type: 'round';
  at: string;
  gameCode: string;
  roundId: string;
  kind: 'slot' | 'table';
  serverSeedHash: string;
  serverSeed: string;
  clientSeed: string;
  nonce: number;
  startedAt: string;
  settledAt: string;
  /** Game-specific summary (slot: stops, wins; table: the described outcome). */
  outcome: unknown;
  players: RoundPlayerRecord[];
}

export type LogRecord = TxRecord | TxDoneRecord | RoundRecord;

export interface OpenMoney {
  /** Wins and rollbacks written but never answered: resend them. */
  pending: TxRecord[];
  /** Bets neither settled by a win nor rolled back: refund them. */
  orphanBets: TxRecord[];
}

export interface RoundLog {
  append(record: LogRecord): Promise<void>;
  appendMany(records: LogRecord[]): Promise<void>;
  getRound(roundId: string): RoundRecord | undefined;
  recentRounds(options: { gameCode?: string; limit: number }): RoundRecord[];
  /** The money left open by a previous run, as found when the log was opened. */
  openMoney(): OpenMoney;
  close(): Promise<void>;
}

const FILE_PATTERN = /^rounds-(\d{4}-\d{2}-\d{2})\.jsonl$/;
/** How many days of files are read at start (recovery of open money, index of recent rounds). */
const RECOVERY_DAYS = 30;

/**
 * Append-only JSONL, one file per UTC day under `${dataDir}/house-games/`. Writes are group-committed:
 * concurrent appends share one write and one fdatasync, and each append resolves only once its line is
 * on disk, so "stored before sending" holds across a crash.
 */
export async function openRoundLog(options: {
  dir: string;
  nowMs?: () => number;
  indexLimit?: number;
}): Promise<RoundLog> {
  const nowMs = options.nowMs ?? Date.now;
  const indexLimit = options.indexLimit ?? 20_000;
  await mkdir(options.dir, { recursive: true });

  const rounds = new Map<string, RoundRecord>();
  const index = (record: RoundRecord) => {
    rounds.delete(record.roundId);
    rounds.set(record.roundId, record);
    if (rounds.size > indexLimit) rounds.delete(rounds.keys().next().value as string);
  };

  // ---- recovery: replay the recent files ----
  const txs = new Map<string, TxRecord>();
  const doneStatus = new Map<string, string>();
  const files = (await readdir(options.dir)).filter((f) => FILE_PATTERN.test(f)).sort();
  for (const file of files.slice(-RECOVERY_DAYS)) {
    const lines = createInterface({ input: createReadStream(path.join(options.dir, file), 'utf8') });
    for await (const line of lines) {
      if (!line.trim()) continue;
      let record: LogRecord;
      try {
        record = JSON.parse(line) as LogRecord;
      } catch {
        continue; // a torn last line of a crash: its append never resolved, so nothing was sent for it
      }
      if (record.type === 'tx') txs.set(record.txUuid, record);
      else if (record.type === 'txDone') doneStatus.set(record.txUuid, record.status);
      else if (record.type === 'round') index(record);
    }
  }
  const settledBets = new Set<string>();
  for (const tx of txs.values()) {
    if (tx.kind === 'win') for (const uuid of tx.coversBetUuids ?? [tx.refUuid ?? '']) settledBets.add(uuid);
    if (tx.kind === 'rollback' && tx.refUuid) settledBets.add(tx.refUuid);
  }
  // A bet the platform refused moved nothing; one answered RS_OK, or never answered, may have.
  const mayHaveMoved = (tx: TxRecord) => (doneStatus.get(tx.txUuid) ?? 'RS_OK') === 'RS_OK';
  const openMoney: OpenMoney = {
    pending: [...txs.values()].filter((tx) => tx.kind !== 'bet' && !doneStatus.has(tx.txUuid)),
    orphanBets: [...txs.values()].filter(
      (tx) => tx.kind === 'bet' && !settledBets.has(tx.txUuid) && mayHaveMoved(tx),
    ),
  };
  txs.clear();

  // ---- writing ----
  let handle: FileHandle | null = null;
  let handleDay = '';
  let queue: { line: string; resolve: () => void; reject: (error: Error) => void }[] = [];
  let flushing: Promise<void> | null = null;

  async function fileFor(day: string): Promise<FileHandle> {
    if (handle && handleDay === day) return handle;
    await handle?.close();
    handle = await open(path.join(options.dir, `rounds-${day}.jsonl`), 'a');
    handleDay = day;
    return handle;
  }

  async function flush(): Promise<void> {
    while (queue.length > 0) {
      const batch = queue;
      queue = [];
      try {
        const file = await fileFor(new Date(nowMs()).toISOString().slice(0, 10));
        await file.appendFile(batch.map((item) => item.line).join(''), 'utf8');
        await file.datasync();
        for (const item of batch) item.resolve();
      } catch (error) {
        for (const item of batch) item.reject(error as Error);
      }
    }
    flushing = null;
  }

  function appendMany(records: LogRecord[]): Promise<void> {
    if (records.length === 0) return Promise.resolve();
    for (const record of records) if (record.type === 'round') index(record);
    const line = records.map((record) => `${JSON.stringify(record)}\n`).join('');
    return new Promise<void>((resolve, reject) => {
      queue.push({ line, resolve, reject });
      flushing ??= flush();
    });
  }

  return {
    append: (record) => appendMany([record]),
    appendMany,
    getRound: (roundId) => rounds.get(roundId),
    recentRounds({ gameCode, limit }) {
      const found: RoundRecord[] = [];
      const all = [...rounds.values()];
      for (let i = all.length - 1; i >= 0 && found.length < limit; i--) {
        const record = all[i]!;
        if (!gameCode || record.gameCode === gameCode) found.push(record);
      }
      return found;
    },
    openMoney: () => openMoney,
    async close() {
      await flushing;
      await handle?.close();
      handle = null;
    },
  };
}
