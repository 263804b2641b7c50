import { createFileRoute } from '@tanstack/react-router';
import { AnnouncementsScreen } from '../features/content/public';

// §2.1 notices: the chain's announcements, newest first
export const Route = createFileRoute('/_shop/trivia')({
  component: AnnouncementsScreen,
});
