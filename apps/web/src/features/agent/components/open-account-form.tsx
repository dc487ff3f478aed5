import type { TAgentOpenAccountValue, TAgentProfile } from '@platform/contracts';
import { useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { Button, buttonClass } from '../../../components/button/button.tsx';
import { CopyList, CopyRow } from '../../../components/copy-row/copy-row.tsx';
import { TextField } from '../../../components/field/field.tsx';
import { Icon } from '../../../components/icon/icon.tsx';
import { Notice } from '../../../components/notice/notice.tsx';
import { describeApiError } from '../../../lib/api-client.ts';
import { useOpenAccount } from '../api/register-api.ts';
import { agentScreenPath } from '../menu.ts';
import { EMPTY_TERMS, termsFromDraft, termsValid, type TermsDraft } from '../terms.ts';
import { TermsEditor } from './terms-editor.tsx';
import { TypeChoice } from './type-choice.tsx';
import styles from './register-centre.module.css';

const ACCOUNT = /^\S{1,64}$/;

/**
 * Opening an account directly (registerCenter, issue 11): a member or a sub-agent (with the terms it
 * gets), account and nickname. The answer's one-time password is shown once, here, with copy, and
 * the first login must change it; leaving the screen forgets it.
 */
export function OpenAccountForm({ profile }: { profile: TAgentProfile | undefined }) {
  const { t } = useTranslation();
  const open = useOpenAccount();
  const [type, setType] = useState<'MEMBER' | 'AGENT'>('MEMBER');
  const [account, setAccount] = useState('');
  const [nickname, setNickname] = useState('');
  const [terms, setTerms] = useState<TermsDraft>(EMPTY_TERMS);
  const [submitted, setSubmitted] = useState(false);
  const [opened, setOpened] = useState<TAgentOpenAccountValue | null>(null);

  if (opened) {
    return (
      <OpenedAccount
        opened={opened}
        onAnother={() => {
          setOpened(null);
          setAccount('');
          setNickname('');
          setSubmitted(false);
          open.reset();
        }}
      />
    );
  }

  const accountError = submitted && !ACCOUNT.test(account.trim()) ? t('agent.open.accountInvalid') : null;
  const submit = (event: FormEvent) => {
    event.preventDefault();
    setSubmitted(true);
    if (!ACCOUNT.test(account.trim())) return;
    if (type === 'AGENT' && !termsValid(terms, profile?.terms)) return;
    open.mutate(
      {
        type,
        account: account.trim(),
        nickname: nickname.trim(),
        terms: type === 'AGENT' ? termsFromDraft(terms) : undefined,
      },
      { onSuccess: setOpened },
    );
  };

  return (
    <form className={styles.form} onSubmit={submit} noValidate data-testid="open-account-form">
      {open.isError ? <Notice tone="danger">{describeApiError(open.error, (key) => t(key))}</Notice> : null}
      <TypeChoice label={t('agent.open.typeLabel')} value={type} onChange={setType} />
      <div className={styles.formRow}>
        <TextField
          label={t('agent.open.account')}
          icon="user"
          value={account}
          onChange={(e) => setAccount(e.target.value)}
          maxLength={64}
          autoComplete="off"
          autoCapitalize="none"
          spellCheck={false}
          required
          error={accountError}
          hint={t('agent.open.accountHint')}
        />
        <TextField
          label={t('agent.open.nickname')}
          icon="sparkle"
          value={nickname}
          onChange={(e) => setNickname(e.target.value)}
          maxLength={40}
          autoComplete="off"
          hint={t('agent.open.nicknameHint')}
        />
      </div>
      {type === 'AGENT' ? (
        profile ? (
          <TermsEditor own={profile.terms} value={terms} onChange={setTerms} showErrors={submitted} />
        ) : null
      ) : null}
      <Notice tone="info" icon="key">
        {t('agent.open.passwordNote')}
      </Notice>
      <div className={styles.formActions}>
        <Button type="submit" size="lg" loading={open.isPending} icon={<Icon name="plus" size={18} />}>
          {t('agent.open.submit')}
        </Button>
      </div>
    </form>
  );
}

function OpenedAccount({ opened, onAnother }: { opened: TAgentOpenAccountValue; onAnother: () => void }) {
  const { t } = useTranslation();
  return (
    <div className={styles.opened} data-testid="account-opened" role="status">
      <div className={styles.openedHead}>
        <span className={styles.openedIcon} aria-hidden="true">
          <Icon name="success" size={28} />
        </span>
        <div>
          <h3>{t('agent.open.doneTitle')}</h3>
          <p>{t('agent.open.doneText', { account: opened.account, type: t(`agent.type.${opened.type}`) })}</p>
        </div>
      </div>
      <CopyList>
        <CopyRow label={t('agent.open.account')} value={opened.account} />
        <CopyRow label={t('agent.open.oneTimePassword')} value={opened.oneTimePassword} />
      </CopyList>
      <Notice tone="warning">{t('agent.open.shownOnce')}</Notice>
      <div className={styles.formActions}>
        <Button variant="outline" icon={<Icon name="plus" size={18} />} onClick={onAnother}>
          {t('agent.open.another')}
        </Button>
        <Link to={agentScreenPath('downlineManagmentView')} className={buttonClass('gold')}>
          <Icon name="users" size={18} />
          {t('agent.open.viewTeam')}
        </Link>
      </div>
    </div>
  );
}
