/**
 * The admin area (login and dashboard). The router imports this module lazily, so it
 * becomes its own chunk: shoppers never download admin code.
 */
export { AdminDashboardLayout, AdminOverviewRoute, AdminTabRoute } from './dashboard';
export { AdminLoginRoute } from './login';
export { AdminDocumentLayout, AdminOrderInvoiceRoute, AdminPackingSlipRoute } from './order-documents';
