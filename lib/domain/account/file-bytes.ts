/**
 * A chosen file's bytes, to tell a PDF by its content before it is sent: its
 * header and its end both count, so the whole file is read (the tax form
 * refuses anything over 8 MB before reading). FileReader rather than
 * Blob.arrayBuffer: it is older and available everywhere the form runs.
 */
export function readFileBytes(file: Blob): Promise<Uint8Array> {
  return new Promise((resolve) => {
    const reader = new FileReader();
    reader.onload = () => resolve(reader.result instanceof ArrayBuffer ? new Uint8Array(reader.result) : new Uint8Array());
    reader.onerror = () => resolve(new Uint8Array());
    reader.readAsArrayBuffer(file);
  });
}
