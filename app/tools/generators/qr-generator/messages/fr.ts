import type { Translation } from '~/lib/i18n';
import type en from './en';

export default {
  unencodable:
    'Ce texte ne peut pas être mis dans un QR code. Essayez de retirer les caractères inhabituels.',
  encoderFailed:
    'L’encodeur de QR code n’a pas pu être chargé. Vérifiez votre connexion et rechargez la page.',
  textLabel: 'Texte ou URL',
  textHint:
    'Un lien, des identifiants Wi-Fi, un contact ou n’importe quel texte : jusqu’à 2 953 octets au niveau L, moins aux niveaux supérieurs. Un lien partagé garde les 100 premiers caractères et omet les identifiants Wi-Fi qui contiennent un mot de passe.',
  presets: 'Partir d’un exemple',
  presetWebsite: 'Site web',
  presetWifi: 'Wi-Fi',
  presetEmail: 'E-mail',
  presetPhone: 'Téléphone',
  presetSms: 'SMS',
  presetsNote:
    'Remplacez ensuite les données d’exemple (nom du réseau, mot de passe, adresse, numéro) par les vôtres.',
  errorCorrection: 'Correction d’erreur',
  errorCorrectionNote:
    'La part du code qui peut être abîmée ou masquée (par un logo, par exemple) tout en restant lisible. Les niveaux élevés donnent un code plus dense.',
  imageSize: 'Taille de l’image',
  imageSizeHint: 'Largeur et hauteur du PNG. Le SVG s’adapte à toutes les tailles.',
  colours: 'Couleurs',
  foreground: 'Couleur du motif',
  background: 'Couleur du fond',
  contrast: 'Contraste : {ratio}',
  swapColours: 'Inverser les couleurs',
  blackOnWhite: 'Noir sur blanc',
  intro:
    'Saisissez un lien ou n’importe quel texte, ou partez d’un exemple. Le QR code apparaît ici pendant la saisie, prêt à télécharger en PNG ou en SVG.',
  introPrivacy: 'Tout se passe dans votre navigateur : rien n’est envoyé, et le code n’expire jamais.',
  hexCode: 'Code hexadécimal ({label})',
  hexInvalid: 'Saisissez 6 chiffres hexadécimaux, p. ex. 1e3a8a.',
  preparing: 'Préparation du QR code…',
  preview: 'QR code pour : {text}',
  downloadPng: 'Télécharger le PNG',
  downloadSvg: 'Télécharger le SVG',
  copyImage: 'Copier l’image',
  version: 'Version du QR code',
  contentSize: 'Taille du contenu',
  image: 'Image',
  encodedContent: 'Contenu encodé',
  lowContrast:
    'Contraste faible ({ratio}) : certains téléphones risquent de ne pas lire ce code. Visez 4:1 ou plus, foncé sur clair.',
  inverted:
    'Le motif est plus clair que le fond : beaucoup de lecteurs ne savent pas lire les codes clairs sur fond foncé (inversés). Utilisez un motif foncé sur un fond clair.',
  tooLong:
    'Trop long pour un QR code avec la correction d’erreur {level} : le texte fait {bytes} octets et {max} au maximum peuvent tenir. Raccourcissez le texte.',
  tooLongFitsAt:
    'Trop long pour un QR code avec la correction d’erreur {level} : le texte fait {bytes} octets et {max} au maximum peuvent tenir. Raccourcissez le texte ou baissez la correction d’erreur (il tient au niveau {fitsAt}).',
  versionFact: 'Version {version} ({count} × {count} modules)',
  ecFact: '{level} (résiste jusqu’à {recovery} % de dégâts)',
  byteCount: { one: '{n} octet', many: '{n} octets', other: '{n} octets' },
  imageFact: '{px} × {px} px ({module} px par module)',
  imageFactTiny: '{px} × {px} px (moins de 1 px par module)',
  summary:
    'QR code prêt : version {version} ({count} × {count} modules), correction d’erreur {level}, {bytes}, {px} px.',
  smallModules:
    'Chaque module fait moins de {min} pixels de large à {size} px : choisissez {suggested} px ou plus pour que les téléphones puissent lire le code.',
  linkNote: 'Le mot de passe Wi-Fi n’est pas inclus dans les liens.',
} satisfies Translation<typeof en>;
