import { useQuery } from '@tanstack/react-query';
import { useSnapshot } from 'valtio';
import { userDataQuery } from '../../api/cliente/get-data-user';
import { sessionStore } from '../../api/session';
import { certificateContactFromAccount } from '../../domain/checkout/checkout-prefill';
import { LoadingView } from '../../ui/loading-view';
import {
  certificateCheckoutFormDraft,
  type CertificateContactForm,
} from '../../stores/certificate-checkout';
import { CertificateContactFormView } from './certificate-contact-form';

interface CertificateContactStepProps {
  /** what was typed before (a reload of the tab keeps it) */
  initial: CertificateContactForm;
  saving: boolean;
  /** why the order could not be saved, if it could not */
  error: string | null;
  onSubmit: (form: CertificateContactForm) => Promise<void>;
}

/**
 * A logged-in customer's contact starts from the account (cliente/getDataUser) where nothing
 * was typed, as the food checkout's does; null while that data is on its way (if it fails,
 * the form starts as a guest's).
 */
function useCertificateContactPrefill(initial: CertificateContactForm) {
  const loggedIn = useSnapshot(sessionStore).accessToken !== null;
  const { data, isError } = useQuery(userDataQuery(loggedIn));
  if (!loggedIn || isError) return initial;
  return data ? certificateContactFromAccount(initial, data) : null;
}

/**
 * §2.8 / §3.7 the certificate checkout's first step: the contact data (a logged-in
 * customer's prefilled from the account, still editable), and why a save failed.
 */
export function CertificateContactStep({
  initial,
  saving,
  error,
  onSubmit,
}: CertificateContactStepProps) {
  const prefilled = useCertificateContactPrefill(initial);
  if (prefilled === null) return <LoadingView />;
  return (
    <>
      {error ? (
        <p className="certificates__alert" role="alert">
          {error}
        </p>
      ) : null}
      <CertificateContactFormView
        initial={prefilled}
        saving={saving}
        onDraft={certificateCheckoutFormDraft}
        onSubmit={(form) => void onSubmit(form)}
      />
    </>
  );
}
