/** §5.5 shown instead of the guarantee (warranty) message when the order is a future order. */
export const futureOrderGuaranteeMessage =
  'Tu orden no cuenta con garantía debido a que es una orden futura, sin embargo trabajamos para servirte en la hora indicada';
