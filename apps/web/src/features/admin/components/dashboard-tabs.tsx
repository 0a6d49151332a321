import { useEffect, useRef, type ComponentType } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { paths } from '@marquee/contracts';
import { AUDIT_LOG_SEGMENT, dashboardTabs, tabHref, type Section, type TabKey, type TopTab } from '../lib/admin-tabs';

export type { TabKey };

/** Which entry of the dashboard's navigation is shown. */
export type NavEntry = TabKey | 'overview' | 'auditLog' | null;

const linkClass =
  'inline-flex h-10 shrink-0 items-center rounded-lg px-3.5 text-sm font-semibold whitespace-nowrap text-zinc-600 transition-colors outline-none hover:bg-zinc-100 hover:text-zinc-900 focus-visible:ring-2 focus-visible:ring-accent aria-[current=page]:bg-zinc-950 aria-[current=page]:text-white';
const subLinkClass =
  '-mb-px inline-flex h-10 shrink-0 items-center border-b-2 border-transparent px-3 text-sm font-medium whitespace-nowrap text-zinc-500 transition-colors outline-none hover:text-zinc-900 focus-visible:ring-2 focus-visible:ring-accent aria-[current=page]:border-primary aria-[current=page]:text-primary';

/** On a phone a tab bar scrolls: bring its current tab into view (e.g. Audit log, at the end). */
function useCurrentTabInView(active: unknown) {
  const list = useRef<HTMLUListElement>(null);
  useEffect(() => {
    list.current?.querySelector('[aria-current="page"]')?.scrollIntoView({ block: 'nearest', inline: 'nearest' });
  }, [active]);
  return list;
}

/**
 * The dashboard's tabs: links, not state, so reload, Back and a shared link land on the same
 * screen (`/admin/products/sets`). The bar scrolls sideways on a phone; the page never does.
 */
export function DashboardNav({ active }: { active: NavEntry }) {
  const { t } = useTranslation();
  const { t: ta } = useTranslation('admin');
  const current = (entry: NavEntry) => (entry === active ? ('page' as const) : undefined);
  const list = useCurrentTabInView(active);
  return (
    <nav aria-label={t('admin.sections')} className="min-w-0">
      <ul
        ref={list}
        className="scrollbar-none flex gap-1 overflow-x-auto rounded-xl bg-white p-1.5 shadow-sm ring-1 ring-zinc-200"
      >
        <li className="flex">
          <Link to={paths.admin.root.href()} aria-current={current('overview')} className={linkClass}>
            {ta('shell.overview')}
          </Link>
        </li>
        {dashboardTabs.map((tab) => (
          <li key={tab.key} className="flex">
            <Link to={tabHref(tab)} aria-current={current(tab.key)} className={linkClass}>
              {t(`admin.tabs.${tab.key}`)}
            </Link>
          </li>
        ))}
        <li className="flex">
          <Link to={paths.admin.tab.href(AUDIT_LOG_SEGMENT)} aria-current={current('auditLog')} className={linkClass}>
            {ta('shell.auditLog')}
          </Link>
        </li>
      </ul>
    </nav>
  );
}

interface TabScreenProps {
  tab: TopTab;
  section: Section | undefined;
  /** The screen of each tab or section that has one (app/routes/admin/screens.tsx); the others are coming soon. */
  screens: Partial<Record<TabKey, ComponentType>>;
}

/** A tab's sub-tab links (when it has them) and the screen shown. */
export function TabScreen({ tab, section, screens }: TabScreenProps) {
  const { t } = useTranslation();
  const key = section?.key ?? tab.key;
  const Screen = screens[key];
  const sections = useCurrentTabInView(key);
  return (
    <div className="mt-6 min-w-0 rounded-2xl bg-white p-4 shadow-sm ring-1 ring-zinc-200 sm:p-6">
      {tab.sections.length > 0 && (
        <nav aria-label={t('admin.subsections', { tab: t(`admin.tabs.${tab.key}`) })} className="mb-6">
          <ul ref={sections} className="scrollbar-none flex gap-2 overflow-x-auto border-b border-zinc-200">
            {tab.sections.map((candidate) => (
              <li key={candidate.key} className="flex">
                <Link
                  to={tabHref(tab, candidate)}
                  aria-current={candidate.key === section?.key ? 'page' : undefined}
                  className={subLinkClass}
                >
                  {t(`admin.tabs.${candidate.key}`)}
                </Link>
              </li>
            ))}
          </ul>
        </nav>
      )}
      {Screen ? <Screen /> : <ComingSoon tab={key} />}
    </div>
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

/** An /admin address that names no screen. */
export function AdminNotFound() {
  const { t } = useTranslation('admin');
  return (
    <section className="mt-6 rounded-2xl bg-white px-4 py-16 text-center shadow-sm ring-1 ring-zinc-200">
      <h2 className="text-xl font-semibold text-zinc-900">{t('shell.notFoundTitle')}</h2>
      <p className="mt-2 text-sm text-zinc-600">{t('shell.notFoundText')}</p>
      <Link
        to={paths.admin.root.href()}
        className="mt-6 inline-flex h-10 items-center rounded-lg bg-primary px-4 text-sm font-semibold text-white outline-none hover:bg-primary/90 focus-visible:ring-2 focus-visible:ring-accent focus-visible:ring-offset-2"
      >
        {t('shell.backToOverview')}
      </Link>
    </section>
  );
}
