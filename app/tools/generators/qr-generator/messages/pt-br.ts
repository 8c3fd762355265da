import type { Translation } from '~/lib/i18n';
import type en from './en';

export default {
  unencodable: 'Este texto não pode ser colocado em um QR Code. Tente remover caracteres incomuns.',
  encoderFailed:
    'Não foi possível carregar o gerador de QR Code. Verifique sua conexão e recarregue a página.',
  textLabel: 'Texto ou URL',
  textHint:
    'Um link, dados de Wi-Fi, um contato ou qualquer texto: até 2.953 bytes no nível L, menos nos níveis mais altos. Um link compartilhado guarda os primeiros 100 caracteres e deixa de fora os dados de Wi-Fi que contêm senha.',
  presets: 'Começar com um exemplo',
  presetWebsite: 'Site',
  presetWifi: 'Wi-Fi',
  presetEmail: 'E-mail',
  presetPhone: 'Telefone',
  presetSms: 'SMS',
  presetsNote: 'Depois, troque os dados de exemplo (nome da rede, senha, endereço, número) pelos seus.',
  errorCorrection: 'Correção de erros',
  errorCorrectionNote:
    'A parte do código que pode ficar danificada ou coberta (por um logo, por exemplo) e ainda assim ser lida. Níveis mais altos deixam o código mais denso.',
  imageSize: 'Tamanho da imagem',
  imageSizeHint: 'Largura e altura do PNG. O SVG se ajusta a qualquer tamanho.',
  colours: 'Cores',
  foreground: 'Cor do código',
  background: 'Cor do fundo',
  contrast: 'Contraste: {ratio}',
  swapColours: 'Inverter cores',
  blackOnWhite: 'Preto no branco',
  intro:
    'Digite um link ou qualquer texto, ou comece com um exemplo. O QR Code aparece aqui enquanto você digita, pronto para baixar em PNG ou SVG.',
  introPrivacy: 'Tudo acontece no seu navegador: nada é enviado e o código nunca expira.',
  hexCode: 'Código hexadecimal: {label}',
  hexInvalid: 'Digite 6 dígitos hexadecimais, por exemplo 1e3a8a.',
  preparing: 'Preparando o QR Code…',
  preview: 'QR Code de: {text}',
  downloadPng: 'Baixar PNG',
  downloadSvg: 'Baixar SVG',
  copyImage: 'Copiar imagem',
  version: 'Versão do QR',
  contentSize: 'Tamanho do conteúdo',
  image: 'Imagem',
  encodedContent: 'Conteúdo codificado',
  lowContrast:
    'Contraste baixo ({ratio}): alguns celulares podem não ler este código. Prefira 4:1 ou mais, escuro sobre claro.',
  inverted:
    'A cor do código é mais clara que a do fundo: muitos leitores não leem códigos claros sobre fundo escuro (invertidos). Use um código escuro sobre fundo claro.',
  tooLong:
    'Longo demais para um QR Code com correção de erros {level}: o texto tem {bytes} bytes e cabem no máximo {max}. Encurte o texto.',
  tooLongFitsAt:
    'Longo demais para um QR Code com correção de erros {level}: o texto tem {bytes} bytes e cabem no máximo {max}. Encurte o texto ou diminua a correção de erros (ele cabe no nível {fitsAt}).',
  versionFact: 'Versão {version} ({count} × {count} módulos)',
  ecFact: '{level} (recupera até {recovery}% de dano)',
  byteCount: { one: '{n} byte', many: '{n} bytes', other: '{n} bytes' },
  imageFact: '{px} × {px} px ({module} px por módulo)',
  imageFactTiny: '{px} × {px} px (menos de 1 px por módulo)',
  summary:
    'QR Code pronto: versão {version} ({count} × {count} módulos), correção de erros {level}, {bytes}, {px} px.',
  smallModules:
    'Cada módulo tem menos de {min} pixels de largura com {size} px: escolha {suggested} px ou mais para que os celulares consigam ler o código.',
  linkNote: 'A senha do Wi-Fi não é incluída nos links.',
} satisfies Translation<typeof en>;
