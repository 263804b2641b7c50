import { useQuery } from '@tanstack/react-query';
import { menuQueryOptions } from '../../api/menu/get-data';

/** §3.9 the currency symbol of the menu; '$' until the menu is at hand (nothing waits for it). */
export function useCurrency(): string {
  const { data = '$' } = useQuery({
    ...menuQueryOptions(),
    select: (menu) => menu.currency.symbol,
  });
  return data;
}
