import { createFileRoute } from '@tanstack/react-router';
import { FaqScreen } from '../features/content/public';

// §2.1 FAQ: the questions of the chain's content, with a search
export const Route = createFileRoute('/_shop/preguntasFrecuentes')({
  component: FaqScreen,
});
