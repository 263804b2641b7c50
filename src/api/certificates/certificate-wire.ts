import * as v from 'valibot';
import type {
  Certificate,
  CertificateImages,
  CustomerCertificate,
} from '../../domain/certificates/certificate';
import { wireCents, wireInt, wireMap, wireObject, wireText } from '../../protocol/wire';

const sizes = wireObject({ small: wireText, medium: wireText });

/** §3.7 a certificate's pictures (jpg and webp, small and medium). */
const imagesSchema = wireMap(
  wireObject({ jpg: sizes, webp: sizes }),
  (images): CertificateImages => images,
);

const certificateEntries = {
  id: v.pipe(wireInt, v.minValue(1)),
  name: wireText,
  description: wireText,
  amount: wireCents,
  images: imagesSchema,
};

/** §3.7 CertificateWire (src/protocol/certificate.ts) read as the domain's Certificate. */
export const certificateWireSchema = wireMap(
  wireObject(certificateEntries),
  (wire): Certificate => ({ ...wire, name: wire.name.trim() }),
);

const DDMMYYYY = /^\d{2}\/\d{2}\/\d{4}$/;

/** §3.7 CustomerCertificateWire read as the domain's CustomerCertificate. */
export const customerCertificateWireSchema = wireMap(
  wireObject({
    ...certificateEntries,
    code: v.pipe(v.string(), v.minLength(1)),
    dedication: wireText,
    balance: wireCents,
    expiration: v.pipe(v.string(), v.regex(DDMMYYYY)),
  }),
  (wire): CustomerCertificate => ({ ...wire, name: wire.name.trim() }),
);
