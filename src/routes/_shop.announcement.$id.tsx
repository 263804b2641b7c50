import { createFileRoute } from '@tanstack/react-router';
import { AnnouncementScreen } from '../features/content/public';

// §2.1 an announcement (a banner or /trivia leads here)
export const Route = createFileRoute('/_shop/announcement/$id')({
  component: AnnouncementPage,
});

function AnnouncementPage() {
  const { id } = Route.useParams();
  return <AnnouncementScreen id={id} />;
}
