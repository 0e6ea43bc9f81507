// /tags: every sf-* tag with its data attributes, plus the demo products that trigger special cases.
import type { FastifyInstance } from 'fastify';
import { html, type RawHtml } from '../html.ts';
import { type Lang, pick } from '../i18n.ts';
import { SERVED_POSTAL_CODES } from '../routes/utils.ts';
import type { Services } from '../services.ts';
import { prefixOf } from './layout.ts';
import type { PageRegistrar } from './registrar.ts';
import { BEHAVIOURS, TAGS } from './tags-data.ts';

const table = (lang: Lang, first: string, rows: typeof TAGS): RawHtml =>
  html`<table class="sf-table"><thead><tr><th>${first}</th><th>${pick(lang, 'Attributes', 'Attributs')}</th><th>${pick(lang, 'Purpose', 'Rôle')}</th></tr></thead><tbody>${rows.map(([name, attrs, en, fr]) => html`<tr><td><code>${name}</code></td><td><code>${attrs}</code></td><td>${pick(lang, en, fr)}</td></tr>`)}</tbody></table>`;

export const tagsPage = (_app: FastifyInstance, s: Services, page: PageRegistrar): void => {
  page('/tags', (_req, lang) => {
    const pre = prefixOf(lang);
    const special = s.db
      .prepare<
        [],
        { code: string; why: string }
      >(`SELECT code, CASE WHEN discontinued = 1 THEN 'discontinued (ActionOnConfirm)' WHEN customizer = 1 THEN 'customizer'
      WHEN configurator IS NOT NULL THEN 'configurator ' || configurator WHEN digital = 1 THEN 'digital' WHEN ehf > 0 THEN 'EHF' WHEN stock <= 5 THEN 'low stock (addproduct warning)' ELSE 'escaping test' END AS why
      FROM products WHERE id IN (SELECT min(id) FROM products GROUP BY discontinued, customizer, configurator, digital, ehf > 0, stock <= 5) OR code = 'PAP-0013' ORDER BY code LIMIT 30`)
      .all();
    return {
      title: pick(lang, 'Tags for authors', 'Balises pour les auteurs'),
      main: html`<h1>${pick(lang, 'Tags for page authors', 'Balises pour les auteurs de pages')}</h1>
${table(lang, pick(lang, 'Tag', 'Balise'), TAGS)}
<h2>${pick(lang, 'Behaviours (no tag: markers on server HTML)', 'Comportements (sans balise : marqueurs sur le HTML du serveur)')}</h2>
${table(lang, pick(lang, 'Marker', 'Marqueur'), BEHAVIOURS)}
<h2>${pick(lang, 'Demo triggers', 'Déclencheurs de démo')}</h2><ul>${special.map((p) => html`<li><a href="${pre}/product/${p.code}">${p.code}</a> — ${p.why}</li>`)}
<li>${pick(lang, 'Prebooking promotion (ActionOnConfirm):', 'Promotion de précommande (ActionOnConfirm) :')} <a href="${pre}/category/1?prebooking=1">/category/1?prebooking=1</a></li>
<li>${pick(lang, 'Price sort unavailable (more than 150 products):', 'Tri par prix indisponible (plus de 150 produits) :')} <a href="${pre}/category/1">/category/1</a></li>
<li>${pick(lang, 'Purchase-list mode (checkboxes shown):', 'Mode liste d’achat (cases à cocher visibles) :')} <a href="${pre}/category/1?purchaselist=1">/category/1?purchaselist=1</a></li>
<li>${pick(lang, 'Bulk order table, quantity confirmation mode 0:', 'Tableau de commande en lot, confirmation des quantités en mode 0 :')} <a href="${pre}/quick-order">/quick-order</a></li>
<li>${pick(lang, 'Served postal codes:', 'Codes postaux desservis :')} ${SERVED_POSTAL_CODES.join(', ')}</li>
<li>${pick(lang, 'Fault switch (a POST from this site, when started for tests):', 'Interrupteur de pannes (un POST de ce site, au démarrage pour les tests) :')} <code>POST /__fault mode=500&amp;path=/shoppingcart</code>, <code>POST /__fault mode=off</code></li></ul>`,
    };
  });
};
