import { createFileRoute } from '@tanstack/react-router';
import { UnderConstruction } from '../ui/under-construction';

// §2.1 announcement: delivered by a later issue
export const Route = createFileRoute('/_shop/announcement/$id')({
  component: AnnouncementIdPage,
});

function AnnouncementIdPage() {
  return <UnderConstruction title="Anuncio" />;
}
