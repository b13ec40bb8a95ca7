// The server's texts of one area, English and Spanish (catalogue.ts joins the areas). Capacity and time
// windows (decision 0035): time off, preferred housekeepers, Start and Done.

export const en = {
  'timeOff.notYours': 'You may only see and ask for your own time off.',
  'timeOff.notFound': 'Time off not found.',
  'timeOff.approvedOnlyAdmin': 'This time off was already approved: only an admin can remove it.',
  'property.notHousekeeper': 'The chosen housekeeper is not an active housekeeper.',
  'property.notHousekeeperField': 'Choose an active housekeeper',
  'property.sameHousekeeper': 'The preferred and the backup housekeeper must be two different people.',
  'property.sameHousekeeperField': 'Choose someone other than the preferred housekeeper',
  'event.startNotAssigned': 'Only an assigned cleaning can be started; this one is {status}.',
  'event.timeInFuture': 'That time is in the future; check the clock of your phone.',
  'event.timeTooEarly': 'That time is before the day of this cleaning ({date}).',
} as const;

export const es: Record<keyof typeof en, string> = {
  'timeOff.notYours': 'Solo puedes ver y pedir tus propios días libres.',
  'timeOff.notFound': 'Días libres no encontrados.',
  'timeOff.approvedOnlyAdmin': 'Estos días libres ya se aprobaron: solo un administrador puede quitarlos.',
  'property.notHousekeeper': 'La camarera elegida no es una camarera activa.',
  'property.notHousekeeperField': 'Elige una camarera activa',
  'property.sameHousekeeper': 'La camarera preferida y la de respaldo deben ser dos personas distintas.',
  'property.sameHousekeeperField': 'Elige a alguien distinto de la camarera preferida',
  'event.startNotAssigned': 'Solo se puede empezar una limpieza asignada; esta está {status}.',
  'event.timeInFuture': 'Esa hora está en el futuro; revisa el reloj de tu teléfono.',
  'event.timeTooEarly': 'Esa hora es anterior al día de esta limpieza ({date}).',
};
