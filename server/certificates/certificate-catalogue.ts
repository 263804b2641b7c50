import { asc, eq } from 'drizzle-orm';
import { centsToAmount, type Cents } from '../../src/domain/money.ts';
import type { CertificateImagesWire, CertificateWire } from '../../src/protocol/certificate.ts';
import { imageUrl } from '../chain/image-urls.ts';
import type { Database } from '../db/client.ts';
import { certificateCatalogue } from '../db/schema/certificates.ts';
import type { ChainData } from '../seed/schema.ts';

/** §3.7 the catalogue as the chain data gives it (server/seed `certificados`). */
type CatalogueData = ChainData['certificados'][number];

/** A catalogue certificate as the server prices it: the amount in cents. */
export interface CatalogueCertificate {
  id: number;
  name: string;
  description: string;
  amountCents: Cents;
}

/** §3.7 a certificate's generated pictures: `/img/certificado/{id}-sm|md.jpg|webp`. */
export function certificateImages(id: number): CertificateImagesWire {
  return {
    jpg: {
      small: imageUrl('certificado', id, 'sm', 'jpg'),
      medium: imageUrl('certificado', id, 'md', 'jpg'),
    },
    webp: {
      small: imageUrl('certificado', id, 'sm', 'webp'),
      medium: imageUrl('certificado', id, 'md', 'webp'),
    },
  };
}

/** §3.7 one catalogue certificate on the wire. */
export function certificateWire(row: CatalogueCertificate): CertificateWire {
  return {
    id: row.id,
    name: row.name,
    description: row.description,
    amount: centsToAmount(row.amountCents),
    images: certificateImages(row.id),
  };
}

function fromRow(row: typeof certificateCatalogue.$inferSelect): CatalogueCertificate {
  const data = row.data as CatalogueData;
  return { id: row.id, name: data.N, description: data.D, amountCents: row.amountCents as Cents };
}

/** §3.7 the catalogue in the chain's order. */
export async function certificateCatalogueRead(db: Database): Promise<CatalogueCertificate[]> {
  const rows = await db.select().from(certificateCatalogue).orderBy(asc(certificateCatalogue.pos));
  return rows.map(fromRow);
}

/** §3.7 one catalogue certificate, or null. */
export async function certificateCatalogueFind(
  db: Database,
  id: number,
): Promise<CatalogueCertificate | null> {
  const [row] = await db.select().from(certificateCatalogue).where(eq(certificateCatalogue.id, id));
  return row ? fromRow(row) : null;
}
