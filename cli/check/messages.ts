// The checker's texts, English and French: each finding's message and what to write instead, and the report's own words.
const en = {
  'unknown-tag.message': '<{tag}> is not a Storefront Islands tag.',
  'unknown-tag.fix': 'Did you mean <{suggestion}>?',
  'unknown-tag.fix-none': 'Use one of: {list}.',
  'unknown-attribute.message': '<{tag}> has no attribute {attribute}.',
  'unknown-attribute.fix': 'Did you mean {suggestion}?',
  'unknown-attribute.fix-none': 'Remove it (the widget never reads it).',
  'invalid-value.message': '{attribute}="{value}" on <{tag}> is not {expected}: the widget uses {fallback} instead.',
  'invalid-value.fix': 'Write {attribute}="{example}".',
  'missing-required.message': '<{tag}> needs {attribute}: without it the widget shows its configuration message.',
  'missing-required.fix': 'Add {attribute}="{example}".',
  'legacy-boolean.message':
    '{attribute}="{value}" on <{tag}> is read as {reading}, but the legacy server never writes it that way.',
  'legacy-boolean.fix': 'Write {attribute}="{example}" (True/False, true/false or 1/0, as the server does).',
  'renamed-attribute.message':
    '{old} on <{tag}> is the old name of {attribute}: it is read until the next major version.',
  'renamed-attribute.fix': 'Rename it {attribute}.',
  'duplicate-id.message': 'id="{value}" is also on line {firstLine}: the widgets find the first one only.',
  'duplicate-id.fix': 'Give each element its own id.',
  'duplicate-attribute.message': '<{tag}> has {attribute} twice: the browser keeps the first one.',
  'duplicate-attribute.fix': 'Keep one {attribute}.',
  'loader-missing.message': 'The page has Storefront Islands markup but no storefront.js: nothing will run.',
  'loader-missing.fix': 'Add <script type="module" async src="/dist/preact/storefront.js"></script> to the <head>.',
  'loader-twice.message': 'storefront.js is included again (first on line {firstLine}): the second copy is refused.',
  'loader-twice.fix': 'Include one storefront.js per page.',
  'loader-integrity.message':
    'The pinned storefront.js {src} has no integrity: every chunk is checked against the hashes inside it, so a changed copy on the server would run, and everything it loads, unchecked.',
  'loader-integrity.fix':
    'Add integrity="<the value of storefront.js in the integrity.json beside it>" and crossorigin="anonymous" (docs/integrating.md §3). Only the alias of a major (v0/…) goes without it, by design.',
  'stale-bundle.message': 'The page loads storefront.js {found} ({flavour}); this checker is from {expected}.',
  'stale-bundle.fix':
    'Deploy dist/ of {expected}, or run the checker of {found} (npx storefront-islands@{found} check).',
  'bundle-unreadable.message': 'Could not read the version of {url}: {reason}.',
  'bundle-unreadable.fix': 'Check that the URL serves the storefront.js of this package.',
  'preload-unchecked.modulepreload':
    'The modulepreload line of {file} has no integrity: the loader refuses that chunk, and its widgets stay server markup.',
  'preload-unchecked.preload':
    'The preload line of {file} has no integrity: the loader’s checked request does not take it, and the chunk downloads twice.',
  'preload-unchecked.fix':
    'Copy the line from preload.html of the release the page loads: it carries the chunk’s integrity.',
  'preload-integrity.modulepreload':
    'The integrity on the line of {file} is not the chunk’s: the loader refuses that chunk, and its widgets stay server markup.',
  'preload-integrity.preload':
    'The integrity on the line of {file} is not the chunk’s: the browser drops that download, and the loader fetches the chunk again.',
  'preload-integrity.fix': 'Write integrity="{expected}" (integrity.json beside storefront.js).',
  'preload-stale.message':
    '{file} is not a chunk of the storefront.js this page loads (a line of another release?): it downloads for nothing.',
  'preload-stale.fix':
    'Write the lines of the release the page loads (its preload.html), again with every release you pin.',
  'preload-crossorigin.message':
    'The preload line of {file} has no crossorigin="anonymous": the loader’s request is anonymous, so it does not take this download, and the chunk comes twice.',
  'preload-crossorigin.fix': 'Add crossorigin="anonymous" to the line.',
  'preload-before-loader.message':
    'The preload line of {file} comes before storefront.js (line {loaderLine}): the loader then waits behind the chunks it runs.',
  'preload-before-loader.fix': 'Put the preload lines right after the storefront.js tag.',
  'preload-unreadable.message': 'Could not read {url} to check the page’s preload lines: {reason}.',
  'preload-unreadable.fix': 'Serve the release folder whole (integrity.json is beside storefront.js).',
  'preload-webkit.message':
    'Safari gets a modulepreload line of {file}: WebKit keeps a modulepreload whatever its integrity, so the loader refuses that chunk there, and its widgets stay server markup.',
  'preload-webkit.fix':
    'Write the lines of preload.html instead, for every browser: plain script preloads, which every engine checks.',
  'preload-webkit.source': 'the page as Safari gets it',
  'preload-shared-cache.message':
    'The page has modulepreload lines, and a shared cache may keep it for every browser (no Vary: User-Agent; Cache-Control: {cacheControl}): a copy handed to Safari has its chunks refused.',
  'preload-shared-cache.fix':
    'Write the lines of preload.html instead, for every browser (one page, any cache), or send Vary: User-Agent (or Cache-Control: private or no-store) with the page.',
  'report-off-site.message':
    '<meta name="sf-report" content="{value}"> is not a path of this site: the bundle sends its reports nowhere else, so nothing is reported.',
  'report-off-site.fix':
    'Write the path on this site where your collector listens, without a query (content="/storefront/reports"); forward the reports from there if they are kept elsewhere.',
  'off-unknown.message': '<meta name="sf-off"> names {name}, which is no tag or behaviour: it switches nothing off.',
  'off-unknown.fix': 'Did you mean {suggestion}?',
  'off-unknown.fix-none': 'Name tags or behaviours, separated by spaces: {list}.',
  'expected.boolean': 'a boolean',
  'expected.number': 'a number',
  'expected.number-range': 'a number from {min} to {max}',
  'expected.number-min': 'a number of at least {min}',
  'expected.integer': 'a whole number',
  'expected.url': 'a same-origin http(s) URL',
  'expected.url-origins': 'a same-origin URL, or one on an origin listed in <html {origins}>',
  'expected.id': 'an id as the server writes it (letters, digits, _ - . : {{ }})',
  'expected.enum': 'one of {values}',
  'expected.json': 'JSON text',
  'expected.string': 'text',
  'report.clean': '{file}: no findings ({tags} tags, {behaviours} behaviour attributes checked).',
  'report.summary': 'Errors: {errors}, warnings: {warnings}.',
  'report.server': 'Server probes',
  'report.server-clean': 'All {count} endpoints answered as the widgets expect.',
  'report.server-skipped': 'Not called, as they change data: {count} endpoints ({list}).',
  'probe.status': 'HTTP {status}',
  'probe.shape': 'reply does not fit: {detail}',
  'probe.not-html': 'expected an HTML fragment, got {type}',
  'probe.network': 'no answer: {detail}',
  'probe.login': 'answered 401 (signed-in only): give --cookies-file',
  'probe.not-contract': 'not probed: not the contract’s path ({path})',
  'probe.write': 'not called: it changes data (--allow-writes)',
  'probe.method': 'not called: {endpoint} is a {expected}, not a {method}',
  'limit.timeout': 'no complete answer within {seconds} s',
  'limit.too-large': 'the answer is larger than {mb} MB: not read',
  'cookies.one-line-hosts':
    'a one-line cookies file has no domain, and the pages are on more than one host ({hosts}): give a cookies.txt (Netscape format, each cookie with its domain) so that each host gets its own cookies only',
  'usage.error': 'Error: {detail}',
} as const;
const fr: Record<keyof typeof en, string> = {
  'unknown-tag.message': '<{tag}> n’est pas une balise Storefront Islands.',
  'unknown-tag.fix': 'Vouliez-vous dire <{suggestion}> ?',
  'unknown-tag.fix-none': 'Utilisez l’une de : {list}.',
  'unknown-attribute.message': '<{tag}> n’a pas d’attribut {attribute}.',
  'unknown-attribute.fix': 'Vouliez-vous dire {suggestion} ?',
  'unknown-attribute.fix-none': 'Retirez-le (le widget ne le lit jamais).',
  'invalid-value.message':
    '{attribute}="{value}" sur <{tag}> n’est pas {expected} : le widget utilise {fallback} à la place.',
  'invalid-value.fix': 'Écrivez {attribute}="{example}".',
  'missing-required.message':
    '<{tag}> a besoin de {attribute} : sans lui, le widget affiche son message de configuration.',
  'missing-required.fix': 'Ajoutez {attribute}="{example}".',
  'legacy-boolean.message':
    '{attribute}="{value}" sur <{tag}> est lu comme {reading}, mais le serveur historique ne l’écrit jamais ainsi.',
  'legacy-boolean.fix': 'Écrivez {attribute}="{example}" (True/False, true/false ou 1/0, comme le serveur).',
  'renamed-attribute.message':
    '{old} sur <{tag}> est l’ancien nom de {attribute} : il est lu jusqu’à la prochaine version majeure.',
  'renamed-attribute.fix': 'Renommez-le {attribute}.',
  'duplicate-id.message': 'id="{value}" est aussi à la ligne {firstLine} : les widgets ne trouvent que le premier.',
  'duplicate-id.fix': 'Donnez à chaque élément son propre id.',
  'duplicate-attribute.message': '<{tag}> a deux fois {attribute} : le navigateur garde le premier.',
  'duplicate-attribute.fix': 'Gardez un seul {attribute}.',
  'loader-missing.message':
    'La page contient du balisage Storefront Islands mais pas de storefront.js : rien ne s’exécutera.',
  'loader-missing.fix': 'Ajoutez <script type="module" async src="/dist/preact/storefront.js"></script> au <head>.',
  'loader-twice.message':
    'storefront.js est inclus une seconde fois (la première à la ligne {firstLine}) : la seconde copie est refusée.',
  'loader-twice.fix': 'N’incluez qu’un storefront.js par page.',
  'loader-integrity.message':
    'Le storefront.js épinglé {src} n’a pas d’integrity : chaque morceau est vérifié d’après les empreintes qu’il contient, une copie modifiée sur le serveur s’exécuterait donc, avec tout ce qu’elle charge, sans vérification.',
  'loader-integrity.fix':
    'Ajoutez integrity="<la valeur de storefront.js dans l’integrity.json à côté>" et crossorigin="anonymous" (docs/integrating.md §3). Seul l’alias d’une version majeure (v0/…) s’en passe, par construction.',
  'stale-bundle.message': 'La page charge storefront.js {found} ({flavour}) ; ce vérificateur est celui de {expected}.',
  'stale-bundle.fix':
    'Déployez le dist/ de {expected}, ou lancez le vérificateur de {found} (npx storefront-islands@{found} check).',
  'bundle-unreadable.message': 'Impossible de lire la version de {url} : {reason}.',
  'bundle-unreadable.fix': 'Vérifiez que l’adresse sert le storefront.js de ce paquet.',
  'preload-unchecked.modulepreload':
    'La ligne modulepreload de {file} n’a pas d’integrity : le chargeur refuse ce morceau, et ses widgets restent le balisage du serveur.',
  'preload-unchecked.preload':
    'La ligne preload de {file} n’a pas d’integrity : la requête vérifiée du chargeur ne la reprend pas, et le morceau est téléchargé deux fois.',
  'preload-unchecked.fix':
    'Copiez la ligne du preload.html de la version que charge la page : elle porte l’integrity du morceau.',
  'preload-integrity.modulepreload':
    'L’integrity de la ligne de {file} n’est pas celle du morceau : le chargeur refuse ce morceau, et ses widgets restent le balisage du serveur.',
  'preload-integrity.preload':
    'L’integrity de la ligne de {file} n’est pas celle du morceau : le navigateur écarte ce téléchargement, et le chargeur redemande le morceau.',
  'preload-integrity.fix': 'Écrivez integrity="{expected}" (integrity.json, à côté de storefront.js).',
  'preload-stale.message':
    '{file} n’est pas un morceau du storefront.js que charge la page (une ligne d’une autre version ?) : il est téléchargé pour rien.',
  'preload-stale.fix':
    'Écrivez les lignes de la version que charge la page (son preload.html), à nouveau à chaque version épinglée.',
  'preload-crossorigin.message':
    'La ligne preload de {file} n’a pas crossorigin="anonymous" : la requête du chargeur est anonyme, elle ne reprend donc pas ce téléchargement, et le morceau arrive deux fois.',
  'preload-crossorigin.fix': 'Ajoutez crossorigin="anonymous" à la ligne.',
  'preload-before-loader.message':
    'La ligne preload de {file} précède storefront.js (ligne {loaderLine}) : le chargeur attend alors derrière les morceaux qu’il exécute.',
  'preload-before-loader.fix': 'Placez les lignes preload juste après la balise de storefront.js.',
  'preload-unreadable.message': 'Impossible de lire {url} pour vérifier les lignes preload de la page : {reason}.',
  'preload-unreadable.fix': 'Servez le dossier de la version en entier (integrity.json est à côté de storefront.js).',
  'preload-webkit.message':
    'Safari reçoit une ligne modulepreload de {file} : WebKit garde un modulepreload quelle que soit son integrity, le chargeur y refuse donc ce morceau, et ses widgets restent le balisage du serveur.',
  'preload-webkit.fix':
    'Écrivez plutôt les lignes du preload.html, pour tous les navigateurs : des preload de script simples, que chaque moteur vérifie.',
  'preload-webkit.source': 'la page telle que Safari la reçoit',
  'preload-shared-cache.message':
    'La page a des lignes modulepreload, et un cache partagé peut la garder pour tous les navigateurs (pas de Vary: User-Agent ; Cache-Control : {cacheControl}) : une copie servie à Safari voit ses morceaux refusés.',
  'preload-shared-cache.fix':
    'Écrivez plutôt les lignes du preload.html, pour tous les navigateurs (une seule page, quel que soit le cache), ou envoyez Vary: User-Agent (ou Cache-Control: private ou no-store) avec la page.',
  'report-off-site.message':
    '<meta name="sf-report" content="{value}"> n’est pas un chemin de ce site : le paquet n’envoie ses rapports nulle part ailleurs, rien n’est donc rapporté.',
  'report-off-site.fix':
    'Écrivez le chemin de ce site où votre collecteur écoute, sans paramètres (content="/storefront/reports") ; transmettez-les de là s’ils sont conservés ailleurs.',
  'off-unknown.message':
    '<meta name="sf-off"> nomme {name}, qui n’est ni une balise ni un comportement : il ne désactive rien.',
  'off-unknown.fix': 'Vouliez-vous dire {suggestion} ?',
  'off-unknown.fix-none': 'Nommez des balises ou des comportements, séparés par des espaces : {list}.',
  'expected.boolean': 'un booléen',
  'expected.number': 'un nombre',
  'expected.number-range': 'un nombre de {min} à {max}',
  'expected.number-min': 'un nombre d’au moins {min}',
  'expected.integer': 'un nombre entier',
  'expected.url': 'une URL http(s) de même origine',
  'expected.url-origins': 'une URL de même origine, ou d’une origine listée dans <html {origins}>',
  'expected.id': 'un identifiant tel que l’écrit le serveur (lettres, chiffres, _ - . : {{ }})',
  'expected.enum': 'l’une des valeurs {values}',
  'expected.json': 'du texte JSON',
  'expected.string': 'du texte',
  'report.clean': '{file} : aucun constat ({tags} balises, {behaviours} attributs de comportement vérifiés).',
  'report.summary': 'Erreurs : {errors}, avertissements : {warnings}.',
  'report.server': 'Sondage du serveur',
  'report.server-clean': 'Les {count} adresses ont répondu comme les widgets l’attendent.',
  'report.server-skipped': 'Non appelées, car elles modifient des données : {count} adresses ({list}).',
  'probe.status': 'HTTP {status}',
  'probe.shape': 'la réponse ne convient pas : {detail}',
  'probe.not-html': 'un fragment HTML était attendu, reçu {type}',
  'probe.network': 'pas de réponse : {detail}',
  'probe.login': 'réponse 401 (membres seulement) : donnez --cookies-file',
  'probe.not-contract': 'non sondée : ce n’est pas le chemin du contrat ({path})',
  'probe.write': 'non appelée : elle modifie des données (--allow-writes)',
  'probe.method': 'non appelée : {endpoint} est un {expected}, pas un {method}',
  'limit.timeout': 'pas de réponse complète en {seconds} s',
  'limit.too-large': 'la réponse dépasse {mb} Mo : non lue',
  'cookies.one-line-hosts':
    'un fichier de cookies d’une ligne n’a pas de domaine, et les pages sont sur plus d’un hôte ({hosts}) : donnez un cookies.txt (format Netscape, chaque cookie avec son domaine) pour que chaque hôte ne reçoive que les siens',
  'usage.error': 'Erreur : {detail}',
};
export type Lang = 'en' | 'fr';
export type MessageKey = keyof typeof en;
const CATALOGUES: Record<Lang, Record<MessageKey, string>> = { en, fr };

/** The text of `key` in `lang`, each {name} replaced by its parameter ({{ and }} stand for the braces themselves). */
export function say(lang: Lang, key: MessageKey, params: Readonly<Record<string, string | number>> = {}): string {
  return CATALOGUES[lang][key]
    .replace(/\{(\w+)\}/g, (whole, name: string) => (name in params ? String(params[name]) : whole))
    .replace(/\{\{/g, '{')
    .replace(/\}\}/g, '}');
}

/** --lang wins; else the usual locale variables (LC_ALL, LC_MESSAGES, LANG): French when they start with fr. */
export function langOf(flag: string | undefined, env: Readonly<Record<string, string | undefined>>): Lang {
  const chosen = flag ?? env.LC_ALL ?? env.LC_MESSAGES ?? env.LANG ?? '';
  return chosen.toLowerCase().startsWith('fr') ? 'fr' : 'en';
}
