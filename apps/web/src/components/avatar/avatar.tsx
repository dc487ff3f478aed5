import { useState } from 'react';
import defaultAvatar from '../../assets/default-avatar.svg';
import { avatarSrc } from './avatar-src.ts';
import styles from './avatar.module.css';

/**
 * A member's picture (an uploaded photo's URL or a preset id); the default image stands in when there
 * is none or it fails to load (spec §2).
 */
export function Avatar({
  src: avatar,
  size = 32,
  className,
}: {
  src?: string | null;
  size?: number;
  className?: string;
}) {
  const [failed, setFailed] = useState<string | null>(null);
  const src = avatarSrc(avatar);
  const url = src && failed !== src ? src : defaultAvatar;
  return (
    <img
      className={[styles.avatar, className].filter(Boolean).join(' ')}
      src={url}
      alt=""
      width={size}
      height={size}
      onError={() => {
        if (src && url === src) setFailed(src);
      }}
      data-testid="avatar"
    />
  );
}
