import { redirect } from 'react-router';
import { session } from '../lib/session.ts';

/** Lottery routes need a session token, else the visitor goes to /login (spec §2, §8). */
export function requireToken() {
  session.refresh();
  if (!session.token()) throw redirect('/login');
  return null;
}

/** /agentHome needs an agent (user type 1, 2, 41 or 42), else /agent (spec §2). */
export function requireAgent() {
  session.refresh();
  if (!session.isAgent()) throw redirect('/agent');
  return null;
}
