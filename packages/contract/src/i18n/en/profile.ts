import type { profile as es } from '../es/profile';
import type { CatalogueShape } from '../shape';

export const profile: CatalogueShape<typeof es> = {
  settings: {
    title: 'Settings',
    photo: 'Profile photo',
    currentPhoto: 'Current profile photo',
    newPhotoPreview: 'Preview of the new photo',
    choosePhoto: 'Choose photo',
    removePhoto: 'Remove the chosen photo',
    photoHelp: 'PNG, JPEG, GIF or WebP of up to 200,000 bytes.',
    currentPassword: 'Current password',
    newPassword: 'New password (optional)',
    repeatPassword: 'Repeat the new password',
    cancel: 'Cancel',
    save: 'Save',
    saved: 'Your changes were saved.',
    incorrect: 'Incorrect personal data. Check your current password.',
  },
};
