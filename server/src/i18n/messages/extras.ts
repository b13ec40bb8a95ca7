// The server's texts of one area, English and Spanish (catalogue.ts joins the areas). Extras on cleanings
// (decision 0036).

export const en = {
  'extra.notFound': 'Extra not found.',
  'extra.frozen': 'This cleaning is completed: its extras can only be corrected or removed.',
  'extra.onInvoice': 'This extra is on invoice {number}: void the invoice before changing it.',
  'extra.onPaidStatement': 'This extra was paid to {name} with the week of {week}: it can no longer change.',
  'extra.notRequested': 'This extra was already {status}: only a request waiting for a decision can be decided.',
  'extra.notYourRequest': 'You may only remove your own requests.',
  'extra.alreadyDecided': 'This extra was already {status}: ask the office to change it.',
  'extra.pendingFirst': 'Approve or refuse its extras first: {extras}.',
  'extra.aboveLimit': 'Above the limit a supervisor approves alone ({limit}): an admin must approve this extra.',
  'extra.named': '{kind} ({description})',
  'extra.list': '{first}, {rest}',
  'extra.corrected': 'corrected',
  'extra.status.requested': 'requested',
  'extra.status.approved': 'approved',
  'extra.status.refused': 'refused',
  'extra.kind.laundry': 'Extra laundry',
  'extra.kind.waiting_time': 'Waiting time',
  'extra.kind.same_day': 'Same-day turnover',
  'extra.kind.supplies': 'Supplies',
  'extra.kind.other': 'Other',
} as const;

export const es: Record<keyof typeof en, string> = {
  'extra.notFound': 'Extra no encontrado.',
  'extra.frozen': 'Esta limpieza está completada: sus extras solo se pueden corregir o quitar.',
  'extra.onInvoice': 'Este extra está en la factura {number}: anula la factura antes de cambiarlo.',
  'extra.onPaidStatement': 'Este extra ya se le pagó a {name} con la semana del {week}: ya no puede cambiar.',
  'extra.notRequested': 'Este extra ya fue {status}: solo se decide una solicitud pendiente.',
  'extra.notYourRequest': 'Solo puedes quitar tus propias solicitudes.',
  'extra.alreadyDecided': 'Este extra ya fue {status}: pide a la oficina que lo cambie.',
  'extra.pendingFirst': 'Primero aprueba o rechaza sus extras: {extras}.',
  'extra.aboveLimit':
    'Supera el límite que un supervisor aprueba solo ({limit}): un administrador debe aprobar este extra.',
  'extra.named': '{kind} ({description})',
  'extra.list': '{first}, {rest}',
  'extra.corrected': 'corregido',
  'extra.status.requested': 'solicitado',
  'extra.status.approved': 'aprobado',
  'extra.status.refused': 'rechazado',
  'extra.kind.laundry': 'Lavandería extra',
  'extra.kind.waiting_time': 'Tiempo de espera',
  'extra.kind.same_day': 'Cambio el mismo día',
  'extra.kind.supplies': 'Suministros',
  'extra.kind.other': 'Otro',
};
