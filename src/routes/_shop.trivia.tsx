import { createFileRoute } from '@tanstack/react-router';
import { UnderConstruction } from '../ui/under-construction';

// §2.1 notices: delivered by a later issue
export const Route = createFileRoute('/_shop/trivia')({
  component: TriviaPage,
});

function TriviaPage() {
  return <UnderConstruction title="Avisos" />;
}
