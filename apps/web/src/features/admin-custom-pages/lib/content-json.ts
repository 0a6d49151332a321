import { customPageContentSchema } from '@marquee/contracts';
import { translateValidationMessage } from '@/lib/validation-messages';

/** What the content box's text means for the page's content (ADM-CPAGE-08). */
export type ContentJsonResult =
  | {
      /** The text is a list: it becomes the content. `problems` name known blocks that break their schema. */
      taken: true;
      content: unknown[];
      problems: ContentProblem[];
    }
  | {
      /** Not JSON, or JSON that is not a list: the previous content is kept, and the editor says so. */
      taken: false;
      content: unknown[];
      reason: 'invalidJson' | 'notAList';
      /** The parser's own words (position of the error), for the inline message. */
      detail: string;
    };

export interface ContentProblem {
  /** The block's index in the list (0-based), or null for the whole list (e.g. too large). */
  block: number | null;
  /** The block's field, e.g. 'src'; '' for the block or the list itself. */
  field: string;
  message: string;
}

/**
 * ADM-CPAGE-08: text that is not valid JSON is ignored and `previous` stays the content; an empty
 * box is no content. A list is taken, and its known blocks (text, heading, image) are checked
 * against the same schema the server uses, so the admin sees which block and field is wrong.
 */
export function readContentJson(text: string, previous: unknown[]): ContentJsonResult {
  if (text.trim() === '') return { taken: true, content: [], problems: [] };
  let parsed: unknown;
  try {
    parsed = JSON.parse(text);
  } catch (error) {
    return {
      taken: false,
      content: previous,
      reason: 'invalidJson',
      detail: error instanceof Error ? error.message : String(error),
    };
  }
  if (!Array.isArray(parsed)) return { taken: false, content: previous, reason: 'notAList', detail: '' };
  return { taken: true, content: parsed, problems: contentProblems(parsed) };
}

/** The schema's issues as block and field (the server names them `content.<block>.<field>`). */
export function contentProblems(content: unknown[]): ContentProblem[] {
  const result = customPageContentSchema.safeParse(content);
  if (result.success) return [];
  return result.error.issues.map((issue) => {
    const [block, ...field] = issue.path;
    return {
      block: typeof block === 'number' ? block : null,
      field: field.map(String).join('.'),
      message: translateValidationMessage(issue.message),
    };
  });
}

/** The content as the box shows it: indented JSON. */
export const formatContent = (content: unknown[]) => JSON.stringify(content, null, 2);
