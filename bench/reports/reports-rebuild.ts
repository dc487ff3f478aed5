/**
 * Builds the report summaries of [from, to] with the reports module's own builder
 * (`builder.rebuildDays`, what the job and an operator's rebuild run), in-process on a pool of its
 * own. Its database times each statement, so the run reports the whole build, each day (from one
 * day's first DELETE to the next's), the daily close, and the time per statement kind summed over
 * the days.
 */
import { createDatabase } from '../../apps/server/src/platform/db/database.ts';
import { interceptedDatabase, reportsModuleOn, sqlText } from './reports-module.ts';

export interface RebuildFigures {
  totalMs: number;
  days: { day: string; ms: number }[];
  perDayMs: { min: number; median: number; max: number };
  closeMs: number;
  stepsMs: Record<string, number>;
  rerunDay: { day: string; ms: number } | null;
}

/** A statement's kind: what it writes, or its first words. */
const stepOf = (sql: string) => {
  const text = sql.replace(/\s+/g, ' ').trim();
  const write = /^(?:WITH .*?\)\s*)?(INSERT INTO|DELETE FROM|UPDATE) (\w+)/.exec(text);
  return write ? `${write[1]} ${write[2]}` : text.slice(0, 48);
};

export async function rebuildSummaries(o: {
  databaseUrl: string;
  merchant: string;
  from: string;
  to: string;
}): Promise<RebuildFigures> {
  const plain = createDatabase(o.databaseUrl, 2);
  const stepsMs: Record<string, number> = {};
  const marks: { label: string; at: number }[] = [];
  const db = interceptedDatabase(plain, async (q, sql, params) => {
    const text = sqlText(sql);
    if (/^\s*DELETE FROM report_member_game_days/.test(text))
      marks.push({ label: String(params?.[1]), at: performance.now() });
    if (/ISOLATION LEVEL REPEATABLE READ/.test(text)) marks.push({ label: 'close', at: performance.now() });
    const t0 = performance.now();
    try {
      return await q.query(sql, params);
    } finally {
      const step = stepOf(text);
      stepsMs[step] = (stepsMs[step] ?? 0) + (performance.now() - t0);
    }
  });
  try {
    const { builder } = await reportsModuleOn(db, plain, o.merchant);
    const t0 = performance.now();
    await builder.rebuildDays(o.merchant, o.from, o.to);
    const end = performance.now();
    const spans = marks.map((m, i) => ({ label: m.label, ms: Math.round((marks[i + 1]?.at ?? end) - m.at) }));
    const days = spans.filter((s) => s.label !== 'close').map((s) => ({ day: s.label, ms: s.ms }));
    const sorted = days.map((d) => d.ms).sort((a, b) => a - b);
    for (const day of days) console.log(`  summaries ${day.day}: ${day.ms} ms`);
    // A re-run of the busiest day: what the job does when a late win or rollback corrects a day.
    const busiest = days.reduce<{ day: string; ms: number } | null>(
      (a, b) => (!a || b.ms > a.ms ? b : a),
      null,
    );
    let rerunDay: RebuildFigures['rerunDay'] = null;
    if (busiest) {
      const r0 = performance.now();
      await builder.rebuildDay(o.merchant, busiest.day);
      rerunDay = { day: busiest.day, ms: Math.round(performance.now() - r0) };
    }
    return {
      totalMs: Math.round(end - t0),
      days,
      perDayMs: {
        min: sorted[0] ?? 0,
        median: sorted[Math.floor(sorted.length / 2)] ?? 0,
        max: sorted[sorted.length - 1] ?? 0,
      },
      closeMs: spans.find((s) => s.label === 'close')?.ms ?? 0,
      stepsMs: Object.fromEntries(Object.entries(stepsMs).map(([k, v]) => [k, Math.round(v)])),
      rerunDay,
    };
  } finally {
    await plain.close();
  }
}
