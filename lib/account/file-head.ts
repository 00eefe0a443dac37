/**
 * The first bytes of a chosen file, to tell a PDF by its content (spec
 * accounts §5 "Tax form": only PDF). FileReader rather than Blob.arrayBuffer:
 * it is older and available everywhere the form runs.
 */
export function readFileHead(file: Blob, length = 8): Promise<Uint8Array> {
  return new Promise((resolve) => {
    const reader = new FileReader();
    reader.onload = () => resolve(reader.result instanceof ArrayBuffer ? new Uint8Array(reader.result) : new Uint8Array());
    reader.onerror = () => resolve(new Uint8Array());
    reader.readAsArrayBuffer(file.slice(0, length));
  });
}
