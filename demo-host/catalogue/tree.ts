// The category tree and, per leaf, the vocabulary used to generate realistic bilingual products.
export type Bi = readonly [en: string, fr: string];
export type UomKind = 'each' | 'pack' | 'ream' | 'metre' | 'case' | 'digital';
type LeafFlags = {
  ehf?: number;
  digital?: boolean;
  customizer?: boolean;
  configurator?: 'A' | 'B';
  printer?: boolean;
  cartridge?: boolean;
};
export type LeafSpec = {
  name: Bi;
  noun: Bi;
  variants: readonly Bi[];
  sizes: readonly Bi[];
  price: readonly [number, number];
  uom: UomKind;
  flags?: LeafFlags;
};
type MidSpec = { name: Bi; leaves: readonly LeafSpec[] };
export type TopSpec = { prefix: string; name: Bi; mids: readonly MidSpec[] };

const COLOURS: readonly Bi[] = [
  ['black', 'noir'],
  ['blue', 'bleu'],
  ['red', 'rouge'],
  ['green', 'vert'],
  ['assorted colours', 'couleurs assorties'],
];
const SIZES_PAPER: readonly Bi[] = [
  ['8.5 x 11 in', '8,5 x 11 po'],
  ['8.5 x 14 in', '8,5 x 14 po'],
  ['11 x 17 in', '11 x 17 po'],
];
const NONE: readonly Bi[] = [['', '']];
const leaf = (
  name: Bi,
  noun: Bi,
  variants: readonly Bi[],
  sizes: readonly Bi[],
  price: readonly [number, number],
  uom: UomKind,
  flags?: LeafFlags,
): LeafSpec =>
  flags ? { name, noun, variants, sizes, price, uom, flags } : { name, noun, variants, sizes, price, uom };

export const TREE: readonly TopSpec[] = [
  {
    prefix: 'PAP',
    name: ['Paper', 'Papier'],
    mids: [
      {
        name: ['Copy & printer paper', "Papier d'impression"],
        leaves: [
          leaf(
            ['Copy paper', 'Papier à photocopie'],
            ['Copy paper', 'Papier à photocopie'],
            [
              ['20 lb, 92 bright', '20 lb, blancheur 92'],
              ['24 lb, 96 bright', '24 lb, blancheur 96'],
              ['30% recycled', '30 % recyclé'],
            ],
            SIZES_PAPER,
            [7, 65],
            'ream',
          ),
          leaf(
            ['Colour paper', 'Papier couleur'],
            ['Colour paper', 'Papier couleur'],
            [
              ['pastel blue', 'bleu pastel'],
              ['canary yellow', 'jaune canari'],
              ['bright pink', 'rose vif'],
            ],
            SIZES_PAPER,
            [9, 30],
            'ream',
          ),
          leaf(
            ['Cardstock', 'Carton'],
            ['Cardstock', 'Carton'],
            [
              ['65 lb, white', '65 lb, blanc'],
              ['110 lb, ivory', '110 lb, ivoire'],
            ],
            SIZES_PAPER,
            [12, 40],
            'pack',
          ),
          leaf(
            ['Photo paper', 'Papier photo'],
            ['Photo paper', 'Papier photo'],
            [
              ['glossy', 'lustré'],
              ['matte', 'mat'],
            ],
            [
              ['4 x 6 in', '4 x 6 po'],
              ['8.5 x 11 in', '8,5 x 11 po'],
            ],
            [10, 45],
            'pack',
          ),
        ],
      },
      {
        name: ['Notebooks & pads', 'Cahiers et blocs'],
        leaves: [
          leaf(
            ['Spiral notebooks', 'Cahiers à spirale'],
            ['Spiral notebook', 'Cahier à spirale'],
            [
              ['1 subject, 80 pages', '1 sujet, 80 pages'],
              ['3 subjects, 200 pages', '3 sujets, 200 pages'],
            ],
            [
              ['ruled', 'ligné'],
              ['quad', 'quadrillé'],
            ],
            [2, 12],
            'each',
          ),
          leaf(
            ['Writing pads', 'Blocs-notes'],
            ['Writing pad', 'Bloc-notes'],
            [
              ['letter size', 'format lettre'],
              ['legal size', 'format légal'],
            ],
            [
              ['yellow', 'jaune'],
              ['white', 'blanc'],
            ],
            [3, 18],
            'pack',
          ),
          leaf(
            ['Sticky notes', 'Notes autocollantes'],
            ['Sticky notes', 'Notes autocollantes'],
            [
              ['3 x 3 in', '3 x 3 po'],
              ['4 x 6 in, lined', '4 x 6 po, lignées'],
            ],
            COLOURS,
            [4, 25],
            'pack',
          ),
        ],
      },
      {
        name: ['Envelopes & labels', 'Enveloppes et étiquettes'],
        leaves: [
          leaf(
            ['Envelopes', 'Enveloppes'],
            ['Envelopes', 'Enveloppes'],
            [
              ['#10, self-seal', 'nº 10, autocollantes'],
              ['9 x 12 in, kraft', '9 x 12 po, kraft'],
            ],
            [
              ['white', 'blanc'],
              ['brown', 'brun'],
            ],
            [8, 60],
            'case',
          ),
          leaf(
            ['Labels', 'Étiquettes'],
            ['Address labels', "Étiquettes d'adresse"],
            [
              ['laser, 30 per sheet', 'laser, 30 par feuille'],
              ['inkjet, 10 per sheet', 'jet d’encre, 10 par feuille'],
            ],
            NONE,
            [12, 48],
            'pack',
          ),
          leaf(
            ['Shipping supplies', "Fournitures d'expédition"],
            ['Packing tape', "Ruban d'emballage"],
            [
              ['clear, 48 mm', 'transparent, 48 mm'],
              ['brown, 48 mm', 'brun, 48 mm'],
            ],
            NONE,
            [3, 40],
            'metre',
          ),
        ],
      },
    ],
  },
  {
    prefix: 'WRI',
    name: ['Writing instruments', "Instruments d'écriture"],
    mids: [
      {
        name: ['Pens', 'Stylos'],
        leaves: [
          leaf(
            ['Ballpoint pens', 'Stylos à bille'],
            ['Ballpoint pen', 'Stylo à bille'],
            [
              ['medium point', 'pointe moyenne'],
              ['fine point', 'pointe fine'],
              ['retractable', 'rétractable'],
            ],
            COLOURS,
            [1, 25],
            'pack',
          ),
          leaf(
            ['Gel pens', 'Stylos à encre gel'],
            ['Gel pen', 'Stylo à encre gel'],
            [
              ['0.5 mm', '0,5 mm'],
              ['0.7 mm', '0,7 mm'],
            ],
            COLOURS,
            [2, 30],
            'pack',
          ),
          leaf(
            ['Fountain pens', 'Stylos-plumes'],
            ['Fountain pen', 'Stylo-plume'],
            [
              ['steel nib', 'plume en acier'],
              ['gold-plated nib', 'plume plaquée or'],
            ],
            [
              ['black barrel', 'corps noir'],
              ['burgundy barrel', 'corps bordeaux'],
            ],
            [18, 160],
            'each',
          ),
        ],
      },
      {
        name: ['Markers', 'Marqueurs'],
        leaves: [
          leaf(
            ['Permanent markers', 'Marqueurs permanents'],
            ['Permanent marker', 'Marqueur permanent'],
            [
              ['chisel tip', 'pointe biseautée'],
              ['fine tip', 'pointe fine'],
            ],
            COLOURS,
            [2, 28],
            'pack',
          ),
          leaf(
            ['Highlighters', 'Surligneurs'],
            ['Highlighter', 'Surligneur'],
            [
              ['chisel tip', 'pointe biseautée'],
              ['pastel', 'pastel'],
            ],
            [
              ['yellow', 'jaune'],
              ['assorted colours', 'couleurs assorties'],
            ],
            [2, 20],
            'pack',
          ),
          leaf(
            ['Whiteboard markers', 'Marqueurs pour tableau blanc'],
            ['Dry-erase marker', 'Marqueur effaçable à sec'],
            [
              ['low odour', 'faible odeur'],
              ['bullet tip', 'pointe ogive'],
            ],
            COLOURS,
            [3, 26],
            'pack',
          ),
        ],
      },
      {
        name: ['Pencils', 'Crayons'],
        leaves: [
          leaf(
            ['Graphite pencils', 'Crayons graphite'],
            ['Pencil', 'Crayon'],
            [
              ['HB', 'HB'],
              ['2B', '2B'],
            ],
            [
              ['pre-sharpened', 'prétaillé'],
              ['with eraser', 'avec gomme'],
            ],
            [2, 15],
            'pack',
          ),
          leaf(
            ['Mechanical pencils', 'Portemines'],
            ['Mechanical pencil', 'Portemine'],
            [
              ['0.5 mm', '0,5 mm'],
              ['0.7 mm', '0,7 mm'],
            ],
            NONE,
            [3, 22],
            'pack',
          ),
          leaf(
            ['Coloured pencils', 'Crayons de couleur'],
            ['Coloured pencils', 'Crayons de couleur'],
            [
              ['12 colours', '12 couleurs'],
              ['24 colours', '24 couleurs'],
            ],
            NONE,
            [4, 35],
            'each',
          ),
        ],
      },
    ],
  },
  {
    prefix: 'INK',
    name: ['Ink & toner', 'Encre et toner'],
    mids: [
      {
        name: ['Ink cartridges', "Cartouches d'encre"],
        leaves: [
          leaf(
            ['Black ink', 'Encre noire'],
            ['Ink cartridge', "Cartouche d'encre"],
            [
              ['standard yield', 'rendement standard'],
              ['high yield', 'haut rendement'],
            ],
            [['black', 'noir']],
            [18, 75],
            'each',
            { cartridge: true },
          ),
          leaf(
            ['Colour ink', 'Encre couleur'],
            ['Ink cartridge', "Cartouche d'encre"],
            [
              ['standard yield', 'rendement standard'],
              ['high yield', 'haut rendement'],
            ],
            [
              ['cyan', 'cyan'],
              ['magenta', 'magenta'],
              ['yellow', 'jaune'],
            ],
            [16, 60],
            'each',
            { cartridge: true },
          ),
          leaf(
            ['Multipacks', 'Emballages multiples'],
            ['Ink multipack', "Emballage multiple d'encre"],
            [
              ['4 colours', '4 couleurs'],
              ['5 colours', '5 couleurs'],
            ],
            NONE,
            [45, 140],
            'each',
            { cartridge: true },
          ),
        ],
      },
      {
        name: ['Toner', 'Toner'],
        leaves: [
          leaf(
            ['Black toner', 'Toner noir'],
            ['Toner cartridge', 'Cartouche de toner'],
            [
              ['standard yield', 'rendement standard'],
              ['extra high yield', 'très haut rendement'],
            ],
            [['black', 'noir']],
            [60, 240],
            'each',
            { cartridge: true },
          ),
          leaf(
            ['Colour toner', 'Toner couleur'],
            ['Toner cartridge', 'Cartouche de toner'],
            [['standard yield', 'rendement standard']],
            [
              ['cyan', 'cyan'],
              ['magenta', 'magenta'],
              ['yellow', 'jaune'],
            ],
            [70, 260],
            'each',
            { cartridge: true },
          ),
          leaf(
            ['Drums', 'Tambours'],
            ['Imaging drum', "Tambour d'imagerie"],
            [['25,000 pages', '25 000 pages']],
            NONE,
            [90, 310],
            'each',
            { cartridge: true },
          ),
        ],
      },
      {
        name: ['Ribbons', 'Rubans'],
        leaves: [
          leaf(
            ['Printer ribbons', "Rubans d'imprimante"],
            ['Printer ribbon', "Ruban d'imprimante"],
            [
              ['nylon', 'nylon'],
              ['correctable', 'correcteur'],
            ],
            [
              ['black', 'noir'],
              ['black/red', 'noir/rouge'],
            ],
            [6, 30],
            'each',
          ),
        ],
      },
    ],
  },
  {
    prefix: 'BIN',
    name: ['Binders & filing', 'Reliures et classement'],
    mids: [
      {
        name: ['Binders', 'Reliures'],
        leaves: [
          leaf(
            ['Ring binders', 'Reliures à anneaux'],
            ['Ring binder', 'Reliure à anneaux'],
            [
              ['1 in, D-ring', '1 po, anneaux en D'],
              ['2 in, D-ring', '2 po, anneaux en D'],
              ['3 in, round ring', '3 po, anneaux ronds'],
            ],
            COLOURS,
            [3, 28],
            'each',
          ),
          leaf(
            ['Presentation binders', 'Reliures de présentation'],
            ['View binder', 'Reliure à pochette'],
            [
              ['1.5 in', '1,5 po'],
              ['0.5 in', '0,5 po'],
            ],
            [
              ['white', 'blanc'],
              ['black', 'noir'],
            ],
            [4, 24],
            'case',
          ),
          leaf(
            ['Dividers', 'Intercalaires'],
            ['Tab dividers', 'Intercalaires à onglets'],
            [
              ['5 tabs', '5 onglets'],
              ['8 tabs', '8 onglets'],
              ['A–Z', 'A à Z'],
            ],
            NONE,
            [2, 16],
            'pack',
          ),
        ],
      },
      {
        name: ['Filing', 'Classement'],
        leaves: [
          leaf(
            ['File folders', 'Chemises'],
            ['File folder', 'Chemise'],
            [
              ['letter size', 'format lettre'],
              ['legal size', 'format légal'],
            ],
            [
              ['manila', 'manille'],
              ['assorted colours', 'couleurs assorties'],
            ],
            [8, 45],
            'case',
          ),
          leaf(
            ['Hanging folders', 'Dossiers suspendus'],
            ['Hanging folder', 'Dossier suspendu'],
            [
              ['letter size', 'format lettre'],
              ['legal size', 'format légal'],
            ],
            [
              ['green', 'vert'],
              ['assorted colours', 'couleurs assorties'],
            ],
            [12, 50],
            'case',
          ),
          leaf(
            ['Storage boxes', 'Boîtes de rangement'],
            ['Storage box', 'Boîte de rangement'],
            [
              ['letter/legal', 'lettre/légal'],
              ['with lid', 'avec couvercle'],
            ],
            NONE,
            [4, 60],
            'pack',
          ),
        ],
      },
    ],
  },
  {
    prefix: 'SCH',
    name: ['School supplies', 'Fournitures scolaires'],
    mids: [
      {
        name: ['Art & crafts', 'Arts et bricolage'],
        leaves: [
          leaf(
            ['Paint', 'Peinture'],
            ['Tempera paint', 'Gouache'],
            [
              ['250 mL', '250 mL'],
              ['1 L', '1 L'],
            ],
            COLOURS,
            [4, 30],
            'each',
          ),
          leaf(
            ['Glue', 'Colle'],
            ['Glue stick', 'Bâton de colle'],
            [
              ['21 g', '21 g'],
              ['40 g', '40 g'],
            ],
            [
              ['clear', 'transparent'],
              ['purple, dries clear', 'mauve, sèche transparent'],
            ],
            [1, 18],
            'pack',
          ),
          leaf(
            ['Craft ribbon', 'Ruban de bricolage'],
            ['Satin ribbon', 'Ruban satiné'],
            [
              ['10 mm', '10 mm'],
              ['25 mm', '25 mm'],
            ],
            COLOURS,
            [1, 4],
            'metre',
          ),
        ],
      },
      {
        name: ['Classroom', 'Classe'],
        leaves: [
          leaf(
            ['Scissors', 'Ciseaux'],
            ['Scissors', 'Ciseaux'],
            [
              ['5 in, blunt tip', '5 po, bout rond'],
              ['8 in, stainless', '8 po, acier inoxydable'],
            ],
            NONE,
            [2, 20],
            'each',
          ),
          leaf(
            ['Rulers & geometry', 'Règles et géométrie'],
            ['Geometry set', 'Ensemble de géométrie'],
            [
              ['9 pieces', '9 pièces'],
              ['with compass', 'avec compas'],
            ],
            NONE,
            [2, 18],
            'each',
          ),
          leaf(
            ['Backpacks', 'Sacs à dos'],
            ['Backpack', 'Sac à dos'],
            [
              ['20 L', '20 L'],
              ['30 L, laptop sleeve', '30 L, pochette pour portable'],
            ],
            [
              ['navy', 'marine'],
              ['grey', 'gris'],
              ['red', 'rouge'],
            ],
            [25, 90],
            'each',
          ),
        ],
      },
    ],
  },
  {
    prefix: 'FUR',
    name: ['Furniture', 'Mobilier'],
    mids: [
      {
        name: ['Chairs', 'Chaises'],
        leaves: [
          leaf(
            ['Task chairs', 'Chaises de travail'],
            ['Task chair', 'Chaise de travail'],
            [
              ['mesh back', 'dossier en filet'],
              ['fabric seat', 'siège en tissu'],
            ],
            [
              ['black', 'noir'],
              ['grey', 'gris'],
            ],
            [90, 320],
            'each',
          ),
          leaf(
            ['Ergonomic chairs', 'Chaises ergonomiques'],
            ['Ergonomic chair', 'Chaise ergonomique'],
            [
              ['adjustable lumbar', 'soutien lombaire réglable'],
              ['with headrest', 'avec appui-tête'],
            ],
            [['black', 'noir']],
            [250, 900],
            'each',
          ),
          leaf(
            ['Stools', 'Tabourets'],
            ['Drafting stool', 'Tabouret de dessinateur'],
            [['with foot ring', 'avec repose-pieds']],
            [['black', 'noir']],
            [80, 220],
            'each',
          ),
        ],
      },
      {
        name: ['Desks & tables', 'Bureaux et tables'],
        leaves: [
          leaf(
            ['Desks', 'Bureaux'],
            ['Desk', 'Bureau'],
            [
              ['60 x 30 in', '60 x 30 po'],
              ['L-shaped', 'en L'],
            ],
            [
              ['espresso', 'espresso'],
              ['maple', 'érable'],
            ],
            [180, 950],
            'each',
          ),
          leaf(
            ['Tables', 'Tables'],
            ['Folding table', 'Table pliante'],
            [
              ['6 ft', '6 pi'],
              ['8 ft', '8 pi'],
            ],
            NONE,
            [90, 260],
            'each',
          ),
          leaf(
            ['Standing desks', 'Bureaux assis-debout'],
            ['Sit-stand desk', 'Bureau assis-debout'],
            [
              ['electric, dual motor', 'électrique, deux moteurs'],
              ['manual crank', 'à manivelle'],
            ],
            NONE,
            [320, 1200],
            'each',
            { configurator: 'B' },
          ),
        ],
      },
      {
        name: ['Storage furniture', 'Meubles de rangement'],
        leaves: [
          leaf(
            ['Filing cabinets', 'Classeurs'],
            ['Filing cabinet', 'Classeur'],
            [
              ['2 drawers', '2 tiroirs'],
              ['4 drawers', '4 tiroirs'],
            ],
            [
              ['black', 'noir'],
              ['putty', 'mastic'],
            ],
            [150, 600],
            'each',
          ),
          leaf(
            ['Bookcases', 'Bibliothèques'],
            ['Bookcase', 'Bibliothèque'],
            [
              ['3 shelves', '3 tablettes'],
              ['5 shelves', '5 tablettes'],
            ],
            [
              ['espresso', 'espresso'],
              ['white', 'blanc'],
            ],
            [70, 400],
            'each',
          ),
        ],
      },
    ],
  },
  {
    prefix: 'TEC',
    name: ['Technology', 'Technologie'],
    mids: [
      {
        name: ['Printers', 'Imprimantes'],
        leaves: [
          leaf(
            ['Inkjet printers', 'Imprimantes jet d’encre'],
            ['Inkjet printer', 'Imprimante jet d’encre'],
            [
              ['all-in-one, wireless', 'multifonction, sans fil'],
              ['photo', 'photo'],
            ],
            NONE,
            [90, 450],
            'each',
            { ehf: 1.8, printer: true },
          ),
          leaf(
            ['Laser printers', 'Imprimantes laser'],
            ['Laser printer', 'Imprimante laser'],
            [
              ['monochrome', 'monochrome'],
              ['colour, duplex', 'couleur, recto verso'],
            ],
            NONE,
            [150, 1100],
            'each',
            { ehf: 4.5, printer: true },
          ),
        ],
      },
      {
        name: ['Computer accessories', 'Accessoires informatiques'],
        leaves: [
          leaf(
            ['Keyboards & mice', 'Claviers et souris'],
            ['Wireless keyboard and mouse', 'Clavier et souris sans fil'],
            [
              ['bilingual', 'bilingue'],
              ['ergonomic', 'ergonomique'],
            ],
            NONE,
            [25, 140],
            'each',
            { ehf: 0.45 },
          ),
          leaf(
            ['Cables', 'Câbles'],
            ['USB-C cable', 'Câble USB-C'],
            [
              ['braided', 'tressé'],
              ['fast charge', 'recharge rapide'],
            ],
            NONE,
            [1, 6],
            'metre',
            { ehf: 0.1 },
          ),
          leaf(
            ['USB storage', 'Clés USB'],
            ['USB flash drive', 'Clé USB'],
            [
              ['64 GB', '64 Go'],
              ['128 GB', '128 Go'],
              ['256 GB', '256 Go'],
            ],
            NONE,
            [9, 60],
            'each',
            { ehf: 0.1 },
          ),
          leaf(
            ['Headsets', "Casques d'écoute"],
            ['Headset', "Casque d'écoute"],
            [
              ['USB, noise-cancelling', 'USB, antibruit'],
              ['Bluetooth', 'Bluetooth'],
            ],
            NONE,
            [30, 260],
            'each',
            { ehf: 0.45 },
          ),
        ],
      },
      {
        name: ['Office machines', 'Machines de bureau'],
        leaves: [
          leaf(
            ['Calculators', 'Calculatrices'],
            ['Calculator', 'Calculatrice'],
            [
              ['scientific', 'scientifique'],
              ['printing', 'à imprimante'],
              ['desktop, 12 digits', 'de bureau, 12 chiffres'],
            ],
            NONE,
            [9, 120],
            'each',
            { ehf: 0.2 },
          ),
          leaf(
            ['Shredders', 'Déchiqueteuses'],
            ['Shredder', 'Déchiqueteuse'],
            [
              ['cross-cut, 12 sheets', 'coupe croisée, 12 feuilles'],
              ['micro-cut, 8 sheets', 'microcoupe, 8 feuilles'],
            ],
            NONE,
            [60, 500],
            'each',
            { ehf: 2.25 },
          ),
          leaf(
            ['Laminators', 'Plastifieuses'],
            ['Laminator', 'Plastifieuse'],
            [
              ['9 in', '9 po'],
              ['12 in', '12 po'],
            ],
            NONE,
            [40, 260],
            'each',
            { ehf: 1.2 },
          ),
        ],
      },
      {
        name: ['Software', 'Logiciels'],
        leaves: [
          leaf(
            ['Office software', 'Logiciels de bureautique'],
            ['Office suite', 'Suite bureautique'],
            [
              ['1-year subscription', 'abonnement 1 an'],
              ['home & student', 'famille et étudiants'],
            ],
            NONE,
            [60, 300],
            'digital',
            { digital: true },
          ),
          leaf(
            ['Security software', 'Logiciels de sécurité'],
            ['Antivirus', 'Antivirus'],
            [
              ['3 devices', '3 appareils'],
              ['10 devices', '10 appareils'],
            ],
            NONE,
            [30, 120],
            'digital',
            { digital: true },
          ),
        ],
      },
    ],
  },
  {
    prefix: 'CUS',
    name: ['Custom products', 'Produits personnalisés'],
    mids: [
      {
        name: ['Printing services', "Services d'impression"],
        leaves: [
          leaf(
            ['Business cards', 'Cartes professionnelles'],
            ['Business cards', 'Cartes professionnelles'],
            [
              ['matte, 14 pt', 'mates, 14 pt'],
              ['glossy, 16 pt', 'lustrées, 16 pt'],
            ],
            NONE,
            [25, 90],
            'pack',
            { configurator: 'A' },
          ),
          leaf(
            ['Rubber stamps', 'Tampons encreurs'],
            ['Self-inking stamp', 'Tampon auto-encreur'],
            [
              ['3 lines', '3 lignes'],
              ['5 lines', '5 lignes'],
            ],
            NONE,
            [18, 60],
            'each',
            { customizer: true },
          ),
          leaf(
            ['Custom notepads', 'Blocs personnalisés'],
            ['Branded notepad', 'Bloc-notes à votre image'],
            [
              ['50 sheets', '50 feuilles'],
              ['100 sheets', '100 feuilles'],
            ],
            NONE,
            [40, 160],
            'pack',
            { configurator: 'B' },
          ),
        ],
      },
      {
        name: ['Promotional items', 'Articles promotionnels'],
        leaves: [
          leaf(
            ['Branded pens', 'Stylos promotionnels'],
            ['Engraved pen', 'Stylo gravé'],
            [
              ['metal', 'métal'],
              ['bamboo', 'bambou'],
            ],
            COLOURS,
            [3, 20],
            'pack',
            { customizer: true },
          ),
          leaf(
            ['Name badges', 'Porte-noms'],
            ['Name badge', 'Porte-nom'],
            [
              ['magnetic', 'magnétique'],
              ['pin back', 'à épingle'],
            ],
            NONE,
            [6, 25],
            'each',
            { customizer: true },
          ),
        ],
      },
    ],
  },
];
