/** The account's tabs in order, as `?tab=` names them (ACC-04). */
export const accountTabs = ['details', 'orders', 'dream-box'] as const;
export type AccountTab = (typeof accountTabs)[number];

/** The tab a `?tab=` value opens; anything else opens Account Details. */
export function accountTabOf(value: string | null): AccountTab {
  return accountTabs.find((tab) => tab === value) ?? 'details';
}
