import { ChevronDown, CircleUserRound, Film, Home, LogIn, LogOut, ShoppingBag, User, UserPlus } from 'lucide-react';
import { useState, type RefObject } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { Dialog, DialogContent, DialogDescription, DialogTitle } from '@/components/ui/dialog';
import {
  DropdownMenu,
  DropdownMenuContent,
  DropdownMenuItem,
  DropdownMenuLabel,
  DropdownMenuRadioGroup,
  DropdownMenuRadioItem,
  DropdownMenuSeparator,
  DropdownMenuTrigger,
} from '@/components/ui/dropdown-menu';
import { paths } from '@marquee/contracts';
import { useCurrency } from '@/lib/currency';
import { LanguageSwitch } from './language-switch';
import type { ShellUser } from './store-layout';

type OpenDropdown = 'currency' | 'account' | null;

/**
 * SF-HDR-10: opening one dropdown replaces the other. The dropdowns are not modal, so a
 * click on the other trigger opens it at once; the first one's own close event (which
 * arrives after the open) must then not close the one just opened.
 */
function toggleDropdown(current: OpenDropdown, which: Exclude<OpenDropdown, null>, open: boolean): OpenDropdown {
  if (open) return which;
  return current === which ? null : current;
}

interface StoreMenuProps {
  open: boolean;
  onOpenChange: (open: boolean) => void;
  user: ShellUser | null;
  onSignOut: () => void;
  /** Where focus goes when the menu closes (the menu button). */
  returnFocusTo: RefObject<HTMLElement | null>;
}

const triggerClass =
  'flex w-full items-center justify-between gap-3 rounded-xl border border-white/15 bg-white/5 px-4 py-3 text-start text-base font-medium text-white transition-colors outline-none hover:bg-white/10 focus-visible:ring-2 focus-visible:ring-accent data-[state=open]:border-primary data-[state=open]:bg-white/10';

/** The header's full-screen menu: navigation, the currency picker, the account dropdown and the language switch. */
export default function StoreMenu({ open, onOpenChange, user, onSignOut, returnFocusTo }: StoreMenuProps) {
  const { t } = useTranslation();
  const { currency, currencies, setCurrency } = useCurrency();
  // Only one of the two dropdowns is open at a time.
  const [openDropdown, setOpenDropdown] = useState<OpenDropdown>(null);
  // A dropdown closed because the other one opened must not pull focus back to its own
  // trigger: the focus leaving the new dropdown would close that one too.
  const keepFocusIfOtherOpen = (event: Event) => {
    if (openDropdown !== null) event.preventDefault();
  };
  const close = () => onOpenChange(false);

  const navLinks = [
    { to: paths.home.href(), label: t('header.home'), icon: Home },
    { to: paths.films.href(), label: t('header.shopByFilm'), icon: Film },
    { to: paths.products.href(), label: t('header.allProducts'), icon: ShoppingBag },
  ];

  return (
    <Dialog
      open={open}
      onOpenChange={(next) => {
        if (!next) setOpenDropdown(null);
        onOpenChange(next);
      }}
    >
      <DialogContent
        fullScreen
        closeLabel={t('header.closeMenu')}
        onCloseAutoFocus={(event) => {
          event.preventDefault();
          returnFocusTo.current?.focus();
        }}
      >
        <div className="mx-auto flex min-h-full max-w-3xl flex-col px-6 pt-20 pb-10 sm:pt-24">
          <DialogTitle className="text-xs font-semibold tracking-[0.2em] text-zinc-400 uppercase">
            {t('header.menuTitle')}
          </DialogTitle>
          <DialogDescription className="sr-only">{t('header.menuDescription')}</DialogDescription>

          <nav aria-label={t('a11y.mainNavigation')} className="mt-6">
            <ul className="grid gap-2">
              {navLinks.map(({ to, label, icon: Icon }) => (
                <li key={to}>
                  <Link
                    to={to}
                    onClick={close}
                    className="group flex items-center gap-4 rounded-xl px-2 py-3 text-3xl font-bold tracking-tight text-white transition-colors hover:text-primary sm:text-4xl"
                  >
                    <Icon
                      aria-hidden="true"
                      className="size-7 text-zinc-500 transition-colors group-hover:text-secondary"
                    />
                    {label}
                  </Link>
                </li>
              ))}
            </ul>
          </nav>

          <div className="mt-10 grid gap-4 border-t border-white/10 pt-8 sm:grid-cols-2">
            <div className="grid gap-2">
              <span className="text-xs font-semibold tracking-wider text-zinc-400 uppercase">
                {t('header.currency')}
              </span>
              <DropdownMenu
                modal={false}
                open={openDropdown === 'currency'}
                onOpenChange={(next) => setOpenDropdown((current) => toggleDropdown(current, 'currency', next))}
              >
                <DropdownMenuTrigger
                  className={triggerClass}
                  aria-label={t('header.chooseCurrency', { code: currency.code })}
                >
                  <span className="flex items-center gap-3">
                    <span className="inline-flex min-w-8 justify-center rounded-md bg-white/10 px-1.5 py-0.5 text-sm font-semibold">
                      {currency.symbol}
                    </span>
                    <span>
                      {currency.code} <span className="text-zinc-400">· {currency.name}</span>
                    </span>
                  </span>
                  <ChevronDown aria-hidden="true" className="size-5 text-zinc-400" />
                </DropdownMenuTrigger>
                <DropdownMenuContent
                  align="start"
                  className="w-(--radix-dropdown-menu-trigger-width)"
                  onCloseAutoFocus={keepFocusIfOtherOpen}
                >
                  <DropdownMenuRadioGroup value={currency.code} onValueChange={setCurrency}>
                    {currencies.map((item) => (
                      <DropdownMenuRadioItem key={item.code} value={item.code}>
                        <span className="inline-flex min-w-8 justify-center font-semibold text-zinc-600">
                          {item.symbol}
                        </span>
                        <span className="font-semibold">{item.code}</span>
                        <span className="truncate text-zinc-500">{item.name}</span>
                      </DropdownMenuRadioItem>
                    ))}
                  </DropdownMenuRadioGroup>
                </DropdownMenuContent>
              </DropdownMenu>
            </div>

            <div className="grid gap-2">
              <span className="text-xs font-semibold tracking-wider text-zinc-400 uppercase">
                {t('header.account')}
              </span>
              <DropdownMenu
                modal={false}
                open={openDropdown === 'account'}
                onOpenChange={(next) => setOpenDropdown((current) => toggleDropdown(current, 'account', next))}
              >
                <DropdownMenuTrigger className={triggerClass}>
                  <span className="flex min-w-0 items-center gap-3">
                    <CircleUserRound aria-hidden="true" className="size-6 shrink-0 text-zinc-300" />
                    <span className="truncate">{user ? user.email : t('header.account')}</span>
                  </span>
                  <ChevronDown aria-hidden="true" className="size-5 shrink-0 text-zinc-400" />
                </DropdownMenuTrigger>
                <DropdownMenuContent
                  align="start"
                  className="w-(--radix-dropdown-menu-trigger-width)"
                  onCloseAutoFocus={keepFocusIfOtherOpen}
                >
                  {user ? (
                    <>
                      <DropdownMenuLabel>
                        <span className="block text-zinc-500">{t('header.signedInAs')}</span>
                        <span className="block truncate text-sm text-zinc-900">{user.email}</span>
                      </DropdownMenuLabel>
                      <DropdownMenuSeparator />
                      <DropdownMenuItem asChild>
                        <Link to={paths.account.href()} onClick={close}>
                          <User aria-hidden="true" />
                          {t('header.myAccount')}
                        </Link>
                      </DropdownMenuItem>
                      <DropdownMenuItem
                        onSelect={() => {
                          close();
                          onSignOut();
                        }}
                      >
                        <LogOut aria-hidden="true" />
                        {t('header.signOut')}
                      </DropdownMenuItem>
                    </>
                  ) : (
                    <>
                      <DropdownMenuItem asChild>
                        <Link to={paths.login.href()} onClick={close}>
                          <LogIn aria-hidden="true" />
                          {t('header.signIn')}
                        </Link>
                      </DropdownMenuItem>
                      <DropdownMenuItem asChild>
                        <Link to={paths.login.href()} onClick={close}>
                          <UserPlus aria-hidden="true" />
                          {t('header.signUp')}
                        </Link>
                      </DropdownMenuItem>
                    </>
                  )}
                </DropdownMenuContent>
              </DropdownMenu>
            </div>

            <div className="sm:col-span-2">
              <LanguageSwitch />
            </div>
          </div>
        </div>
      </DialogContent>
    </Dialog>
  );
}
