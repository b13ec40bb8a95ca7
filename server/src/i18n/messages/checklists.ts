// The server's texts of one area, English and Spanish (catalogue.ts joins the areas). Checklists and proof
// (decision 0037).

export const en = {
  'checklist.itemNotFound': 'This cleaning’s checklist has no such item.',
  'checklist.propertyItemNotFound': 'This property’s checklist has no such item.',
  'checklist.wrongAnswer': 'This item is answered with {field}.',
  'checklist.wrongAnswerField': 'Answer “{label}” with {field}.',
  'checklist.photoNotFound': 'That photo is not one of this cleaning’s.',
  'checklist.frozenInReview': 'This cleaning was sent to review: its checklist can no longer change.',
  'checklist.frozenCompleted': 'This cleaning is completed: its checklist can no longer change.',
  'checklist.unassigned': 'This cleaning has nobody assigned: its checklist waits for its housekeeper.',
  'checklist.missing': 'Finish the checklist first: {items}.',
  'checklist.missingMore': '{items} and {more} more',
  'checklist.list': '{first}, {rest}',
  'checklist.unknownRedo': 'These items are not on this cleaning’s checklist: {items}.',
  'checklist.unknownHidden': 'These items are not on the company’s checklist: {items}.',
  'checklist.takenId': 'These items already have that id on the company’s checklist: {items}.',
  'checklist.redoWithoutSendBack': 'Items to redo go with a send-back (in review to assigned).',
  'checklist.answeredBeforeStart': 'That time is before this cleaning was started; check the clock of your phone.',
} as const;

export const es: Record<keyof typeof en, string> = {
  'checklist.itemNotFound': 'La lista de verificación de esta limpieza no tiene ese punto.',
  'checklist.propertyItemNotFound': 'La lista de verificación de esta propiedad no tiene ese punto.',
  'checklist.wrongAnswer': 'Este punto se responde con {field}.',
  'checklist.wrongAnswerField': 'Responde «{label}» con {field}.',
  'checklist.photoNotFound': 'Esa foto no es de esta limpieza.',
  'checklist.frozenInReview': 'Esta limpieza se envió a revisión: su lista de verificación ya no puede cambiar.',
  'checklist.frozenCompleted': 'Esta limpieza está completada: su lista de verificación ya no puede cambiar.',
  'checklist.unassigned': 'Esta limpieza no tiene a nadie asignado: su lista espera a su camarera.',
  'checklist.missing': 'Primero termina la lista de verificación: {items}.',
  'checklist.missingMore': '{items} y {more} más',
  'checklist.list': '{first}, {rest}',
  'checklist.unknownRedo': 'Estos puntos no están en la lista de esta limpieza: {items}.',
  'checklist.unknownHidden': 'Estos puntos no están en la lista de la empresa: {items}.',
  'checklist.takenId': 'Estos puntos ya tienen ese id en la lista de la empresa: {items}.',
  'checklist.redoWithoutSendBack': 'Los puntos a rehacer van con una devolución (de revisión a asignada).',
  'checklist.answeredBeforeStart': 'Esa hora es anterior al inicio de esta limpieza; revisa el reloj de tu teléfono.',
};
