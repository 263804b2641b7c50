import { createFileRoute } from '@tanstack/react-router';
import { ContentScreen } from '../features/content/public';

// §2.1 privacy policy: the content screen shared with the terms of use
export const Route = createFileRoute('/_shop/politicasDePrivacidad')({
  component: PoliticasDePrivacidadPage,
});

function PoliticasDePrivacidadPage() {
  return <ContentScreen pageKey="politicas-de-privacidad" />;
}
