import { COVERAGE_FUTURE_ORDER_MESSAGE, type Coverage } from './coverage';

/**
 * §5.5 coverage of a future order: no warranty (with the future-order message), the
 * restriction code cleared and no schedule restriction (the hour is the customer's choice).
 */
export function coverageForFutureOrder(coverage: Coverage): Coverage {
  return {
    ...coverage,
    appliesWarranty: false,
    typeOfWarranty: 'SIN',
    messageOfWarranty: COVERAGE_FUTURE_ORDER_MESSAGE,
    restrictionCode: null,
    scheduleRestriction: false,
  };
}
