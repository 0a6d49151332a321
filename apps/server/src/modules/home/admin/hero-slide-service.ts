/**
 * The admin's hero slides (ADM-HERO-01..08, R-38): list, create, replace, delete. The seeded
 * default slides are ordinary rows: saving one updates it in place. Every write records an audit
 * row and announces `contentChanged`, which the home page listens to. Writes answer with the image
 * upload they dropped, for the route to release once the transaction has committed.
 */
import { asc, count, eq } from 'drizzle-orm';
import {
  liveEventTypes,
  type AdminHeroSlide,
  type AdminHeroSlideList,
  type HeroSlideInput,
  type HeroSlideTranslationInput,
} from '@marquee/contracts';
import type { Db } from '../../../db/client.js';
import { heroSlides, type HeroSlide, type HeroSlideTranslations } from '../../../db/schema/index.js';
import { parseJsonObject } from '../../../lib/json-object.js';
import { notFound } from '../../../lib/errors.js';
import { lockRowById } from '../../../lib/row-by-id.js';
import { auditTrail, type AdminActor } from '../../audit/record.js';
import { droppedUrls, type MediaWrite } from '../../media/release.js';

const audit = auditTrail('hero-slides', liveEventTypes.contentChanged);
const noSlide = () => notFound('Hero slide not found.');

const translatedFields = [
  'title',
  'subtitle',
  'description',
  'button1',
  'button2',
  'button1_url',
  'button2_url',
] as const;

/** The Hebrew texts as the form edits them: every field, blank when missing (SF-HERO-10: a JSON string is read too). */
function hebrewOf(value: unknown): AdminHeroSlide['translations']['he'] {
  const he = parseJsonObject(parseJsonObject(value).he);
  return Object.fromEntries(
    translatedFields.map((field) => [field, typeof he[field] === 'string' ? he[field] : '']),
  ) as AdminHeroSlide['translations']['he'];
}

function toAdminSlide(row: HeroSlide): AdminHeroSlide {
  return {
    id: row.id,
    title: row.title,
    subtitle: row.subtitle,
    description: row.description,
    imageUrl: row.imageUrl,
    cta: row.cta,
    buttonText: row.buttonText,
    secondButtonText: row.secondButtonText,
    destinationUrl: row.destinationUrl,
    secondButtonUrl: row.secondButtonUrl,
    buttonColor: row.buttonColor,
    gradient: row.gradient,
    orderIndex: row.orderIndex,
    translations: { he: hebrewOf(row.translations) },
    updatedAt: row.updatedAt.toISOString(),
  };
}

/** ADM-HERO-01: every slide by order_index, then id (the storefront's order, SF-HERO-01). */
export async function listHeroSlidesForAdmin(db: Db): Promise<AdminHeroSlideList> {
  const rows = await db.select().from(heroSlides).orderBy(asc(heroSlides.orderIndex), asc(heroSlides.id));
  return rows.map(toAdminSlide);
}

/** Only the filled-in fields are stored: a blank one falls back to English on the storefront. */
function storedTranslation(entry: HeroSlideTranslationInput): HeroSlideTranslations[string] {
  return Object.fromEntries(translatedFields.flatMap((field) => (entry[field] ? [[field, entry[field]]] : [])));
}

/** ADM-HERO-04: translations are written only when the body has them (an object); otherwise they are kept. */
function translationsFor(input: HeroSlideInput, current: unknown): HeroSlideTranslations {
  const kept = parseJsonObject(current) as HeroSlideTranslations;
  if (!input.translations) return kept;
  const next: HeroSlideTranslations = { ...kept };
  if (input.translations.he) {
    const he = storedTranslation(input.translations.he);
    if (Object.keys(he).length > 0) next.he = he;
    else delete next.he;
  }
  return next;
}

const slideValues = (input: HeroSlideInput) => ({
  title: input.title,
  subtitle: input.subtitle,
  description: input.description,
  imageUrl: input.imageUrl,
  cta: input.cta,
  buttonText: input.buttonText,
  secondButtonText: input.secondButtonText,
  destinationUrl: input.destinationUrl,
  secondButtonUrl: input.secondButtonUrl,
  buttonColor: input.buttonColor,
  gradient: input.gradient,
});

/** ADM-HERO-03: a new slide goes after the others (order = slide count + 1) unless the body says where. */
export async function createHeroSlide(db: Db, actor: AdminActor, input: HeroSlideInput): Promise<AdminHeroSlide> {
  return db.transaction(async (tx) => {
    const [{ n } = { n: 0 }] = await tx.select({ n: count() }).from(heroSlides);
    const [created] = await tx
      .insert(heroSlides)
      .values({
        ...slideValues(input),
        orderIndex: input.orderIndex ?? n + 1,
        translations: translationsFor(input, {}),
      })
      .returning();
    await audit.created(tx, actor, created!.id, created);
    return toAdminSlide(created!);
  });
}

/** every slide, a seeded default included, is saved by updating its row (same id, no new row). */
export async function updateHeroSlide(
  db: Db,
  actor: AdminActor,
  id: number,
  input: HeroSlideInput,
): Promise<MediaWrite<AdminHeroSlide>> {
  const { current, updated } = await db.transaction(async (tx) => {
    const current = await lockRowById(tx, heroSlides, id, noSlide);
    const [updated] = await tx
      .update(heroSlides)
      .set({
        ...slideValues(input),
        orderIndex: input.orderIndex ?? current.orderIndex,
        translations: translationsFor(input, current.translations),
        updatedAt: new Date(),
      })
      .where(eq(heroSlides.id, id))
      .returning();
    await audit.updated(tx, actor, id, current, updated);
    return { current, updated: updated! };
  });
  return { result: toAdminSlide(updated), droppedUrls: droppedUrls([current.imageUrl], [updated.imageUrl]) };
}

export async function deleteHeroSlide(db: Db, actor: AdminActor, id: number): Promise<MediaWrite<{ ok: true }>> {
  const deleted = await db.transaction(async (tx) => {
    const current = await lockRowById(tx, heroSlides, id, noSlide);
    await tx.delete(heroSlides).where(eq(heroSlides.id, id));
    await audit.deleted(tx, actor, id, current);
    return current;
  });
  return { result: { ok: true }, droppedUrls: droppedUrls([deleted.imageUrl]) };
}
