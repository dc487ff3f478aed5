import type { TAgentLink, TAgentProfile } from '@platform/contracts';
import { useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { Button } from '../../../components/button/button.tsx';
import { Card } from '../../../components/card/card.tsx';
import { CopyList, CopyRow } from '../../../components/copy-row/copy-row.tsx';
import { SelectField, TextField } from '../../../components/field/field.tsx';
import { Icon } from '../../../components/icon/icon.tsx';
import { showModal } from '../../../components/modal/index.ts';
import { Notice } from '../../../components/notice/notice.tsx';
import { Pager } from '../../../components/pager/pager.tsx';
import { RecordList } from '../../../components/record-list/record-list.tsx';
import { SkeletonRows } from '../../../components/skeleton/skeleton.tsx';
import { StatusPill } from '../../../components/status-pill/status-pill.tsx';
import { showToast } from '../../../components/toast/index.ts';
import { describeApiError } from '../../../lib/api-client.ts';
import { formatCount, formatDateTime } from '../../../lib/format.ts';
import { useCreateLink, useDisableLink, useLinks } from '../api/register-api.ts';
import { oneOf } from '../filters.ts';
import { EMPTY_TERMS, termsFromDraft, termsHighlights, termsValid, type TermsDraft } from '../terms.ts';
import { TypePill } from './cells.tsx';
import { LinkQr } from './link-qr.tsx';
import { TermsEditor } from './terms-editor.tsx';
import { TypeChoice } from './type-choice.tsx';
import styles from './register-centre.module.css';

const PAGE_SIZE = 10;
const LINK_STATUSES = ['ACTIVE', 'DISABLED', ''] as const;

/** The address a link opens: the register form on this site with the code filled in. */
export const linkUrl = (link: TAgentLink, origin: string = window.location.origin) =>
  new URL(link.registerPath, origin).toString();

/**
 * Invitation links (registerCenter, issue 11): create a member or an agent link (an agent link with
 * the terms its sub-agents get), and the list with code, address, QR code, copy, how many registered
 * through each, status, and disabling with a confirmation. The status filter and page are the URL's.
 */
export function InvitationLinks({
  profile,
  timeZone,
  status: statusParam,
  pageNo,
  onFilter,
  onPage,
}: {
  profile: TAgentProfile | undefined;
  timeZone?: string;
  status: string;
  pageNo: number;
  onFilter: (status: string) => void;
  onPage: (page: number) => void;
}) {
  const { t } = useTranslation();
  const status = oneOf(LINK_STATUSES, statusParam, 'ACTIVE');
  const links = useLinks({ status: status || undefined, pageNo, pageSize: PAGE_SIZE });

  return (
    <div className={styles.linksLayout}>
      <Card
        id="agent-link-create"
        icon="plus"
        title={t('agent.links.createTitle')}
        text={t('agent.links.createText')}
      >
        <CreateLinkForm profile={profile} />
      </Card>
      <Card
        id="agent-links-title"
        icon="qr"
        title={t('agent.links.listTitle')}
        actions={
          <SelectField
            className={styles.statusSelect}
            label={t('agent.filter.status')}
            hideLabel
            value={status}
            onChange={(e) => onFilter(e.target.value)}
            options={LINK_STATUSES.map((id) => ({
              value: id,
              label: t(id ? `agent.links.status.${id}` : 'agent.filter.any'),
            }))}
          />
        }
      >
        <RecordList
          query={links}
          items={links.data?.list}
          loading={<SkeletonRows variant="bar" rows={3} />}
          empty={{ title: t('agent.links.emptyTitle'), text: t('agent.links.emptyText') }}
          errorTitle={t('agent.links.loadFailed')}
          footer={
            <Pager
              page={pageNo}
              totalPages={links.data?.totalPages ?? 1}
              onChange={onPage}
              label={t('agent.links.pages')}
              disabled={links.isFetching}
            />
          }
        >
          {(list) => (
            <ul className={styles.linkList}>
              {list.map((link) => (
                <LinkCard key={link.id} link={link} timeZone={timeZone} />
              ))}
            </ul>
          )}
        </RecordList>
      </Card>
    </div>
  );
}

function CreateLinkForm({ profile }: { profile: TAgentProfile | undefined }) {
  const { t } = useTranslation();
  const create = useCreateLink();
  const [type, setType] = useState<'MEMBER' | 'AGENT'>('MEMBER');
  const [note, setNote] = useState('');
  const [terms, setTerms] = useState<TermsDraft>(EMPTY_TERMS);
  const [submitted, setSubmitted] = useState(false);

  const submit = (event: FormEvent) => {
    event.preventDefault();
    setSubmitted(true);
    if (type === 'AGENT' && !termsValid(terms, profile?.terms)) return;
    create.mutate(
      { type, note: note.trim(), terms: type === 'AGENT' ? termsFromDraft(terms) : undefined },
      {
        onSuccess: (link) => {
          showToast(t('agent.links.created', { code: link.code }));
          setNote('');
          setSubmitted(false);
        },
      },
    );
  };

  return (
    <form className={styles.form} onSubmit={submit} noValidate data-testid="create-link-form">
      {create.isError ? (
        <Notice tone="danger">{describeApiError(create.error, (key) => t(key))}</Notice>
      ) : null}
      <TypeChoice label={t('agent.links.typeLabel')} value={type} onChange={setType} />
      <TextField
        label={t('agent.links.note')}
        icon="record"
        value={note}
        onChange={(e) => setNote(e.target.value)}
        maxLength={100}
        hint={t('agent.links.noteHint')}
      />
      {type === 'AGENT' && profile ? (
        <TermsEditor own={profile.terms} value={terms} onChange={setTerms} showErrors={submitted} />
      ) : null}
      <div className={styles.formActions}>
        <Button type="submit" loading={create.isPending} icon={<Icon name="qr" size={18} />}>
          {t('agent.links.create')}
        </Button>
      </div>
    </form>
  );
}

function LinkCard({ link, timeZone }: { link: TAgentLink; timeZone?: string }) {
  const { t } = useTranslation();
  const disable = useDisableLink();
  const url = linkUrl(link);
  const active = link.status === 'ACTIVE';

  const confirmDisable = () =>
    showModal({
      icon: 'warning',
      title: t('agent.links.disableTitle'),
      html: t('agent.links.disableText', { code: link.code }),
      buttons: [
        { label: t('common.cancel'), value: 'cancel', variant: 'ghost' },
        {
          label: t('agent.links.disable'),
          value: 'disable',
          variant: 'danger',
          onClick: async () => {
            try {
              await disable.mutateAsync(link.id);
              showToast(t('agent.links.disabled', { code: link.code }));
            } catch (error) {
              showToast(
                describeApiError(error, (key) => t(key)),
                'error',
              );
            }
          },
        },
      ],
    });

  const highlights = termsHighlights(link.terms);
  return (
    <li className={[styles.link, active ? '' : styles.linkOff].join(' ')} data-testid="invitation-link">
      {active ? <LinkQr url={url} code={link.code} /> : null}
      <div className={styles.linkBody}>
        <div className={styles.linkTop}>
          <div className={styles.linkCode}>
            <span className={styles.linkCodeLabel}>{t('agent.links.code')}</span>
            <strong data-testid="link-code">{link.code}</strong>
          </div>
          <div className={styles.linkTags}>
            <TypePill type={link.type} />
            <StatusPill tone={active ? 'success' : 'muted'}>
              {t(`agent.links.status.${link.status}`)}
            </StatusPill>
          </div>
        </div>
        {link.note ? <p className={styles.linkNote}>{link.note}</p> : null}
        <CopyList>
          <CopyRow label={t('agent.links.url')} value={url} />
          <CopyRow label={t('agent.links.code')} value={link.code} />
        </CopyList>
        {highlights.length > 0 ? (
          <ul className={styles.linkTerms} aria-label={t('agent.links.terms')}>
            {highlights.map((h) => (
              <li key={h.kind}>{t('agent.links.upTo', { kind: t(`agent.kind.${h.kind}`), rate: h.rate })}</li>
            ))}
          </ul>
        ) : null}
        <div className={styles.linkFoot}>
          <span className={styles.linkStat}>
            <Icon name="users" size={16} />
            {t('agent.links.registrations', {
              count: link.registrations,
              formatted: formatCount(link.registrations),
            })}
          </span>
          <span className={styles.linkMeta}>
            {active
              ? t('agent.links.createdAt', {
                  at: formatDateTime(new Date(link.createdAt), timeZone, { seconds: false }),
                })
              : t('agent.links.disabledAt', {
                  at: formatDateTime(new Date(link.disabledAt ?? link.createdAt), timeZone, {
                    seconds: false,
                  }),
                })}
          </span>
          {active ? (
            <Button
              variant="ghost"
              size="sm"
              icon={<Icon name="lock" size={14} />}
              onClick={confirmDisable}
              aria-label={t('agent.links.disableCode', { code: link.code })}
            >
              {t('agent.links.disable')}
            </Button>
          ) : null}
        </div>
      </div>
    </li>
  );
}
