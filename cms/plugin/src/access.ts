// Who may do what (docs/deploying.md): the site reads content publicly; only a signed-in league user writes it; the
// four forms are create-only; orders and alerts are the league's alone.
import type { Access, FieldAccess } from 'payload';

export const publicRead: Access = () => true;
export const anyone: Access = () => true;
export const signedIn: Access = ({ req }) => Boolean(req.user);
export const adminOnly: Access = ({ req }) => Boolean(req.user);

/** A field only the league sees or changes. */
export const leagueField: FieldAccess = ({ req }) => Boolean(req.user);
