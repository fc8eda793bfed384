import { type KeyboardEvent, useEffect, useLayoutEffect, useRef, useState } from 'react';
import type { SearchContext } from '../../app/environment';
import { Glyph } from '../../app/Glyph';
import { translate } from '../../app/i18n';
import { localizeHref } from '../../app/links';
import { Highlighted } from '../../app/search/Highlighted';
import { KIND_LABELS } from '../../app/search/SearchResultsPage';
import { normalizeQuery } from '../../../search/query';
import { groupHits, type SearchHit, type SearchResponse } from '../../../search/results';
import { addRecentSearch } from './recent-searches';

export interface SearchDialogProps {
  context: SearchContext;
  recent: readonly string[];
  onRecentChange(list: string[]): void;
  onClose(): void;
}

/** The performance measure from an input to its results on screen (read by the browser test and `npm run bench`). */
export const PAINT_MEASURE = 'docs-search-paint';

type Status = 'idle' | 'loading' | 'done' | 'error';

/**
 * The search dialog: a combobox over a listbox of results grouped by library
 * and page. Arrow keys move through the options, Enter opens the active one
 * (a click on its link, so in-place navigation handles it), Esc closes (the
 * native dialog's cancel). Each keystroke asks the worker at once; a late
 * answer to an earlier keystroke is ignored, and answers are kept for the dialog's life.
 */
export function SearchDialog({ context, recent, onRecentChange, onClose }: SearchDialogProps) {
  const { language, library } = context;
  const t = (key: Parameters<typeof translate>[1]) => translate(language, key);
  const dialog = useRef<HTMLDialogElement>(null);
  const input = useRef<HTMLInputElement>(null);
  const listbox = useRef<HTMLUListElement>(null);
  const answers = useRef(new Map<string, SearchHit[]>());
  const latest = useRef(0);
  const inputAt = useRef<number | null>(null);
  const [query, setQuery] = useState('');
  const [hits, setHits] = useState<SearchHit[]>([]);
  // The query the results on screen answer (tests and tools wait for it).
  const [answered, setAnswered] = useState('');
  const [status, setStatus] = useState<Status>('idle');
  const [active, setActive] = useState(0);

  useLayoutEffect(() => {
    const element = dialog.current;
    if (element && !element.open) element.showModal();
    input.current?.focus();
  }, []);

  // Results painted: the time since the keystroke that asked for them.
  useEffect(() => {
    const started = inputAt.current;
    if (started === null || status !== 'done') return;
    inputAt.current = null;
    requestAnimationFrame(() =>
      performance.measure(PAINT_MEASURE, { start: started, end: performance.now(), detail: { query: answered } }),
    );
  }, [hits, status, answered]);

  const search = (value: string) => {
    setQuery(value);
    inputAt.current = performance.now();
    const ticket = ++latest.current;
    const parsed = normalizeQuery(value);
    if (parsed.kind !== 'ok') {
      setHits([]);
      setStatus('idle');
      setActive(0);
      return;
    }
    const key = parsed.text.toLowerCase();
    const known = answers.current.get(key);
    if (known) {
      setAnswered(parsed.text);
      setHits(known);
      setStatus('done');
      setActive(0);
      return;
    }
    setStatus('loading');
    const params = new URLSearchParams({ q: parsed.text, lang: language, lib: library });
    // Earlier requests are not aborted, only ignored when they answer late: a canceled request can take the
    // worker's first index load down with it.
    fetch(`/_search?${params}`, { headers: { Accept: 'application/json' } })
      .then((response) => {
        if (!response.ok) throw new Error(`search ${response.status}`);
        return response.json() as Promise<SearchResponse>;
      })
      .then((answer) => {
        answers.current.set(key, answer.hits);
        if (ticket !== latest.current) return;
        setAnswered(parsed.text);
        setHits(answer.hits);
        setStatus('done');
        setActive(0);
      })
      .catch((error: unknown) => {
        if (ticket !== latest.current) return;
        console.warn('search failed', error);
        setStatus('error');
      });
  };

  const showingRecent = !query.trim() && recent.length > 0;
  const optionCount = showingRecent ? recent.length : hits.length;
  const optionId = (index: number) => `search-option-${index}`;

  // The active option stays in view as the arrows move it.
  useEffect(() => {
    listbox.current?.querySelector(`#${optionId(active)}`)?.scrollIntoView({ block: 'nearest' });
  }, [active]);

  const remember = () => onRecentChange(addRecentSearch(recent, query));
  const open = (index: number) => {
    if (showingRecent) {
      search(recent[index]);
      return;
    }
    // The link's own click handler remembers the query and closes the dialog.
    listbox.current?.querySelector<HTMLAnchorElement>(`a#${optionId(index)}`)?.click();
  };

  const onKeyDown = (event: KeyboardEvent<HTMLInputElement>) => {
    if (event.key === 'ArrowDown' || event.key === 'ArrowUp') {
      event.preventDefault();
      if (optionCount === 0) return;
      const step = event.key === 'ArrowDown' ? 1 : -1;
      setActive((index) => (index + step + optionCount) % optionCount);
    } else if (event.key === 'Enter' && optionCount > 0) {
      event.preventDefault();
      open(Math.min(active, optionCount - 1));
    }
  };

  const seeAll = `${localizeHref('/search', language)}?${new URLSearchParams({ q: query.trim(), lib: library })}`;
  const expanded = optionCount > 0;
  return (
    <dialog
      ref={dialog}
      className="search-dialog"
      aria-label={t('searchLabel')}
      onCancel={(event) => {
        event.preventDefault();
        onClose();
      }}
      onClick={(event) => event.target === dialog.current && onClose()}
    >
      <div className="search-dialog-panel">
        <div className="search-dialog-field">
          <Glyph name="search" />
          <input
            ref={input}
            type="text"
            role="combobox"
            aria-label={t('searchLabel')}
            aria-expanded={expanded}
            aria-controls="search-listbox"
            aria-autocomplete="list"
            aria-activedescendant={expanded ? optionId(Math.min(active, optionCount - 1)) : undefined}
            placeholder={t('searchPlaceholder')}
            autoComplete="off"
            autoCorrect="off"
            autoCapitalize="off"
            spellCheck={false}
            maxLength={200}
            value={query}
            onChange={(event) => search(event.target.value)}
            onKeyDown={onKeyDown}
          />
          <button type="button" className="search-dialog-close" onClick={onClose}>
            Esc
          </button>
        </div>
        <div className="search-dialog-body">
          {showingRecent && (
            <ul ref={listbox} id="search-listbox" role="listbox" aria-label={t('searchRecent')} className="search-listbox">
              <li role="presentation" className="search-group-label" aria-hidden="true">
                {t('searchRecent')}
              </li>
              {recent.map((text, index) => (
                <li
                  key={text}
                  id={optionId(index)}
                  role="option"
                  aria-selected={index === active}
                  className="search-option search-recent"
                  onMouseMove={() => setActive(index)}
                  onClick={() => open(index)}
                >
                  {text}
                </li>
              ))}
            </ul>
          )}
          {!showingRecent && hits.length > 0 && (
            <ul
              ref={listbox}
              id="search-listbox"
              role="listbox"
              aria-label={t('searchResults')}
              className="search-listbox"
              data-query={answered}
            >
              {groupHits(hits).map((group) => (
                <li key={group.key} role="group" aria-label={`${group.libraryTitle}: ${group.page}`}>
                  <div className="search-group-label" aria-hidden="true">
                    {group.libraryTitle} › {group.page}
                  </div>
                  <ul role="presentation">
                    {group.hits.map(({ hit, index }) => (
                      // The option is the result's link itself: a link inside an option would nest two controls.
                      <li key={hit.href} role="presentation">
                        <a
                          id={optionId(index)}
                          role="option"
                          aria-selected={index === active}
                          className="search-option"
                          href={hit.href}
                          tabIndex={-1}
                          onMouseMove={() => setActive(index)}
                          onClick={() => {
                            remember();
                            onClose();
                          }}
                        >
                          <span className="search-option-title">
                            <Highlighted text={hit.title} terms={hit.terms} />
                            {KIND_LABELS[hit.kind] && <span className="search-option-kind">{KIND_LABELS[hit.kind]}</span>}
                          </span>
                          {hit.excerpt && (
                            <span className="search-option-excerpt">
                              <Highlighted text={hit.excerpt} terms={hit.terms} />
                            </span>
                          )}
                        </a>
                      </li>
                    ))}
                  </ul>
                </li>
              ))}
            </ul>
          )}
          {!showingRecent && status === 'done' && hits.length === 0 && (
            <p className="search-dialog-message" role="status">
              {t('searchNoResults')} “{query.trim()}”
            </p>
          )}
          {status === 'error' && (
            <p className="search-dialog-message" role="status">
              {t('searchUnavailable')}
            </p>
          )}
          {status === 'idle' && !showingRecent && <p className="search-dialog-message">{t('searchHint')}</p>}
        </div>
        {query.trim() && (
          <div className="search-dialog-footer">
            <a href={seeAll} onClick={remember}>
              {t('searchSeeAll')}
            </a>
          </div>
        )}
      </div>
    </dialog>
  );
}
