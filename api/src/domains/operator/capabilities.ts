/**
 * What each operator role may do (issue 33 item 6, ADR 0044; was a rank viewer < releaser < admin,
 * ADR 0026). Four capabilities, granted per role, so that two roles can each do what the other may
 * not:
 *  - read: the registry, releases, activations, doubler draws, the audit log (every role);
 *  - release: switch remotes on and off, pin and unpin, register, canary, promote, roll back;
 *  - support: the service desk: find orders and cards, resend card mails, block and reissue cards,
 *    refund, work the withdrawal and review queues;
 *  - admin: doubler draws, invoice payments, operator accounts, the audit chain.
 * A releaser cannot refund, a support operator cannot release; an admin can do everything.
 * Kept apart from roles.ts so that second-factor.ts can ask it without an import cycle.
 */
import type { OperatorRole } from '../../db/operator-schema';

export const OPERATOR_CAPABILITIES = ['read', 'release', 'support', 'admin'] as const;
export type OperatorCapability = (typeof OPERATOR_CAPABILITIES)[number];

const GRANTS: Record<OperatorRole, readonly OperatorCapability[]> = {
  viewer: ['read'],
  releaser: ['read', 'release'],
  support: ['read', 'support'],
  admin: ['read', 'release', 'support', 'admin'],
};

/** The role a refusal names for a capability: the one role made for it. */
export const ROLE_FOR: Record<OperatorCapability, OperatorRole> = { read: 'viewer', release: 'releaser', support: 'support', admin: 'admin' };

export function capabilitiesOf(role: OperatorRole): readonly OperatorCapability[] {
  return GRANTS[role] ?? [];
}

export function roleCan(role: OperatorRole, capability: OperatorCapability): boolean {
  return capabilitiesOf(role).includes(capability);
}
