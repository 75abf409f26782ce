// Who may do what, stated once: every operation that needs more than a signed-in person names
// its permission here, and the operation's service method asks requireAccess (or, for records
// that are someone's own, ownOrAccess / requireOwnOrAccess) before it touches data. Routes only
// authenticate (requireUser, requireKey, requireUserOrKey in plugin.ts), parse and answer.
// Roles rank people; API keys have no role: which operations admit a key at all is the route's
// authentication, and which organizations a key reaches is mayActOn.
import { forbidden, type HttpError } from '../errors.ts';
import type { ErrorCodeOf } from '../error-codes.ts';
import { Role } from '../http/schemas.ts';
import { keyMayActOn, type KeyPrincipal, type Principal } from './principal.ts';

interface Rule {
  /** The lowest role that may. */
  role: Role;
  /** What a refused caller reads (403); the plain 'Insufficient permissions' unless the operation says more. */
  refusal?: string;
  code?: ErrorCodeOf<403>;
}

/** Every permission, by module and operation; `…Others` permissions reach records that are not the caller's own. */
const PERMISSIONS = {
  'absences.manageOthers': { role: 'manager', refusal: 'Only managers and admins may manage another person\'s absences', code: 'absence_forbidden' },
  'absences.readOthers': { role: 'manager', refusal: 'Employees see their own absences only', code: 'absence_forbidden' },
  'analytics.read': { role: 'manager' },
  'apiKeys.manage': { role: 'admin' },
  'chatConnection.read': { role: 'admin', refusal: 'Only an admin may see the chat connection' },
  'clients.manage': { role: 'manager' },
  'eod.collect': { role: 'admin' },
  'eod.read': { role: 'manager' },
  'flags.handle': { role: 'manager' },
  'flags.raiseForOthers': { role: 'manager', refusal: 'Only a manager or admin may raise a flag about someone else' },
  'flags.readOthers': { role: 'manager' },
  'inquiries.readOthers': { role: 'manager' },
  'invitations.manage': { role: 'admin' },
  'moods.teamStats': { role: 'manager', refusal: 'Only managers and admins may see team mood statistics' },
  'morningThreads.readDay': { role: 'manager' },
  'morningThreads.readOthersHistory': { role: 'manager', refusal: 'Employees see their own history only', code: 'history_forbidden' },
  'organizations.update': { role: 'admin', refusal: 'Only an admin may change the organization' },
  'outbox.manage': { role: 'admin' },
  'tasks.readOthers': { role: 'manager', refusal: 'Only a manager or admin may list another member\'s tasks' },
  'users.changeRoles': { role: 'admin', refusal: 'Only an admin may change roles' },
  'users.create': { role: 'admin' },
  'users.deactivate': { role: 'admin' },
  'users.linkIdentities': { role: 'admin', refusal: 'Only an admin may link identities' },
  'users.manageOthersIdentities': { role: 'admin', refusal: 'Only an admin may manage another user\'s identities' },
  'users.updateOthers': { role: 'admin', refusal: 'Only an admin may change another user' },
} as const satisfies Record<string, Rule>;

export type Permission = keyof typeof PERMISSIONS;

/** The role rank is the Role enum's order, lowest first; the web app reads the same order from the OpenAPI document. */
const RANKED: readonly Role[] = Role.anyOf.map((literal) => literal.const);

/** A person acting: a signed-in user, or one the assistant acts for (without a role: no more than their own). */
export interface Person { userId: string; role?: Role }

/** Whether the principal holds the permission: a person by role; a key always (see the head of this file). */
export function mayAccess(principal: KeyPrincipal | Person, permission: Permission): boolean {
  if ('kind' in principal && principal.kind === 'key') return true;
  const { role } = principal as Person;
  return role !== undefined && RANKED.indexOf(role) >= RANKED.indexOf(PERMISSIONS[permission].role);
}

/** The 403 a caller without the permission gets. */
export function refusalOf(permission: Permission): HttpError {
  const rule: Rule = PERMISSIONS[permission];
  return forbidden(rule.refusal ?? 'Insufficient permissions', rule.code);
}

/** The check at the top of a service method: the caller holds the permission, else 403. */
export function requireAccess(principal: KeyPrincipal | Person, permission: Permission): void {
  if (!mayAccess(principal, permission)) throw refusalOf(permission);
}

/**
 * Whether the user may reach a record of `ownerId`: their own, or anyone's with the permission.
 * For records whose existence is private, the caller answers false with 404, as for a missing one.
 */
export function ownOrAccess(principal: Person, ownerId: string, permission: Permission): boolean {
  return ownerId === principal.userId || mayAccess(principal, permission);
}

/** ownOrAccess for operations that say why (403). */
export function requireOwnOrAccess(principal: Person, ownerId: string, permission: Permission): void {
  if (!ownOrAccess(principal, ownerId, permission)) throw refusalOf(permission);
}

/**
 * Whether the principal acts on that organization: a user on their own only, a key within its
 * scope (unscoped keys on any). Another organization's records answer 404, as missing ones.
 */
export function mayActOn(principal: Principal, organizationId: string): boolean {
  return principal.kind === 'key' ? keyMayActOn(principal, organizationId) : principal.organizationId === organizationId;
}
