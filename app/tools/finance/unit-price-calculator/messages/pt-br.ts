import type { Translation } from '~/lib/i18n';
import type en from './en';

export default {
  unitOz: 'oz (onça)',
  unitLb: 'lb (libra)',
  unitG: 'g (grama)',
  unitKg: 'kg (quilo)',
  unitMl: 'ml (mililitro)',
  unitL: 'L (litro)',
  unitFlOz: 'fl oz (onça fluida americana)',
  unitQt: 'qt (quarto americano)',
  unitGal: 'gal (galão americano)',
  unitCount: 'unid. (itens)',
  ofName: ' de {name}',
  price: 'Preço',
  quantity: 'Quantidade',
  lead: 'Digite o preço de prateleira de cada produto em dólares americanos e o tamanho da embalagem. Pesos são comparados com pesos, e volumes com volumes.',
  name: 'Nome',
  unit: 'Unidade',
  removeName: 'Remover {name}',
  remove: 'Remover',
  addProduct: 'Adicionar produto',
  productCount: '{rows} de {max} produtos',
  productCountFull: '{rows} de {max} produtos (o máximo para comparar)',
  intro:
    'Digite o preço e a quantidade de pelo menos dois produtos para ver qual compensa mais por unidade. Os preços por unidade aparecem em USD, com 3 casas decimais.',
  samePrice: 'Mesmo preço por unidade',
  bestValue: 'Compensa mais',
  ranking: 'Classificação por {per}',
  dearest: '(mais caro)',
  unitsNote:
    'Onças fluidas, quartos e galões americanos; 1 oz = 28,349523125 g e 1 lb = 453,59237 g, exatos. As etiquetas das prateleiras podem arredondar de outro jeito.',
  shareTitle: 'Calculadora de preço por unidade',
  nameRow: '{name} (linha {row})',
  defaultName: 'Produto {letter}',
  listTwo: '{first} e {last}',
  listMore: '{rest} e {last}',
  listSeparator: ', ',
  perItem: 'unidade',
  pricePer: '{price} por {per}',
  withOwnPrice: '{common} ({own})',
  saves: 'Economiza {percent} por {per} em relação a {dearest}',
  bestSummary:
    'Compensa mais: {names}, a {price} por {per}, com economia de {percent} por {per} em relação a {dearest}.',
  bestSummaryTied:
    'Compensam mais: {names}, a {price} por {per}, cada um com economia de {percent} por {per} em relação a {dearest}.',
  allSame: 'Os {count} produtos comparados custam o mesmo: {price} por {per}.',
  noComparable:
    'Não há dois produtos com preço vendidos pelo mesmo tipo de unidade, então nenhum pode ser comparado.',
  unpriced: '{name} não entra na classificação: digite um preço acima de 0 e uma quantidade acima de 0.',
  incomparableWeightVolume: '{name} é vendido por peso e não pode ser comparado com os volumes.',
  incomparableWeightCount:
    '{name} é vendido por peso e não pode ser comparado com os itens vendidos por unidade.',
  incomparableVolumeWeight: '{name} é vendido por volume e não pode ser comparado com os pesos.',
  incomparableVolumeCount:
    '{name} é vendido por volume e não pode ser comparado com os itens vendidos por unidade.',
  incomparableCountWeight: '{name} é vendido por unidade e não pode ser comparado com os pesos.',
  incomparableCountVolume: '{name} é vendido por unidade e não pode ser comparado com os volumes.',
} satisfies Translation<typeof en>;
