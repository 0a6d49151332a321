/**
 * The admin's Customers tab (issue 12, beyond the specification): a paginated, searchable list
 * of customer accounts, one customer's orders and subscription, a password-reset e-mail, and
 * disabling sign-in (which ends the customer's sessions at once).
 */
import { z } from 'zod';
import { paginationQuerySchema } from './common.js';
import { adminOrderRowSchema } from './admin-orders.js';
import { adminCappedListSchema, pageWithinCountCap } from './admin-list.js';
import { accountSubscriptionSchema } from './account.js';

export const adminCustomerSorts = ['joined_desc', 'joined_asc', 'spent_desc', 'orders_desc', 'name_asc'] as const;

/** Part of the name or e-mail, any case. */
const customerSearchField = z.string().trim().max(254, 'Search is too long').optional();

export const adminCustomerListQuerySchema = paginationQuerySchema
  .extend({
    pageSize: z.coerce.number().int().min(1).max(100, 'At most 100 customers a page').default(25),
    q: customerSearchField,
    sort: z.enum(adminCustomerSorts, { error: 'Choose a sort from the list' }).default('joined_desc'),
  })
  .refine(...pageWithinCountCap('search by name or e-mail to find the rest'));
export type AdminCustomerListQuery = z.input<typeof adminCustomerListQuerySchema>;

/** The CSV export of every customer the list's search matches (newest first; a spreadsheet sorts). */
export const adminCustomerExportQuerySchema = z.strictObject({ q: customerSearchField });
export type AdminCustomerExportQuery = z.infer<typeof adminCustomerExportQuerySchema>;

export const adminCustomerRowSchema = z.object({
  id: z.string(),
  firstName: z.string(),
  lastName: z.string(),
  email: z.string(),
  emailVerified: z.boolean(),
  /** Paid orders (not pending or cancelled). */
  orderCount: z.number().int(),
  /** USD cents over those orders, refunds excluded. */
  totalSpentCents: z.number().int(),
  joinedAt: z.string(),
  /** Sign-in switched off by staff. */
  disabled: z.boolean(),
});
export type AdminCustomerRow = z.infer<typeof adminCustomerRowSchema>;

export const adminCustomerListSchema = adminCappedListSchema(adminCustomerRowSchema);
export type AdminCustomerList = z.infer<typeof adminCustomerListSchema>;

export const adminCustomerParamsSchema = z.strictObject({ customerId: z.string().min(1).max(64) });

export const adminCustomerDetailSchema = z.object({
  customer: adminCustomerRowSchema.extend({
    birthdate: z.string().nullable(),
    country: z.string().nullable(),
    /** Signed-in browsers right now. */
    activeSessions: z.number().int(),
  }),
  /** The newest 50 orders. */
  orders: z.array(adminOrderRowSchema),
  subscription: accountSubscriptionSchema.nullable(),
});
export type AdminCustomerDetail = z.infer<typeof adminCustomerDetailSchema>;

export const adminCustomerSignInBodySchema = z.strictObject({
  enabled: z.boolean({ error: 'enabled must be true or false' }),
});
export type AdminCustomerSignInBody = z.input<typeof adminCustomerSignInBodySchema>;
