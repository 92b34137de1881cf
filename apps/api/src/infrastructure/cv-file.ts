import { createHash } from 'node:crypto';
import { CV_MAX_BYTES, type CvContentType } from '@camello/domain/contracts';
import { unzipSync } from 'fflate';
import { fileTypeFromBuffer } from 'file-type';

export type CheckedCvFile = { fileName: string; contentType: CvContentType; content: Buffer; sha256: string };

const PDF: CvContentType = 'application/pdf';
const DOCX: CvContentType = 'application/vnd.openxmlformats-officedocument.wordprocessingml.document';
const EXTENSION: Record<CvContentType, string> = { [PDF]: '.pdf', [DOCX]: '.docx' };

/** The names of a ZIP's entries, read from its central directory without inflating anything. */
function zipEntryNames(content: Buffer): string[] | null {
  const names: string[] = [];
  try {
    unzipSync(content, {
      filter: (file) => {
        names.push(file.name);
        return false;
      },
    });
  } catch {
    return null;
  }
  return names;
}

/**
 * "hoja de vida (1).exe" → "hoja de vida (1).pdf": the name without folders or control
 * characters, at most 120 characters, ending in the extension of what the content is.
 */
function cleanFileName(name: string, contentType: CvContentType): string {
  const base = (name.split(/[\\/]/).pop() ?? '')
    .replace(/[\p{Cc}\p{Cf}"<>|:*?]/gu, '')
    .replace(/\s+/g, ' ')
    .trim();
  const stem =
    base
      .replace(/\.[^.]*$/, '')
      .slice(0, 120)
      .trim() || 'hoja-de-vida';
  return `${stem}${EXTENSION[contentType]}`;
}

/**
 * A CV file as uploaded, judged by its bytes and never by its name: a PDF (`%PDF-`), or a Word
 * document (a ZIP package with `word/document.xml`, not a macro-enabled one), of at most 5 MB.
 * Null for anything else: an executable renamed `.pdf` is refused.
 */
export async function checkCvFile(content: Buffer, name: string): Promise<CheckedCvFile | null> {
  if (content.length === 0 || content.length > CV_MAX_BYTES) return null;
  const type = await fileTypeFromBuffer(content);
  let contentType: CvContentType | null = null;
  if (type?.ext === 'pdf' && type.mime === PDF) contentType = PDF;
  else if (type?.ext === 'docx') {
    const names = zipEntryNames(content);
    if (names?.includes('word/document.xml') && !names.includes('word/vbaProject.bin')) contentType = DOCX;
  }
  if (!contentType) return null;
  return {
    fileName: cleanFileName(name, contentType),
    contentType,
    content,
    sha256: createHash('sha256').update(content).digest('hex'),
  };
}

/** `Content-Disposition` of a download: an ASCII fallback name and the real one (RFC 6266, 5987). */
export function attachmentDisposition(fileName: string): string {
  const ascii = fileName
    .normalize('NFD')
    .replace(/[\u0300-\u036f]/g, '')
    .replace(/[^\x20-\x7e]|["\\]/g, '_');
  return `attachment; filename="${ascii}"; filename*=UTF-8''${encodeURIComponent(fileName)}`;
}
