import {
  HERO_DEFAULT_GRADIENT,
  heroSlideBodySchema,
  type AdminHeroSlide,
  type HeroSlideBody,
  type HeroSlideInput,
} from '@marquee/contracts';
import type { FieldErrors, FieldPath, Resolver } from 'react-hook-form';
import { localizedResolver } from '@/lib/zod-resolver';

/** The texts one language tab edits (ADM-HERO-02). */
export interface HeroSlideTexts {
  title: string;
  subtitle: string;
  description: string;
  button1: string;
  button2: string;
  button1_url: string;
  button2_url: string;
}

/**
 * What the slide form edits: the English tab is the slide's own fields (button1 = button_text,
 * button1_url = destination_url, button2_url = second_button_url, spec D-10), the Hebrew tab
 * its `translations.he`; then the image, gradient, order and button colour.
 */
export interface HeroSlideFormValues {
  en: HeroSlideTexts;
  he: HeroSlideTexts;
  imageUrl: string;
  gradient: string;
  /** Blank: the next place (slide count + 1) for a new slide. */
  orderIndex: string;
  buttonColor: string;
}

const blankTexts: HeroSlideTexts = {
  title: '',
  subtitle: '',
  description: '',
  button1: '',
  button2: '',
  button1_url: '',
  button2_url: '',
};

/** ADM-HERO-03: a new slide has the default gradient; its order is left to the server (count + 1). */
export const emptyHeroSlideForm: HeroSlideFormValues = {
  en: blankTexts,
  he: blankTexts,
  imageUrl: '',
  gradient: HERO_DEFAULT_GRADIENT,
  orderIndex: '',
  buttonColor: '',
};

export function fromHeroSlide(slide: AdminHeroSlide): HeroSlideFormValues {
  return {
    en: {
      title: slide.title,
      subtitle: slide.subtitle,
      description: slide.description,
      button1: slide.buttonText,
      button2: slide.secondButtonText,
      button1_url: slide.destinationUrl,
      button2_url: slide.secondButtonUrl,
    },
    he: { ...slide.translations.he },
    imageUrl: slide.imageUrl,
    gradient: slide.gradient,
    orderIndex: String(slide.orderIndex),
    buttonColor: slide.buttonColor,
  };
}

const toOrder = (text: string) =>
  text.trim() === '' ? undefined : /^\s*-?\d+(\.\d+)?\s*$/.test(text) ? Number(text) : Number.NaN;

export function toHeroSlideBody(values: HeroSlideFormValues): HeroSlideBody {
  return {
    title: values.en.title,
    subtitle: values.en.subtitle,
    description: values.en.description,
    buttonText: values.en.button1,
    secondButtonText: values.en.button2,
    destinationUrl: values.en.button1_url,
    secondButtonUrl: values.en.button2_url,
    imageUrl: values.imageUrl,
    gradient: values.gradient as HeroSlideBody['gradient'],
    orderIndex: toOrder(values.orderIndex),
    buttonColor: values.buttonColor,
    translations: { he: values.he },
  };
}

const englishField: Record<string, keyof HeroSlideTexts> = {
  title: 'title',
  subtitle: 'subtitle',
  description: 'description',
  buttonText: 'button1',
  secondButtonText: 'button2',
  destinationUrl: 'button1_url',
  secondButtonUrl: 'button2_url',
};

/** Which form field shows the API's message about a body field (`translations.he.title` -> `he.title`). */
export function formFieldOf(name: string): FieldPath<HeroSlideFormValues> | undefined {
  const english = englishField[name];
  if (english) return `en.${english}`;
  if (['imageUrl', 'gradient', 'orderIndex', 'buttonColor'].includes(name))
    return name as FieldPath<HeroSlideFormValues>;
  const hebrew = /^translations\.he\.(\w+)$/.exec(name)?.[1];
  if (hebrew && hebrew in blankTexts) return `he.${hebrew as keyof HeroSlideTexts}`;
  return undefined;
}

/** The form's resolver: the server's own schema, each message on the field (and tab) that holds the value. */
export const heroSlideResolver: Resolver<HeroSlideFormValues, unknown, HeroSlideInput> = localizedResolver<
  HeroSlideFormValues,
  unknown,
  HeroSlideInput
>((values) => {
  const parsed = heroSlideBodySchema.safeParse(toHeroSlideBody(values));
  if (parsed.success) return { values: parsed.data, errors: {} };
  const errors: FieldErrors<HeroSlideFormValues> = {};
  for (const issue of parsed.error.issues) {
    const field = formFieldOf(issue.path.join('.'));
    if (!field) continue;
    const [group, key] = field.split('.') as [keyof HeroSlideFormValues, string | undefined];
    const error = { type: issue.code, message: issue.message };
    if (key) {
      const nested = (errors[group] ?? {}) as Record<string, unknown>;
      if (!nested[key]) nested[key] = error;
      (errors as Record<string, unknown>)[group] = nested;
    } else if (!errors[group]) (errors as Record<string, unknown>)[group] = error;
  }
  return { values: {}, errors };
});
