import { createFileRoute } from '@tanstack/react-router';
import { ValidateAccountPage } from '../features/account/validate-account-page';

// §2.10 / §4.9 account validation from the mail's link (query hash)
export const Route = createFileRoute('/_shop/validar-cuenta')({
  validateSearch: (search: Record<string, unknown>): { hash?: string } =>
    typeof search.hash === 'string' ? { hash: search.hash } : {},
  component: ValidarCuentaPage,
});

function ValidarCuentaPage() {
  const { hash } = Route.useSearch();
  return <ValidateAccountPage hash={hash ?? ''} />;
}
