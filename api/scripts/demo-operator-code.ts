/**
 * `pnpm demo:operator-code`: the current authenticator code of the demo's admin (README: operator
 * console), for a newcomer without an authenticator app at hand. The demo admin's secret is published
 * like its password; production has no such account (accounts.ts, ensureDemoOperator).
 */
import { generateSync } from 'otplib';
import { DEMO_OPERATOR } from '../src/domains/operator/accounts';

const seconds = Math.floor(Date.now() / 1000);
console.log(`${generateSync({ secret: DEMO_OPERATOR.totpSecret, epoch: seconds })}  (${DEMO_OPERATOR.email}; valid for ${30 - (seconds % 30)} s more, and a code counts once)`);
