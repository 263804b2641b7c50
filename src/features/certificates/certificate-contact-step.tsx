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

/** §2.8 / §3.7 the certificate checkout's first step: the contact data, and why a save failed. */
export function CertificateContactStep({
  initial,
  saving,
  error,
  onSubmit,
}: CertificateContactStepProps) {
  return (
    <>
      {error ? (
        <p className="certificates__alert" role="alert">
          {error}
        </p>
      ) : null}
      <CertificateContactFormView
        initial={initial}
        saving={saving}
        onDraft={certificateCheckoutFormDraft}
        onSubmit={(form) => void onSubmit(form)}
      />
    </>
  );
}
