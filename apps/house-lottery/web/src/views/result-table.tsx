import type { MessageKey } from '../i18n/catalog.ts';
import { useI18n } from '../i18n/i18n-context.tsx';

/** A result, prize by prize (the API gives them in prize order); the top prize stands out. */
export function ResultTable({ result }: { result: Record<string, string[]> }) {
  const { t } = useI18n();
  const prizes = Object.keys(result);
  return (
    <table className="result-table">
      <tbody>
        {prizes.map((prize) => (
          <tr
            key={prize}
            className={prize === 'DB' || prize === 'FIRST' || prize === 'P1' ? 'top-prize' : ''}
          >
            <th scope="row">{t(`prize.${prize}` as MessageKey)}</th>
            <td>
              {result[prize]!.map((n, i) => (
                <span key={`${n}-${i}`} className="ball-num">
                  {n}
                </span>
              ))}
            </td>
          </tr>
        ))}
      </tbody>
    </table>
  );
}
