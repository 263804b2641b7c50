// What other parts of the app may use of the chain's content pages (docs/decisions/027, 033).
export { AnnouncementScreen } from './announcement-screen';
export { AnnouncementsScreen } from './announcements-screen';
export { ContentScreen } from './content-screen';
export { FaqScreen } from './faq-screen';
export { PromotionsTermsScreen } from './promotions-terms-screen';
