import { useQuery } from '@tanstack/react-query';
import { Link, useNavigate } from '@tanstack/react-router';
import { useState } from 'react';
import { certificateQueryOptions } from '../../api/certificates/get-certificado';
import { ApiError } from '../../api/api-error';
import { CERTIFICATE_CART_MAX } from '../../domain/certificates/certificate-cart';
import { centsFormat } from '../../domain/money';
import { certificateCartAdd } from '../../stores/certificate-cart';
import { ErrorView } from '../../ui/error-view';
import { FallbackImage } from '../../ui/fallback-image';
import { LoadingView } from '../../ui/loading-view';
import { usePageTitle } from '../../ui/use-page-title';
import { useCurrencySymbol } from './use-currency-symbol';
import './certificates.css';

/** Shown when the certificate cart is full. */
export const CERTIFICATE_CART_FULL = `Puedes comprar hasta ${CERTIFICATE_CART_MAX} gift cards por orden`;

/**
 * §2.1 /certificate/{id}: one gift card with its amount and 'Agregar', which adds a line to
 * the certificate cart and opens it. An unknown id (or a malformed one: null) is not found.
 */
export function CertificateDetailPage({ id }: { id: number | null }) {
  const currency = useCurrencySymbol();
  const navigate = useNavigate();
  const [full, setFull] = useState(false);
  const query = useQuery({ ...certificateQueryOptions(id ?? 0), enabled: id !== null });
  usePageTitle(query.data?.name ?? 'Gift Card');
  const notFound =
    id === null || (query.error instanceof ApiError && ['01', '02'].includes(query.error.code));
  if (notFound) {
    return (
      <section className="certificates">
        <p role="alert">
          {query.error instanceof ApiError ? query.error.message : 'Certificado no encontrado'}
        </p>
        <Link to="/certificates" className="button">
          Ver gift cards
        </Link>
      </section>
    );
  }
  if (query.isPending) return <LoadingView />;
  if (query.isError) return <ErrorView onRetry={() => void query.refetch()} />;
  const certificate = query.data;
  const add = () => {
    if (!certificateCartAdd(certificate)) return setFull(true);
    void navigate({ to: '/certificates/cart' });
  };
  return (
    <article className="certificate-detail" aria-labelledby="certificate-title">
      <FallbackImage
        jpg={certificate.images.jpg.medium}
        webp={certificate.images.webp.medium}
        alt=""
        width={640}
        height={400}
        className="certificate-detail__image"
        eager
      />
      <h1 id="certificate-title" className="certificates__title">
        {certificate.name}
      </h1>
      <p className="certificate-detail__amount">{centsFormat(certificate.amount, currency)}</p>
      <p className="certificate-detail__description">{certificate.description}</p>
      {full ? (
        <p className="certificates__alert" role="alert">
          {CERTIFICATE_CART_FULL}
        </p>
      ) : null}
      <button type="button" className="button" onClick={add}>
        Agregar
      </button>
    </article>
  );
}
