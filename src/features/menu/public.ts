// What other features may use of the menu's screens (docs/decisions/027).
export { ProductCard } from './product-card';
export { ListingSkeleton } from './menu-skeletons';
