/** Product tags: every name lower-case and trimmed, each with one type. */
import { films } from './films.js';

export const TAG_TYPES = ['character', 'franchise', 'gender', 'age', 'size', 'promotion', 'general'] as const;
export type TagType = (typeof TAG_TYPES)[number];

export interface SeedTag {
  name: string;
  type: TagType;
}

/** Tags are stored lower-case and trimmed. */
export function normalizeTagName(name: string): string {
  return name.trim().toLowerCase().replace(/\s+/g, ' ');
}

export const GENDER_TAGS = ['unisex', 'men', 'women', 'kids'] as const;
export const AGE_TAGS = ['3+', '8+', '14+', 'adult'] as const;
export const SIZE_TAGS = ['xs', 's', 'm', 'l', 'xl', 'xxl', 'one size'] as const;
export const PROMOTION_TAGS = ['sale', 'new', 'limited edition'] as const;
export const GENERAL_TAGS = [
  'gift idea',
  'eco-friendly',
  'glow in the dark',
  'dishwasher safe',
  'organic cotton',
  'handmade',
  "collector's item",
  'family night',
] as const;

export const franchiseTag = (filmTitle: string) => normalizeTagName(filmTitle);
export const characterTag = (character: string) => normalizeTagName(character);

function build(): SeedTag[] {
  const tags: SeedTag[] = [];
  const seen = new Set<string>();
  const add = (name: string, type: TagType) => {
    const clean = normalizeTagName(name);
    if (seen.has(clean)) return;
    seen.add(clean);
    tags.push({ name: clean, type });
  };
  for (const film of films) add(franchiseTag(film.title), 'franchise');
  for (const film of films) for (const c of film.characters) add(characterTag(c), 'character');
  for (const t of GENDER_TAGS) add(t, 'gender');
  for (const t of AGE_TAGS) add(t, 'age');
  for (const t of SIZE_TAGS) add(t, 'size');
  for (const t of PROMOTION_TAGS) add(t, 'promotion');
  for (const t of GENERAL_TAGS) add(t, 'general');
  return tags;
}

/** Every tag the demo products use, with its type. */
export const tags: SeedTag[] = build();

const BY_NAME = new Map(tags.map((t) => [t.name, t]));
export function tagType(name: string): TagType | undefined {
  return BY_NAME.get(normalizeTagName(name))?.type;
}
