import * as v from 'valibot';
import type { MenuParameters } from '../../domain/menu-data';
import { centsFromAmount } from '../../domain/money';
import { wireFiniteNumber, wireMap, wireOrNull, wireRecord } from '../../protocol/wire';

const HHMM = /^([01]\d|2[0-3]):[0-5]\d$/;

const scalar = v.union([v.string(), wireFiniteNumber, v.boolean(), v.null()]);

// the nullish default runs the mapping for a missing `parametros` too (see ../wire)
const rawParameters = wireMap(wireOrNull(wireRecord(scalar)), (record) => {
  const raw: Record<string, string> = {};
  for (const [key, value] of Object.entries(record ?? {})) {
    if (value !== null) raw[key] = String(value);
  }
  return raw;
});

function amount(text: string | undefined, fallback: string) {
  try {
    return centsFromAmount(text ?? fallback);
  } catch {
    return centsFromAmount(fallback);
  }
}

function integer(text: string | undefined, fallback: number): number {
  const value = Number(text);
  return text !== undefined && Number.isInteger(value) && value >= 0 ? value : fallback;
}

const time = (text: string | undefined, fallback: string) =>
  text !== undefined && HHMM.test(text) ? text : fallback;

/**
 * data/getData `parametros` (§3.3) → MenuParameters. Missing or malformed values fall back
 * to the §9 defaults so a partial configuration never breaks the menu.
 */
export const parametersWireSchema = wireMap(rawParameters, (raw): MenuParameters => ({
  minimumOrder: amount(raw.MONTO_MINIMO, '7.50'),
  openingTime: time(raw.HORA_INICIO, '07:00'),
  closingTime: time(raw.HORA_FIN, '22:00'),
  futureOrdersDisabled: raw.DISABLE_PEDIDO_FUTURO === 'S',
  certificatesEnabled: raw.ENABLED_CER !== undefined && raw.ENABLED_CER !== 'INA',
  cashEnabled: raw.ENABLED_PAGO_EFECTIVO !== 'N',
  pickupDisabled: raw.DISABLE_PICKUP === 'S',
  dummyGateway: raw.PASARELA_DUMMY === '1',
  fakeCash: raw.FAKE_CASH === 'S',
  breakfastStart: time(raw.HORA_INICIO_DESAYUNO, '07:00'),
  breakfastEnd: time(raw.HORA_FIN_DESAYUNO, '11:00'),
  maxItems: integer(raw.MAX_ITEMS, 25),
  minFutureMinutes: integer(raw.MIN_PEDIDO_FUTURO, 45),
  callCenterPhone: raw.TELEFONO_CALLCENTER ?? '',
  eventsPhone: raw.TELEFONO_EVENTOS ?? '',
  chainName: raw.NOMBRE_CADENA ?? '',
  raw,
}));
