// What other features may use of the product configurator (docs/decisions/027).
export { ProductDetail } from './product-detail';
export { ProductPicture } from './product-picture';
export { ProductConfigurator } from './product-configurator';
