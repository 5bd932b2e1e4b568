import { describe, expect, it } from 'vitest';
import { HEALTH_MESSAGES, MAX_UPLOAD_BYTES } from '@nestling/shared';
import { checkDocument } from './document-check';

function fileOf(name: string, type: string, size = 10): File {
  const file = new File(['x'], name, { type });
  Object.defineProperty(file, 'size', { value: size });
  return file;
}

describe('checkDocument (spec §9: JPEG, PNG, WEBP, PDF up to 5 MB)', () => {
  it.each([
    { file: fileOf('scan.pdf', 'application/pdf'), expected: undefined },
    { file: fileOf('photo.jpg', 'image/jpeg'), expected: undefined },
    { file: fileOf('photo.png', 'image/png'), expected: undefined },
    { file: fileOf('photo.webp', 'image/webp'), expected: undefined },
    { file: fileOf('scan.PDF', ''), expected: undefined },
    { file: fileOf('exactly-5mb.pdf', 'application/pdf', MAX_UPLOAD_BYTES), expected: undefined },
    { file: fileOf('notes.txt', 'text/plain'), expected: HEALTH_MESSAGES.documentType },
    { file: fileOf('anim.gif', 'image/gif'), expected: HEALTH_MESSAGES.documentType },
    { file: fileOf('unknown', ''), expected: HEALTH_MESSAGES.documentType },
    {
      file: fileOf('big.pdf', 'application/pdf', MAX_UPLOAD_BYTES + 1),
      expected: HEALTH_MESSAGES.documentTooLarge,
    },
  ])('$file.name ($file.type, $file.size bytes) → $expected', ({ file, expected }) => {
    expect(checkDocument(file)).toBe(expected);
  });
});
