import { useEffect } from 'react';
import { Toaster } from 'sonner';
import { TOAST_DURATION_MS } from '../../contract/constants';

let markMounted: () => void = () => {};
/** Resolves once the Toaster listens, so a toast raised before it mounted is not lost. */
export const toasterMounted = new Promise<void>((resolve) => {
  markMounted = resolve;
});

export default function ToasterHost() {
  useEffect(() => markMounted(), []);
  return <Toaster duration={TOAST_DURATION_MS} richColors closeButton position="top-center" />;
}
