import { themeColors } from './theme';

/**
 * Runs as the first thing in <body>, before anything paints and before the
 * client bundle: applies the stored color mode (`mui-mode`, `system` follows
 * the OS), the body class, the theme-color metas, the platform (for shortcut
 * labels) and a demo hash's code variant. Inline so there is no flash of the
 * wrong theme; the CSP allows it by its hash. Storage failures fall back to
 * the system preference.
 */
export const FIRST_PAINT_SCRIPT = `(function(){var d=document.documentElement,b=document.body,m=null;d.setAttribute('data-js','');try{m=localStorage.getItem('mui-mode')}catch(e){}
if(m!=='light'&&m!=='dark'){m=window.matchMedia&&window.matchMedia('(prefers-color-scheme: dark)').matches?'dark':'light'}
d.setAttribute('data-mui-color-scheme',m);d.style.colorScheme=m;b.classList.remove('mode-light','mode-dark');b.classList.add('mode-'+m);
var c=m==='dark'?'${themeColors.dark}':'${themeColors.light}';document.querySelectorAll('meta[name="theme-color"]').forEach(function(t){t.setAttribute('content',c)});
d.setAttribute('data-platform',/Mac|iPhone|iPad|iPod/.test(navigator.platform||navigator.userAgent)?'mac':'other');
var h=location.hash.slice(1),v=/\\.tsx$/.test(h)?'TS':/\\.js$/.test(h)?'JS':null;
if(v){d.setAttribute('data-code-variant',v);var s=/^tailwind-/.test(h)?'tailwind':/^css-/.test(h)?'css':/^system-/.test(h)?'system':null;if(s)d.setAttribute('data-code-styling',s)}})();`;
