const ENTITIES: Record<string, string> = { '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&#39;' };

/** Escapes text for HTML element content and quoted attribute values. */
export const escapeHtml = (value: string) => value.replace(/[&<>"']/g, (c) => ENTITIES[c]!);

/** A JSON data block for the page; `<` is escaped so no value can close the element early. */
export const jsonScript = (id: string, json: string) =>
  `<script id="${id}" type="application/json">${json.replace(/</g, '\\u003c')}</script>`;

/** Structured data for search engines (schema.org JSON-LD), escaped as jsonScript is. */
export const jsonLdScript = (data: object) =>
  `<script type="application/ld+json">${JSON.stringify(data).replace(/</g, '\\u003c')}</script>`;
