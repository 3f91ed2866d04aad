import { MESSAGES } from '@aerie/contract';
import { describe, expect, it } from 'vitest';

import { imageFileProblem } from './image-file';

const KB = 1024;

describe('imageFileProblem', () => {
  it('lets png, svg, jpg and jpeg files under 2048 KB through', () => {
    expect(imageFileProblem({ name: 'a.png', size: 10 * KB, type: 'image/png' })).toBeNull();
    expect(imageFileProblem({ name: 'b.SVG', size: 1, type: 'image/svg+xml' })).toBeNull();
    expect(imageFileProblem({ name: 'c.jpeg', size: 2048 * KB - 1, type: 'image/jpeg' })).toBeNull();
  });

  it('refuses a file of 2048 KB or more with the spec message (docs/product.md § Error catalogue)', () => {
    expect(imageFileProblem({ name: 'big.jpg', size: 2048 * KB, type: 'image/jpeg' })).toBe(
      MESSAGES.websiteImageTooLarge,
    );
    expect(MESSAGES.websiteImageTooLarge).toBe('File too Big, please select a file less than 2mb');
  });

  it('refuses other types', () => {
    expect(imageFileProblem({ name: 'movie.gif', size: 10, type: 'image/gif' })).toBe(MESSAGES.websiteImageType);
    expect(imageFileProblem({ name: 'page.html', size: 10, type: 'text/html' })).toBe(MESSAGES.websiteImageType);
  });
});
