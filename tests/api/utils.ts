import { signIn } from '../../src/providers/authProvider';
import { DEMO_ACCOUNTS, DEMO_PASSWORD } from '../../src/config';

/** Signs in against the demo backend as one of its accounts (default: the super admin). */
export const signInAs = async (email: string = DEMO_ACCOUNTS.superAdmin, password: string = DEMO_PASSWORD) =>
  signIn({ email, password, remember: true });

export { server, db } from '../../mocks/node';
export { unwrapped } from '../../mocks/db';
