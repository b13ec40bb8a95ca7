// The server's texts of one area, English and Spanish (catalogue.ts joins the areas). The owners' portal:
// a client's portal users and what they read (decision 0039).

export const en = {
  'portal.clientNotFound': 'Client not found.',
  'portal.userNotFound': 'This person has no access to this client.',
  'portal.emailTaken': 'This e-mail already signs in to the app for someone else.',
  'portal.notYours': 'Not found.',
  'mail.invite.subject': 'Your access to the {company} owner portal',
  'mail.invite.hello': 'Hello {name},',
  'mail.invite.helloAll': 'Hello,',
  'mail.invite.body':
    '{greeting}\n\n{company} invited you to its owner portal for {client}. The portal is a private website where you follow the cleanings of your properties with their photos and checklists, the problems found, and download your reports and invoices.\n\nTo start, open this link within 7 days and choose your password (it makes your account; nothing was changed):\n\n{link}\n\nThen sign in with this e-mail address at {login}',
} as const;

export const es: Record<keyof typeof en, string> = {
  'portal.clientNotFound': 'Cliente no encontrado.',
  'portal.userNotFound': 'Esta persona no tiene acceso a este cliente.',
  'portal.emailTaken': 'Este correo ya inicia sesión en la aplicación para otra persona.',
  'portal.notYours': 'No encontrado.',
  'mail.invite.subject': 'Tu acceso al portal de propietarios de {company}',
  'mail.invite.hello': 'Hola, {name}:',
  'mail.invite.helloAll': '¡Hola!',
  'mail.invite.body':
    '{greeting}\n\n{company} te invitó a su portal de propietarios para {client}. El portal es un sitio web privado donde sigues las limpiezas de tus propiedades con sus fotos y listas de verificación, los problemas encontrados, y descargas tus reportes y facturas.\n\nPara empezar, abre este enlace antes de 7 días y elige tu contraseña (así creas tu cuenta; no se cambió nada):\n\n{link}\n\nLuego inicia sesión con este correo en {login}',
};
