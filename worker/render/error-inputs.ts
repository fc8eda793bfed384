import { translate } from '../../client/app/i18n';
import type { Preferences } from '../../client/app/preferences';
import type { PageIndexEntry } from '../app-options';
import { canonicalizePath, safeDecodePath } from '../paths/canonical';
import type { Language } from '../paths/languages';
import { splitLanguagePrefix } from '../paths/languages';
import { MAX_PATH_LENGTH } from '../paths/resolve';
import type { ModelInput } from './model';
import { suggestPages } from './suggest';

/** The model of a 404 page: the reader's language, and the published pages whose address is closest to theirs. */
export function notFoundInput(path: string, language: Language, preferences: Preferences, pages: readonly PageIndexEntry[]): ModelInput {
  return {
    kind: 'not-found',
    status: 404,
    path,
    language,
    preferences,
    page: { path, title: translate(language, 'notFoundTitle'), description: translate(language, 'notFoundBody'), html: '', toc: [] },
    suggestions: suggestPages(
      path,
      pages.map((page) => ({ pathname: page.path, title: page.title })),
    ),
  };
}

/** The model of a 400 page. The address is not echoed back: only the language it appears to belong to is used. */
export function badRequestInput(pathname: string, reason: string, preferences: Preferences): ModelInput {
  const decoded = pathname.length <= MAX_PATH_LENGTH ? safeDecodePath(pathname) : null;
  const { language } = splitLanguagePrefix(canonicalizePath(decoded === null ? '/' : pathname));
  return {
    kind: 'bad-request',
    status: 400,
    path: '/',
    language,
    preferences,
    page: { path: '/', title: translate(language, 'badRequestTitle'), description: reason, html: '', toc: [] },
  };
}
