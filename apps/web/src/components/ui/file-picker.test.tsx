import { useState } from 'react';
import { fireEvent, render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { FilePicker, formatFileSize } from './file-picker';

function Harness({ kind }: { kind: 'photo' | 'document' }) {
  const [file, setFile] = useState<File | null>(null);
  return (
    <FilePicker
      label={kind === 'photo' ? 'Photo (optional)' : 'Document (optional)'}
      kind={kind}
      accept={kind === 'photo' ? 'image/png' : 'image/png,application/pdf'}
      file={file}
      onFileChange={setFile}
      hint="Up to 5 MB."
    />
  );
}

describe('FilePicker (issue 9: the styled picker)', () => {
  it('says "No file chosen", then the chosen name and size, and clears with Remove', async () => {
    const user = userEvent.setup();
    render(<Harness kind="document" />);
    const input = screen.getByLabelText('Document (optional)') as HTMLInputElement;
    expect(input.type).toBe('file');
    const described = () =>
      (input.getAttribute('aria-describedby') ?? '')
        .split(' ')
        .map((id) => document.getElementById(id)?.textContent);
    expect(described()).toEqual(['No file chosen', 'Up to 5 MB.']);
    const pdf = new File(['%PDF-1.4 '.repeat(300)], 'vaccination-record-of-mia.pdf', {
      type: 'application/pdf',
    });
    fireEvent.change(input, { target: { files: [pdf] } });
    expect(described()[0]).toBe(`vaccination-record-of-mia.pdf · ${formatFileSize(pdf.size)}`);
    // A PDF shows as a document tile with its kind, not a broken image.
    expect(screen.getByText('pdf')).toBeTruthy();
    expect(document.querySelector('img')).toBeNull();
    await user.click(screen.getByRole('button', { name: 'Remove vaccination-record-of-mia.pdf' }));
    expect(described()[0]).toBe('No file chosen');
  });

  it('previews a chosen photo from an object URL, revoked when it goes', () => {
    const created = vi.fn(() => 'blob:preview-1');
    const revoked = vi.fn();
    vi.stubGlobal(
      'URL',
      Object.assign(URL, { createObjectURL: created, revokeObjectURL: revoked }),
    );
    render(<Harness kind="photo" />);
    const placeholder = document.querySelector('img');
    expect(placeholder?.getAttribute('src')).toMatch(/default-avatar|^data:image\/svg/);
    const photo = new File(['png'], 'mila.png', { type: 'image/png' });
    fireEvent.change(screen.getByLabelText('Photo (optional)'), { target: { files: [photo] } });
    expect(created).toHaveBeenCalledWith(photo);
    expect(document.querySelector('img')?.getAttribute('src')).toBe('blob:preview-1');
    fireEvent.click(screen.getByRole('button', { name: 'Remove mila.png' }));
    expect(revoked).toHaveBeenCalledWith('blob:preview-1');
  });

  it.each([
    [820, '820 bytes'],
    [24 * 1024, '24 KB'],
    [1.44 * 1024 * 1024, '1.4 MB'],
  ])('writes %i bytes as %s', (bytes, text) => {
    expect(formatFileSize(bytes)).toBe(text);
  });
});
