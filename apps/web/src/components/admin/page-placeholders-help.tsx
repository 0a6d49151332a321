import { pagePlaceholders } from '@marquee/contracts';
import { useId } from 'react';
import { useTranslation } from 'react-i18next';

/**
 * Beside a page editor (footer and custom pages): the placeholders the store fills in from its
 * settings when it serves the page, so prices and the charging currency never go stale in the
 * page's words (decision 098).
 */
export function PagePlaceholdersHelp() {
  const { t } = useTranslation('admin');
  const titleId = useId();
  return (
    <section aria-labelledby={titleId} className="grid gap-2 rounded-xl bg-zinc-50 p-4 text-sm ring-1 ring-zinc-200">
      <h3 id={titleId} className="font-semibold text-zinc-900">
        {t('pagePlaceholders.title')}
      </h3>
      <p className="text-zinc-600">{t('pagePlaceholders.text')}</p>
      <dl className="grid gap-1.5">
        {pagePlaceholders.map((name) => (
          <div key={name} className="grid gap-x-3 sm:grid-cols-[auto_1fr]">
            <dt>
              {/* Placeholders are written in Latin letters in a page of any language. */}
              <code
                dir="ltr"
                className="rounded bg-white px-1.5 py-0.5 font-mono text-xs text-zinc-900 ring-1 ring-zinc-200"
              >
                {`{{${name}}}`}
              </code>
            </dt>
            <dd className="text-zinc-600">{t(`pagePlaceholders.${name}`)}</dd>
          </div>
        ))}
      </dl>
    </section>
  );
}
