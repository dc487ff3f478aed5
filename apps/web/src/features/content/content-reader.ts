import { isAgentUser, type SessionSnapshot } from '../../lib/session.ts';

/**
 * Who reads the site's content: the server answers a visitor, a member or an agent differently
 * (audiences, PU or PR popups), so the kind is part of the cache key.
 */
export type ContentReader = 'VISITOR' | 'MEMBER' | 'AGENT';

export function contentReaderOf(snapshot: SessionSnapshot): ContentReader {
  if (!snapshot.token) return 'VISITOR';
  return isAgentUser(snapshot.userInfo) ? 'AGENT' : 'MEMBER';
}
