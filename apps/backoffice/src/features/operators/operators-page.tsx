import { OPERATOR_ROLES, type OperatorRole, type TOperator } from '@platform/contracts';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { toast } from '../../components/toast.tsx';
import { Card, ErrorNote, PageHeader, Skeleton, PasswordField, TextField, ui } from '../../components/ui.tsx';
import { queryKeys } from '../../lib/query-keys.ts';
import { useMerchant } from '../../app/merchant-context.tsx';
import { useSession } from '../../app/session.tsx';
import { operatorsApi, useOperators } from './api/operators-api.ts';

export function OperatorsPage({ canManage }: { canManage: boolean }) {
  const { t } = useTranslation();
  const client = useQueryClient();
  const list = useOperators(canManage);
  const [username, setUsername] = useState('');
  const [password, setPassword] = useState('');
  const [role, setRole] = useState<OperatorRole>('SUPPORT');
  const { merchants } = useMerchant();
  // An operator serves only the merchants given here; none when none is ticked.
  const [merchantCodes, setMerchantCodes] = useState<string[]>([]);
  const [allMerchants, setAllMerchants] = useState(false);
  const toggleMerchant = (code: string, on: boolean) =>
    setMerchantCodes((codes) => (on ? [...codes, code] : codes.filter((c) => c !== code)));
  const create = useMutation({
    mutationFn: () =>
      operatorsApi.create({ username: username.trim(), password, role, merchantCodes, allMerchants }),
    onSuccess: () => {
      toast(t('operators.created'));
      setUsername('');
      setPassword('');
      setMerchantCodes([]);
      setAllMerchants(false);
      void client.invalidateQueries({ queryKey: queryKeys.operators });
    },
  });
  const { operator: me } = useSession();
  const setStatus = useMutation({
    mutationFn: (change: { id: string; status: TOperator['status'] }) =>
      operatorsApi.setStatus(change.id, { status: change.status }),
    onSuccess: () => void client.invalidateQueries({ queryKey: queryKeys.operators }),
  });
  const revoke = useMutation({
    mutationFn: (id: string) => operatorsApi.revokeSessions(id),
    onSuccess: (result) => toast(t('operators.revoked', { count: result.sessionsEnded })),
  });
  const submit = (event: FormEvent) => {
    event.preventDefault();
    create.mutate();
  };

  return (
    <div className={ui.page}>
      <PageHeader title={t('operators.title')} subtitle={t('operators.subtitle')} />
      {!canManage ? (
        <p className={ui.notice}>{t('operators.noAccess')}</p>
      ) : (
        <>
          <Card title={t('operators.create')}>
            <form onSubmit={submit} className={ui.row} style={{ alignItems: 'flex-end' }}>
              <TextField
                label={t('operators.username')}
                fieldStyle={{ flex: 1, minWidth: 180 }}
                value={username}
                onChange={setUsername}
                required
                minLength={3}
                maxLength={64}
              />
              <PasswordField
                label={t('operators.password')}
                fieldStyle={{ flex: 1, minWidth: 220 }}
                autoComplete="new-password"
                value={password}
                onChange={setPassword}
                minLength={8}
              />
              <label className={ui.field} style={{ minWidth: 160 }}>
                <span>{t('operators.role')}</span>
                <select
                  className={ui.select}
                  value={role}
                  onChange={(e) => setRole(e.target.value as OperatorRole)}
                >
                  {OPERATOR_ROLES.map((r) => (
                    <option key={r} value={r}>
                      {t(`roles.${r}`)}
                    </option>
                  ))}
                </select>
              </label>
              <fieldset className={ui.field} style={{ border: 0, padding: 0, margin: 0, minWidth: 220 }}>
                <legend>{t('operators.merchants')}</legend>
                <div className={ui.row}>
                  <label>
                    <input
                      type="checkbox"
                      checked={allMerchants}
                      onChange={(e) => setAllMerchants(e.target.checked)}
                    />{' '}
                    {t('operators.allMerchants')}
                  </label>
                  {merchants.map((m) => (
                    <label key={m.merchantCode}>
                      <input
                        type="checkbox"
                        disabled={allMerchants}
                        checked={allMerchants || merchantCodes.includes(m.merchantCode)}
                        onChange={(e) => toggleMerchant(m.merchantCode, e.target.checked)}
                      />{' '}
                      {m.merchantCode}
                    </label>
                  ))}
                </div>
              </fieldset>
              <button type="submit" className={ui.button} disabled={create.isPending}>
                {t('operators.create')}
              </button>
            </form>
            <div style={{ marginTop: 12 }}>
              <ErrorNote error={create.error} />
            </div>
          </Card>
          <Card>
            <ErrorNote error={list.error ?? setStatus.error ?? revoke.error} />
            {list.isPending ? (
              <Skeleton rows={3} />
            ) : (
              <table className={ui.table}>
                <thead>
                  <tr>
                    <th>{t('operators.username')}</th>
                    <th>{t('operators.role')}</th>
                    <th>{t('operators.permissions')}</th>
                    <th>{t('operators.merchants')}</th>
                    <th>{t('operators.status')}</th>
                    <th>{t('operators.actions')}</th>
                  </tr>
                </thead>
                <tbody>
                  {list.data?.map((o) => (
                    <tr key={o.id}>
                      <td>
                        <strong>{o.username}</strong>
                      </td>
                      <td>
                        <span className={ui.badge}>{t(`roles.${o.role}`)}</span>
                      </td>
                      <td className={ui.mono}>{o.permissions.join(', ')}</td>
                      <td>
                        {o.allMerchants
                          ? t('operators.allMerchants')
                          : o.merchantCodes.length
                            ? o.merchantCodes.join(', ')
                            : t('operators.noMerchants')}
                      </td>
                      <td>
                        <span className={ui.badge}>{t(`operators.status${o.status}`)}</span>
                      </td>
                      <td className={ui.nowrap}>
                        {o.id === me?.id ? (
                          <span className={ui.muted}>{t('operators.you')}</span>
                        ) : (
                          <>
                            <button
                              type="button"
                              className={`${ui.button} ${ui.secondary}`}
                              disabled={setStatus.isPending}
                              onClick={() =>
                                setStatus.mutate({
                                  id: o.id,
                                  status: o.status === 'ACTIVE' ? 'DISABLED' : 'ACTIVE',
                                })
                              }
                            >
                              {t(o.status === 'ACTIVE' ? 'operators.disable' : 'operators.enable', {
                                name: o.username,
                              })}
                            </button>{' '}
                            <button
                              type="button"
                              className={`${ui.button} ${ui.secondary}`}
                              disabled={revoke.isPending}
                              onClick={() => revoke.mutate(o.id)}
                            >
                              {t('operators.revoke', { name: o.username })}
                            </button>
                          </>
                        )}
                      </td>
                    </tr>
                  ))}
                </tbody>
              </table>
            )}
          </Card>
        </>
      )}
    </div>
  );
}
