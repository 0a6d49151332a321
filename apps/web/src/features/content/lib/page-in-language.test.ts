import type { CustomPage, DynamicPage, PageSection } from '@marquee/contracts';
import { describe, expect, it } from 'vitest';
import { pageElementIn } from '@/components/page-elements';
import { customPageIn, dynamicPageIn, localizePageLinks, pageSectionIn } from './page-in-language';

const footerPage: DynamicPage = {
  kind: 'dynamic',
  slug: 'faq',
  title: 'FAQ',
  html: '<p>Answers</p>',
  metaDescription: 'Questions and answers',
  translations: { he: { title: 'שאלות נפוצות', html: '<p>תשובות</p>' } },
};

const customPage: CustomPage = {
  kind: 'custom',
  slug: 'about',
  title: 'About',
  description: 'Who we are',
  bannerImageUrl: null,
  metaTitle: 'About Marquee',
  metaDescription: 'Our story',
  seoKeywords: 'about',
  blocks: [{ type: 'text', content: 'English' }],
  sections: [],
  translations: { he: { title: 'אודות', seoKeywords: 'אודות' } },
};

describe('content in the page’s language (issue 29)', () => {
  it('a footer page in Hebrew: the Hebrew texts, field by field; English stays English', () => {
    expect(dynamicPageIn(footerPage, 'he')).toEqual({
      title: 'שאלות נפוצות',
      html: '<p>תשובות</p>',
      // The Hebrew HTML is the description's source, never the English meta description.
      metaDescription: '',
    });
    expect(dynamicPageIn(footerPage, 'en')).toEqual({
      title: 'FAQ',
      html: '<p>Answers</p>',
      metaDescription: 'Questions and answers',
    });
    expect(dynamicPageIn({ ...footerPage, translations: { he: { title: '  ' } } }, 'he')).toMatchObject({
      title: 'FAQ',
      metaDescription: 'Questions and answers',
    });
  });

  it('a custom page in Hebrew: Hebrew texts where written, else English; the English blocks without Hebrew ones', () => {
    expect(customPageIn(customPage, 'he')).toEqual({
      title: 'אודות',
      description: 'Who we are',
      // A Hebrew title makes the <title>; the English SEO title is not shown over it.
      metaTitle: '',
      metaDescription: 'Our story',
      seoKeywords: 'אודות',
      blocks: [{ type: 'text', content: 'English' }],
    });
    const withBlocks = { ...customPage, translations: { he: { blocks: [{ type: 'text', content: 'עברית' }] } } };
    expect(customPageIn(withBlocks, 'he').blocks).toEqual([{ type: 'text', content: 'עברית' }]);
    expect(customPageIn(withBlocks, 'he').metaTitle).toBe('About Marquee');
    expect(customPageIn(withBlocks, 'en').blocks).toEqual([{ type: 'text', content: 'English' }]);
  });

  it('a page section reads its Hebrew keys over the English ones, one by one', () => {
    const section: PageSection = {
      id: 1,
      sectionType: 'cta',
      layoutStyle: '',
      heading: 'Join us',
      body: 'Every month',
      image: { src: '/media/a.webp', alt: 'A box' },
      button: { text: 'Start', url: '/films' },
      translations: { he: { heading: 'הצטרפו', buttonText: 'התחילו' } },
    };
    expect(pageSectionIn(section, 'he')).toMatchObject({
      heading: 'הצטרפו',
      body: 'Every month',
      image: { src: '/media/a.webp', alt: 'A box' },
      button: { text: 'התחילו', url: '/films' },
    });
  });

  it('a page element’s title, content and button text in Hebrew, each falling back to English', () => {
    const element = {
      id: 1,
      elementType: 'button' as const,
      title: 'Shop',
      content: 'All films',
      mediaUrl: null,
      isClickable: true,
      destinationUrl: '/films',
      buttonText: 'Go',
      buttonColor: '#3b82f6',
      backgroundColor: '#ffffff',
      textColor: '#000000',
      translations: { he: { title: 'לחנות', buttonText: '' } },
    };
    expect(pageElementIn(element, 'he')).toMatchObject({ title: 'לחנות', content: 'All films', buttonText: 'Go' });
    expect(pageElementIn({ ...element, buttonText: null }, 'he').buttonText).toBeNull();
    expect(pageElementIn(element, 'en')).toMatchObject({ title: 'Shop', buttonText: 'Go' });
  });

  it('links to the store’s pages in a Hebrew page’s HTML stay Hebrew; files, the API, the admin and other sites do not change', () => {
    const html = [
      '<a href="/page/shipping-info">Shipping</a>',
      '<a class="x" href="/category/3?sort=price#top">Toys</a>',
      '<a href="/">Home</a>',
      '<a href="/media/demo/guide.pdf">Guide</a>',
      '<a href="/api/health">API</a>',
      '<a href="/admin">Admin</a>',
      '<a href="/he/page/faq">Already Hebrew</a>',
      '<a href="//example.com/x">Elsewhere</a>',
      '<a href="https://example.com/page/x">Elsewhere</a>',
      '<a href="mailto:help@example.com">Mail</a>',
      '<img src="/media/x.png" alt="">',
    ].join('');
    expect(localizePageLinks(html, 'he')).toBe(
      [
        '<a href="/he/page/shipping-info">Shipping</a>',
        '<a class="x" href="/he/category/3?sort=price#top">Toys</a>',
        '<a href="/he">Home</a>',
        '<a href="/media/demo/guide.pdf">Guide</a>',
        '<a href="/api/health">API</a>',
        '<a href="/admin">Admin</a>',
        '<a href="/he/page/faq">Already Hebrew</a>',
        '<a href="//example.com/x">Elsewhere</a>',
        '<a href="https://example.com/page/x">Elsewhere</a>',
        '<a href="mailto:help@example.com">Mail</a>',
        '<img src="/media/x.png" alt="">',
      ].join(''),
    );
    expect(localizePageLinks(html, 'en')).toBe(html);
    // The English HTML shown on a Hebrew page (no Hebrew of its own) links to Hebrew pages too.
    const english = { ...footerPage, html: '<p><a href="/page/returns">Returns</a></p>', translations: {} };
    expect(dynamicPageIn(english, 'he').html).toBe('<p><a href="/he/page/returns">Returns</a></p>');
  });
});
