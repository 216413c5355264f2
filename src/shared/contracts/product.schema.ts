import { z } from 'zod';
import { PublicIdSchema } from '../product.ts';
import { wholeNumberParam } from './paging.schema.ts';
import { DEFAULT_HISTORY_DAYS, MAX_HISTORY_DAYS } from './product.ts';

export const ProductParamsSchema = z.object({ id_c10: PublicIdSchema });

export const PriceHistoryQuerySchema = z.object({
  days: wholeNumberParam('days', { min: 1, max: MAX_HISTORY_DAYS, default: DEFAULT_HISTORY_DAYS }),
});
