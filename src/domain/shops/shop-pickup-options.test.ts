import { describe, expect, it } from 'vitest';
import {
  SHOP_PICKUP_OPTIONS,
  shopPickupOptionLabel,
  shopPickupOptions,
} from './shop-pickup-options';

const codes = (pickupOptions: string[]) => shopPickupOptions({ pickupOptions }).map((o) => o.code);

describe('SHOP_PICKUP_OPTIONS (§3.2)', () => {
  it('offers autoservice, parking and the entry counter with their Spanish texts', () => {
    expect(SHOP_PICKUP_OPTIONS).toEqual([
      {
        code: 'AUTOSERVICIO',
        label: 'Autoservicio',
        description: 'Recoge tu pedido sin bajarte del carro',
      },
      { code: 'PARQUEO', label: 'Parqueo', description: 'Te lo llevamos a tu carro en el parqueo' },
      {
        code: 'MOSTRADOR',
        label: 'Mostrador',
        description: 'Recógelo en el mostrador de la entrada',
      },
    ]);
  });
});

describe('shopPickupOptions (§3.2)', () => {
  it("keeps the offered order whatever the shop's order", () => {
    expect(codes(['MOSTRADOR', 'AUTOSERVICIO', 'PARQUEO'])).toEqual([
      'AUTOSERVICIO',
      'PARQUEO',
      'MOSTRADOR',
    ]);
    expect(codes(['MOSTRADOR', 'PARQUEO'])).toEqual(['PARQUEO', 'MOSTRADOR']);
  });

  it('offers the counter when the shop lists none', () => {
    expect(codes([])).toEqual(['MOSTRADOR']);
  });

  it('ignores unknown codes and tolerates case and spaces', () => {
    expect(codes(['VENTANILLA'])).toEqual(['MOSTRADOR']);
    expect(codes([' parqueo ', 'PARQUEO', 'X'])).toEqual(['PARQUEO']);
  });
});

describe('shopPickupOptionLabel (§2.3)', () => {
  it('names a code, and shows an unknown code as it came', () => {
    expect(shopPickupOptionLabel('AUTOSERVICIO')).toBe('Autoservicio');
    expect(shopPickupOptionLabel('MOSTRADOR')).toBe('Mostrador');
    expect(shopPickupOptionLabel('VENTANILLA')).toBe('VENTANILLA');
  });
});
