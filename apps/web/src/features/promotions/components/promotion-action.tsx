import type { ActivityState, PromotionKind } from '@platform/contracts/client';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { Button, buttonClass } from '../../../components/button/button.tsx';
import { Icon } from '../../../components/icon/icon.tsx';
import { StatusPill } from '../../../components/status-pill/status-pill.tsx';
import { describeApiError } from '../../../lib/api-client.ts';
import { usePromotionAction } from '../api/promotions-api.ts';
import { actionFor, STATE_TONE } from '../promotion-rules.ts';
import styles from './promotions.module.css';

/**
 * The state of spec §4 as a button when there is something to do (join, claim, apply, deposit) and
 * as a pill otherwise. A visitor pressing it is asked to log in.
 */
export function PromotionAction({
  id,
  kind,
  state,
  loggedIn,
  onLogin,
  onApply,
  depositPath,
  size = 'md',
  onError,
}: {
  id: string;
  kind: PromotionKind;
  state: ActivityState;
  loggedIn: boolean;
  onLogin: () => void;
  onApply: () => void;
  depositPath: string;
  size?: 'sm' | 'md' | 'lg';
  onError?: (text: string | null) => void;
}) {
  const { t } = useTranslation();
  const mutation = usePromotionAction();
  const action = actionFor(kind, state);
  const label = t(`promotions.action.${action ?? 'none'}`, { defaultValue: t(`promotions.state.${state}`) });
  if (!action)
    return (
      <StatusPill tone={STATE_TONE[state]} testId="promotion-state">
        {t(`promotions.state.${state}`)}
      </StatusPill>
    );
  if (!loggedIn)
    return (
      <Button size={size} variant="gold" onClick={onLogin} data-testid="promotion-action">
        {t(`promotions.state.${state}`)}
      </Button>
    );
  if (action === 'deposit')
    return (
      <Link to={depositPath} className={buttonClass('gold', size)} data-testid="promotion-action">
        <Icon name="plus" size={16} />
        {label}
      </Link>
    );
  if (action === 'apply')
    return (
      <Button
        size={size}
        variant="gold"
        icon={<Icon name="upload" size={16} />}
        onClick={onApply}
        data-testid="promotion-action"
      >
        {label}
      </Button>
    );
  return (
    <Button
      size={size}
      variant="gold"
      loading={mutation.isPending}
      icon={<Icon name={action === 'join' ? 'sparkle' : 'gift'} size={16} />}
      data-testid="promotion-action"
      onClick={() => {
        onError?.(null);
        mutation.mutate(
          { action, id },
          { onError: (error) => onError?.(describeApiError(error, (key) => t(key))) },
        );
      }}
    >
      {label}
    </Button>
  );
}

export const stateClass = (state: ActivityState) => styles[`state_${state}`] ?? '';
