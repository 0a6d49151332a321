import type { DynamicPage } from '@marquee/contracts';
import { useTranslation } from 'react-i18next';
import { usePageHead } from '../hooks/use-page-head';
import { dynamicPageIn } from '../lib/page-in-language';

/** Styles for the page's own HTML (no typography plugin: a few element rules suffice). */
const proseClass = [
  'grid gap-4 text-base leading-relaxed text-zinc-700',
  '[&_h1]:text-3xl [&_h1]:font-extrabold [&_h1]:tracking-tight [&_h1]:text-zinc-950 sm:[&_h1]:text-4xl',
  '[&_h2]:mt-4 [&_h2]:text-2xl [&_h2]:font-bold [&_h2]:text-zinc-950',
  '[&_h3]:mt-2 [&_h3]:text-xl [&_h3]:font-semibold [&_h3]:text-zinc-950',
  '[&_ul]:list-disc [&_ul]:ps-6 [&_ol]:list-decimal [&_ol]:ps-6 [&_li]:mt-1',
  '[&_a]:font-medium [&_a]:text-primary [&_a]:underline [&_a]:underline-offset-2',
  '[&_strong]:font-semibold [&_strong]:text-zinc-900',
  '[&_table]:w-full [&_table]:border-collapse [&_table]:text-sm',
  '[&_th]:border-b [&_th]:border-zinc-300 [&_th]:py-2 [&_th]:text-start [&_th]:font-semibold',
  '[&_td]:border-b [&_td]:border-zinc-200 [&_td]:py-2',
  '[&_img]:max-w-full [&_img]:rounded-xl',
].join(' ');

/** Pages whose HTML starts with its own h1 already carry the title; it is not shown twice. */
const startsWithHeading = (html: string) => /^\s*<h1[\s>]/i.test(html);

/** CP-01: the title and the server-sanitised HTML, in the page's language (issue 29). */
export function DynamicPageView({ page: stored }: { page: DynamicPage }) {
  const { i18n } = useTranslation();
  const page = dynamicPageIn(stored, i18n.language);
  usePageHead({ title: page.title, description: page.metaDescription });
  return (
    <article className="mx-auto grid max-w-3xl gap-6 px-4 py-10 sm:px-6 lg:px-8">
      {!startsWithHeading(page.html) && (
        <h1 className="text-3xl font-extrabold tracking-tight text-zinc-950 sm:text-4xl">{page.title}</h1>
      )}
      {/* Sanitised on the server with an allow-list (no scripts, handlers or javascript: URLs). */}
      <div className={proseClass} dangerouslySetInnerHTML={{ __html: page.html }} />
    </article>
  );
}
