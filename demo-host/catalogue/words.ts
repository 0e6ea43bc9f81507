// Brand names and description phrases (English and French) used by the product generator.
import type { Bi } from './tree.ts';

export const BRANDS: readonly string[] = [
  'Laurentide',
  'Nordline',
  'Boréal',
  'Maple Office',
  'Papeterie Saint-Laurent',
  'Northwind',
  'Cascadia',
  'Atelier Fleur-de-Lys',
  'Polaris',
  'Tundra Tech',
  'Outaouais Supply',
  'Kestrel',
];

export const PRINTER_SERIES: readonly string[] = ['JetPro', 'LaserMax', 'OfficeJet Nord', 'ColourWave', 'PageStar'];

export const OPENERS: readonly Bi[] = [
  [
    'Dependable everyday quality for busy offices and classrooms.',
    'Une qualité fiable au quotidien pour les bureaux et les classes.',
  ],
  [
    'Designed to make daily work simpler and more comfortable.',
    'Conçu pour simplifier le travail quotidien et le rendre plus agréable.',
  ],
  [
    'A customer favourite, chosen for its value and durability.',
    'Un favori de nos clients, apprécié pour son rapport qualité-prix et sa durabilité.',
  ],
  [
    'Professional results at a price that fits your budget.',
    'Des résultats professionnels à un prix qui respecte votre budget.',
  ],
];

export const DETAILS: readonly Bi[] = [
  ['Made with responsibly sourced materials.', 'Fabriqué avec des matériaux de source responsable.'],
  ['Backed by a one-year manufacturer warranty.', 'Garanti un an par le fabricant.'],
  ['Ships from our Montréal and Toronto warehouses.', 'Expédié de nos entrepôts de Montréal et de Toronto.'],
  [
    'Ideal for schools, home offices and large teams alike.',
    'Idéal pour les écoles, les bureaux à domicile comme pour les grandes équipes.',
  ],
  [
    'Compact packaging reduces waste and storage space.',
    "L'emballage compact réduit les déchets et l'espace de rangement.",
  ],
];
