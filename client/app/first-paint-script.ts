import { themeColors } from './theme-colors';

/**
 * Runs as the first thing in <body>, before anything paints and before the
 * client bundle: applies the stored color mode (`mui-mode`, `system` follows
 * the OS), the body class, the theme-color metas, the platform (for shortcut
 * labels) and a demo hash's code variant. Inline so there is no flash of the
 * wrong theme; the CSP allows it by its hash. Storage failures fall back to
 * the system preference.
 *
 * It also loads the client entry (`data-entry` on <body>), with the boot's chunks
 * (`data-boot`, as `modulepreload`: fetched now, evaluated by the entry), once the document is
 * parsed and its first contentful paint is done: in a hidden tab, which does
 * not paint, at the load event; in a browser without paint timing, at once;
 * and 3 s after the load event whatever happens. Found by the
 * preload scanner, the entry and its chunks (about 100 KB) would download while
 * the page's text and font do, on a slow line delaying the first paint.
 */
export const FIRST_PAINT_SCRIPT = `(function(){var d=document.documentElement,b=document.body,m=null;d.setAttribute('data-js','');try{m=localStorage.getItem('mui-mode')}catch(e){}
if(m!=='light'&&m!=='dark'){m=window.matchMedia&&window.matchMedia('(prefers-color-scheme: dark)').matches?'dark':'light'}
d.setAttribute('data-mui-color-scheme',m);d.style.colorScheme=m;b.classList.remove('mode-light','mode-dark');b.classList.add('mode-'+m);
var c=m==='dark'?'${themeColors.dark}':'${themeColors.light}';document.querySelectorAll('meta[name="theme-color"]').forEach(function(t){t.setAttribute('content',c)});
d.setAttribute('data-platform',/Mac|iPhone|iPad|iPod/.test(navigator.platform||navigator.userAgent)?'mac':'other');
var h=location.hash.slice(1),v=/\\.tsx$/.test(h)?'TS':/\\.js$/.test(h)?'JS':null;
if(v){d.setAttribute('data-code-variant',v);var s=/^tailwind-/.test(h)?'tailwind':/^css-/.test(h)?'css':/^system-/.test(h)?'system':null;if(s)d.setAttribute('data-code-styling',s)}
var e=b.getAttribute('data-entry');if(e){var p=0,r=0,go=function(){if(p&&r){p=r=0;(b.getAttribute('data-boot')||'').split(' ').forEach(function(u){if(u){var l=document.createElement('link');l.rel='modulepreload';l.href=u;document.head.appendChild(l)}});var x=document.createElement('script');x.type='module';x.src=e;b.appendChild(x)}};
var paint=function(){p=1;go()};document.addEventListener('DOMContentLoaded',function(){r=1;go()});
addEventListener('load',function(){if(document.visibilityState!=='visible')paint();else setTimeout(paint,3000)});
try{new PerformanceObserver(function(l){if(l.getEntriesByName('first-contentful-paint').length)paint()}).observe({type:'paint',buffered:true})}catch(x){p=1}}})();`;
