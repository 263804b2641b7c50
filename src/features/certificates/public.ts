import { lazy } from 'react';

// What other features may use of the gift certificates (docs/decisions/027).

/** §4.4 the certificate order-check dialog: its code loads only when a certificate order waits. */
export const CertificateOrderCheckHost = lazy(() => import('./certificate-order-check-host'));
