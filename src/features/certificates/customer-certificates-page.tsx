import { useQuery } from '@tanstack/react-query';
import { customerCertificatesQueryOptions } from '../../api/certificates/get-certificados-cliente';
import { centsFormat } from '../../domain/money';
import { ErrorView } from '../../ui/error-view';
import { LoadingView } from '../../ui/loading-view';
import { usePageTitle } from '../../ui/use-page-title';
import { useCurrencySymbol } from './use-currency-symbol';
import './certificates.css';

/**
 * §2.2 /profile/certificates (tab 'Gift Cards'): the certificates activated on the account
 * (data/getCertificadosCliente), newest first: code, balance with two decimals, expiry; under
 * the tab's heading, as every profile tab has one (the profile frame's `profile-page`).
 */
export function CustomerCertificatesPage() {
  usePageTitle('Gift Cards');
  return (
    <section className="profile-page" aria-labelledby="profile-certificates-title">
      <h1 id="profile-certificates-title">Gift Cards</h1>
      <CustomerCertificates />
    </section>
  );
}

function CustomerCertificates() {
  const currency = useCurrencySymbol();
  const { data, isPending, isError, refetch } = useQuery(customerCertificatesQueryOptions());
  if (isPending) return <LoadingView />;
  if (isError) return <ErrorView onRetry={() => void refetch()} />;
  if (data.length === 0) {
    return <p className="customer-certificates__empty">Aún no tienes gift cards activadas.</p>;
  }
  return (
    <table className="customer-certificates">
      <caption className="customer-certificates__caption">Mis gift cards</caption>
      <thead>
        <tr>
          <th scope="col">Gift card</th>
          <th scope="col">Código</th>
          <th scope="col">Saldo</th>
          <th scope="col">Vence</th>
        </tr>
      </thead>
      <tbody>
        {data.map((certificate) => (
          <tr key={certificate.code}>
            <td>{certificate.name}</td>
            <td className="customer-certificates__code">{certificate.code}</td>
            <td>{centsFormat(certificate.balance, currency)}</td>
            <td>{certificate.expiration}</td>
          </tr>
        ))}
      </tbody>
    </table>
  );
}
