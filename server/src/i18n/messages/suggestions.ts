// The server's texts of one area, English and Spanish (catalogue.ts joins the areas). Assignment suggestions
// (POST /assignments/suggest) and accepting them (POST /assignments/accept).

export const en = {
  'suggest.preferred': 'Preferred housekeeper for {property}',
  'suggest.backup': 'Backup housekeeper for {property}',
  'suggest.available': 'Available {hours} on {date}',
  'suggest.leastLoaded': 'Least loaded that day ({assigned} assigned)',
  'suggest.sameRegion': 'Same region as her other cleanings that day ({region})',
  'suggest.overHours': 'Over her hours that day: {total} with this cleaning, {available} available',
  'suggest.nobody': 'Nobody is available in this window',
  'suggest.rolePreferred': 'preferred',
  'suggest.roleBackup': 'backup',
  'suggest.personOff': '{name} ({role}) is off',
  'suggest.personNotWorking': '{name} ({role}) does not work that day',
  'suggest.personOutsideHours': '{name} ({role}) works {hours}, outside this window',
  'suggest.personFull': '{name} ({role}) has no hours left that day',
  'accept.taken': 'The cleaning at {property} on {date} is no longer unassigned ({name} has it).',
  'accept.notOpen': 'The cleaning at {property} on {date} is no longer unassigned.',
  'accept.notLive': 'The cleaning at {property} on {date} was cancelled or is not confirmed.',
} as const;

export const es: Record<keyof typeof en, string> = {
  'suggest.preferred': 'Camarera preferida de {property}',
  'suggest.backup': 'Camarera de respaldo de {property}',
  'suggest.available': 'Disponible {hours} el {date}',
  'suggest.leastLoaded': 'La menos cargada ese día ({assigned} asignadas)',
  'suggest.sameRegion': 'Misma región que sus otras limpiezas de ese día ({region})',
  'suggest.overHours': 'Pasa de sus horas ese día: {total} con esta limpieza, {available} disponibles',
  'suggest.nobody': 'Nadie está disponible en este horario',
  'suggest.rolePreferred': 'preferida',
  'suggest.roleBackup': 'de respaldo',
  'suggest.personOff': '{name} ({role}) está libre',
  'suggest.personNotWorking': '{name} ({role}) no trabaja ese día',
  'suggest.personOutsideHours': '{name} ({role}) trabaja {hours}, fuera de este horario',
  'suggest.personFull': '{name} ({role}) no tiene horas libres ese día',
  'accept.taken': 'La limpieza de {property} del {date} ya no está sin asignar (la tiene {name}).',
  'accept.notOpen': 'La limpieza de {property} del {date} ya no está sin asignar.',
  'accept.notLive': 'La limpieza de {property} del {date} se canceló o no está confirmada.',
} as const;
