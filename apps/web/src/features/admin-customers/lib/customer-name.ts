/** A customer's full name, or '' when they gave none. */
export const fullName = (customer: { firstName: string; lastName: string }) =>
  `${customer.firstName} ${customer.lastName}`.trim();

/** How the screens name a customer: the full name, else the e-mail address. */
export const customerName = (customer: { firstName: string; lastName: string; email: string }) =>
  fullName(customer) || customer.email;
