import type { Shop } from '../catalogs';

/** §3.2 pickupOption codes: autoservice, parking, entry counter. */
export type PickupOptionCode = 'AUTOSERVICIO' | 'PARQUEO' | 'MOSTRADOR';

/** §3.2 a pickup option as offered to the customer. */
export interface PickupOption {
  code: PickupOptionCode;
  label: string;
  description: string;
}

/** §3.2 the pickup options in the order they are offered, with their labels. */
export const SHOP_PICKUP_OPTIONS: readonly PickupOption[] = [
  {
    code: 'AUTOSERVICIO',
    label: 'Autoservicio',
    description: 'Recoge tu pedido sin bajarte del carro',
  },
  { code: 'PARQUEO', label: 'Parqueo', description: 'Te lo llevamos a tu carro en el parqueo' },
  { code: 'MOSTRADOR', label: 'Mostrador', description: 'Recógelo en el mostrador de la entrada' },
];

const MOSTRADOR = SHOP_PICKUP_OPTIONS[2]!;

/** §3.2 the shop's pickup options in the offered order; the counter when it lists none known. */
export function shopPickupOptions(shop: Pick<Shop, 'pickupOptions'>): PickupOption[] {
  const codes = new Set(shop.pickupOptions.map((code) => code.trim().toUpperCase()));
  const options = SHOP_PICKUP_OPTIONS.filter((option) => codes.has(option.code));
  return options.length > 0 ? options : [MOSTRADOR];
}

/** §2.3 a pickup option's label ('Autoservicio'); an unknown code is shown as it came. */
export function shopPickupOptionLabel(code: string): string {
  return SHOP_PICKUP_OPTIONS.find((option) => option.code === code)?.label ?? code;
}
