/** The believable demo company of `npm run seed`: 3 clients, 12 properties, 6 housekeepers, 2 supervisors. */

export const DEMO_PASSWORD = 'Demo!2026';

export const DEMO_ADMIN = { name: 'Laura Jiménez', email: 'admin@demo.cr' };

export const DEMO_STAFF = [
  { name: 'Sofía Vargas', email: 'sofia@demo.cr', phone: '+506 8811 2233', role: 'supervisor' },
  { name: 'Diego Rojas', email: 'diego@demo.cr', phone: '+506 8822 3344', role: 'supervisor' },
  { name: 'Ana Mora', email: 'ana@demo.cr', phone: '+506 8701 1001', role: 'employee' },
  { name: 'Carmen Solís', email: 'carmen@demo.cr', phone: '+506 8702 1002', role: 'employee' },
  { name: 'José Quesada', email: 'jose@demo.cr', phone: '+506 8703 1003', role: 'employee' },
  { name: 'María Castro', email: 'maria@demo.cr', phone: '+506 8704 1004', role: 'employee' },
  { name: 'Luis Araya', email: 'luis@demo.cr', phone: '+506 8705 1005', role: 'employee' },
  { name: 'Elena Brenes', email: 'elena@demo.cr', phone: '+506 8706 1006', role: 'employee' },
] as const;

export const DEMO_CLIENTS = [
  { name: 'Pacific Coast Rentals', email: 'owners@pacificcoast.example', phone: '+1 415 555 0134' },
  { name: 'Arenal Vacation Homes', email: 'reservas@arenalhomes.example', phone: '+506 2479 1200' },
  { name: 'Capital City Lofts', email: 'hello@capitallofts.example', phone: '+506 2222 3344' },
];

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
    price: 60,
    pay: 12000,
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
    price: 180,
    pay: 32000,
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
    price: 90,
    pay: 17000,
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
    price: 65,
    pay: 12000,
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
  },
];

export const SUMMARIES = [
  'Check-out turnover',
  'Reservation HM',
  'Deep clean',
  'Mid-stay refresh',
  'Owner visit prep',
  'Linen change',
];
