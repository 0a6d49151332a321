import type { ComponentType } from 'react';
import { CouponsScreen } from '@/features/admin-coupons/components/coupons-screen';
import { CustomersScreen } from '@/features/admin-customers/components/customers-screen';
import { OrdersScreen } from '@/features/admin-orders/components/orders-screen';
import { SubscribersScreen } from '@/features/admin-subscribers/components/subscribers-screen';
import { CategoriesScreen } from '@/features/admin-categories/components/categories-screen';
import { DreamBoxScreen } from '@/features/admin-dream-box/components/dream-box-screen';
import { FilmsScreen } from '@/features/admin-films/components/films-screen';
import { HomepageFilmsScreen } from '@/features/admin-films/components/homepage-films-screen';
import { ProductSetsScreen } from '@/features/admin-product-sets/components/product-sets-screen';
import { ProductTagsScreen } from '@/features/admin-product-tags/components/product-tags-screen';
import { ProductsScreen } from '@/features/admin-products/components/products-screen';
import { ReviewsScreen } from '@/features/admin-reviews/components/reviews-screen';
import { CustomPagesScreen } from '@/features/admin-custom-pages/components/custom-pages-screen';
import { FooterPagesScreen } from '@/features/admin-footer-pages/components/footer-pages-screen';
import { PageElementsScreen } from '@/features/admin-page-elements/components/page-elements-screen';
import { HomeSectionsScreen } from '@/features/admin-home-sections/components/home-sections-screen';
import { HeroSlidesScreen } from '@/features/admin-hero-slides/components/hero-slides-screen';
import { AnnouncementsScreen } from '@/features/admin-settings/components/announcements-screen';
import { SiteSettingsScreen } from '@/features/admin-settings/components/site-settings-screen';
import { SocialMediaScreen } from '@/features/admin-settings/components/social-media-screen';
import { CurrenciesScreen } from '@/features/admin-settings/components/currencies-screen';
import { ChatScreen } from '@/features/admin-chat/components/chat-screen';
import type { TabKey } from '@/features/admin/lib/admin-tabs';

/** The screen of each tab or sub-tab that has one. */
export const adminScreens: Partial<Record<TabKey, ComponentType>> = {
  orders: OrdersScreen,
  coupons: CouponsScreen,
  customers: CustomersScreen,
  subscribers: SubscribersScreen,
  products: ProductsScreen,
  productSets: ProductSetsScreen,
  reviews: ReviewsScreen,
  categories: CategoriesScreen,
  productTags: ProductTagsScreen,
  films: FilmsScreen,
  homepageFilms: HomepageFilmsScreen,
  dreamBox: DreamBoxScreen,
  customPages: CustomPagesScreen,
  footerPages: FooterPagesScreen,
  pageElements: PageElementsScreen,
  homeSections: HomeSectionsScreen,
  heroSection: HeroSlidesScreen,
  announcements: AnnouncementsScreen,
  siteSettings: SiteSettingsScreen,
  socialMedia: SocialMediaScreen,
  currencies: CurrenciesScreen,
  chat: ChatScreen,
};
