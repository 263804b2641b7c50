import { useQueryClient } from '@tanstack/react-query';
import { useRouter } from '@tanstack/react-router';
import { useCallback } from 'react';
import { checkoutContactForget } from '../../stores/checkout';
import { firstVisitSet } from '../../stores/first-visit';
import { signupFlowReset, signupFlowStore } from '../../stores/signup-flow';
import { mainAddressAfterLogin } from '../../stores/delivery-main-address';

/**
 * §4.1 / §4.2 after a login: the previous customer's cached data goes, the sign-up flow is
 * done (a login right after activating the account is the first visit, welcomed as such), the main address becomes the place when none was chosen, and the customer goes back where the login was asked from ('/checkout' with the
 * bag intact) or home.
 */
export function useAccountReturn(): () => void {
  const router = useRouter();
  const queryClient = useQueryClient();
  return useCallback(() => {
    const to = signupFlowStore.returnTo ?? '/';
    firstVisitSet(signupFlowStore.activated);
    signupFlowReset();
    checkoutContactForget();
    queryClient.removeQueries({ queryKey: ['cliente'] });
    void mainAddressAfterLogin(queryClient);
    void router.navigate({ href: to, replace: true });
  }, [router, queryClient]);
}
