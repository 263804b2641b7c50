import { useState } from 'react';
import { useForm } from 'react-hook-form';
import { ApiError } from '../../api/api-error';
import { checkSaldoCertificado } from '../../api/certificates/check-saldo-certificado';
import type { CertificateBalance } from '../../domain/certificates/certificate';
import { ORDER_SAVE_FAILED_MESSAGE } from '../../domain/checkout/order-save-result';
import type { Cents } from '../../domain/money';
import { certificateFieldsResolver, type CertificateFields } from './certificate-fields';

/**
 * §3.7 / §5.2 the certificate form's state: its fields, and 'Verificar saldo', which forgets
 * the last check and asks data/checkSaldoCertificado for the order's total (a failure is
 * the problem shown under the button).
 */
export function useCertificateForm(
  initial: CertificateFields,
  total: Cents,
  onCheck: (fields: CertificateFields, check: CertificateBalance | null) => void,
) {
  const [problem, setProblem] = useState<string | null>(null);
  const {
    register,
    handleSubmit,
    getValues,
    formState: { errors, isSubmitting },
  } = useForm<CertificateFields>({ defaultValues: initial, resolver: certificateFieldsResolver });

  const verify = handleSubmit(async (fields) => {
    setProblem(null);
    onCheck(fields, null);
    try {
      onCheck(fields, await checkSaldoCertificado({ ...fields, total }));
    } catch (error) {
      setProblem(error instanceof ApiError ? error.message : ORDER_SAVE_FAILED_MESSAGE);
    }
  });

  return { register, getValues, errors, isSubmitting, verify, problem };
}
