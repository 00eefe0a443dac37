/**
 * Downloads a design's proof as a file (the image fetched as a blob), for
 * the save flow and the saved
 * artwork page. The proof lives on another origin, where a link's
 * `download` attribute is ignored and the image would only open; fetching
 * it (the proof host allows any origin) and offering the bytes from this
 * page saves it under the project's name instead.
 */

/** Long enough for the browser to take the file before its address is released. */
export const REVOKE_AFTER_MS = 10_000;

const EXTENSIONS: Record<string, string> = { 'image/jpeg': 'jpg', 'image/webp': 'webp', 'image/gif': 'gif' };

/** `<project name>-proof.<ext>`, without the characters file systems refuse; the extension follows the image's type, PNG otherwise. */
export function proofFileName(projectName: string, type = ''): string {
  const base = projectName.replace(/[\u0000-\u001f<>:"/\\|?*]+/g, '-').replace(/\s+/g, ' ').trim().replace(/^[.-]+|[.-]+$/g, '');
  return `${base || 'artwork'}-proof.${EXTENSIONS[type.split(';')[0]!.trim().toLowerCase()] ?? 'png'}`;
}

/**
 * Fetches the proof and hands it to the browser as a download. Resolves
 * true once handed over, false when the proof could not be fetched (the
 * caller tells the shopper); it never rejects.
 */
export async function downloadProof(url: string, projectName: string): Promise<boolean> {
  let blob: Blob;
  try {
    const response = await fetch(url, { mode: 'cors', credentials: 'omit' });
    if (!response.ok) throw new Error(`HTTP ${response.status}`);
    blob = await response.blob();
  } catch (error) {
    console.error('Downloading the proof failed', error);
    return false;
  }
  const href = URL.createObjectURL(blob);
  const link = document.createElement('a');
  link.href = href;
  link.download = proofFileName(projectName, blob.type);
  link.hidden = true;
  document.body.append(link);
  link.click();
  link.remove();
  setTimeout(() => URL.revokeObjectURL(href), REVOKE_AFTER_MS);
  // One turn of the event loop, so the download has started before a caller leaves the page.
  await new Promise((resolve) => setTimeout(resolve, 0));
  return true;
}
