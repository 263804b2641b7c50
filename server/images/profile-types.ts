/** What a product's picture is drawn from: its kind and words, and what it is made of. */
import type { Traits } from './traits.ts';

export type Kind =
  | 'combo'
  | 'kids'
  | 'breakfast'
  | 'eggs'
  | 'pancakes'
  | 'french-toast'
  | 'pupusas'
  | 'breakfast-sandwich'
  | 'burger'
  | 'chicken-burger'
  | 'chicken'
  | 'wings'
  | 'tenders'
  | 'nuggets'
  | 'bucket'
  | 'fries'
  | 'onion-rings'
  | 'yuca'
  | 'mashed'
  | 'plantains'
  | 'coleslaw'
  | 'salad'
  | 'wrap'
  | 'chili'
  | 'coffee'
  | 'thermos'
  | 'shake'
  | 'soda'
  | 'bottle'
  | 'juice'
  | 'cone'
  | 'sundae'
  | 'cookie-mix'
  | 'cake'
  | 'pie'
  | 'sweet-bread';

/** A product as drawn: its kind, its words, and the products it is made of (combos, boxes). */
export interface Profile {
  kind: Kind;
  traits: Traits;
  parts: Profile[];
}
