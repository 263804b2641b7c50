import { createFileRoute } from '@tanstack/react-router';
import { ContentScreen } from '../features/content/public';

// §2.1 / §2.3 jobs: the footer's 'Trabaja con nosotros' page, from the chain's content
export const Route = createFileRoute('/_shop/jobs')({
  component: JobsPage,
});

function JobsPage() {
  return <ContentScreen pageKey="empleos" />;
}
