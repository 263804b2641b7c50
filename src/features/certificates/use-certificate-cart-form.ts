import { useQuery } from '@tanstack/react-query';
import { useNavigate } from '@tanstack/react-router';
import { useEffect } from 'react';
import { useForm, type UseFormReturn } from 'react-hook-form';
import { useSnapshot } from 'valtio';
import { userDataQuery } from '../../api/cliente/get-data-user';
import { sessionStore } from '../../api/session';
import {
  CERTIFICATE_NAME_MAX,
  type CertificateCartLine,
} from '../../domain/certificates/certificate-cart';
import {
  certificateCartLineSet,
  certificateCartRemove,
  certificateCartStore,
} from '../../stores/certificate-cart';
import { useFormDraft } from '../../ui/use-form-draft';
import { certificateCartResolver, type CertificateCartForm } from './certificate-line-resolver';

/** The form's lines, in the cart's order, written onto the cart's lines. */
function certificateCartDraftsKeep({ lines: drafts }: CertificateCartForm): void {
  drafts.forEach((fields, i) => {
    const line = certificateCartStore.lines[i];
    if (line && fields) certificateCartLineSet(line.lineId, { ...fieldsOf(line), ...fields });
  });
}

const fieldsOf = (line: CertificateCartLine) => ({
  buyerName: line.buyerName,
  recipientName: line.recipientName,
  recipientEmail: line.recipientEmail,
  dedication: line.dedication,
});

/**
 * A logged-in customer's 'Tu nombre' starts as their names from the account where nothing
 * was written (still editable), as the food checkout's contact does.
 */
function useBuyerNamePrefill({ getValues, setValue }: UseFormReturn<CertificateCartForm>) {
  const loggedIn = useSnapshot(sessionStore).accessToken !== null;
  const { data } = useQuery(userDataQuery(loggedIn));
  useEffect(() => {
    if (!data) return;
    const name = `${data.nombres.trim()} ${data.apellidos.trim()}`
      .trim()
      .slice(0, CERTIFICATE_NAME_MAX);
    getValues().lines.forEach((line, i) => {
      if (line && line.buyerName.trim() === '') setValue(`lines.${i}.buyerName`, name);
    });
  }, [data, getValues, setValue]);
}

/**
 * §3.7 the certificate cart's form over the cart's `lines`: what is written is kept as it is
 * typed, a line's removal keeps what the others hold, and a valid submission writes every
 * line and opens the certificate checkout.
 */
export function useCertificateCartForm(lines: readonly CertificateCartLine[]) {
  const navigate = useNavigate();
  const form = useForm<CertificateCartForm>({
    defaultValues: { lines: lines.map(fieldsOf) },
    resolver: certificateCartResolver,
  });
  const {
    register,
    handleSubmit,
    formState: { errors },
    getValues,
    subscribe,
  } = form;
  // what is written on each line is kept as it is typed (a reload of the tab finds it)
  useFormDraft(subscribe, certificateCartDraftsKeep);
  useBuyerNamePrefill(form);

  const remove = (index: number) => {
    // the written fields go to the store first, so what was typed on other lines stays
    certificateCartDraftsKeep(getValues());
    const line = lines[index];
    if (!line) return;
    certificateCartRemove(line.lineId);
    const rest = certificateCartStore.lines.map(fieldsOf);
    form.reset({ lines: rest });
  };
  const submit = handleSubmit((values) => {
    values.lines.forEach((fields, i) => {
      const line = lines[i];
      if (line) certificateCartLineSet(line.lineId, fields);
    });
    void navigate({ to: '/certificates/checkout' });
  });

  return { register, errors, remove, submit };
}
