import { renderToStaticMarkup } from 'react-dom/server';
import { describe, expect, it } from 'vitest';
import { SocialIcon } from './social-icon';

describe('social icons', () => {
  it('SF-FTR-03 known platforms draw their own icon, in any letter case', () => {
    for (const type of ['facebook', 'twitter', 'x', 'instagram', 'youtube', 'tiktok', 'YouTube']) {
      expect(renderToStaticMarkup(<SocialIcon type={type} />)).toMatch(/^<svg/);
    }
  });

  it('SF-FTR-03 any other platform shows its initial letter', () => {
    const html = renderToStaticMarkup(<SocialIcon type="myspace" />);
    expect(html).not.toContain('<svg');
    expect(html).toMatch(/>m<\/span>$/);
    expect(html).toContain('uppercase');
  });
});
