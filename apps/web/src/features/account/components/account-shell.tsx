import { LogOut, ShieldCheck } from 'lucide-react';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { useSearchParams } from 'react-router';
import { Button } from '@/components/ui/button';
import { Tabs, TabsContent, TabsList, TabsTrigger } from '@/components/ui/tabs';
import { accountTabOf, accountTabs, type AccountTab } from '../lib/account-tabs';

interface AccountShellProps {
  email: string;
  onSignOut: () => void;
  signingOut: boolean;
  /** Each tab's screen. */
  tabs: Record<AccountTab, ReactNode>;
}

const tabLabelKeys = {
  details: 'account.tabs.details',
  orders: 'account.tabs.orders',
  'dream-box': 'account.tabs.dreamBox',
} as const satisfies Record<AccountTab, string>;

const triggerClass =
  'inline-flex h-10 flex-1 shrink-0 items-center justify-center rounded-lg px-3 text-sm font-semibold whitespace-nowrap text-zinc-600 transition-colors hover:bg-zinc-100 hover:text-zinc-900 data-[state=active]:bg-zinc-950 data-[state=active]:text-white sm:flex-none sm:px-5';

/**
 * The verified account page (ACC-04): the 'Secure Session Active' banner, Sign Out and the
 * tabs. The tab lives in the URL (`?tab=`), so a reload or a link opens the same one.
 */
export function AccountShell({ email, onSignOut, signingOut, tabs }: AccountShellProps) {
  const { t } = useTranslation();
  const [searchParams, setSearchParams] = useSearchParams();
  const active = accountTabOf(searchParams.get('tab'));

  // The default tab keeps the plain address; an open order (`?order=`) belongs to Orders only.
  const select = (tab: string) =>
    setSearchParams(accountTabOf(tab) === 'details' ? {} : { tab }, { replace: true, preventScrollReset: true });

  return (
    <div className="mx-auto w-full max-w-5xl px-4 py-8 sm:px-6 sm:py-12">
      <div className="flex flex-wrap items-start justify-between gap-4">
        <div className="min-w-0">
          <h1 className="text-3xl font-bold tracking-tight text-zinc-950">{t('account.title')}</h1>
          <p className="mt-1 truncate text-sm text-zinc-600">{t('account.signedInAs', { email })}</p>
        </div>
        <Button variant="outline" onClick={onSignOut} isLoading={signingOut}>
          <LogOut aria-hidden="true" className="rtl:rotate-180" />
          {t('account.signOut')}
        </Button>
      </div>

      <div
        role="status"
        className="mt-6 flex items-start gap-3 rounded-xl border border-emerald-200 bg-emerald-50 px-4 py-3 text-emerald-900"
      >
        <ShieldCheck aria-hidden="true" className="mt-0.5 size-5 shrink-0 text-emerald-600" />
        <div>
          <p className="font-semibold">{t('account.secureSession')}</p>
          <p className="text-sm text-emerald-800">{t('account.secureSessionText')}</p>
        </div>
      </div>

      <Tabs value={active} onValueChange={select} className="mt-8">
        <TabsList
          aria-label={t('account.sectionsLabel')}
          className="scrollbar-none gap-1 overflow-x-auto rounded-xl bg-white p-1.5 shadow-sm ring-1 ring-zinc-200"
        >
          {accountTabs.map((tab) => (
            <TabsTrigger key={tab} value={tab} className={triggerClass}>
              {t(tabLabelKeys[tab])}
            </TabsTrigger>
          ))}
        </TabsList>
        {accountTabs.map((tab) => (
          <TabsContent key={tab} value={tab} className="mt-6 rounded-2xl">
            {tabs[tab]}
          </TabsContent>
        ))}
      </Tabs>
    </div>
  );
}
