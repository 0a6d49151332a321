import { useTranslation } from 'react-i18next';

/** CP-10: brand text, a message and a purely cosmetic progress bar while a custom page loads. */
export function PageLoadingScreen() {
  const { t } = useTranslation();
  return (
    <div role="status" className="flex min-h-[60vh] flex-col items-center justify-center gap-5 px-4 text-center">
      <p className="bg-gradient-to-r from-primary to-secondary bg-clip-text text-4xl font-extrabold tracking-tight text-transparent">
        {t('brand.name')}
      </p>
      <p className="text-zinc-600">{t('content.loading')}</p>
      <div aria-hidden="true" className="h-1.5 w-56 overflow-hidden rounded-full bg-zinc-200">
        <div className="h-full w-1/3 animate-[content-progress_1.4s_ease-in-out_infinite] rounded-full bg-gradient-to-r from-primary to-secondary motion-reduce:w-2/3 motion-reduce:animate-none" />
      </div>
      <style>{'@keyframes content-progress{0%{transform:translateX(-100%)}100%{transform:translateX(300%)}}'}</style>
    </div>
  );
}
