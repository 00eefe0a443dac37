export interface ToasterProps {
  /** Accessible name of the notifications region. */
  label?: string;
}

/**
 * Mount once in the root layout: the (empty) element toasts render into. No
 * JavaScript ships for it: the first `notify()` (components/ui/toast.ts)
 * downloads sonner and mounts it here (SonnerHost).
 */
export function Toaster({ label }: ToasterProps) {
  return <div data-toaster={label ?? ''} />;
}
