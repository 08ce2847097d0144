export const profile = {
  settings: {
    title: 'Configuración',
    photo: 'Foto de perfil',
    currentPhoto: 'Foto de perfil actual',
    newPhotoPreview: 'Vista previa de la nueva foto',
    choosePhoto: 'Elegir foto',
    removePhoto: 'Quitar la foto elegida',
    photoHelp: 'PNG, JPEG, GIF o WebP de hasta 200.000 bytes.',
    currentPassword: 'Contraseña actual',
    newPassword: 'Nueva contraseña (opcional)',
    repeatPassword: 'Repita la nueva contraseña',
    cancel: 'Cancelar',
    save: 'Guardar',
    saved: 'Sus cambios se guardaron.',
    incorrect: 'Datos personales incorrectos. Revise su contraseña actual.',
  },
};
