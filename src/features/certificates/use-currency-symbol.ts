import { useQuery } from '@tanstack/react-query';
import { menuQueryOptions } from '../../api/menu/get-data';

/** §3.9 the chain's currency symbol ('$' until the menu is read). */
export function useCurrencySymbol(): string {
  const { data } = useQuery({ ...menuQueryOptions(), select: (menu) => menu.currency.symbol });
  return data ?? '$';
}
