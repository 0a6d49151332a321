/**
 * A small well-formedness check for generated SVG (tests only): balanced tags, quoted
 * attributes, escaped text, unique ids and no references to missing ids.
 */
export interface XmlCheck {
  ok: boolean;
  errors: string[];
}

export function checkSvg(svg: string): XmlCheck {
  const errors: string[] = [];
  const stack: string[] = [];
  const ids = new Set<string>();
  const tagRe = /<(\/?)([a-zA-Z][\w:-]*)((?:\s+[\w:-]+="[^"<]*")*)\s*(\/?)>/y;
  let i = 0;
  while (i < svg.length) {
    const lt = svg.indexOf('<', i);
    const textPart = svg.slice(i, lt === -1 ? svg.length : lt);
    if (/&(?!(?:amp|lt|gt|quot|apos|#\d+|#x[0-9a-fA-F]+);)/.test(textPart))
      errors.push(`unescaped & in text near ${i}`);
    if (textPart.includes('>')) errors.push(`stray > in text near ${i}`);
    if (lt === -1) break;
    tagRe.lastIndex = lt;
    const m = tagRe.exec(svg);
    if (!m) {
      errors.push(`malformed tag at ${lt}: ${svg.slice(lt, lt + 60)}`);
      break;
    }
    const [, closing, name = '', attrs = '', selfClosing] = m;
    if (/&(?!(?:amp|lt|gt|quot|apos|#\d+|#x[0-9a-fA-F]+);)/.test(attrs))
      errors.push(`unescaped & in attributes of <${name}>`);
    for (const idMatch of attrs.matchAll(/\sid="([^"]+)"/g)) {
      const id = idMatch[1] ?? '';
      if (ids.has(id)) errors.push(`duplicate id ${id}`);
      ids.add(id);
    }
    if (closing) {
      const open = stack.pop();
      if (open !== name) errors.push(`</${name}> closes <${open ?? 'nothing'}>`);
    } else if (!selfClosing) {
      stack.push(name);
    }
    i = tagRe.lastIndex;
  }
  if (stack.length > 0) errors.push(`unclosed: ${stack.join(', ')}`);
  for (const ref of svg.matchAll(/url\(#([^)]+)\)/g)) {
    if (!ids.has(ref[1] ?? '')) errors.push(`url(#${ref[1]}) references a missing id`);
  }
  return { ok: errors.length === 0, errors: [...new Set(errors)].slice(0, 10) };
}
