import { useI18n } from '../i18n/i18n-context.tsx';

export interface RevealedSpin {
  serverSeedHash: string;
  serverSeed: string;
  clientSeed: string;
  nonce: number;
  bet: string;
  roundId: string;
}

/** Link to the verifier, prefilled with a round's seeds. */
export function verifyHref(
  gameCode: string,
  seeds: { serverSeed: string; serverSeedHash: string; clientSeed: string; nonce: number; roundId?: string },
  extra: Record<string, string> = {},
) {
  const query = new URLSearchParams({
    gameCode,
    serverSeed: seeds.serverSeed,
    serverSeedHash: seeds.serverSeedHash,
    clientSeed: seeds.clientSeed,
    nonce: String(seeds.nonce),
    ...(seeds.roundId ? { roundId: seeds.roundId } : {}),
    ...extra,
  });
  return `/verify?${query.toString()}`;
}

/** Provable fairness of slot play: the next seed's hash, the player's client seed, the last seed revealed. */
export function FairnessPanel(props: {
  gameCode: string;
  language: string;
  currency: string;
  nextHash: string;
  clientSeed: string;
  clientSeedDraft: string;
  onClientSeedDraft: (value: string) => void;
  nonce: number;
  revealed: RevealedSpin | null;
  disabled: boolean;
}) {
  const { t } = useI18n();
  const { revealed } = props;
  const seedValid = /^[A-Za-z0-9_.:-]{1,64}$/.test(props.clientSeedDraft.trim());
  return (
    <details className="fairness panel" data-testid="fairness-panel">
      <summary>{t('fair.title')}</summary>
      <p>{t('fair.explain')}</p>
      <dl className="fair-grid">
        <dt>{t('fair.nextHash')}</dt>
        <dd data-testid="next-server-seed-hash">{props.nextHash}</dd>
        <dt>
          <label htmlFor="client-seed">{t('fair.clientSeed')}</label>
        </dt>
        <dd>
          <div className="seed-input">
            <input
              id="client-seed"
              data-testid="client-seed-input"
              value={props.clientSeedDraft}
              maxLength={64}
              disabled={props.disabled}
              aria-invalid={!seedValid}
              aria-describedby="client-seed-hint"
              onChange={(event) => props.onClientSeedDraft(event.target.value)}
            />
          </div>
          <small id="client-seed-hint">{t('fair.clientSeedHint')}</small>
        </dd>
        <dt>{t('fair.nonce')}</dt>
        <dd data-testid="nonce">{props.nonce}</dd>
        {revealed && (
          <>
            <dt>{t('fair.lastSeed')}</dt>
            <dd data-testid="last-server-seed">{revealed.serverSeed}</dd>
            <dt>{t('fair.lastHash')}</dt>
            <dd>{revealed.serverSeedHash}</dd>
          </>
        )}
      </dl>
      {revealed && (
        <p>
          <a
            href={verifyHref(props.gameCode, revealed, {
              bet: revealed.bet,
              currency: props.currency,
              language: props.language,
            })}
            target="_blank"
            rel="noreferrer"
            data-testid="verify-link"
          >
            {t('fair.verify')}
          </a>
        </p>
      )}
    </details>
  );
}
