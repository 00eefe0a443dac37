/** Whether a list holds the product: its own module, so the card buttons read it without the list code. */
export function hasItem(list: readonly { id: string }[], id: string): boolean {
  return list.some((item) => item.id === id);
}
