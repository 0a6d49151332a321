import type { HeroSlide } from '@marquee/contracts';

export const DEFAULT_PRIMARY_LABEL = 'Shop now';
export const DEFAULT_SECONDARY_LABEL = 'Watch trailer';

export interface SlideText {
  title: string;
  subtitle: string;
  description: string;
  primary: { label: string; url: string };
  secondary: { label: string; url: string };
}

/**
 * SF-HERO-08/09: texts come from the current language, then English (the translation,
 * then the slide's own English fields); button labels end with 'Shop now' / 'Watch
 * trailer'. URLs: language, English, then destination_url / second_button_url, else '#'.
 */
export function slideText(slide: HeroSlide, language: string): SlideText {
  const pick = (field: keyof HeroSlide['translations'][string], own: string, fallback = '') =>
    slide.translations[language]?.[field]?.trim() || slide.translations.en?.[field]?.trim() || own.trim() || fallback;
  return {
    title: pick('title', slide.title),
    subtitle: pick('subtitle', slide.subtitle),
    description: pick('description', slide.description),
    primary: {
      label: pick('button1', slide.buttonText, DEFAULT_PRIMARY_LABEL),
      url: pick('button1_url', slide.destinationUrl, '#'),
    },
    secondary: {
      label: pick('button2', slide.secondButtonText, DEFAULT_SECONDARY_LABEL),
      url: pick('button2_url', slide.secondButtonUrl, '#'),
    },
  };
}
