// The server's texts of one area, English and Spanish (catalogue.ts joins the areas). Removed cleanings and their restore (decision 0028).

export const en = {
  'removed.datesRequired': 'Give both dates of the period: start and end (YYYY-MM-DD).',
  'removed.invalidDate': 'The start and end must be dates (YYYY-MM-DD).',
  'removed.outOfRange': 'Dates must be between 2000 and 2100.',
  'removed.endBeforeStart': 'The end date comes before the start date.',
  'removed.spanTooLong': 'The period is too long: at most {max} days.',
  'removed.alreadyLive': 'This cleaning is already on the schedule.',
  'removed.reservationLive':
    'This reservation is on the schedule again (cleaning #{id}): the calendar feed brought it back.',
  'removed.sameDayLive': 'This property already has a cleaning on this date (cleaning #{id}).',
  'removed.serviced': 'This cleaning was already serviced; it cannot be restored.',
  'removed.propertyGone': 'The property of this cleaning no longer exists.',
} as const;

export const es: Record<keyof typeof en, string> = {
  'removed.datesRequired': 'Indica las dos fechas del periodo: inicio y fin (AAAA-MM-DD).',
  'removed.invalidDate': 'El inicio y el fin deben ser fechas (AAAA-MM-DD).',
  'removed.outOfRange': 'Las fechas deben estar entre 2000 y 2100.',
  'removed.endBeforeStart': 'La fecha de fin es anterior a la de inicio.',
  'removed.spanTooLong': 'El periodo es demasiado largo: como máximo {max} días.',
  'removed.alreadyLive': 'Esta limpieza ya está en el calendario.',
  'removed.reservationLive':
    'Esta reserva volvió al calendario (limpieza n.º {id}): el calendario sincronizado la trajo de nuevo.',
  'removed.sameDayLive': 'Esta propiedad ya tiene una limpieza en esta fecha (limpieza n.º {id}).',
  'removed.serviced': 'Esta limpieza ya se realizó; no se puede restaurar.',
  'removed.propertyGone': 'La propiedad de esta limpieza ya no existe.',
};
