import { apiRequest } from '../request';

/**
 * §7 auth/recoveryPassword (emailCP): a link to /updatepass/{hash} mailed when the e-mail
 * has an account; the server's '00' message is shown as a success toast either way.
 */
export async function authRecoveryPassword(email: string): Promise<void> {
  await apiRequest('auth/recoveryPassword', {
    body: { emailCP: email.trim() },
    successToast: true,
  });
}
