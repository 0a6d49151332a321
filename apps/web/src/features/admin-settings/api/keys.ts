/** The admin's Settings tab, under the 'admin' domain (never written into a page, dropped at sign-out). */
export const adminSettingsKeys = {
  all: ['admin', 'settings'] as const,
  settings: () => ['admin', 'settings', 'all'] as const,
  currencies: () => ['admin', 'settings', 'currencies'] as const,
};
