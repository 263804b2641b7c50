import { createFileRoute } from '@tanstack/react-router';
import { ContentScreen } from '../features/content/public';

// §2.1 about the chain
export const Route = createFileRoute('/_shop/acercaDe')({
  component: AcercaDePage,
});

function AcercaDePage() {
  return <ContentScreen pageKey="acerca-de" />;
}
