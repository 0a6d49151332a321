/**
 * Content pages: the footer's Quick Links (HTML) and one custom page built from blocks. Prices
 * and the charging currency are written as placeholders (`{{dream_box_price}}`), filled from the
 * store's settings when a page is served (modules/content/placeholders.ts, decision 098).
 */
import { mediaUrls } from './media.js';

export interface SeedDynamicPage {
  slug: string;
  title: string;
  metaDescription: string;
  /** Trusted HTML authored here (still sanitised on output like any page content). */
  content: string;
  isPublished: boolean;
  /** Order in the footer's Quick Links. */
  sortOrder: number;
}

const CONTACT_EMAIL = 'hello@marquee.store';

export const dynamicPages: SeedDynamicPage[] = [
  {
    slug: 'privacy-policy',
    title: 'Privacy Policy',
    metaDescription: 'How Marquee collects, uses and protects your personal information.',
    sortOrder: 1,
    isPublished: true,
    content: `<h1>Privacy Policy</h1>
<p>Last updated: January 2025. Marquee ("we", "us") runs this online store for film merchandise. This policy explains what personal information we collect when you shop with us, why we collect it and the choices you have.</p>
<h2>What we collect</h2>
<ul>
<li><strong>Account details:</strong> your e-mail address and a securely hashed password.</li>
<li><strong>Order details:</strong> shipping address, the items you buy and your order history.</li>
<li><strong>Payment details:</strong> payments are handled by our payment provider. We never see or store your full card number.</li>
<li><strong>Usage data:</strong> basic, anonymous statistics about which pages are visited, so we can improve the store.</li>
</ul>
<h2>How we use it</h2>
<p>We use your information to process and deliver orders, to run your account, wishlist and Dream Box subscription, to answer your questions and, only if you subscribe, to send our newsletter. You can unsubscribe from the newsletter with one click at any time.</p>
<h2>Cookies</h2>
<p>We use a small number of essential cookies to keep you signed in and to remember your cart. We do not use advertising cookies or sell your data to anyone.</p>
<h2>Your rights</h2>
<p>You can view and update your details in your account, and you can ask us for a copy of your data or for its deletion by writing to <a href="mailto:${CONTACT_EMAIL}">${CONTACT_EMAIL}</a>. We reply within 30 days.</p>
<h2>Keeping your data safe</h2>
<p>Your data is stored on secured servers, transmitted over encrypted connections and kept only for as long as we need it to serve you or to meet our legal obligations.</p>`,
  },
  {
    slug: 'terms-of-service',
    title: 'Terms of Service',
    metaDescription: 'The terms that apply when you use the Marquee store and buy from us.',
    sortOrder: 2,
    isPublished: true,
    content: `<h1>Terms of Service</h1>
<p>Welcome to Marquee. By using this website or placing an order, you agree to these terms. Please read them carefully.</p>
<h2>Orders and prices</h2>
<p>Prices are set in US dollars and shown in the currency you choose, converted at our current rates. Payment for your order is taken in {{charging_currency}}: the currency you shop in when our payment provider accepts it, otherwise US dollars, and the checkout says so before you pay. An order is confirmed once payment has been captured and you receive a confirmation e-mail. We reserve the right to cancel an order if an item turns out to be out of stock or mispriced, in which case you receive a full refund.</p>
<h2>Your account</h2>
<ul>
<li>You are responsible for keeping your password confidential.</li>
<li>Please give accurate contact and shipping details so we can deliver your order.</li>
<li>We may suspend accounts that are used for fraud or abuse.</li>
</ul>
<h2>Dream Box subscription</h2>
<p>The Dream Box costs {{dream_box_price}} a month until you cancel; the subscription is billed in US dollars. You can cancel at any time from your account; the cancellation takes effect at the end of the current billing period.</p>
<h2>Coupons</h2>
<p>One coupon can be used per order. Coupons have no cash value and cannot be applied to past orders.</p>
<h2>Intellectual property</h2>
<p>All films, characters, artwork and designs on this site belong to Marquee and its partners. You may not copy or resell them without written permission.</p>
<h2>Liability</h2>
<p>We do our best to keep the store available and accurate, but we cannot guarantee it will always be error-free. Nothing in these terms limits your rights as a consumer under the law of your country.</p>
<h2>Contact</h2>
<p>Questions about these terms? Write to <a href="mailto:${CONTACT_EMAIL}">${CONTACT_EMAIL}</a>.</p>`,
  },
  {
    slug: 'return-policy',
    title: 'Return Policy',
    metaDescription: 'Returns are easy at Marquee: 30 days to change your mind.',
    sortOrder: 3,
    isPublished: true,
    content: `<h1>Return Policy</h1>
<p>We want you to love everything you order from Marquee. If something is not right, you have <strong>30 days</strong> from delivery to return it for a full refund or an exchange.</p>
<h2>What can be returned</h2>
<ul>
<li>Unused items in their original condition and packaging.</li>
<li>Clothing that has not been worn or washed, with its tags still attached.</li>
<li>Collectibles and statues in their unopened original box.</li>
</ul>
<p>For hygiene reasons, opened socks cannot be returned unless they are faulty. Dream Box items can be exchanged but not refunded individually.</p>
<h2>How to return an item</h2>
<ol>
<li>Contact us at <a href="mailto:${CONTACT_EMAIL}">${CONTACT_EMAIL}</a> with your order number and the items you want to return.</li>
<li>We send you a prepaid return label within one business day.</li>
<li>Pack the items securely and drop the parcel at any post office.</li>
</ol>
<h2>Refunds</h2>
<p>Once your return arrives, we inspect it and refund the original payment method within 5 business days. Original shipping fees are refunded when the return is due to our mistake or a faulty item.</p>
<h2>Damaged or wrong items</h2>
<p>If your order arrives damaged or we sent the wrong item, tell us within 30 days and we will send a replacement at no cost, or refund you in full, whichever you prefer.</p>`,
  },
  {
    slug: 'shipping-info',
    title: 'Shipping Info',
    metaDescription:
      'Free shipping on orders over {{free_shipping_threshold}}; otherwise a flat {{shipping_fee}} fee. Delivery times and tracking.',
    sortOrder: 4,
    isPublished: true,
    content: `<h1>Shipping Info</h1>
<p>Every Marquee order is packed by hand in our warehouse and shipped in recyclable packaging.</p>
<h2>Shipping costs</h2>
<ul>
<li><strong>Free shipping</strong> on every order over <strong>{{free_shipping_threshold}}</strong>.</li>
<li>Orders under {{free_shipping_threshold}} ship for a flat fee of <strong>{{shipping_fee}}</strong>, wherever you are.</li>
<li>The Dream Box always ships free, worldwide.</li>
</ul>
<h2>Delivery times</h2>
<table>
<thead><tr><th>Destination</th><th>Estimated delivery</th></tr></thead>
<tbody>
<tr><td>United States</td><td>3-5 business days</td></tr>
<tr><td>Canada and Europe</td><td>5-8 business days</td></tr>
<tr><td>Rest of the world</td><td>7-14 business days</td></tr>
</tbody>
</table>
<p>Orders placed before 2 pm on a business day leave our warehouse the same day. During holiday sales and big film releases, please allow an extra day or two.</p>
<h2>Tracking your order</h2>
<p>As soon as your parcel ships, we e-mail you a tracking link. You can also follow your order on the <a href="/order-tracking">order tracking</a> page with your order number and e-mail address.</p>
<h2>Customs and duties</h2>
<p>International orders may be subject to import duties and taxes charged by the destination country. These are not included in our prices and are paid by the recipient.</p>`,
  },
  {
    slug: 'contact-us',
    title: 'Contact Us',
    metaDescription: 'Get in touch with the Marquee team: e-mail, live chat and opening hours.',
    sortOrder: 5,
    isPublished: true,
    content: `<h1>Contact Us</h1>
<p>Questions about an order, a product or your Dream Box? Our small team of film fans is happy to help.</p>
<h2>How to reach us</h2>
<ul>
<li><strong>E-mail:</strong> <a href="mailto:${CONTACT_EMAIL}">${CONTACT_EMAIL}</a>. We answer within one business day.</li>
<li><strong>Live chat:</strong> use the chat button at the bottom of any page, Monday to Friday, 9 am to 6 pm (Eastern Time).</li>
<li><strong>Post:</strong> Marquee, 221 Projection Lane, Suite 4, Brooklyn, NY 11201, USA.</li>
</ul>
<h2>Before you write</h2>
<p>To help us help you quickly, please include your order number (you can find it in your confirmation e-mail or in your account) and, for damaged items, a photo of the product and its packaging.</p>
<h2>Wholesale and partnerships</h2>
<p>Are you a cinema, festival or shop interested in stocking Marquee merchandise? Write to us with a few words about your venue and we will send our wholesale catalogue.</p>
<h2>Press</h2>
<p>For press enquiries, review samples and high-resolution images, please mention "Press" in the subject line of your e-mail.</p>`,
  },
  {
    slug: 'faq',
    title: 'FAQ',
    metaDescription: 'Answers to common questions about orders, shipping, returns and the Dream Box.',
    sortOrder: 6,
    isPublished: true,
    content: `<h1>Frequently Asked Questions</h1>
<h2>Orders</h2>
<h3>Can I change or cancel my order?</h3>
<p>Yes, as long as it has not shipped yet. Contact us as soon as possible with your order number.</p>
<h3>Do I need an account to order?</h3>
<p>No. You can check out as a guest; an account just makes it easier to track orders and keep a wishlist.</p>
<h2>Shipping and returns</h2>
<h3>How much is shipping?</h3>
<p>Shipping is free on orders over {{free_shipping_threshold}}. Below that, a flat fee of {{shipping_fee}} applies.</p>
<h3>What is your return policy?</h3>
<p>You have 30 days from delivery to return unused items for a full refund. See our <a href="/page/return-policy">Return Policy</a> for details.</p>
<h2>The Dream Box</h2>
<h3>What is in a Dream Box?</h3>
<p>Every month you receive a curated surprise of 4 to 6 items from the films and categories you choose when you subscribe, often including exclusives you cannot buy in the store.</p>
<h3>How much does it cost and can I cancel?</h3>
<p>It costs {{dream_box_price}} a month (billed in US dollars) with free worldwide shipping, and you can cancel any time from your account.</p>
<h2>Payments and currencies</h2>
<h3>Which currencies do you support?</h3>
<p>You can browse in every currency of the currency menu. Payment is taken in {{charging_currency}}: the currency you choose when our payment provider accepts it, otherwise US dollars, and the checkout tells you before you pay.</p>
<h3>Do you have discount codes?</h3>
<p>Sign up for our newsletter to hear about sales, new drops and subscriber-only codes.</p>
<h2>Still have a question?</h2>
<ul>
<li>E-mail us at <a href="mailto:${CONTACT_EMAIL}">${CONTACT_EMAIL}</a>.</li>
<li>Chat with us, Monday to Friday, 9 am to 6 pm (Eastern Time).</li>
<li>Visit our <a href="/page/contact-us">Contact Us</a> page.</li>
</ul>`,
  },
];

/** Custom page content blocks (CP-08): text and heading carry `content`, images `src`/`alt`. */
export type PageBlock =
  | { type: 'heading'; level: 1 | 2 | 3; content: string }
  | { type: 'text'; content: string }
  | { type: 'image'; src: string; alt: string; caption?: string };

export interface SeedCustomPage {
  slug: string;
  title: string;
  description: string;
  bannerImageUrl: string;
  metaTitle: string;
  metaDescription: string;
  seoKeywords: string;
  isPublished: boolean;
  blocks: PageBlock[];
}

export const customPages: SeedCustomPage[] = [
  {
    slug: 'about-marquee',
    title: 'About Marquee',
    description: 'The story behind Marquee, the home of official merchandise for our films.',
    bannerImageUrl: mediaUrls.pageBanner('about-marquee'),
    metaTitle: 'About Marquee | Official film merchandise',
    metaDescription:
      'Marquee designs official merchandise for twelve original films, from framed posters to the monthly Dream Box.',
    seoKeywords: 'marquee, film merchandise, movie posters, collectibles, dream box',
    isPublished: true,
    blocks: [
      { type: 'heading', level: 1, content: 'About Marquee' },
      {
        type: 'text',
        content:
          'Marquee started in 2019 as a pop-up stall in the lobby of an old single-screen cinema. Our idea was simple: the films we love deserve merchandise as carefully made as the films themselves.',
      },
      {
        type: 'image',
        src: mediaUrls.heroSlide('now-showing'),
        alt: 'A cinema screen framed by red curtains and marquee lights',
        caption: 'Where it all began: the lobby of the Lyric cinema.',
      },
      { type: 'heading', level: 2, content: 'Designed in-house' },
      {
        type: 'text',
        content:
          'Every poster, tee and collectible is designed by our small studio together with the film-makers, printed on responsibly sourced materials and checked by hand before it ships.',
      },
      { type: 'heading', level: 2, content: 'The Dream Box' },
      {
        type: 'text',
        content:
          'Our monthly Dream Box brings a curated surprise from the films you choose to your door, with free shipping worldwide. Subscribers get first access to limited editions.',
      },
      {
        type: 'image',
        src: mediaUrls.heroSlide('dream-box'),
        alt: 'An open gift box with a poster, a mug and a plush toy rising out of it',
      },
      { type: 'heading', level: 2, content: 'Say hello' },
      {
        type: 'text',
        content:
          'We love hearing from fellow film fans. Write to hello@marquee.store or find us on Instagram at @marquee.store.',
      },
    ],
  },
];
