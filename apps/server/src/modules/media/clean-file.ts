/**
 * One uploaded file, from the client's stream to bytes fit to store. The type is sniffed
 * from the bytes (never the file name or the client's content type); images are decoded and
 * encoded again by sharp, which drops their metadata (EXIF, GPS), turns them upright and caps
 * their size; videos are kept as sent, counted while they stream.
 */
import { Readable } from 'node:stream';
import { fileTypeFromBuffer } from 'file-type';
import sharp from 'sharp';
import {
  errorCodes,
  MEDIA_MAX_IMAGE_BYTES,
  MEDIA_MAX_IMAGE_SIDE,
  MEDIA_MAX_VIDEO_BYTES,
  mediaImageTypes,
  mediaVideoTypes,
} from '@marquee/contracts';
import { AppError } from '../../lib/errors.js';

/** Decoded pixels an image may have (as the /img route allows): a small file that inflates further is a bomb. */
export const MEDIA_MAX_INPUT_PIXELS = 40_000_000;

/** Bytes read before the type is decided: enough for every signature file-type checks of these formats. */
const SNIFF_BYTES = 4100;

type ImageMime = keyof typeof mediaImageTypes;
type VideoMime = keyof typeof mediaVideoTypes;

export type CleanFile =
  | { kind: 'image'; mime: ImageMime; extension: string; data: Buffer; width: number; height: number }
  | { kind: 'video'; mime: VideoMime; extension: string; stream: Readable; bytes: () => number };

const megabytes = (bytes: number) => `${Math.round(bytes / (1024 * 1024))}MB`;

/** A refusal that names the file in `fields.files`, as the upload control shows it. */
export function fileError(status: number, code: AppError['code'], name: string, reason: string): AppError {
  const text = `${name}: ${reason}`;
  return new AppError(status, code, text, { files: text });
}

const isImage = (mime: string): mime is ImageMime => mime in mediaImageTypes;
const isVideo = (mime: string): mime is VideoMime => mime in mediaVideoTypes;

/**
 * Reads the head of `source`, decides what it is and returns the file ready for storage: an
 * image fully read and cleaned, a video as a stream that fails once it passes its limit.
 * `name` is the cleaned file name, used in the messages; `imagesOnly` refuses videos too.
 */
export async function cleanFile(source: Readable, name: string, imagesOnly = false): Promise<CleanFile> {
  const chunks = source[Symbol.asyncIterator]() as AsyncIterator<Buffer<ArrayBuffer>>;
  const head: Buffer[] = [];
  let headBytes = 0;
  let ended = false;
  while (headBytes < SNIFF_BYTES) {
    const next = await chunks.next();
    if (next.done) {
      ended = true;
      break;
    }
    head.push(next.value);
    headBytes += next.value.length;
  }
  const start = Buffer.concat(head);
  const type = start.length > 0 ? await fileTypeFromBuffer(start) : undefined;
  const mime = type?.mime ?? '';

  if (isImage(mime)) {
    const parts = [start];
    let total = start.length;
    while (!ended) {
      const next = await chunks.next();
      if (next.done) break;
      total += next.value.length;
      if (total > MEDIA_MAX_IMAGE_BYTES) {
        source.destroy();
        throw tooLarge(name, 'image', MEDIA_MAX_IMAGE_BYTES);
      }
      parts.push(next.value);
    }
    if (total > MEDIA_MAX_IMAGE_BYTES) throw tooLarge(name, 'image', MEDIA_MAX_IMAGE_BYTES);
    const image = await cleanImage(Buffer.concat(parts), mime, name);
    return { kind: 'image', mime, extension: mediaImageTypes[mime], ...image };
  }

  if (isVideo(mime) && imagesOnly) {
    source.destroy();
    throw fileError(415, errorCodes.UNSUPPORTED_MEDIA_TYPE, name, 'only images can be added here');
  }

  if (isVideo(mime)) {
    let total = 0;
    const counted = async function* () {
      const count = (chunk: Buffer) => {
        total += chunk.length;
        if (total > MEDIA_MAX_VIDEO_BYTES) {
          source.destroy();
          throw tooLarge(name, 'video', MEDIA_MAX_VIDEO_BYTES);
        }
        return chunk;
      };
      yield count(start);
      if (ended) return;
      for (;;) {
        const next = await chunks.next();
        if (next.done) return;
        yield count(next.value);
      }
    };
    return {
      kind: 'video',
      mime,
      extension: mediaVideoTypes[mime],
      stream: Readable.from(counted()),
      bytes: () => total,
    };
  }

  source.destroy();
  throw fileError(
    415,
    errorCodes.UNSUPPORTED_MEDIA_TYPE,
    name,
    'not an image or video (JPEG, PNG, WebP, AVIF, GIF, MP4 or WebM)',
  );
}

function tooLarge(name: string, kind: 'image' | 'video', limit: number) {
  return fileError(413, errorCodes.FILE_TOO_LARGE, name, `the ${kind} is larger than ${megabytes(limit)}`);
}

/**
 * Decodes and encodes again in the same format: metadata dropped (sharp keeps none unless
 * asked), turned upright by its EXIF orientation, the longest side capped. GIF and WebP keep
 * their animation (every frame is re-encoded as GIF or WebP); JPEG at quality 85.
 */
async function cleanImage(input: Buffer, mime: ImageMime, name: string) {
  const animated = mime === 'image/gif' || mime === 'image/webp';
  try {
    let image = sharp(input, { limitInputPixels: MEDIA_MAX_INPUT_PIXELS, failOn: 'error', animated });
    if (!animated) image = image.rotate();
    image = image.resize({
      width: MEDIA_MAX_IMAGE_SIDE,
      height: MEDIA_MAX_IMAGE_SIDE,
      fit: 'inside',
      withoutEnlargement: true,
    });
    if (mime === 'image/jpeg') image = image.jpeg({ quality: 85, mozjpeg: true });
    else if (mime === 'image/png') image = image.png();
    else if (mime === 'image/webp') image = image.webp({ quality: 85 });
    else if (mime === 'image/avif') image = image.avif({ quality: 60, effort: 2 });
    else image = image.gif();
    const { data, info } = await image.toBuffer({ resolveWithObject: true });
    return { data, width: info.width, height: info.pageHeight ?? info.height };
  } catch (error) {
    const message = error instanceof Error ? error.message : String(error);
    if (/pixel limit/i.test(message)) {
      throw fileError(
        400,
        errorCodes.BAD_REQUEST,
        name,
        `the image is too large to process (over ${MEDIA_MAX_INPUT_PIXELS / 1_000_000} megapixels)`,
      );
    }
    throw fileError(400, errorCodes.BAD_REQUEST, name, 'the image is damaged or incomplete');
  }
}

/** The client's file name made safe to store and show: no folders, no control characters, at most 200 characters. */
export function cleanFileName(raw: string | undefined): string {
  const base = (raw ?? '').split(/[/\\]/).pop() ?? '';
  const cleaned = [...base.normalize('NFC')]
    .filter((c) => c >= ' ' && c !== '\u007f')
    .join('')
    .trim()
    .slice(0, 200);
  return cleaned || 'file';
}
