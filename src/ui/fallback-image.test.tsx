// @vitest-environment jsdom
import { cleanup, fireEvent, render, screen } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { FallbackImage } from './fallback-image';
import { PLACEHOLDER_IMAGE } from './placeholder-image';

afterEach(cleanup);

describe('FallbackImage', () => {
  it('shows the placeholder once its picture fails, and asks for nothing else if that fails too', () => {
    render(
      <FallbackImage
        jpg="/img/producto/X-md.jpg"
        webp="/img/producto/X-md.webp"
        alt="X"
        width={640}
        height={480}
      />,
    );
    const img = screen.getByRole('img', { name: 'X' });
    expect(img.getAttribute('src')).toBe('/img/producto/X-md.jpg');
    fireEvent.error(img);
    const fallback = screen.getByRole('img', { name: 'X' });
    expect(fallback.getAttribute('src')).toBe(PLACEHOLDER_IMAGE);
    // no webp source is left to pick another picture
    expect(fallback.closest('picture')).toBeNull();
    fireEvent.error(fallback);
    expect(screen.getByRole('img', { name: 'X' }).getAttribute('src')).toBe(PLACEHOLDER_IMAGE);
  });

  it('shows the placeholder at once for a product without a picture', () => {
    render(<FallbackImage jpg="" alt="Y" width={240} height={180} />);
    expect(screen.getByRole('img', { name: 'Y' }).getAttribute('src')).toBe(PLACEHOLDER_IMAGE);
  });
});
