// The server's texts of one area, English and Spanish (catalogue.ts joins the areas). Sign-in, passwords, users and staff (the accounts module), and the mails about them.

export const en = {
  'mail.reset.subject': 'Reset your {company} password',
  'mail.reset.body':
    'Hello {name},\n\nSomeone (hopefully you) asked to reset the password of your {company} account.\nOpen this link within one hour to choose a new password:\n\n{link}\n\nIf you did not ask for it, ignore this message: your password stays as it is.',
  'mail.passwordChanged.subject': 'Your password was changed',
  'mail.passwordChanged.body':
    'Hello {name},\n\nThe password of your account was just changed ({how}). If this was not you, ask an administrator to reset it now.',
  'mail.passwordChanged.own': 'by you, in Settings',
  'mail.passwordChanged.link': 'with a reset link',
  'mail.passwordChanged.admin': 'by an administrator',
  'auth.forbidden': 'You do not have permission to do this.',
  'auth.notAuthenticated': 'Not authenticated.',
  'auth.sessionInvalid': 'Your session is invalid or has expired.',
  'auth.sessionRevoked': 'Your session is no longer valid. Please sign in again.',
  'auth.badLogin': 'Incorrect email or password.',
  'auth.emailTaken': 'A user with this email already exists.',
  'auth.userNotFound': 'User not found.',
  'auth.lastAdmin': 'At least one active administrator must remain.',
  'auth.ownPasswordInSettings': 'Change your own password in Settings.',
  'auth.onlyOwnPassword': 'You may only change your own password.',
  'auth.currentPasswordRequired': 'The current password is required.',
  'auth.currentPasswordWrong': 'The current password is incorrect.',
  'auth.commonPassword':
    'Password must be at least 8 characters and include uppercase, lowercase, number & one of the following symbols: !@#$%^*()_+-=[]? It must also not be a common password: this one is among the 10,000 most used passwords (ignoring case and symbols), the first an attacker tries.',
  'auth.invalidResetLink': 'This reset link is invalid, was already used or has expired. Ask for a new one.',
  'limit.passwordReset': 'Too many password reset requests. Try again later.',
  'limit.login': 'Too many sign-in attempts. Try again in {minutes} minute(s).',
  'staff.notFound': 'Employee not found.',
  'auth.mustChangePassword':
    'You signed in with a generated password: choose your own password before doing anything else.',
  'staff.giveBackInactive': 'Reactivate {name} before giving cleanings back.',
  'staff.giveBackNotStaff': 'This user is not a housekeeper or supervisor: there are no cleanings to give back.',
} as const;

export const es: Record<keyof typeof en, string> = {
  'mail.reset.subject': 'Restablece tu contraseña de {company}',
  'mail.reset.body':
    'Hola {name}:\n\nAlguien (esperamos que tú) pidió restablecer la contraseña de tu cuenta de {company}.\nAbre este enlace antes de una hora para elegir una contraseña nueva:\n\n{link}\n\nSi no lo pediste, ignora este mensaje: tu contraseña no cambia.',
  'mail.passwordChanged.subject': 'Tu contraseña fue cambiada',
  'mail.passwordChanged.body':
    'Hola {name}:\n\nLa contraseña de tu cuenta acaba de cambiarse ({how}). Si no fuiste tú, pide ahora a un administrador que la restablezca.',
  'mail.passwordChanged.own': 'por ti, en Configuración',
  'mail.passwordChanged.link': 'con un enlace de restablecimiento',
  'mail.passwordChanged.admin': 'por un administrador',
  'auth.forbidden': 'No tienes permiso para hacer esto.',
  'auth.notAuthenticated': 'No has iniciado sesión.',
  'auth.sessionInvalid': 'Tu sesión no es válida o ha caducado.',
  'auth.sessionRevoked': 'Tu sesión ya no es válida. Vuelve a iniciar sesión.',
  'auth.badLogin': 'Correo o contraseña incorrectos.',
  'auth.emailTaken': 'Ya existe un usuario con este correo.',
  'auth.userNotFound': 'Usuario no encontrado.',
  'auth.lastAdmin': 'Debe quedar al menos un administrador activo.',
  'auth.ownPasswordInSettings': 'Cambia tu propia contraseña en Configuración.',
  'auth.onlyOwnPassword': 'Solo puedes cambiar tu propia contraseña.',
  'auth.currentPasswordRequired': 'La contraseña actual es obligatoria.',
  'auth.currentPasswordWrong': 'La contraseña actual no es correcta.',
  'auth.commonPassword':
    'La contraseña debe tener al menos 8 caracteres e incluir mayúsculas, minúsculas, un número y uno de estos símbolos: !@#$%^*()_+-=[]? Además no puede ser una contraseña común: esta está entre las 10.000 más usadas (sin contar mayúsculas ni símbolos), las primeras que prueba un atacante.',
  'auth.invalidResetLink': 'Este enlace de restablecimiento no es válido, ya se usó o caducó. Pide uno nuevo.',
  'limit.passwordReset': 'Demasiadas solicitudes de restablecimiento de contraseña. Inténtalo más tarde.',
  'limit.login': 'Demasiados intentos de inicio de sesión. Inténtalo de nuevo en {minutes} minuto(s).',
  'staff.notFound': 'Empleado no encontrado.',
  'auth.mustChangePassword':
    'Iniciaste sesión con una contraseña generada: elige tu propia contraseña antes de hacer cualquier otra cosa.',
  'staff.giveBackInactive': 'Reactiva a {name} antes de devolverle limpiezas.',
  'staff.giveBackNotStaff': 'Este usuario no es camarera ni supervisor: no hay limpiezas que devolver.',
};
