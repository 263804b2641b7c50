// What other features may use of favourites (docs/decisions/027).
export { FavoriteHeartSlot } from './favorite-heart-slot';
