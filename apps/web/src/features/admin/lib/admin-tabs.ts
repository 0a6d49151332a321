import { paths } from '@marquee/contracts';

export type TabKey =
  | 'orders'
  | 'coupons'
  | 'customers'
  | 'subscribers'
  | 'products'
  | 'productSets'
  | 'reviews'
  | 'categories'
  | 'productTags'
  | 'films'
  | 'homepageFilms'
  | 'dreamBox'
  | 'pages'
  | 'customPages'
  | 'homeSections'
  | 'heroSection'
  | 'pageElements'
  | 'footerPages'
  | 'chat'
  | 'settings'
  | 'announcements'
  | 'siteSettings'
  | 'socialMedia'
  | 'currencies';

export interface Section {
  key: TabKey;
  /** Its URL segment under the tab (`/admin/products/sets`); null: the tab's own URL. */
  segment: string | null;
}

export interface TopTab {
  key: TabKey;
  /** The tab's URL segment (`/admin/dream-box`). */
  segment: string;
  /** Sub-tabs; a tab without them is managed as one screen. */
  sections: readonly Section[];
}

/**
 * The top tabs of the dashboard, their sub-tabs and URLs (ADM-SHELL-05; Orders and Coupons
 * from issue 11, Customers from issue 12, the newsletter's Subscribers from issue 29). A tab
 * whose first sub-tab has no segment shows it at the tab's own URL; the others send the tab's URL
 * on to their first sub-tab.
 */
export const dashboardTabs = [
  {
    key: 'products',
    segment: 'products',
    sections: [
      { key: 'products', segment: null },
      { key: 'productSets', segment: 'sets' },
      { key: 'reviews', segment: 'reviews' },
    ],
  },
  { key: 'orders', segment: 'orders', sections: [] },
  { key: 'coupons', segment: 'coupons', sections: [] },
  { key: 'customers', segment: 'customers', sections: [] },
  { key: 'subscribers', segment: 'subscribers', sections: [] },
  {
    key: 'categories',
    segment: 'categories',
    sections: [
      { key: 'categories', segment: null },
      { key: 'productTags', segment: 'tags' },
    ],
  },
  {
    key: 'films',
    segment: 'films',
    sections: [
      { key: 'films', segment: null },
      { key: 'homepageFilms', segment: 'homepage' },
    ],
  },
  { key: 'dreamBox', segment: 'dream-box', sections: [] },
  {
    key: 'pages',
    segment: 'pages',
    sections: [
      { key: 'customPages', segment: 'custom' },
      { key: 'homeSections', segment: 'home-sections' },
      { key: 'heroSection', segment: 'hero' },
      { key: 'pageElements', segment: 'elements' },
      { key: 'footerPages', segment: 'footer' },
    ],
  },
  { key: 'chat', segment: 'chat', sections: [] },
  {
    key: 'settings',
    segment: 'settings',
    sections: [
      { key: 'announcements', segment: 'announcements' },
      { key: 'siteSettings', segment: 'site' },
      { key: 'socialMedia', segment: 'social' },
      { key: 'currencies', segment: 'currencies' },
    ],
  },
] as const satisfies readonly TopTab[];

/** The audit log's segment: a screen of its own beside the tabs (`/admin/audit-log`). */
export const AUDIT_LOG_SEGMENT = 'audit-log';

/** The URL of a tab, or of one of its sections. */
export function tabHref(tab: TopTab, section?: Section): string {
  const segment = section?.segment ?? (section ? null : tab.sections[0]?.segment);
  return segment ? paths.admin.section.href(tab.segment, segment) : paths.admin.tab.href(tab.segment);
}

export type AdminLocation =
  | { kind: 'tab'; tab: TopTab; section: Section | undefined }
  | { kind: 'auditLog' }
  | { kind: 'redirect'; to: string }
  | { kind: 'notFound' };

/** What `/admin/:tab/:section?` shows. */
export function resolveAdminLocation(tabSegment: string, sectionSegment: string | undefined): AdminLocation {
  if (tabSegment === AUDIT_LOG_SEGMENT)
    return sectionSegment === undefined ? { kind: 'auditLog' } : { kind: 'notFound' };
  const tab: TopTab | undefined = dashboardTabs.find((candidate) => candidate.segment === tabSegment);
  if (!tab) return { kind: 'notFound' };
  if (tab.sections.length === 0)
    return sectionSegment === undefined ? { kind: 'tab', tab, section: undefined } : { kind: 'notFound' };
  if (sectionSegment === undefined) {
    const first = tab.sections[0]!;
    return first.segment === null
      ? { kind: 'tab', tab, section: first }
      : { kind: 'redirect', to: tabHref(tab, first) };
  }
  const section = tab.sections.find((candidate) => candidate.segment === sectionSegment);
  return section ? { kind: 'tab', tab, section } : { kind: 'notFound' };
}

/**
 * Where an earlier build's `/admin?tab=<key>&section=<key>` link now points (keys as in TabKey),
 * or undefined when it names no tab.
 */
export function legacyAdminHref(tabKey: string | null, sectionKey: string | null): string | undefined {
  const tab: TopTab | undefined = dashboardTabs.find((candidate) => candidate.key === tabKey);
  if (!tab) return undefined;
  const section = tab.sections.find((candidate) => candidate.key === sectionKey);
  return tabHref(tab, section);
}
