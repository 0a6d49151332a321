import type { LucideIcon } from 'lucide-react';
import { SectionCard } from '@/components/ui/section-card';

export interface NextStep {
  icon: LucideIcon;
  title: string;
  text: string;
}

/** A numbered what-happens-next list (SF-CONF-03's three steps, SF-THX-04's processing, shipping, delivery). */
export function NextSteps({
  title,
  steps,
  className,
}: {
  title: string;
  steps: readonly NextStep[];
  className?: string;
}) {
  return (
    <SectionCard title={title} className={className}>
      <ol className="grid gap-4">
        {steps.map(({ icon: Icon, title: stepTitle, text }) => (
          <li key={stepTitle} className="flex gap-3">
            <span className="inline-flex size-9 shrink-0 items-center justify-center rounded-full bg-primary/10 text-primary">
              <Icon aria-hidden="true" className="size-4" />
            </span>
            <div className="min-w-0">
              <h3 className="font-semibold text-zinc-900">{stepTitle}</h3>
              <p className="mt-0.5 text-sm text-zinc-600">{text}</p>
            </div>
          </li>
        ))}
      </ol>
    </SectionCard>
  );
}
