import { lazy, Suspense } from 'react';
import { useSnapshot } from 'valtio';
import { sessionStore } from '../api/session';

// the customer's data is read only once logged in
const AccountGreeting = lazy(() => import('../features/account/account-greeting'));

/** §2.3 greeting on the mobile home: the nickname, or 'amigo' for guests. */
export function Greeting() {
  const { accessToken } = useSnapshot(sessionStore);
  const guest = <p className="greeting">Hola, amigo</p>;
  if (accessToken === null) return guest;
  return (
    <Suspense fallback={<p className="greeting">Hola</p>}>
      <AccountGreeting />
    </Suspense>
  );
}
