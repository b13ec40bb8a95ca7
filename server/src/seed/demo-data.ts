import type { AddedItemDef, ChecklistSectionDef } from '@common/domain/checklist';
import type { AvailabilitySlot } from '@common/domain/capacity';
import { addDays, dayOfWeek } from '@common/domain/calendar';

/** The believable demo company of `npm run seed`: 3 clients, 12 properties, 6 housekeepers, 2 supervisors. */

export const DEMO_PASSWORD = 'Demo!2026';

/**
 * Every demo person has a language (docs/decisions/0043-words-and-numbers.md): the one her app runs in, as if she
 * had signed in on her phone; none has chosen one, so Settings shows no choice and a sign-in records her app's.
 */
export const DEMO_ADMIN = { name: 'Laura Jiménez', email: 'admin@demo.cr', language: 'es' } as const;

export const DEMO_STAFF = [
  { name: 'Sofía Vargas', email: 'sofia@demo.cr', phone: '+506 8811 2233', role: 'supervisor', language: 'es' },
  { name: 'Diego Rojas', email: 'diego@demo.cr', phone: '+506 8822 3344', role: 'supervisor', language: 'en' },
  { name: 'Ana Mora', email: 'ana@demo.cr', phone: '+506 8701 1001', role: 'employee', language: 'es' },
  { name: 'Carmen Solís', email: 'carmen@demo.cr', phone: '+506 8702 1002', role: 'employee', language: 'es' },
  { name: 'José Quesada', email: 'jose@demo.cr', phone: '+506 8703 1003', role: 'employee', language: 'es' },
  { name: 'María Castro', email: 'maria@demo.cr', phone: '+506 8704 1004', role: 'employee', language: 'es' },
  { name: 'Luis Araya', email: 'luis@demo.cr', phone: '+506 8705 1005', role: 'employee', language: 'es' },
  { name: 'Elena Brenes', email: 'elena@demo.cr', phone: '+506 8706 1006', role: 'employee', language: 'es' },
] as const;

const week = (days: number[], start: string, end: string): AvailabilitySlot[] =>
  days.map((weekday) => ({ weekday, start, end }));

/**
 * The housekeepers' weeks (0 = Sunday). Ana and Carmen work every day (the journeys give them cleanings on
 * any date); on Sundays only they work, so a busy Sunday goes over capacity; Elena is part-time.
 */
export const DEMO_AVAILABILITY: Record<string, AvailabilitySlot[]> = {
  'ana@demo.cr': week([0, 1, 2, 3, 4, 5, 6], '07:00', '18:00'),
  'carmen@demo.cr': week([0, 1, 2, 3, 4, 5, 6], '08:00', '17:00'),
  'jose@demo.cr': week([1, 2, 3, 4, 5, 6], '08:00', '17:00'),
  'maria@demo.cr': week([1, 2, 3, 4, 5, 6], '08:00', '17:00'),
  'luis@demo.cr': week([1, 2, 3, 4, 5], '08:00', '17:00'),
  'elena@demo.cr': week([1, 2, 3, 4, 5], '13:00', '17:00'),
};

/** Time off, days counted from the seed's today: one approved (she is off), one asked for from her phone. */
export const DEMO_TIME_OFF = [
  { email: 'carmen@demo.cr', from: 3, to: 4, note: 'Cita médica', status: 'approved' },
  { email: 'jose@demo.cr', from: 20, to: 22, note: 'Boda de mi hermana', status: 'requested' },
] as const;

/** The demo's busy day: the first Sunday after `today`, over capacity with tight same-day turnovers left unassigned. */
export function demoBusySunday(today: string): string {
  let day = addDays(today, 1);
  while (dayOfWeek(day) !== 0) day = addDays(day, 1);
  return day;
}

/** The owners' portal's demo sign-in: a person of the first client (Pacific Coast Rentals), in Spanish. */
export const DEMO_OWNER = { name: 'Mariana Quesada', email: 'owner@demo.cr', language: 'es' } as const;

/** The clients with their billing (decision 0036): Arenal Vacation Homes is billed in colones, the others in USD. */
export const DEMO_CLIENTS = [
  {
    name: 'Pacific Coast Rentals',
    email: 'owners@pacificcoast.example',
    phone: '+1 415 555 0134',
    currency: 'USD',
    tax_rate: 13,
    billing_email: 'accounts@pacificcoast.example',
    id_type: '02',
    id_number: '3101745210',
  },
  {
    name: 'Arenal Vacation Homes',
    email: 'reservas@arenalhomes.example',
    phone: '+506 2479 1200',
    currency: 'CRC',
    tax_rate: 13,
    billing_email: 'facturacion@arenalhomes.example',
    id_type: '02',
    id_number: '3102688143',
  },
  {
    name: 'Capital City Lofts',
    email: 'hello@capitallofts.example',
    phone: '+506 2222 3344',
    currency: 'USD',
    tax_rate: 13,
    billing_email: null,
    id_type: '01',
    id_number: '109870654',
  },
] as const;

/**
 * The company's invoice header. The CABYS codes (one per line kind, 13 digits) are plausible placeholders:
 * the company's accountant must confirm them against Hacienda's catalogue before any real invoice.
 */
export const DEMO_INVOICE_HEADER = {
  legal_name: 'Limpiezas Demo del Pacífico S.A.',
  tax_id: '3-101-802417',
  address: 'Del Banco Nacional 200 m oeste, Tamarindo, Santa Cruz, Guanacaste, Costa Rica',
  cabys_cleaning: '8532100000000',
  cabys_extra: '8532900000000',
};

/**
 * Approved extras put on some completed cleanings of this month and the last (the client's amount in dollars,
 * or `crc` for a client billed in colones; the housekeeper's in colones).
 */
export const DEMO_EXTRAS = [
  { kind: 'laundry', description: '2 bolsas extra de toallas', quantity: 2, usd: 12, crc: 6000, worker: 3000 },
  { kind: 'waiting_time', description: 'Los huéspedes salieron tarde', quantity: 1, usd: 15, crc: 7500, worker: 2500 },
  { kind: 'same_day', description: 'Urgencia del mismo día', quantity: 1, usd: 20, crc: 10000, worker: 4000 },
  { kind: 'supplies', description: 'Café y artículos de baño repuestos', quantity: 1, usd: 9.5, crc: 4800, worker: 0 },
] as const;

/** Extras Ana asked for from her phone, waiting for the office. */
export const DEMO_EXTRA_REQUESTS = [
  { kind: 'laundry', description: 'Cubrecama manchado, enviado a lavandería', quantity: 1, worker: 2000 },
  { kind: 'waiting_time', description: 'Esperé 40 min a que salieran los huéspedes', quantity: 1, worker: 1500 },
] as const;

type DemoProperty = {
  client: number;
  name: string;
  city: string;
  state: string;
  region: string;
  street: string;
  zip: string;
  bedrooms: number;
  bathrooms: number;
  price: number;
  pay: number;
  /** Its own check-out and check-in times and estimate (else the company's times and the rooms' estimate). */
  checkOut?: string;
  checkIn?: string;
  minutes?: number;
  /** E-mails of its preferred and backup housekeepers. */
  preferred?: string;
  backup?: string;
};

export const DEMO_PROPERTIES: DemoProperty[] = [
  {
    client: 0,
    name: 'Casa Pelícano',
    city: 'Tamarindo',
    state: 'Guanacaste',
    region: 'Pacífico Norte',
    street: '150 m sur del Banco Nacional',
    zip: '50309',
    bedrooms: 3,
    bathrooms: 2,
    price: 95,
    pay: 18000,
    checkOut: '10:00',
    checkIn: '16:00',
    preferred: 'ana@demo.cr',
    backup: 'carmen@demo.cr',
  },
  {
    client: 0,
    name: 'Villa Marea',
    city: 'Tamarindo',
    state: 'Guanacaste',
    region: 'Pacífico Norte',
    street: 'Calle Langosta 12',
    zip: '50309',
    bedrooms: 4,
    bathrooms: 3.5,
    price: 140,
    pay: 25000,
    checkIn: '14:00',
    minutes: 240,
    preferred: 'carmen@demo.cr',
    backup: 'ana@demo.cr',
  },
  {
    client: 0,
    name: 'Surf Shack 7',
    city: 'Nosara',
    state: 'Guanacaste',
    region: 'Pacífico Norte',
    street: 'Playa Guiones, entrada 2',
    zip: '50206',
    bedrooms: 1,
    bathrooms: 1,
    price: 55,
    pay: 10000,
    minutes: 60,
    preferred: 'jose@demo.cr',
  },
  {
    client: 0,
    name: 'Ocean View Condo 3B',
    city: 'Playas del Coco',
    state: 'Guanacaste',
    region: 'Pacífico Norte',
    street: 'Condominio Pacífico, torre B',
    zip: '50503',
    bedrooms: 2,
    bathrooms: 2,
    price: 75,
    pay: 14000,
    preferred: 'ana@demo.cr',
  },
  {
    client: 0,
    name: 'Casa Colibrí',
    city: 'Santa Teresa',
    state: 'Puntarenas',
    region: 'Península',
    street: '300 m norte de la plaza',
    zip: '60111',
    bedrooms: 2,
    bathrooms: 1.5,
    price: 70,
    pay: 13000,
    preferred: 'jose@demo.cr',
    backup: 'luis@demo.cr',
  },
  {
    client: 1,
    name: 'Cabina Volcán',
    city: 'La Fortuna',
    state: 'Alajuela',
    region: 'Zona Norte',
    street: 'Camino a El Castillo km 2',
    zip: '21007',
    bedrooms: 2,
    bathrooms: 1,
    price: 31000, // colones: this client is billed in CRC
    pay: 12000,
    preferred: 'maria@demo.cr',
  },
  {
    client: 1,
    name: 'Lodge Los Perezosos',
    city: 'La Fortuna',
    state: 'Alajuela',
    region: 'Zona Norte',
    street: 'Frente al Ecocentro Danaus',
    zip: '21007',
    bedrooms: 5,
    bathrooms: 4,
    price: 92000, // colones: this client is billed in CRC
    pay: 32000,
    preferred: 'maria@demo.cr',
    backup: 'luis@demo.cr',
  },
  {
    client: 1,
    name: 'Casa del Lago',
    city: 'Nuevo Arenal',
    state: 'Guanacaste',
    region: 'Zona Norte',
    street: 'Orilla del lago, lote 4',
    zip: '50805',
    bedrooms: 3,
    bathrooms: 2,
    price: 46000, // colones: this client is billed in CRC
    pay: 17000,
    preferred: 'luis@demo.cr',
  },
  {
    client: 1,
    name: 'Treehouse Monteverde',
    city: 'Monteverde',
    state: 'Puntarenas',
    region: 'Zona Norte',
    street: 'Santa Elena, 1 km al este',
    zip: '60109',
    bedrooms: 1,
    bathrooms: 1,
    price: 33500, // colones: this client is billed in CRC
    pay: 12000,
    minutes: 75,
  },
  {
    client: 2,
    name: 'Loft Barrio Escalante',
    city: 'San José',
    state: 'San José',
    region: 'Valle Central',
    street: 'Calle 33, avenidas 5 y 7',
    zip: '10101',
    bedrooms: 1,
    bathrooms: 1,
    price: 45,
    pay: 9000,
    checkOut: '12:00',
    preferred: 'elena@demo.cr',
  },
  {
    client: 2,
    name: 'Apartamento Sabana',
    city: 'San José',
    state: 'San José',
    region: 'Valle Central',
    street: 'Sabana Norte, edificio Torre Sabana 802',
    zip: '10108',
    bedrooms: 2,
    bathrooms: 2,
    price: 60,
    pay: 11000,
    preferred: 'elena@demo.cr',
    backup: 'luis@demo.cr',
  },
  {
    client: 2,
    name: 'Casa Escazú',
    city: 'Escazú',
    state: 'San José',
    region: 'Valle Central',
    street: 'San Rafael, residencial Los Laureles 14',
    zip: '10203',
    bedrooms: 4,
    bathrooms: 3,
    price: 120,
    pay: 22000,
    checkOut: '10:00',
    checkIn: '16:00',
    minutes: 210,
  },
];

/** The demo's cleanings' summaries, in Spanish as the company writes them ('Reserva HM' gets a number). */
export const SUMMARIES = [
  'Limpieza de salida',
  'Reserva HM',
  'Limpieza profunda',
  'Repaso a mitad de estadía',
  'Preparación para visita del dueño',
  'Cambio de ropa de cama',
];

/** How the demo's properties are entered and where their laundry is done, as the office wrote it. */
export const DEMO_ACCESS = {
  entry: ['Cerradura inteligente', 'Caja de llaves'],
  laundry: ['Servicio de lavandería', 'En la propiedad'],
} as const;

/** The company's checklist: what every turnover proves, in English and Spanish. */
export const DEMO_CHECKLIST: ChecklistSectionDef[] = [
  {
    title: 'Kitchen',
    title_es: 'Cocina',
    items: [
      {
        id: 'dishes',
        label: 'Dishes washed and put away',
        label_es: 'Platos lavados y guardados',
        kind: 'check',
        required: true,
      },
      {
        id: 'fridge',
        label: 'Fridge emptied and wiped',
        label_es: 'Refrigeradora vacía y limpia',
        kind: 'check',
        required: true,
      },
      {
        id: 'kitchen-photo',
        label: 'Photo of the kitchen',
        label_es: 'Foto de la cocina',
        kind: 'photo',
        required: true,
      },
      { id: 'coffee', label: 'Coffee pods left', label_es: 'Cápsulas de café dejadas', kind: 'count', required: false },
    ],
  },
  {
    title: 'Bathrooms',
    title_es: 'Baños',
    items: [
      {
        id: 'towels',
        label: 'Towel sets laid out',
        label_es: 'Juegos de toallas colocados',
        kind: 'count',
        required: true,
      },
      {
        id: 'bath-clean',
        label: 'Shower and toilet disinfected',
        label_es: 'Ducha e inodoro desinfectados',
        kind: 'check',
        required: true,
      },
      {
        id: 'bath-photo',
        label: 'Photo of the main bathroom',
        label_es: 'Foto del baño principal',
        kind: 'photo',
        required: true,
      },
    ],
  },
  {
    title: 'Bedrooms',
    title_es: 'Dormitorios',
    items: [
      {
        id: 'beds',
        label: 'Beds made with fresh linen',
        label_es: 'Camas tendidas con ropa limpia',
        kind: 'check',
        required: true,
      },
      {
        id: 'bedroom-photo',
        label: 'Photo of the master bedroom',
        label_es: 'Foto del dormitorio principal',
        kind: 'photo',
        required: false,
      },
    ],
  },
  {
    title: 'Before you leave',
    title_es: 'Antes de salir',
    items: [
      {
        id: 'locked',
        label: 'Windows and doors locked',
        label_es: 'Ventanas y puertas con llave',
        kind: 'check',
        required: true,
      },
      {
        id: 'office-note',
        label: 'Anything the office should know',
        label_es: 'Algo que la oficina deba saber',
        kind: 'note',
        required: false,
      },
    ],
  },
];

/** Properties' own checklist changes: items they add (with a reference photo: the nth demo photo) and hide. */
export const DEMO_PROPERTY_CHECKLISTS: {
  property: string;
  added: AddedItemDef[];
  hidden: string[];
  references: Record<string, number>;
}[] = [
  {
    property: 'Villa Marea',
    added: [
      {
        id: 'pool',
        section: 'Outdoor',
        section_es: 'Exterior',
        label: 'Pool skimmed and covered',
        label_es: 'Piscina limpia y tapada',
        kind: 'photo',
        required: true,
      },
    ],
    hidden: [],
    references: { pool: 2, 'kitchen-photo': 1 },
  },
  { property: 'Ocean View Condo 3B', added: [], hidden: ['bedroom-photo'], references: { 'kitchen-photo': 5 } },
];
