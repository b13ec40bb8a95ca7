// The server's texts of one area, English and Spanish (catalogue.ts joins the areas). Clients and properties.

export const en = {
  'property.notChosen': 'The chosen property does not exist.',
  'property.select': 'Please select a property.',
  'property.notFound': 'Property not found.',
  'property.notOfClient': 'The chosen property does not belong to this client.',
  'property.notOfClientField': 'Property does not belong to this client',
  'client.notChosen': 'The chosen client does not exist.',
  'client.notFoundField': 'Client not found',
  'client.notFound': 'Client not found.',
  'client.nameTaken': 'An active client named "{name}" already exists. Choose another name, or edit that client.',
  'client.noEmail': '{name} has no e-mail address; add one on the Clients screen first.',
} as const;

export const es: Record<keyof typeof en, string> = {
  'property.notChosen': 'La propiedad elegida no existe.',
  'property.select': 'Selecciona una propiedad.',
  'property.notFound': 'Propiedad no encontrada.',
  'property.notOfClient': 'La propiedad elegida no pertenece a este cliente.',
  'property.notOfClientField': 'La propiedad no pertenece a este cliente',
  'client.notChosen': 'El cliente elegido no existe.',
  'client.notFoundField': 'Cliente no encontrado',
  'client.notFound': 'Cliente no encontrado.',
  'client.nameTaken': 'Ya existe un cliente activo llamado "{name}". Elige otro nombre o edita ese cliente.',
  'client.noEmail': '{name} no tiene correo electrónico; agrégalo primero en la pantalla Clientes.',
};
