import type { SocialProvider, TCountry } from '@platform/contracts';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { ModalFrame } from '../../../components/modal/index.ts';
import { AuthBanner } from './auth-banner.tsx';
import styles from './auth.module.css';
import { LoginForm, type LoginResult } from './login-form.tsx';

export interface LoginDialogProps {
  open: boolean;
  onClose: () => void;
  brandName: string;
  smsLogin: boolean;
  freePlay: boolean;
  /** Providers offered as "Continue with …" buttons. */
  socialProviders?: readonly SocialProvider[];
  countries: TCountry[];
  preferredCountry?: string;
  onSuccess: (result: LoginResult) => void;
  onRegister: () => void;
  onForgot: () => void;
  onTerms: () => void;
  /** The group's operator banners (spec §2), replacing the drawn band when the merchant has some. */
  bannerSlot?: ReactNode;
}

/**
 * Login popup (spec §2): username and SMS tabs (SMS only with SMS_LOGIN), remember me, forgot
 * password and register links, free play (FREE_PLAY), social buttons (GOOGLE_LOGIN, FACEBOOK_LOGIN),
 * terms link, captcha when the server asks.
 * Its accessible name is the translated "Log in".
 */
export function LoginDialog({ open, onClose, brandName, bannerSlot, ...form }: LoginDialogProps) {
  const { t } = useTranslation();
  return (
    <ModalFrame
      open={open}
      onClose={onClose}
      title={t('auth.loginTitle')}
      size="md"
      className={styles.dialog}
      banner={
        bannerSlot ?? (
          <AuthBanner
            group="w_login"
            heading={t('auth.loginBannerTitle', { brand: brandName })}
            text={t('auth.loginBannerText')}
          />
        )
      }
    >
      <LoginForm {...form} />
    </ModalFrame>
  );
}
