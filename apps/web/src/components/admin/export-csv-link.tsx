import { Download } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { Button } from '@/components/ui/button';

interface ExportCsvLinkProps {
  /** The export's address with the list's filters (`apiPaths.admin.ordersExport.href(filters)`). */
  href: string;
  /** While the list's filters are refused (a bad date range), there is nothing to export. */
  disabled?: boolean;
}

/**
 * A list's "Export CSV": a plain link, so the browser downloads the file the server streams
 * (its name from Content-Disposition) with the staff member's session cookie, and shows its
 * own progress; no JavaScript holds the rows (decision 097).
 */
export function ExportCsvLink({ href, disabled = false }: ExportCsvLinkProps) {
  const { t } = useTranslation('admin');
  if (disabled)
    return (
      <Button variant="outline" disabled>
        <Download aria-hidden="true" />
        {t('merchantTools.export.button')}
      </Button>
    );
  return (
    <Button variant="outline" asChild>
      <a href={href} download>
        <Download aria-hidden="true" />
        {t('merchantTools.export.button')}
      </a>
    </Button>
  );
}
