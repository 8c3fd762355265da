import type { Translation } from '~/lib/i18n';
import type en from './en';

export default {
  jsonInput: 'JSON à traiter',
  loadSample: 'Charger un exemple',
  clear: 'Effacer',
  inputHint:
    'Collez ou tapez du JSON ; il ne quitte jamais votre navigateur. Les documents de plus de 500 caractères ne sont pas conservés dans le lien.',
  indent: 'Indentation',
  spaces: { one: '{n} espace', many: '{n} espaces', other: '{n} espaces' },
  output: 'Sortie',
  format: 'Formater',
  minify: 'Minifier',
  sortKeys: 'Trier les clés de A à Z',
  sortKeysHint:
    'Les objets à tous les niveaux, par code de caractère (majuscules avant minuscules) ; les tableaux gardent leur ordre.',
  intro:
    'Collez du JSON pour le formater, le valider, le trier ou le minifier. Un JSON non valide affiche le message de l’analyseur avec la ligne et la colonne.',
  formatting: 'Formatage…',
  couldNotFormat: 'Formatage impossible',
  couldNotFormatSummary: 'Formatage impossible : {message}',
  loadFailed: 'Le formateur n’a pas pu être chargé. Vérifiez votre connexion et réessayez.',
  tryAgain: 'Réessayer',
  validSummary: 'JSON valide, {note}, {size}.',
  valid: 'JSON valide, {note}',
  minified: 'minifié',
  minifiedSorted: 'minifié, clés triées',
  formattedWith: {
    one: 'formaté avec {n} espace',
    many: 'formaté avec {n} espaces',
    other: 'formaté avec {n} espaces',
  },
  formattedWithSorted: {
    one: 'formaté avec {n} espace, clés triées',
    many: 'formaté avec {n} espaces, clés triées',
    other: 'formaté avec {n} espaces, clés triées',
  },
  formattedIn: '{size} formatés en {ms} ms',
  minifiedIn: '{size} minifiés en {ms} ms',
  parseError: 'Erreur d’analyse JSON',
  tooDeep: 'Imbrication trop profonde',
  errorSummary: '{heading} : {message}',
  errorSummaryAt: '{heading} : {message} Ligne {line}, colonne {column}.',
  errorPlace: 'Ligne {line}, colonne {column}',
  errorExcerpt: 'L’emplacement de l’erreur dans la ligne',
  minifiedJson: 'JSON minifié',
  formattedJson: 'JSON formaté',
  previewNote:
    'Affichage des {shown} premiers sur {total}. « Copier » et « Télécharger » donnent le document entier.',
  copy: 'Copier',
  download: 'Télécharger',
  inputSize: 'Taille en entrée',
  outputSize: 'Taille en sortie',
  keys: 'Clés',
  values: 'Valeurs',
  depth: 'Profondeur',
  duplicateKeys: {
    one: 'Une clé apparaît deux fois dans le même objet. Les doublons sont gardés tels quels ; JSON.parse et la plupart des programmes ne gardent que la dernière valeur.',
    many: '{n} clés répètent une clé précédente du même objet. Les doublons sont gardés tels quels ; JSON.parse et la plupart des programmes ne gardent que la dernière valeur.',
    other:
      '{n} clés répètent une clé précédente du même objet. Les doublons sont gardés tels quels ; JSON.parse et la plupart des programmes ne gardent que la dernière valeur.',
  },
  byteCount: { one: '{n} octet', many: '{n} octets', other: '{n} octets' },
  depthMessage: 'Ce document compte plus de {max} niveaux d’imbrication : trop pour être formaté.',
  tookTooLong: 'Le traitement a dépassé {seconds} secondes et a été arrêté.',
} satisfies Translation<typeof en>;
