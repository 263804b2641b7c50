/** The hours of the products sold only part of the day (breakfasts, some combos and promotions). */
import type { z } from 'zod';
import type { itemScheduleSchema } from '../../schema.ts';

type Schedule = z.input<typeof itemScheduleSchema>;

export const horarios: Schedule[] = [];
