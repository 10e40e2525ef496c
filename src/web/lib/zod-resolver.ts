import { zodResolver } from '@hookform/resolvers/zod';
import './zod-config';

/** react-hook-form's zod resolver, with zod set up for the browser. */
export { zodResolver };
