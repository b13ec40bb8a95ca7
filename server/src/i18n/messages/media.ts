// The server's texts of one area, English and Spanish (catalogue.ts joins the areas). Photo uploads.

export const en = {
  'media.hosted': 'Uploads go to the hosted media service.',
  'media.noFile': 'No file was sent.',
  'media.notFound': 'No such media file.',
  'media.onlyImages': 'Only images can be uploaded (JPEG, PNG, WebP, GIF or AVIF).',
  'media.tooLarge': 'The image is larger than 10 MB.',
  'media.notMultipart': 'Send the image as multipart/form-data.',
  'media.unknownKey': 'Unknown api_key for this media host.',
  'media.noTimestamp': 'The upload signature has no valid timestamp.',
  'media.signatureExpired': 'The upload signature has expired. Please try again.',
  'media.signatureInvalid': 'The upload signature is not valid.',
  'media.signatureUsed': 'This upload signature has been used for its {count} uploads. Please start the upload again.',
  'media.onlyPhotos': 'Only JPEG, PNG or WebP photos can be uploaded.',
  'media.notDecodable': 'The file could not be read as an image: it is damaged, incomplete or not an image.',
  'media.tooManyPixels': 'The image is too large to process: at most {megapixels} megapixels.',
} as const;

export const es: Record<keyof typeof en, string> = {
  'media.hosted': 'Las subidas van al servicio de medios alojado.',
  'media.noFile': 'No se envió ningún archivo.',
  'media.notFound': 'Ese archivo no existe.',
  'media.onlyImages': 'Solo se pueden subir imágenes (JPEG, PNG, WebP, GIF o AVIF).',
  'media.tooLarge': 'La imagen pesa más de 10 MB.',
  'media.notMultipart': 'Envía la imagen como multipart/form-data.',
  'media.unknownKey': 'api_key desconocida para este servidor de medios.',
  'media.noTimestamp': 'La firma de subida no tiene una marca de tiempo válida.',
  'media.signatureExpired': 'La firma de subida caducó. Inténtalo de nuevo.',
  'media.signatureInvalid': 'La firma de subida no es válida.',
  'media.signatureUsed': 'Esta firma de subida ya se usó para sus {count} subidas. Empieza la subida de nuevo.',
  'media.onlyPhotos': 'Solo se pueden subir fotos JPEG, PNG o WebP.',
  'media.notDecodable': 'No se pudo leer el archivo como imagen: está dañado, incompleto o no es una imagen.',
  'media.tooManyPixels': 'La imagen es demasiado grande para procesarla: como máximo {megapixels} megapíxeles.',
};
