import { describe, expect, it } from 'vitest';
import type { PublicSettings } from '@marquee/contracts';
import { appShell } from './app-shell.js';

const settings = (announcementBar: Partial<PublicSettings['announcementBar']>): PublicSettings =>
  ({
    siteLogo: { url: '/media/logo.svg', alt: 'Marquee', width: 150, height: 50 },
    announcementBar: { enabled: true, message: 'Hello', background_color: null, text_color: null, ...announcementBar },
  }) as unknown as PublicSettings;

describe('the header painted before the JavaScript runs', () => {
  it('escapes the admin-written announcement', () => {
    const html = appShell(settings({ message: '<script>alert(1)</script> & more' }));
    expect(html).toContain('&lt;script&gt;alert(1)&lt;/script&gt; &amp; more');
    expect(html).not.toContain('<script>');
  });

  it('keeps plain colours and drops anything that could break out of the style attribute', () => {
    expect(appShell(settings({ background_color: '#ff0066', text_color: 'rgb(0, 0, 0)' }))).toContain(
      'style="background:#ff0066;color:rgb(0, 0, 0)"',
    );
    const hostile = appShell(settings({ background_color: 'red;background-image:url(x)', text_color: '"><b>' }));
    expect(hostile).not.toContain('background-image');
    expect(hostile).not.toContain('<b>');
    expect(hostile).toContain('<div class="bg-gradient-to-r from-primary to-secondary px-4 py-2');
    expect(hostile).not.toMatch(/to-secondary[^"]*"[^>]*style=/);
  });

  it('shows no bar when the announcement is off or empty', () => {
    expect(appShell(settings({ enabled: false }))).not.toContain('<p dir="auto">');
    expect(appShell(settings({ message: '   ' }))).not.toContain('<p dir="auto">');
  });
});
