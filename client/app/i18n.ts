import type { Language } from '../../worker/paths/languages';

/** Interface strings of the shell. English is complete; other languages fall back to it. */
const en = {
  skipToContent: 'Skip to content',
  openMenu: 'Open main navigation',
  closeMenu: 'Close main navigation',
  mainNavigation: 'Main navigation',
  productSwitcher: 'Switch product',
  versionSelector: 'Select version',
  allVersions: 'All versions',
  settings: 'Settings',
  sourceRepository: 'Source code on GitHub',
  onThisPage: 'Contents',
  previousPage: 'Previous',
  nextPage: 'Next',
  olderPost: 'Older post',
  newerPost: 'Newer post',
  notFoundTitle: 'Page not found',
  notFoundBody: 'There is no page at this address. It may have moved, or the link that brought you here may be mistaken.',
  notFoundSuggestions: 'Pages with a similar address',
  goHome: 'Go to the home page',
  goSection: 'Browse',
  errorTitle: 'Something went wrong',
  errorBody: 'This page could not be rendered. Please try again in a moment.',
  badRequestTitle: 'Bad request',
  mode: 'Mode',
  light: 'Light',
  dark: 'Dark',
  system: 'System',
  externalLink: 'opens in a new tab',
  planPro: 'Pro',
  planPremium: 'Premium',
  planned: 'Planned',
  released: 'Released versions',
  version: 'Version',
  documentation: 'Documentation',
  current: 'current',
  home: 'Home',
  close: 'Close',
  direction: 'Direction',
  ltr: 'Left to right',
  rtl: 'Right to left',
  density: 'Density',
  dense: 'Dense components',
  spacing: 'Spacing',
  increaseSpacing: 'Increase spacing',
  decreaseSpacing: 'Decrease spacing',
  resetDensity: 'Reset density',
  colors: 'Colors',
  primary: 'Primary',
  secondary: 'Secondary',
  resetColors: 'Reset colors',
  codeVariant: 'Code language',
  codeStyling: 'Styling solution',
  copy: 'Copy',
  copied: 'Copied',
  copyCode: 'Copy the code',
  copyPage: 'Copy page',
  viewMarkdown: 'View as Markdown',
  search: 'Search',
  searchTitle: 'Search',
  searchLabel: 'Search the documentation',
  searchPlaceholder: 'Search components, props, classes…',
  searchResults: 'Search results',
  searchSubmit: 'Search',
  searchNoResults: 'No results for',
  searchResultCount: 'results for',
  searchSeeAll: 'See all results',
  searchRecent: 'Recent searches',
  searchHint: 'Type to search every library: pages, sections, components, props, CSS classes and hooks.',
  searchUnavailable: 'Search is not available right now. Please try again in a moment.',
} as const;

export type MessageKey = keyof typeof en;

const zh: Partial<Record<MessageKey, string>> = {
  planned: '计划中',
  planPro: 'Pro',
  planPremium: 'Premium',
  skipToContent: '跳到内容',
  settings: '设置',
  onThisPage: '目录',
  previousPage: '上一页',
  nextPage: '下一页',
  olderPost: '较早的文章',
  newerPost: '较新的文章',
  notFoundTitle: '找不到页面',
  goHome: '返回首页',
  mode: '模式',
  light: '浅色',
  dark: '深色',
  system: '跟随系统',
  close: '关闭',
  direction: '方向',
  ltr: '从左到右',
  rtl: '从右到左',
  colors: '颜色',
  copy: '复制',
  copied: '已复制',
  copyPage: '复制页面',
  viewMarkdown: '以 Markdown 查看',
  search: '搜索',
  searchTitle: '搜索',
  searchLabel: '搜索文档',
  searchSubmit: '搜索',
  searchSeeAll: '查看全部结果',
  searchRecent: '最近的搜索',
};

const pt: Partial<Record<MessageKey, string>> = {
  planned: 'Planejado',
  planPro: 'Pro',
  planPremium: 'Premium',
  skipToContent: 'Pular para o conteúdo',
  settings: 'Configurações',
  onThisPage: 'Conteúdo',
  previousPage: 'Anterior',
  nextPage: 'Próximo',
  olderPost: 'Post anterior',
  newerPost: 'Próximo post',
  notFoundTitle: 'Página não encontrada',
  goHome: 'Ir para a página inicial',
  mode: 'Modo',
  light: 'Claro',
  dark: 'Escuro',
  system: 'Sistema',
  close: 'Fechar',
  direction: 'Direção',
  colors: 'Cores',
  copy: 'Copiar',
  copied: 'Copiado',
  copyPage: 'Copiar página',
  viewMarkdown: 'Ver em Markdown',
  search: 'Pesquisar',
  searchTitle: 'Pesquisar',
  searchLabel: 'Pesquisar na documentação',
  searchSubmit: 'Pesquisar',
  searchSeeAll: 'Ver todos os resultados',
  searchRecent: 'Pesquisas recentes',
};

type Table = Partial<Record<MessageKey, string>>;

export interface TranslatorLog {
  warn(message: string): void;
  error(message: string): void;
}

/**
 * Builds a lookup over translation tables. A missing translation warns once per
 * language and key and falls back to English; a missing language logs an error
 * and shows an ellipsis, so a broken table is visible without breaking the page.
 */
export function createTranslator(tables: Record<string, Table>, log: TranslatorLog) {
  const warned = new Set<string>();
  return (language: string, key: MessageKey): string => {
    const table = tables[language];
    if (!table) {
      log.error(`i18n: no translations for language "${language}"`);
      return '…';
    }
    const value = table[key];
    if (value !== undefined) return value;
    if (!warned.has(`${language}:${key}`)) {
      warned.add(`${language}:${key}`);
      log.warn(`i18n: missing translation for "${key}" in "${language}", using English`);
    }
    return en[key];
  };
}

const lookup = createTranslator({ en, zh, pt }, console);

/** Looks up an interface string for a page's language. */
export function translate(language: Language, key: MessageKey): string {
  return lookup(language, key);
}
