import { paths } from '@marquee/contracts';
import { FileText, PackageCheck } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { Button } from '@/components/ui/button';

/** "Print invoice" and "Print packing slip": each opens its page in a new tab, the order dialog stays. */
export function OrderDocumentLinks({ orderNumber }: { orderNumber: string }) {
  const { t } = useTranslation('admin');
  const links = [
    {
      href: paths.admin.orderInvoice.href(orderNumber),
      icon: FileText,
      text: t('merchantTools.documents.printInvoice'),
    },
    {
      href: paths.admin.orderPackingSlip.href(orderNumber),
      icon: PackageCheck,
      text: t('merchantTools.documents.printPackingSlip'),
    },
  ];
  return (
    <div className="flex flex-wrap gap-2">
      {links.map(({ href, icon: Icon, text }) => (
        <Button key={href} variant="outline" size="sm" asChild>
          <a href={href} target="_blank" rel="noopener">
            <Icon aria-hidden="true" />
            {text}
            <span className="sr-only"> {t('merchantTools.documents.newTab')}</span>
          </a>
        </Button>
      ))}
    </div>
  );
}
