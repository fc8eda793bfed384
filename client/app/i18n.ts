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
  released: 'Released versions',
  version: 'Version',
  documentation: 'Documentation',
  current: 'current',
  home: 'Home',
  close: 'Close',
} as const;

export type MessageKey = keyof typeof en;

const zh: Partial<Record<MessageKey, string>> = {
  skipToContent: '跳到内容',
  settings: '设置',
  onThisPage: '目录',
  previousPage: '上一页',
  nextPage: '下一页',
  notFoundTitle: '找不到页面',
  goHome: '返回首页',
  mode: '模式',
  light: '浅色',
  dark: '深色',
  system: '跟随系统',
  close: '关闭',
};

const pt: Partial<Record<MessageKey, string>> = {
  skipToContent: 'Pular para o conteúdo',
  settings: 'Configurações',
  onThisPage: 'Conteúdo',
  previousPage: 'Anterior',
  nextPage: 'Próximo',
  notFoundTitle: 'Página não encontrada',
  goHome: 'Ir para a página inicial',
  mode: 'Modo',
  light: 'Claro',
  dark: 'Escuro',
  system: 'Sistema',
  close: 'Fechar',
};

const tables: Record<Language, Partial<Record<MessageKey, string>>> = { en, zh, pt };

/** Looks up an interface string, falling back to English where a translation is missing. */
export function translate(language: Language, key: MessageKey): string {
  return tables[language]?.[key] ?? en[key];
}
