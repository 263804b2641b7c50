import { createFileRoute } from '@tanstack/react-router';
import { PromotionsTermsScreen } from '../features/content/public';

// §2.12 promotions terms: the URL hash opens its section
export const Route = createFileRoute('/_shop/politicas-promociones')({
  component: PromotionsTermsScreen,
});
