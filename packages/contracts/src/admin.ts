import { z } from 'zod';

/** Catalogue and store counts for the dashboard's Overview. */
export const adminOverviewSchema = z.object({
  products: z.number().int(),
  categories: z.number().int(),
  films: z.number().int(),
  orders: z.number().int(),
  customers: z.number().int(),
});
export type AdminOverview = z.infer<typeof adminOverviewSchema>;
