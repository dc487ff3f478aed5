import type { TMemberDetail } from '@platform/contracts';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { toast } from '../../components/toast.tsx';
import { Card, ErrorNote, ui } from '../../components/ui.tsx';
import { queryKeys } from '../../lib/query-keys.ts';
import { membersApi } from './api/members-api.ts';
import styles from './members.module.css';

/** What the server stores: lower case, letters, digits, '-' and '_', at most 32 characters. */
const TAG = /^[a-z0-9][a-z0-9_-]{0,31}$/;

/**
 * Operators' tags on a member (promotions may admit only members having any of them): listed to
 * every reader, added and removed by operators with members.write, each change audited.
 */
export function MemberTags(props: { merchantCode: string; member: TMemberDetail; canWrite: boolean }) {
  const { merchantCode, member, canWrite } = props;
  const { t } = useTranslation();
  const client = useQueryClient();
  const [draft, setDraft] = useState('');
  const [invalid, setInvalid] = useState(false);
  const store = (tags: string[]) =>
    client.setQueryData<TMemberDetail>(queryKeys.member(merchantCode, member.id), (old) =>
      old ? { ...old, tags } : old,
    );
  const add = useMutation({
    mutationFn: (tag: string) => membersApi.addTag(merchantCode, member.id, tag),
    onSuccess: ({ tags }, tag) => {
      store(tags);
      setDraft('');
      toast(t('members.tags.added', { tag }));
    },
  });
  const remove = useMutation({
    mutationFn: (tag: string) => membersApi.removeTag(merchantCode, member.id, tag),
    onSuccess: ({ tags }, tag) => {
      store(tags);
      toast(t('members.tags.removed', { tag }));
    },
  });

  const submit = (event: FormEvent) => {
    event.preventDefault();
    const tag = draft.trim().toLowerCase();
    const ok = TAG.test(tag);
    setInvalid(!ok);
    if (ok) add.mutate(tag);
  };

  return (
    <Card title={t('members.tags.title')}>
      <p className={ui.muted}>{t('members.tags.text')}</p>
      {member.tags.length === 0 ? (
        <p className={ui.empty}>{t('members.tags.none')}</p>
      ) : (
        <ul className={styles.tags} aria-label={t('members.tags.title')} data-testid="member-tags">
          {member.tags.map((tag) => (
            <li key={tag} className={styles.tag}>
              <span>{tag}</span>
              {canWrite ? (
                <button
                  type="button"
                  className={styles.tagRemove}
                  aria-label={t('members.tags.remove', { tag })}
                  title={t('members.tags.remove', { tag })}
                  disabled={remove.isPending}
                  onClick={() => remove.mutate(tag)}
                >
                  ×
                </button>
              ) : null}
            </li>
          ))}
        </ul>
      )}
      {canWrite ? (
        <form className={styles.tagForm} onSubmit={submit} aria-label={t('members.tags.addTitle')}>
          <label className={ui.field}>
            <span>{t('members.tags.new')}</span>
            <input
              className={`${ui.input} ${invalid ? ui.invalid : ''}`}
              value={draft}
              maxLength={32}
              placeholder="high-roller"
              aria-invalid={invalid || undefined}
              onChange={(e) => {
                setDraft(e.target.value);
                setInvalid(false);
              }}
            />
            {invalid ? <span className={ui.fieldError}>{t('members.tags.rule')}</span> : null}
          </label>
          <button type="submit" className={ui.button} disabled={add.isPending || draft.trim() === ''}>
            {t('members.tags.add')}
          </button>
        </form>
      ) : null}
      <ErrorNote error={add.error ?? remove.error} />
    </Card>
  );
}
