import { expect, type FrameLocator, type Locator, type Page } from '@playwright/test';
import sharp from 'sharp';

/** Shopper steps in the design editor (DESIGN NOW), shared by the design specs. */

export const designModal = (page: Page): Locator => page.getByTestId('design-modal');
export const editorFrame = (page: Page): FrameLocator => page.frameLocator('[data-testid=design-frame]');

/** Opens the editor and waits until it is ready for work. */
export async function openEditor(page: Page, buttonName: string | RegExp): Promise<FrameLocator> {
  await page.getByRole('button', { name: buttonName }).click();
  await expect(designModal(page)).toBeVisible();
  await expect(designModal(page)).toHaveAttribute('data-status', 'ready', { timeout: 30_000 });
  return editorFrame(page);
}

/** A solid PNG of the given pixel size: large prints sharp, small prints soft. */
export function artworkPng(pixels: number, colour = '#1f4fd1'): Promise<Buffer> {
  return sharp({ create: { width: pixels, height: pixels, channels: 3, background: colour } }).png().toBuffer();
}

export async function addText(frame: FrameLocator): Promise<void> {
  await frame.getByTestId('add-text').click();
}

export async function addImage(frame: FrameLocator, png: Buffer, name = 'logo.png'): Promise<void> {
  await frame.locator('input[type=file][data-testid=image-input]').setInputFiles({ name, mimeType: 'image/png', buffer: png });
  // The editor announces the image once it is uploaded to the gallery and placed.
  await expect(frame.getByRole('status')).toContainText(/Image added|Image ajoutée/);
}
