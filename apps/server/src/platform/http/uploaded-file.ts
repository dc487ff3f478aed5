import type { FastifyRequest } from 'fastify';
import { AppError } from './app-error.ts';

/**
 * The one file of a multipart upload, read into memory within `maxBytes` (the route registers
 * @fastify/multipart with that fileSize limit and throwFileSizeLimit).
 */
export async function uploadedFile(request: FastifyRequest, maxBytes: number): Promise<Buffer> {
  if (!request.isMultipart()) throw new AppError('UNSUPPORTED_MEDIA_TYPE');
  try {
    const file = await request.file();
    if (!file) throw new AppError('VALIDATION_FAILED', { fields: 'file' });
    return await file.toBuffer();
  } catch (error) {
    if (error instanceof AppError) throw error;
    const code = (error as { code?: string }).code;
    if (code === 'FST_REQ_FILE_TOO_LARGE' || code === 'FST_FILES_LIMIT' || code === 'FST_PARTS_LIMIT')
      throw new AppError('FILE_TOO_LARGE', { maxMb: maxBytes / 1024 / 1024 });
    throw new AppError('VALIDATION_FAILED', { fields: 'file' });
  }
}
