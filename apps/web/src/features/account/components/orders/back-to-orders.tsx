import { paths } from '@marquee/contracts';
import { ArrowLeft } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { Button } from '@/components/ui/button';

/** ACC-18: back to the list; a link, so it also opens in a new tab and works before hydration. */
export function BackToOrders() {
  const { t } = useTranslation();
  return (
    <Button asChild variant="ghost" className="-ms-3">
      <Link to={paths.account.href({ tab: 'orders' })}>
        <ArrowLeft aria-hidden="true" className="rtl:rotate-180" />
        {t('accountOrders.back')}
      </Link>
    </Button>
  );
}
