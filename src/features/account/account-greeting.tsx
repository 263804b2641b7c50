import { useQuery } from '@tanstack/react-query';
import { useSnapshot } from 'valtio';
import { userDataQuery } from '../../api/cliente/get-data-user';
import { greetingLine, greetingName } from '../../domain/account/greeting';
import { firstVisitStore } from '../../stores/first-visit';

/**
 * §2.3 the mobile home's greeting for a logged-in customer: their first name (the nickname
 * without one, else 'amigo'), and a welcome on the first visit after activation or a welcome
 * back after it.
 */
export default function AccountGreeting() {
  const { data, isPending } = useQuery(userDataQuery(true));
  const { firstVisit } = useSnapshot(firstVisitStore);
  const known = data ? greetingName(data.nombres, data.nickname) : '';
  const name = known || (isPending ? '' : 'amigo');
  return (
    <div>
      <p className="greeting">{name ? `Hola, ${name}` : 'Hola'}</p>
      {data ? <p className="greeting__line">{greetingLine(firstVisit)}</p> : null}
    </div>
  );
}
