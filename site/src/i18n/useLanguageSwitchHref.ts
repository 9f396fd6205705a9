import { useEffect, useState } from 'react';
import { useLocation } from '@gatsbyjs/reach-router';
import type { Language } from './languages';
import { switchLanguageUrl } from './routing';

/**
 * The address of this page in `target`, keeping query and hash. The server only
 * knows the path; query and hash are added once the page runs in the browser
 * and kept current as the hash changes.
 */
export function useLanguageSwitchHref(target: Language): string {
  const location = useLocation();
  const [href, setHref] = useState(() => switchLanguageUrl({ pathname: location.pathname }, target));
  useEffect(() => {
    const update = () => setHref(switchLanguageUrl(window.location, target));
    update();
    window.addEventListener('hashchange', update);
    return () => window.removeEventListener('hashchange', update);
  }, [location, target]);
  return href;
}
