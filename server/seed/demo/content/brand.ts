/**
 * The brand, phones and mail addresses the content quotes (the brand and the phones are the
 * server's defaults, server/config.ts).
 */

export const BRAND = 'Burger Salvador';
export const CALL_CENTER = '2222-0000';
export const EVENTS = '2222-0001';
export const CALL = `[${CALL_CENTER}](tel:${CALL_CENTER.replace('-', '')})`;
export const PRIVACY_MAIL = 'privacidad@burgersalvador.com.sv';
export const JOBS_MAIL = 'empleos@burgersalvador.com.sv';
export const CARE_MAIL = 'servicioalcliente@burgersalvador.com.sv';
export const mail = (address: string) => `[${address}](mailto:${address})`;
