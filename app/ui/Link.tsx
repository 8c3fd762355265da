import { useCallback, type ComponentProps } from 'react';
import {
  Link as RouterLink,
  NavLink as RouterNavLink,
  useNavigate,
  type NavigateOptions,
} from 'react-router';
import { localizedPath, pageLocale } from '~/lib/locale';

/**
 * Links between our pages, in the page's language: `to="/tools"` on a German page leads to
 * '/de/tools'. Pages and page data name English paths; these add the prefix (ESLint sends every
 * Link, NavLink and navigate() here).
 */
function inPageLanguage<T>(to: T): T {
  return (typeof to === 'string' && to.startsWith('/') ? localizedPath(to, pageLocale()) : to) as T;
}

export function Link({ to, ...props }: ComponentProps<typeof RouterLink>) {
  return <RouterLink to={inPageLanguage(to)} {...props} />;
}

export function NavLink({ to, ...props }: ComponentProps<typeof RouterNavLink>) {
  return <RouterNavLink to={inPageLanguage(to)} {...props} />;
}

/** navigate('/search') in the page's language. */
export function useLocalNavigate(): (to: string, options?: NavigateOptions) => void {
  const navigate = useNavigate();
  return useCallback((to, options) => void navigate(inPageLanguage(to), options), [navigate]);
}
