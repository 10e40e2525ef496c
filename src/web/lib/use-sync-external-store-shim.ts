// react-i18next imports the pre-React-18 shim of useSyncExternalStore; React 19 has the real
// one, so vite.config.ts points the shim here and saves its bytes on every page.
export { useSyncExternalStore } from 'react';
