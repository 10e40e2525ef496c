import { lazy } from 'react';

/** signed-in-home.tsx, behind one import for every place that shows a part of it. */
export const SignedInHome = lazy(() => import('./signed-in-home'));
