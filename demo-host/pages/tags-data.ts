// What /tags lists: every sf-* tag and delegated behaviour with the attributes its widget README documents.
type Entry = [name: string, attributes: string, en: string, fr: string];

export const TAGS: Entry[] = [
  [
    '<sf-status-bar>',
    '(none)',
    'Messages, yes/no confirmations and loading indicator (one per page).',
    'Messages, confirmations oui/non et indicateur de chargement (un par page).',
  ],
  [
    '<sf-header>',
    'data-widget-code data-widget-unique-code data-header-url data-search-url data-minimum-keyword-size data-page-version-id data-control-index data-control-value data-login-url data-services-path (widget|bpwgtheader|bpwgtheaderb2x) data-quick-search-levels (1–6) data-cart-url data-quote-url data-show-quote-count (true|false)',
    'Search with suggestions, ink/toner finder, mega menu, quick search, my services, cart/quote badges.',
    'Recherche avec suggestions, encre et toner, méga-menu, recherche rapide, mes services, pastilles panier/soumission.',
  ],
  [
    '<sf-cart-summary>',
    'data-widget-code data-for-quote (true|false) data-auto-close-delay (ms, -1 = never) data-auto-close-delay-mobile',
    'Mini-cart (or quote-cart) popup and count.',
    'Mini-panier (ou soumission) et son compteur.',
  ],
  [
    '<sf-listing>',
    'data-widget-ajax-url (required) data-refresh-product-ajax-url data-category-id data-sub-category-id data-widget-code data-widget-unique-code data-display-mode (grid|list|simplelist|category) data-page-from data-page-to data-last-page-number data-user-result-per-page data-sort-by data-sort-order data-enter-by data-filter-by data-searchstring data-power-search-enabled data-power-search-sections-showed data-power-search-filter data-power-search-filters (JSON ["Brand",…]) data-max-product-to-sort-by-price-asc-desc data-sub-categories (JSON [{Item1,Item2}]) data-sort-options data-enter-by-options data-filter-by-options (JSON [{Item1: value, Item2: label}]) data-user-result-per-page-options (JSON [12,…])',
    'Product listing; contains the server-rendered first page and, optionally, a <nav class="sf-category-tree"> of nested li.sf-category-tree__item.',
    'Liste de produits; contient la première page rendue par le serveur et, en option, un <nav class="sf-category-tree"> de li.sf-category-tree__item imbriqués.',
  ],
  [
    '<sf-async-section>',
    'data-ajax-url (required) data-single-call-multiple-containers data-show-loading data-async-load-handle-id data-widget-unique-code data-unique-listing-string data-partial-view-path data-html-container-id data-temp-html-container-id data-* (sent as DataJson)',
    'A section loaded after the page.',
    'Une section chargée après la page.',
  ],
  [
    '<sf-home-carousel>',
    'data-interval (ms ≥ 1000, default 5000) data-label',
    'Home carousel around <section class="sf-carousel"><ul><li class="sf-carousel__slide">.',
    'Carrousel d’accueil autour de <section class="sf-carousel"><ul><li class="sf-carousel__slide">.',
  ],
  [
    '<sf-product-carousel>',
    'data-label',
    'Substitute, complementary and hot products around <section class="sf-product-carousel"><h2>…</h2><ul class="sf-products">.',
    'Produits de remplacement, complémentaires et populaires autour de <section class="sf-product-carousel"><h2>…</h2><ul class="sf-products">.',
  ],
  [
    '<sf-product-gallery>',
    'data-zoom-src (on the images)',
    'Zoom gallery around <div class="sf-zoom-gallery"> (.sf-zoom-gallery__main, .sf-zoom-gallery__thumbs img).',
    'Galerie avec zoom autour de <div class="sf-zoom-gallery"> (.sf-zoom-gallery__main, .sf-zoom-gallery__thumbs img).',
  ],
  [
    '<sf-product-qr>',
    'data-product-url (same-origin URL, default the current page)',
    'QR code (SVG) of the product URL.',
    'Code QR (SVG) de l’adresse du produit.',
  ],
  [
    '<sf-quantity-table>',
    'data-price-breaks (JSON [{Uom, MinQty, Price, QtyMultiple?, MaxQty?}]) data-currency (default CAD)',
    'Price breaks per unit; the server table inside (price cells with data-price) is the fallback.',
    'Prix par unité et quantité; le tableau du serveur (cellules de prix avec data-price) sert de repli.',
  ],
  [
    '<sf-cart-page>',
    'data-for-quote (true|false) data-refresh-url',
    'Cart/quote content, refreshed on a cart event; order-line comments (form.sf-line-comment-form, button.sf-line-comment__remove).',
    'Contenu du panier/soumission, rafraîchi sur un événement panier; commentaires de ligne (form.sf-line-comment-form, button.sf-line-comment__remove).',
  ],
  [
    '<sf-baskets>',
    '(none)',
    'My baskets: checks form.sf-basket-create (name required, maxlength 80) before it posts.',
    'Mes paniers : vérifie form.sf-basket-create (nom requis, 80 caractères max) avant l’envoi.',
  ],
];

export const BEHAVIOURS: Entry[] = [
  [
    '.sf-add-to-cart',
    'section: productid productcode isdigitalproduct · .sf-qty: productcode productid multiqty minqty maxqty iduom mustconfirmqty isquickaddtocart iscustomeasyprint iscustomdeskdesign isfromorderapproval isdigitalproduct uomduplicate uniquecodes · .sf-uom (option qtymultiple) · .sf-purchase-list-check · button data-sf-add (cart|quote|purchase-list|cart-comments) data-purchase-list-id data-id-purchase-list-copy-comments · button data-sf-school · button data-sf-configurator-portal · container data-sf-add-scope data-sf-confirm-mode="0" data-sf-purchase-list-mode="true" · html data-sf-configurator-origins',
    'Add to cart / quote / purchase list, quantity rules, confirmation modal, customizer and configurators.',
    'Ajout au panier / à la soumission / à la liste d’achat, règles de quantité, confirmation, personnalisation et configurateurs.',
  ],
  [
    '.sf-ehf-trigger',
    'productid (required) title product-url placement',
    'Environmental handling fee popover.',
    'Fenêtre des écofrais.',
  ],
  [
    'form[data-sf-validate]',
    'required type="email" maxlength minlength data-val-required data-val-email data-val-length-min/-max data-val-zip(-country) data-val-phone(-country) data-val-requiredif(-other, -values) data-val-equalto(-other, -allowempty) data-val-lessthan(-other, -allowequality) data-val-dynamicpattern(-other) data-val-password(-minlength, -minnonalphanumeric, -regex) · [data-valmsg-for] · .sf-required-marker',
    'Form rules with messages in the page language.',
    'Règles de formulaire avec messages dans la langue de la page.',
  ],
  [
    'Page helpers',
    'textarea/input[data-sf-counter="1000"] [data-sf-counter-for] · [data-sf-force-lower] input.force-lower · input[data-sf-search-text] · a[data-sf-external-link] a.external-link · form[data-sf-unsaved-warning]',
    'Character counter (review box), force lower case, search text, external links, unsaved changes.',
    'Compteur de caractères (avis), minuscules forcées, texte de recherche, liens externes, modifications non enregistrées.',
  ],
  [
    'Message reply',
    'data-sf-message-reply="{idPost}" (legacy: .sf-message-reply-btn[data-id-post])',
    'Opens the reply popup of a message.',
    'Ouvre la fenêtre de réponse d’un message.',
  ],
  [
    'Editor preview',
    'body data-sf-preview="true" data-sf-editor-url (placeholders {action} {tag} {widgetCode} {widgetUniqueCode} {url} {culture})',
    'Edit toolbar before every sf-* element in preview mode.',
    'Barre d’édition devant chaque élément sf-* en mode aperçu.',
  ],
  [
    'Tracking',
    'data-sf-track (view_item_list|view_item|view_cart|begin_checkout|purchase) data-sf-track-product data-sf-track-category data-sf-track-order data-sf-track-shipping data-sf-track-click',
    'Tracking entities (Code, Title, …) and a GA4 copy in window.dataLayer.',
    'Entités de suivi (Code, Title, …) et une copie GA4 dans window.dataLayer.',
  ],
];
