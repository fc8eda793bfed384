import type { Language } from '../../worker/paths/languages';
import { translate } from './i18n';
import { localizeHref } from './links';
import type { ProductVersions } from './page-data';

/** One released-versions table per product, the current version marked. */
export function VersionsTables({ products, language }: { products: ProductVersions[]; language: Language }) {
  return (
    <div className="markdown-body">
      {products.map((product) => (
        <section key={product.id} aria-labelledby={`versions-${product.id}`}>
          <h2 id={`versions-${product.id}`}>
            {product.name} <small>{product.metadataLabel}</small>
          </h2>
          <div className="table-scroll" tabIndex={0} role="region" aria-labelledby={`versions-${product.id}`}>
            <table>
              <caption className="visually-hidden">
                {product.name}: {translate(language, 'released')}
              </caption>
              <thead>
                <tr>
                  <th scope="col">{translate(language, 'version')}</th>
                  <th scope="col">{translate(language, 'documentation')}</th>
                </tr>
              </thead>
              <tbody>
                {product.versions.map((version) => (
                  <tr key={version.text} aria-current={version.current ? 'true' : undefined}>
                    <td>
                      {version.text} {version.current && <span className="chip chip-current">{translate(language, 'current')}</span>}
                    </td>
                    <td>
                      <a
                        href={version.current ? localizeHref(version.href, language) : version.href}
                        {...(version.current ? {} : { target: '_blank', rel: 'noopener noreferrer' })}
                      >
                        {version.current ? version.href : version.href.replace(/^https:\/\//, '').replace(/\/$/, '')}
                      </a>
                    </td>
                  </tr>
                ))}
              </tbody>
            </table>
          </div>
        </section>
      ))}
    </div>
  );
}
