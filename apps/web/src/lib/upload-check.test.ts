import { describe, expect, it } from 'vitest';
import { CERTIFICATE_MESSAGES, KID_MESSAGES, MAX_UPLOAD_BYTES } from '@nestling/shared';
import { checkUpload, uploadAccept } from './upload-check';

function fileOf(name: string, type: string, size = 10): File {
  const file = new File(['x'], name, { type });
  Object.defineProperty(file, 'size', { value: size });
  return file;
}

describe('checkUpload (spec §5, §9: one check for every picked file)', () => {
  it.each([
    { file: fileOf('scan.pdf', 'application/pdf'), expected: undefined },
    { file: fileOf('photo.jpg', 'image/jpeg'), expected: undefined },
    { file: fileOf('photo.jpg', 'image/jpg'), expected: undefined },
    { file: fileOf('photo.png', 'image/png'), expected: undefined },
    { file: fileOf('photo.webp', 'image/webp'), expected: undefined },
    { file: fileOf('scan.PDF', ''), expected: undefined },
    { file: fileOf('exactly-5mb.pdf', 'application/pdf', MAX_UPLOAD_BYTES), expected: undefined },
    { file: fileOf('notes.txt', 'text/plain'), expected: CERTIFICATE_MESSAGES.type },
    { file: fileOf('anim.gif', 'image/gif'), expected: CERTIFICATE_MESSAGES.type },
    { file: fileOf('unknown', ''), expected: CERTIFICATE_MESSAGES.type },
    {
      file: fileOf('big.pdf', 'application/pdf', MAX_UPLOAD_BYTES + 1),
      expected: CERTIFICATE_MESSAGES.tooLarge,
    },
  ])('document: $file.name ($file.type, $file.size bytes) → $expected', ({ file, expected }) => {
    expect(checkUpload(file, 'document')).toBe(expected);
  });

  it.each([
    { file: fileOf('me.jpg', 'image/jpeg'), expected: undefined },
    { file: fileOf('me.png', 'IMAGE/PNG'), expected: undefined },
    { file: fileOf('me.webp', ''), expected: undefined },
    { file: fileOf('me.gif', 'image/gif'), expected: KID_MESSAGES.imageType },
    { file: fileOf('scan.pdf', 'application/pdf'), expected: KID_MESSAGES.imageType },
    {
      file: fileOf('big.png', 'image/png', MAX_UPLOAD_BYTES + 1),
      expected: KID_MESSAGES.imageTooLarge,
    },
  ])('photo: $file.name ($file.type) → $expected', ({ file, expected }) => {
    expect(checkUpload(file, 'photo')).toBe(expected);
  });

  it('lets the edit form take any image type, still at most 5 MB', () => {
    expect(checkUpload(fileOf('anim.gif', 'image/gif'), 'image')).toBeUndefined();
    expect(checkUpload(fileOf('scan.pdf', 'application/pdf'), 'image')).toBe(
      KID_MESSAGES.imageType,
    );
    expect(checkUpload(fileOf('big.gif', 'image/gif', MAX_UPLOAD_BYTES + 1), 'image')).toBe(
      KID_MESSAGES.imageTooLarge,
    );
  });

  it('offers the same types in the picker', () => {
    expect(uploadAccept('photo')).toBe('image/jpeg,image/png,image/webp,image/jpg');
    expect(uploadAccept('image')).toBe('image/*');
    expect(uploadAccept('document').split(',')).toEqual(
      expect.arrayContaining(['application/pdf', '.pdf', 'image/webp']),
    );
  });
});
