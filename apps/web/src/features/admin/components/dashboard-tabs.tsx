import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { useSearchParams } from 'react-router';
import { Tabs, TabsContent, TabsList, TabsTrigger } from '@/components/ui/tabs';

export type TabKey =
  | 'orders'
  | 'coupons'
  | 'customers'
  | 'products'
  | 'productSets'
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
  | 'chat'
  | 'settings'
  | 'announcements'
  | 'siteSettings'
  | 'socialMedia';

interface TopTab {
  key: TabKey;
  /** Sub-tabs; a tab without them is managed as one screen. */
  sections: readonly TabKey[];
}

/** The top tabs of the dashboard and their sub-tabs (ADM-SHELL-05; Orders and Coupons from issue 11, Customers from issue 12). */
export const dashboardTabs = [
  { key: 'products', sections: ['products', 'productSets'] },
  { key: 'orders', sections: [] },
  { key: 'coupons', sections: [] },
  { key: 'customers', sections: [] },
  { key: 'categories', sections: ['categories', 'productTags'] },
  { key: 'films', sections: ['films', 'homepageFilms'] },
  { key: 'dreamBox', sections: [] },
  { key: 'pages', sections: ['customPages', 'homeSections', 'heroSection', 'pageElements'] },
  { key: 'chat', sections: [] },
  { key: 'settings', sections: ['announcements', 'siteSettings', 'socialMedia'] },
] as const satisfies readonly TopTab[];

const topTriggerClass =
  'inline-flex h-10 shrink-0 items-center rounded-lg px-4 text-sm font-semibold text-zinc-600 transition-colors hover:bg-zinc-100 hover:text-zinc-900 data-[state=active]:bg-zinc-950 data-[state=active]:text-white';
const subTriggerClass =
  '-mb-px inline-flex h-10 shrink-0 items-center border-b-2 border-transparent px-3 text-sm font-medium text-zinc-500 transition-colors hover:text-zinc-900 data-[state=active]:border-primary data-[state=active]:text-primary';

interface DashboardTabsProps {
  /** The screen of a tab or section that has one; the others say they are coming soon. */
  screens?: Partial<Record<TabKey, ReactNode>>;
}

/** The active tab and sub-tab live in the URL (?tab=&section=), so views can be linked. */
export function DashboardTabs({ screens = {} }: DashboardTabsProps) {
  const { t } = useTranslation();
  const [searchParams, setSearchParams] = useSearchParams();
  const activeTab: TopTab = dashboardTabs.find((tab) => tab.key === searchParams.get('tab')) ?? dashboardTabs[0];
  const activeSection: TabKey | undefined =
    activeTab.sections.find((section) => section === searchParams.get('section')) ?? activeTab.sections[0];

  const select = (tab: string, section?: string) => {
    const next = new URLSearchParams({ tab });
    if (section) next.set('section', section);
    setSearchParams(next, { replace: true });
  };

  return (
    <Tabs value={activeTab.key} onValueChange={(tab) => select(tab)} className="mt-8">
      <TabsList
        aria-label={t('admin.sections')}
        className="scrollbar-none gap-1 overflow-x-auto rounded-xl bg-white p-1.5 shadow-sm ring-1 ring-zinc-200"
      >
        {dashboardTabs.map((tab) => (
          <TabsTrigger key={tab.key} value={tab.key} className={topTriggerClass}>
            {t(`admin.tabs.${tab.key}`)}
          </TabsTrigger>
        ))}
      </TabsList>

      {dashboardTabs.map((tab: TopTab) => (
        <TabsContent
          key={tab.key}
          value={tab.key}
          className="mt-6 rounded-2xl bg-white p-4 shadow-sm ring-1 ring-zinc-200 sm:p-6"
        >
          {tab.sections.length === 0 || !activeSection ? (
            (screens[tab.key] ?? <ComingSoon tab={tab.key} />)
          ) : (
            <Tabs value={activeSection} onValueChange={(section) => select(tab.key, section)}>
              <TabsList
                aria-label={t('admin.subsections', { tab: t(`admin.tabs.${tab.key}`) })}
                className="scrollbar-none gap-2 overflow-x-auto border-b border-zinc-200"
              >
                {tab.sections.map((section) => (
                  <TabsTrigger key={section} value={section} className={subTriggerClass}>
                    {t(`admin.tabs.${section}`)}
                  </TabsTrigger>
                ))}
              </TabsList>
              {tab.sections.map((section) => (
                <TabsContent key={section} value={section} className="pt-6">
                  {screens[section] ?? <ComingSoon tab={section} />}
                </TabsContent>
              ))}
            </Tabs>
          )}
        </TabsContent>
      ))}
    </Tabs>
  );
}

function ComingSoon({ tab }: { tab: TabKey }) {
  const { t } = useTranslation();
  return (
    <h2 className="py-10 text-center text-lg font-semibold text-zinc-700">
      {t('admin.comingSoon', { tab: t(`admin.tabs.${tab}`) })}
    </h2>
  );
}
