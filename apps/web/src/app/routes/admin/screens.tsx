import type { ComponentType } from 'react';
import { CouponsScreen } from '@/features/admin-coupons/components/coupons-screen';
import { CustomersScreen } from '@/features/admin-customers/components/customers-screen';
import { OrdersScreen } from '@/features/admin-orders/components/orders-screen';
import { CategoriesScreen } from '@/features/admin-categories/components/categories-screen';
import { DreamBoxScreen } from '@/features/admin-dream-box/components/dream-box-screen';
import { FilmsScreen } from '@/features/admin-films/components/films-screen';
import { HomepageFilmsScreen } from '@/features/admin-films/components/homepage-films-screen';
import { MediaUpload } from '@/features/admin-media/components/media-upload';
import { ProductSetsScreen } from '@/features/admin-product-sets/components/product-sets-screen';
import { ProductTagsScreen } from '@/features/admin-product-tags/components/product-tags-screen';
import { ProductsScreen } from '@/features/admin-products/components/products-screen';
import type { TabKey } from '@/features/admin/lib/admin-tabs';

/*
 * Screens with images get the media feature's upload control from here (decision 052: a feature
 * never imports another feature's components; the app composes them).
 */
const ProductsWithMedia = () => <ProductsScreen renderMediaUpload={(props) => <MediaUpload {...props} />} />;
const ProductSetsWithMedia = () => <ProductSetsScreen renderImageUpload={(props) => <MediaUpload {...props} />} />;
const FilmsWithMedia = () => <FilmsScreen upload={MediaUpload} />;
const DreamBoxWithMedia = () => <DreamBoxScreen upload={MediaUpload} />;

/** The screen of each tab or sub-tab that has one. */
export const adminScreens: Partial<Record<TabKey, ComponentType>> = {
  orders: OrdersScreen,
  coupons: CouponsScreen,
  customers: CustomersScreen,
  products: ProductsWithMedia,
  productSets: ProductSetsWithMedia,
  categories: CategoriesScreen,
  productTags: ProductTagsScreen,
  films: FilmsWithMedia,
  homepageFilms: HomepageFilmsScreen,
  dreamBox: DreamBoxWithMedia,
};
