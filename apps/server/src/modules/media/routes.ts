import { Readable } from 'node:stream';
import multipart from '@fastify/multipart';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import {
  apiErrorSchema,
  apiPaths,
  MEDIA_MAX_FILES,
  MEDIA_MAX_VIDEO_BYTES,
  mediaItemParamsSchema,
  mediaUploadQuerySchema,
  mediaUploadResponseSchema,
  okSchema,
} from '@marquee/contracts';
import { AppError, badRequest } from '../../lib/errors.js';
import { adminActor } from '../audit/record.js';
import { deleteMedia, tooManyFiles, uploadMedia, type IncomingFile } from './service.js';

/** A body busboy cannot parse (cut off, malformed) is the client's fault: a 400, never a 500. */
function asClientError(error: unknown): unknown {
  const status = (error as { statusCode?: unknown } | null)?.statusCode;
  if (error instanceof AppError || (typeof status === 'number' && status < 500)) return error;
  const message = 'The upload was cut off or malformed. Please try again.';
  return badRequest(message, { files: message });
}

/** The bytes of one part, with a failure of the request body itself turned into a 400. */
async function* readingBody(file: AsyncIterable<Buffer>): AsyncGenerator<Buffer> {
  try {
    for await (const chunk of file) yield chunk;
  } catch (error) {
    throw asClientError(error);
  }
}

/** Uploads (apiPaths.admin.media, mediaItem). Admin-only: registered inside the guarded /api/admin scope (see app.ts). */
export const mediaAdminRoutes: FastifyPluginAsyncZod = async (app) => {
  const tags = ['admin'];
  // Only this plugin parses multipart: every other route still refuses it with a 415.
  await app.register(multipart, {
    limits: {
      // One more than allowed, so the 11th file is seen and refused with the spec's message.
      files: MEDIA_MAX_FILES + 1,
      // A backstop: each file's own limit (image or video) is checked while it streams.
      fileSize: MEDIA_MAX_VIDEO_BYTES + 1,
      fields: 20,
      fieldSize: 1024,
      parts: MEDIA_MAX_FILES + 21,
      headerPairs: 50,
    },
  });

  app.post(apiPaths.admin.media.path, {
    schema: {
      tags,
      summary: 'Upload images and videos (multipart/form-data, up to 10 files; other fields are ignored)',
      consumes: ['multipart/form-data'],
      querystring: mediaUploadQuerySchema,
      response: {
        201: mediaUploadResponseSchema,
        400: apiErrorSchema,
        413: apiErrorSchema,
        415: apiErrorSchema,
      },
    },
    handler: async (request, reply) => {
      if (!request.isMultipart()) {
        throw badRequest('Send the files as multipart/form-data.', { files: 'Send the files as multipart/form-data' });
      }
      const actor = await adminActor(request);
      const files = async function* (): AsyncGenerator<IncomingFile> {
        try {
          for await (const part of request.parts()) {
            if (part.type === 'file') yield { filename: part.filename, file: Readable.from(readingBody(part.file)) };
          }
        } catch (error) {
          if (error instanceof app.multipartErrors.FilesLimitError) throw tooManyFiles();
          throw asClientError(error);
        }
      };
      const items = await uploadMedia({ db: app.db, storage: app.storage }, actor, files(), {
        imagesOnly: request.query.kind === 'image',
      });
      return reply.status(201).send({ items });
    },
  });

  app.delete(apiPaths.admin.mediaItem.path, {
    schema: {
      tags,
      summary: 'Delete an upload that no product, film, set or page uses',
      params: mediaItemParamsSchema,
      response: { 200: okSchema, 404: apiErrorSchema, 409: apiErrorSchema },
    },
    handler: async (request) => {
      await deleteMedia({ db: app.db, storage: app.storage }, await adminActor(request), request.params.mediaId);
      return { ok: true as const };
    },
  });
};
