import { createFileRoute } from '@tanstack/react-router';
import { ContentScreen } from '../features/content/public';

// §2.1 terms of use: the content screen shared with the privacy policy
export const Route = createFileRoute('/_shop/terminosDeUso')({
  component: TerminosDeUsoPage,
});

function TerminosDeUsoPage() {
  return <ContentScreen pageKey="terminos-de-uso" />;
}
