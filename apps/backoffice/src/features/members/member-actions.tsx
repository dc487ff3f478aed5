import type { TMemberDetail } from '@platform/contracts';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { toast } from '../../components/toast.tsx';
import { ConfirmDialog, ErrorNote, ui } from '../../components/ui.tsx';
import { membersApi } from './api/members-api.ts';
import { queryKeys } from '../../lib/query-keys.ts';
import { LockDialog, TemporaryPasswordDialog } from './member-dialogs.tsx';
import styles from './members.module.css';

/** Lock / unlock and password reset for one member: shown only to operators with members.write. */
export function MemberActions({ merchantCode, member }: { merchantCode: string; member: TMemberDetail }) {
  const { t } = useTranslation();
  const client = useQueryClient();
  const [lockOpen, setLockOpen] = useState(false);
  const [resetOpen, setResetOpen] = useState(false);
  const [temporary, setTemporary] = useState<string | null>(null);
  const locked = member.status === 'LOCKED';

  const lock = useMutation({
    mutationFn: (reason: string) =>
      membersApi.lock(merchantCode, member.id, { locked: !locked, reason: reason.trim() }),
    onSuccess: (summary) => {
      setLockOpen(false);
      client.setQueryData<TMemberDetail>(queryKeys.member(merchantCode, member.id), (old) =>
        old ? { ...old, ...summary } : old,
      );
      void client.invalidateQueries({ queryKey: queryKeys.members(merchantCode) });
      toast(t(summary.status === 'LOCKED' ? 'members.locked' : 'members.unlocked'));
    },
  });
  const reset = useMutation({
    mutationFn: () => membersApi.resetPassword(merchantCode, member.id),
    onSuccess: (value) => {
      setTemporary(value.temporaryPassword);
      void client.invalidateQueries({ queryKey: queryKeys.member(merchantCode, member.id) });
    },
  });

  return (
    <>
      <div className={styles.actions}>
        <button
          type="button"
          className={`${ui.button} ${locked ? '' : ui.danger}`}
          onClick={() => {
            lock.reset();
            setLockOpen(true);
          }}
        >
          {locked ? t('members.unlock') : t('members.lock')}
        </button>
        <button
          type="button"
          className={`${ui.button} ${ui.secondary}`}
          disabled={reset.isPending}
          onClick={() => setResetOpen(true)}
        >
          {t('members.resetPassword')}
        </button>
      </div>
      <div style={{ marginTop: 10 }}>
        <ErrorNote error={reset.error} />
      </div>
      {lockOpen ? (
        <LockDialog
          open
          locking={!locked}
          username={member.username}
          pending={lock.isPending}
          onConfirm={(reason) => lock.mutate(reason)}
          onOpenChange={setLockOpen}
          error={lock.error}
        />
      ) : null}
      <ConfirmDialog
        open={resetOpen}
        title={t('members.resetTitle', { username: member.username })}
        text={t('members.resetText')}
        confirmLabel={t('members.resetPassword')}
        danger
        onConfirm={() => reset.mutate()}
        onOpenChange={setResetOpen}
      />
      <TemporaryPasswordDialog password={temporary} onClose={() => setTemporary(null)} />
    </>
  );
}
