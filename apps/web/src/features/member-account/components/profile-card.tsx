import { useState, type ComponentType, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { Avatar } from '../../../components/avatar/avatar.tsx';
import { Button } from '../../../components/button/button.tsx';
import { Card } from '../../../components/card/card.tsx';
import { IconBadge } from '../../../components/icon-badge/icon-badge.tsx';
import { Icon, type IconName } from '../../../components/icon/icon.tsx';
import { StatusPill } from '../../../components/status-pill/status-pill.tsx';
import { formatDateTime, formatDay } from '../../../lib/format.ts';
import type { MemberProfile } from '../api/member-account-api.ts';
import { AvatarDialog } from './avatar-dialog.tsx';
import { BirthdayDialog } from './birthday-dialog.tsx';
import styles from './member-account.module.css';
import { NicknameDialog } from './nickname-dialog.tsx';
import type { VipLabelProps } from './slots.ts';

type Dialog = 'nickname' | 'avatar' | 'birthday' | null;

/**
 * Who the member is on the site (spec §2 "my account"): the avatar (a preset or a photo), nickname,
 * account and VIP label, since when and last seen, and the birthday the age rules of §9 read, which
 * is set once.
 */
export function ProfileCard({
  profile,
  timeZone,
  VipLabel,
}: {
  profile: MemberProfile;
  timeZone?: string;
  VipLabel: ComponentType<VipLabelProps>;
}) {
  const { t } = useTranslation();
  const [dialog, setDialog] = useState<Dialog>(null);
  const close = () => setDialog(null);
  const when = (iso: string) => formatDateTime(new Date(iso), timeZone, { seconds: false });

  return (
    <Card
      id="member-profile-title"
      icon="user"
      title={t('memberAccount.profile.title')}
      text={t('memberAccount.profile.text')}
      variant="glow"
      testId="member-profile"
    >
      <div className={styles.identity}>
        <div className={styles.avatarWrap}>
          <Avatar src={profile.avatar} size={88} className={styles.avatar} />
          <button
            type="button"
            className={styles.avatarButton}
            onClick={() => setDialog('avatar')}
            aria-label={t('memberAccount.avatar.change')}
            title={t('memberAccount.avatar.change')}
          >
            <Icon name="camera" size={16} />
          </button>
        </div>
        <div className={styles.identityText}>
          <div className={styles.nameRow}>
            <p className={styles.nickname} data-testid="profile-nickname">
              {profile.nickname || profile.account}
            </p>
            <button
              type="button"
              className={styles.iconButton}
              onClick={() => setDialog('nickname')}
              aria-label={t('memberAccount.nickname.edit')}
              title={t('memberAccount.nickname.edit')}
            >
              <Icon name="edit" size={16} />
            </button>
          </div>
          <p className={styles.identityMeta}>
            <span className={styles.account}>
              <Icon name="user" size={14} />
              {profile.account}
            </span>
            <StatusPill tone="action" size="sm" dot={false} testId="profile-vip">
              <Icon name="crown" size={12} />
              <VipLabel level={profile.vipLevel} />
            </StatusPill>
          </p>
        </div>
      </div>

      <ul className={styles.facts}>
        <Fact icon="calendar" label={t('memberAccount.profile.memberSince')}>
          {when(profile.memberSince)}
        </Fact>
        <Fact icon="clock" label={t('memberAccount.profile.lastLogin')}>
          {profile.lastLoginAt ? when(profile.lastLoginAt) : t('memberAccount.profile.never')}
        </Fact>
        <Fact icon="gift" label={t('memberAccount.birthday.label')} testId="profile-birthday">
          {profile.birthday ? (
            <span className={styles.factLocked}>
              {formatDay(profile.birthday)}
              <Icon name="lock" size={14} aria-hidden="true" />
              <span className="visually-hidden">{t('memberAccount.birthday.locked')}</span>
            </span>
          ) : (
            <Button
              variant="outline"
              size="sm"
              icon={<Icon name="plus" size={14} />}
              onClick={() => setDialog('birthday')}
            >
              {t('memberAccount.birthday.set')}
            </Button>
          )}
        </Fact>
      </ul>

      <NicknameDialog open={dialog === 'nickname'} onClose={close} current={profile.nickname} />
      <AvatarDialog open={dialog === 'avatar'} onClose={close} current={profile.avatar} />
      <BirthdayDialog open={dialog === 'birthday'} onClose={close} timeZone={timeZone} />
    </Card>
  );
}

/** One labelled line of the profile: what, then its value or its action at the end. */
export function Fact({
  icon,
  label,
  children,
  testId,
}: {
  icon: IconName;
  label: string;
  children: ReactNode;
  testId?: string;
}) {
  return (
    <li className={styles.fact} data-testid={testId}>
      <IconBadge icon={icon} size={34} />
      <span className={styles.factLabel}>{label}</span>
      <span className={styles.factValue}>{children}</span>
    </li>
  );
}
