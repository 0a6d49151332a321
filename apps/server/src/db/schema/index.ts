/** The whole Drizzle schema, one file per domain. drizzle-kit and the client read this file. */
export * from './auth.js';
export * from './account.js';
export * from './catalog.js';
export * from './films.js';
export * from './cart.js';
export * from './wishlist.js';
export * from './currencies.js';
export * from './coupons.js';
export * from './orders.js';
export * from './dream-box.js';
export * from './merchandising.js';
export * from './content.js';
export * from './settings.js';
export * from './chat.js';
export * from './email.js';
export * from './media.js';
export * from './sign-in-failures.js';
