import { z } from 'zod';
import {
  DATE_OUT_OF_RANGE,
  EXCHANGE_RATE_RANGE,
  MULTI_LINE_MESSAGE,
  NOTHING_TO_CHANGE,
  SINGLE_LINE_MESSAGE,
} from '@common/contracts/common';
import { COMPANY_NAME_REQUIRED, EXTRA_LIMIT_MESSAGE } from '@common/contracts/capacity';
import { DUPLICATE_FEED } from '@common/contracts/feeds';
import { CLIENT_ID_REQUIRED, FILE_REQUIRED } from '@common/contracts/imports';
import { TOO_MANY_IMAGES } from '@common/contracts/properties';
import { PAYMENT_FIELD_REQUIRED } from '@common/contracts/payments';
import { INCLUDE_PHOTOS_MESSAGE } from '@common/contracts/reports';
import { PASSWORD_POLICY_MESSAGE } from '@common/domain/password';
import type { Language } from './catalogue';

/**
 * The contracts' own messages (common/contracts, shared with the web app, which shows its own
 * translated texts before sending) in Spanish, for the rare answer a person reads from the server.
 */
const CONTRACT_MESSAGES_ES: Record<string, string> = {
  [SINGLE_LINE_MESSAGE]:
    'Debe ser una sola línea de texto, sin caracteres de control como NUL, tabulador o saltos de línea',
  [MULTI_LINE_MESSAGE]: 'No debe contener caracteres de control como NUL (los saltos de línea y tabuladores sí)',
  [NOTHING_TO_CHANGE]: 'Nada que cambiar: envía al menos un campo.',
  [EXTRA_LIMIT_MESSAGE]: 'El límite debe ser un número de 0 a 10.000.000',
  [DATE_OUT_OF_RANGE]: 'Las fechas deben estar entre 2000 y 2100',
  [EXCHANGE_RATE_RANGE]: 'El tipo de cambio debe estar entre 1 y 10.000 colones por dólar',
  [DUPLICATE_FEED]: 'Esta URL de calendario ya está registrada para esta propiedad.',
  [CLIENT_ID_REQUIRED]: 'El cliente es obligatorio',
  [FILE_REQUIRED]: 'El archivo es obligatorio',
  [TOO_MANY_IMAGES]: 'Puedes subir hasta 10 imágenes',
  [INCLUDE_PHOTOS_MESSAGE]: 'Debe ser true o false',
  [PASSWORD_POLICY_MESSAGE]:
    'La contraseña debe tener al menos 8 caracteres e incluir mayúsculas, minúsculas, un número y uno de estos símbolos: !@#$%^*()_+-=[]?',
  'Invalid id': 'Identificador no válido',
  'Invalid email address': 'Correo electrónico no válido',
  'Invalid phone number': 'Número de teléfono no válido',
  'Invalid URL': 'URL no válida',
  'Must be a number': 'Debe ser un número',
  'Must be zero or more': 'Debe ser cero o más',
  'Name is required': 'El nombre es obligatorio',
  'Client is required': 'El cliente es obligatorio',
  'State is required': 'La provincia es obligatoria',
  'Please select a property.': 'Selecciona una propiedad.',
  'Password is required': 'La contraseña es obligatoria',
  'Invalid date (YYYY-MM-DD)': 'Fecha no válida (AAAA-MM-DD)',
  'Service date is required.': 'La fecha del servicio es obligatoria.',
  'New events start unassigned.': 'Las limpiezas nuevas empiezan sin asignar.',
  'New events start pending.': 'Las limpiezas nuevas empiezan pendientes.',
  'Client ID must be a number': 'El cliente debe ser un número',
  'Subject is required': 'El asunto es obligatorio',
  'Message is required': 'El mensaje es obligatorio',
  'Invalid property': 'Propiedad no válida',
  'End date must be on or after the start date': 'La fecha final debe ser igual o posterior a la inicial',
  'Start date is required': 'La fecha inicial es obligatoria',
  'End date is required': 'La fecha final es obligatoria',
  'Select at least one cleaning': 'Selecciona al menos una limpieza',
  'At most 2,000 cleanings at once': 'Como máximo 2.000 limpiezas a la vez',
  [PAYMENT_FIELD_REQUIRED]:
    'Indica payment_client_status, payment_employee_status o payment_supervisor_status (cualquiera)',
  'year must be 1900-9999 and month 1-12': 'el año debe estar entre 1900 y 9999 y el mes entre 1 y 12',
  'to must be on or after from': '"to" debe ser igual o posterior a "from"',
  'week_start is required (a Friday, YYYY-MM-DD)': 'week_start es obligatorio (un viernes, AAAA-MM-DD)',
  'week_start must be a date (YYYY-MM-DD)': 'week_start debe ser una fecha (AAAA-MM-DD)',
  'week_start must be a Friday (the pay week runs Friday to Thursday)':
    'week_start debe ser un viernes (la semana de pago va de viernes a jueves)',
  'employee_id must be a staff id': 'employee_id debe ser el id de una persona del personal',
  // Capacity and time windows (decision 0035).
  'Time must be HH:MM (00:00-23:59)': 'La hora debe ser HH:MM (00:00-23:59)',
  'Minutes must be a whole number from 15 to 1440': 'Los minutos deben ser un número entero de 15 a 1440',
  'Weekday must be 0 (Sunday) to 6 (Saturday)': 'El día debe ser de 0 (domingo) a 6 (sábado)',
  'The end must be after the start': 'El final debe ser posterior al inicio',
  'At most 3 slots a day': 'Como máximo 3 franjas por día',
  'Slots of one day must not overlap': 'Las franjas de un mismo día no deben superponerse',
  'Start date is required (YYYY-MM-DD)': 'La fecha inicial es obligatoria (AAAA-MM-DD)',
  'End date is required (YYYY-MM-DD)': 'La fecha final es obligatoria (AAAA-MM-DD)',
  'The end date must be on or after the start date': 'La fecha final debe ser igual o posterior a la inicial',
  'Time off may last a year at most': 'Los días libres pueden durar un año como máximo',
  'at must be an ISO date-time': 'at debe ser una fecha y hora ISO',
  'answered_at must be an ISO date-time': 'answered_at debe ser una fecha y hora ISO',
  // Billing clients (decision 0036): extras, clients' billing fields, the invoice header.
  'Kind must be laundry, waiting_time, same_day, supplies or other':
    'El tipo debe ser laundry, waiting_time, same_day, supplies u other',
  'Quantity must be a number above 0': 'La cantidad debe ser un número mayor que 0',
  'Quantity must be at most 10,000': 'La cantidad debe ser como máximo 10.000',
  'At most 2 decimals': 'Como máximo 2 decimales',
  'The client amount must be a number from 0 to 10,000,000':
    'El monto del cliente debe ser un número de 0 a 10.000.000',
  'The housekeeper amount must be a number from 0 to 10,000,000':
    'El monto de la camarera debe ser un número de 0 a 10.000.000',
  'Currency must be USD or CRC': 'La moneda debe ser USD o CRC',
  'The tax rate must be a percentage from 0 to 100': 'La tarifa del impuesto debe ser un porcentaje de 0 a 100',
  'The id type must be 01, 02, 03 or 04': 'El tipo de identificación debe ser 01, 02, 03 o 04',
  'The id number must be 9 to 12 digits, without dashes':
    'El número de identificación debe tener de 9 a 12 dígitos, sin guiones',
  'Give both the id type and the id number, or neither':
    'Indica el tipo y el número de identificación, o ninguno de los dos',
  'A CABYS code is 13 digits': 'Un código CABYS tiene 13 dígitos',
  [COMPANY_NAME_REQUIRED]: 'El nombre de la empresa es obligatorio',
  // Invoices (decisions 0036 and 0049).
  'The end date must not be before the start date': 'La fecha final no debe ser anterior a la inicial',
  'The amount must be a number above 0': 'El monto debe ser un número mayor que 0',
  'The amount must be at most 100,000,000': 'El monto debe ser como máximo 100.000.000',
  'The payment date is required (YYYY-MM-DD)': 'La fecha del pago es obligatoria (AAAA-MM-DD)',
  'Method must be transfer, sinpe, card, cash, check or other':
    'El método debe ser transfer, sinpe, card, cash, check u other',
  'A reason is required': 'El motivo es obligatorio',
  'The language must be en or es': 'El idioma debe ser en o es',
};

/** One of the contracts' own messages in `language` (as written when there is no translation). */
export function contractMessage(language: Language, message: string): string {
  return language === 'es' ? (CONTRACT_MESSAGES_ES[message] ?? message) : message;
}

const zodLocales = { en: z.locales.en(), es: z.locales.es() };
type ValidationEntry = { keyword: string; message?: string; params?: Record<string, unknown> };

/** zod's words for an issue in `language` (without "received …": the answer does not carry the input). */
function zodMessage(language: Language, entry: ValidationEntry): string {
  const issue = { ...entry.params, code: entry.keyword } as Parameters<(typeof zodLocales)['en']['localeError']>[0];
  const made = zodLocales[language].localeError(issue);
  const words = typeof made === 'string' ? made : (made?.message ?? '');
  return words.replace(/, (received|recibido) .*$/, '');
}

/** A schema check's message in the reader's language: the contracts' own texts, else zod's. */
export function validationMessage(language: Language, entry: ValidationEntry): string {
  const message = entry.message ?? 'Invalid value';
  if (language === 'en') return message;
  const own = contractMessage(language, message);
  if (own !== message) return own;
  // zod wrote it (no custom message in the contract): say it in the reader's language.
  if (message.replace(/, received .*$/, '') === zodMessage('en', entry)) return zodMessage(language, entry);
  return message;
}
