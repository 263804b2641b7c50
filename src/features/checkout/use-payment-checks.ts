import { useRef, useState } from 'react';
import type { CertificateBalance } from '../../domain/certificates/certificate';
import {
  certificatePaymentBlock,
  type CertificateRestMethod,
} from '../../domain/certificates/certificate-payment';
import { cashAmountCheck } from '../../domain/checkout/cash-payment';
import type { PaymentMethod } from '../../domain/checkout/checkout-state';
import type { Cents } from '../../domain/money';
import {
  checkoutCashAmountSet,
  checkoutCertificateSet,
  checkoutPartialPaymentSet,
  checkoutStore,
} from '../../stores/checkout';
import type { CertificateFields } from './certificate-fields';
import { certificatePaymentBlockMessage } from './checkout-messages';

/** §4.3 'Pagaré con' as typed, its message and the field it focuses. */
function useCashAmountCheck(total: Cents) {
  const [error, setError] = useState<string | null>(null);
  const ref = useRef<HTMLInputElement>(null);
  const onChange = (text: string) => {
    checkoutCashAmountSet(text);
    // once told, the customer sees the message go as soon as the amount is right
    if (error !== null) setError(cashAmountCheck(text, total));
  };
  return { error, setError, ref, onChange };
}

/** §3.7 the funds checked for the certificate's fields as they are now (none after a change). */
function useCertificateCheck() {
  const [check, setCheck] = useState<CertificateBalance | null>(null);
  const [error, setError] = useState<string | null>(null);
  const onCheck = (fields: CertificateFields, balance: CertificateBalance | null) => {
    checkoutCertificateSet(fields);
    setCheck(balance);
    setError(null);
  };
  const onRest = (rest: CertificateRestMethod) => {
    checkoutPartialPaymentSet(rest);
    setError(null);
  };
  return { check, error, setError, onCheck, onRest };
}

/**
 * §4.3 / §3.7 the payment step's checks before 'Confirmar pedido' saves: a certificate needs
 * its funds checked and, when short, the rest's method; a cash amount must cover the total
 * (else its field is focused). Their state outlives the card page, so a way back finds it.
 */
export function usePaymentChecks(method: PaymentMethod, total: Cents, save: () => void) {
  const cash = useCashAmountCheck(total);
  const certificate = useCertificateCheck();
  const confirm = () => {
    if (method === 'certificate') {
      const block = certificatePaymentBlock(certificate.check, checkoutStore.partialPayment);
      certificate.setError(block === null ? null : certificatePaymentBlockMessage(block));
      if (block === null) save();
      return;
    }
    const problem = method === 'cash' ? cashAmountCheck(checkoutStore.cashAmount, total) : null;
    cash.setError(problem);
    if (problem === null) save();
    else cash.ref.current?.focus();
  };
  return { cash, certificate, confirm };
}

/** What the payment step's choice shows and acts on. */
export type PaymentChecks = ReturnType<typeof usePaymentChecks>;
