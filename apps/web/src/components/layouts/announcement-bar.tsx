import { localized, type AnnouncementBar as AnnouncementBarSettings } from '@marquee/contracts';
import { useTranslation } from 'react-i18next';

/** The announcement above every page, its message in the page's language (issue 29: Hebrew, else the English). */
export function AnnouncementBar({ settings }: { settings: AnnouncementBarSettings | null | undefined }) {
  const { t, i18n } = useTranslation();
  const message = settings ? localized(settings.translations, i18n.language, 'message', settings.message).trim() : '';
  if (!settings?.enabled || !message) return null;
  return (
    <div
      role="region"
      aria-label={t('a11y.announcement')}
      className="bg-gradient-to-r from-primary to-secondary px-4 py-2 text-center text-xs font-medium text-white sm:text-sm"
      style={{
        ...(settings.background_color ? { background: settings.background_color } : {}),
        ...(settings.text_color ? { color: settings.text_color } : {}),
      }}
    >
      {/* The message is admin text in any language: its own direction keeps punctuation in place under RTL. */}
      <p dir="auto">{message}</p>
    </div>
  );
}
