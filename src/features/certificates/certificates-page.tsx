import { useQuery } from '@tanstack/react-query';
import { Link } from '@tanstack/react-router';
import { certificatesQueryOptions } from '../../api/certificates/get-certificados';
import { centsFormat } from '../../domain/money';
import { ErrorView } from '../../ui/error-view';
import { FallbackImage } from '../../ui/fallback-image';
import { LoadingView } from '../../ui/loading-view';
import { usePageTitle } from '../../ui/use-page-title';
import { useCurrencySymbol } from './use-currency-symbol';
import './certificates.css';

/** §2.1 /certificates: the gift cards on sale, each leading to its detail. */
export function CertificatesPage() {
  usePageTitle('Gift Cards');
  const currency = useCurrencySymbol();
  const { data, isPending, isError, refetch } = useQuery(certificatesQueryOptions());
  if (isPending) return <LoadingView />;
  if (isError) return <ErrorView onRetry={() => void refetch()} />;
  return (
    <section className="certificates" aria-labelledby="certificates-title">
      <h1 id="certificates-title" className="certificates__title">
        Gift Cards
      </h1>
      {data.length === 0 ? (
        <p>No hay gift cards disponibles por el momento.</p>
      ) : (
        <ul className="certificates__grid">
          {data.map((certificate) => (
            <li key={certificate.id} className="certificate-card">
              <Link
                to="/certificate/$id"
                params={{ id: String(certificate.id) }}
                className="certificate-card__link"
              >
                <FallbackImage
                  jpg={certificate.images.jpg.small}
                  webp={certificate.images.webp.small}
                  alt=""
                  width={320}
                  height={200}
                  className="certificate-card__image"
                />
                <span className="certificate-card__name">{certificate.name}</span>
                <span className="certificate-card__amount">
                  {centsFormat(certificate.amount, currency)}
                </span>
              </Link>
            </li>
          ))}
        </ul>
      )}
    </section>
  );
}
