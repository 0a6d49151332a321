/**
 * The demo catalogue as typed data (no database code). The seed inserts these and writes the
 * artwork from `../artwork/manifest.js` under the media directory.
 */
export {
  chatConversations,
  customerEmail,
  customers,
  streets,
  verifiedReviewTexts,
  type SeedCustomer,
} from './activity.js';
export { categories, type SeedCategory } from './categories.js';
export { currencies, type SeedCurrency } from './currencies.js';
export { films, filmBySlug, type SeedFilm } from './films.js';
export {
  dreamBoxCategories,
  heroSlides,
  homeSections,
  productSets,
  type SeedDreamBoxCategory,
  type SeedHeroSlide,
  type SeedHomeSection,
  type SeedProductSet,
} from './merchandising.js';
export {
  hebrewAnnouncement,
  hebrewCustomPages,
  hebrewDreamBoxCategories,
  hebrewDynamicPages,
  hebrewHomeSections,
  hebrewProductSets,
  hebrewTagNames,
} from './hebrew-content.js';
export { DEMO_MEDIA_PREFIX, mediaFile, mediaUrls } from './media.js';
export { customPages, dynamicPages, type PageBlock, type SeedCustomPage, type SeedDynamicPage } from './pages.js';
export { PRODUCT_TYPES, type ProductType } from './product-types.js';
export { productBySlug, productFor, products, slugify, type BadgeText, type SeedProduct } from './products.js';
export { reviews, type SeedReview } from './reviews.js';
export { coupons, siteSettingRows, siteSettings, type SeedCoupon, type SiteSettings } from './settings.js';
export { normalizeTagName, TAG_TYPES, tags, tagType, type SeedTag, type TagType } from './tags.js';
