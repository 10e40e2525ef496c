import { useLocation } from 'wouter';
import { useLocationProperty } from 'wouter/use-browser-location';

/** Goes to a path of the app: `navigate('/profile')`, `navigate('/', { replace: true })`. */
export function useNavigate() {
  return useLocation()[1];
}

/** The URL's #fragment ('' when none), kept in step with every navigation. */
export function useLocationHash(): string {
  return useLocationProperty(
    () => window.location.hash,
    () => '',
  );
}
