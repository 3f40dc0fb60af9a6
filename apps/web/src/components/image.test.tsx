import { cleanup, fireEvent, render, screen } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { ImageWithFallback } from './image';

function Picture({ src }: { src: string | null }) {
  return <ImageWithFallback src={src} fallback={<span>No image</span>} className="thumb" width={72} height={48} />;
}

describe('ImageWithFallback', () => {
  afterEach(cleanup);

  it('shows the image, lazily, until it fails to load, then the fallback', () => {
    const { container } = render(<Picture src="/a.webp" />);
    const image = container.querySelector('img');
    expect(image?.getAttribute('src')).toBe('/a.webp');
    expect(image?.getAttribute('loading')).toBe('lazy');
    expect(image?.getAttribute('width')).toBe('72');
    expect(screen.queryByText('No image')).toBeNull();
    fireEvent.error(image!);
    expect(container.querySelector('img')).toBeNull();
    expect(screen.getByText('No image')).toBeTruthy();
  });

  it('shows the fallback without an address, and tries a new address again', () => {
    const { container, rerender } = render(<Picture src={null} />);
    expect(screen.getByText('No image')).toBeTruthy();
    rerender(<Picture src="/a.webp" />);
    fireEvent.error(container.querySelector('img')!);
    rerender(<Picture src="/b.webp" />);
    expect(container.querySelector('img')?.getAttribute('src')).toBe('/b.webp');
  });
});
