import { useQuery } from '@tanstack/react-query';
import { userDataQuery } from '../../api/cliente/get-data-user';

/** §2.3 the mobile home's greeting for a logged-in customer: the nickname, or 'amigo'. */
export default function AccountGreeting() {
  const { data, isPending } = useQuery(userDataQuery(true));
  const name = data?.nickname.trim() || data?.nombres.trim() || (isPending ? '' : 'amigo');
  return <p className="greeting">{name ? `Hola, ${name}` : 'Hola'}</p>;
}
