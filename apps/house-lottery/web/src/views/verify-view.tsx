import { useCallback, useEffect, useState } from 'react';
import { useI18n } from '../i18n/i18n-context.tsx';
import { apiGet, apiPost, ApiError } from '../lib/api.ts';
import type { Draw, VerifyAnswer } from '../lib/types.ts';
import { ErrorNotice } from './common.tsx';
import { ResultTable } from './result-table.tsx';

/**
 * The fast-draw verifier: reads a draw's published hash, seed and result and has the vendor rerun
 * the very dealing code on them (`POST /api/lottery/verify`, the domain's `verifyDraw`).
 */
export function VerifyView({ initialDrawId }: { initialDrawId: string | null }) {
  const { t } = useI18n();
  const [drawId, setDrawId] = useState(initialDrawId ?? '');
  const [state, setState] = useState<
    | { kind: 'idle' }
    | { kind: 'busy' }
    | { kind: 'error'; code: string }
    | { kind: 'note'; key: 'verify.notYet' | 'verify.onlyFast' }
    | { kind: 'done'; draw: Draw; answer: VerifyAnswer }
  >({ kind: 'idle' });

  const run = useCallback(async (id: string) => {
    if (!id.trim()) return;
    setState({ kind: 'busy' });
    try {
      const draw = await apiGet<Draw>(`/api/lottery/draws/${encodeURIComponent(id.trim())}`);
      if (draw.market !== 'ELOTT') return setState({ kind: 'note', key: 'verify.onlyFast' });
      if (!draw.serverSeed || !draw.serverSeedHash || !draw.result)
        return setState({ kind: 'note', key: 'verify.notYet' });
      const answer = await apiPost<VerifyAnswer>('/api/lottery/verify', {
        drawId: draw.drawId,
        serverSeed: draw.serverSeed,
        serverSeedHash: draw.serverSeedHash,
        result: draw.result,
      });
      setState({ kind: 'done', draw, answer });
    } catch (e) {
      setState({ kind: 'error', code: e instanceof ApiError ? e.code : 'INTERNAL' });
    }
  }, []);
  useEffect(() => {
    if (initialDrawId) void run(initialDrawId);
  }, [initialDrawId, run]);

  return (
    <section className="verify" aria-labelledby="verify-title">
      <h2 id="verify-title">{t('verify.title')}</h2>
      <p className="muted">{t('verify.intro')}</p>
      <form
        className="entry-row"
        onSubmit={(e) => {
          e.preventDefault();
          void run(drawId);
        }}
      >
        <label className="visually-hidden" htmlFor="verify-draw">
          {t('verify.drawId')}
        </label>
        <input
          id="verify-draw"
          value={drawId}
          placeholder="ELOTT1-202611271201"
          onChange={(e) => setDrawId(e.target.value)}
        />
        <button type="submit" className="primary" disabled={state.kind === 'busy'}>
          {t('verify.run')}
        </button>
      </form>
      {state.kind === 'error' ? <ErrorNotice code={state.code} /> : null}
      {state.kind === 'note' ? <p className="notice">{t(state.key)}</p> : null}
      {state.kind === 'done' ? (
        <div className="verify-answer" data-testid="verify-answer">
          <p className={state.answer.hashMatches ? 'notice ok' : 'notice error'} role="status">
            {state.answer.hashMatches ? '✓ ' : '✗ '}
            {t(state.answer.hashMatches ? 'verify.hashOk' : 'verify.hashBad')}
          </p>
          <p className={state.answer.resultMatches ? 'notice ok' : 'notice error'}>
            {state.answer.resultMatches ? '✓ ' : '✗ '}
            {t(state.answer.resultMatches ? 'verify.resultOk' : 'verify.resultBad')}
          </p>
          <dl className="seed">
            <dt>{t('results.seedHash')}</dt>
            <dd>
              <code>{state.draw.serverSeedHash}</code>
            </dd>
            <dt>{t('results.seed')}</dt>
            <dd>
              <code>{state.draw.serverSeed}</code>
            </dd>
          </dl>
          <ResultTable result={state.answer.result} />
        </div>
      ) : null}
    </section>
  );
}
