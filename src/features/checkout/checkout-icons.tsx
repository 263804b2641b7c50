import type { SVGProps } from 'react';
import { Icon } from '../../ui/icons';

/** A check mark: the chosen option, a finished step. */
export const CheckIcon = (p: SVGProps<SVGSVGElement>) => (
  <Icon {...p}>
    <path d="M5 12.5l4.5 4.5L19 7.5" />
  </Icon>
);
