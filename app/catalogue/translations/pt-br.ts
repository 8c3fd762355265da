import type { CatalogueTranslation } from './index';

/** The catalogue in Brazilian Portuguese (catalogue/translations/index.ts). */
export default {
  tools: {
    'compound-interest-calculator': {
      title: 'Calculadora de juros compostos',
      description:
        'Veja quanto suas economias rendem com juros compostos e aportes regulares, com tabela ano a ano e download em CSV.',
      keywords: [
        'calculadora de juros compostos',
        'juros compostos',
        'calcular juros compostos',
        'simulador de juros compostos',
        'simulador de investimento',
        'juros sobre juros',
        'aporte mensal',
        'rendimento',
        'juros compostos calculadora',
        'juros composto',
      ],
      faqs: [
        {
          question: 'Como os juros compostos são calculados aqui?',
          answer:
            'A cada período de capitalização, o saldo cresce pela taxa anual dividida pelo número de períodos no ano e, em seguida, o aporte desse período é somado. Com capitalização mensal a 6% ao ano, o saldo cresce 0,5% por mês. Os juros ganhos em um período também rendem juros em todos os períodos seguintes.',
        },
        {
          question: 'Quando meus aportes são somados?',
          answer:
            'No fim de cada período de capitalização, então um aporte começa a render juros no período seguinte. O aporte é por período de capitalização: com capitalização mensal, é um valor mensal; com capitalização semanal, um valor semanal.',
        },
        {
          question: 'O que é a taxa efetiva anual?',
          answer:
            'É o quanto um ano rende de fato depois de contar a capitalização: (1 + r/n)^n − 1. A 6% ao ano com capitalização mensal, ela fica em 6,17%, e sobe um pouco quanto mais vezes os juros são capitalizados. Nos Estados Unidos, os bancos costumam chamá-la de APY.',
        },
        {
          question: 'Posso abrir a tabela em uma planilha?',
          answer:
            'Sim. “Baixar CSV” salva o arquivo compound_interest_schedule.csv com as colunas Ano, Saldo inicial, Aportes, Juros e Saldo final, como números simples com duas casas decimais. O endereço da página também guarda os valores que você digitou, então dá para salvar o cálculo nos favoritos do navegador ou compartilhá-lo.',
        },
      ],
    },
    'inflation-calculator': {
      title: 'Calculadora de inflação do dólar',
      description:
        'Descubra quanto vale hoje um valor em dólares americanos de um ano passado, com base no índice de preços ao consumidor (CPI) dos EUA.',
      keywords: [
        'calculadora de inflação',
        'inflação do dólar',
        'inflação nos EUA',
        'correção do dólar',
        'poder de compra',
        'valor do dólar',
        'CPI',
        'índice de preços ao consumidor',
        'calcular inflação',
        'inflaçao',
      ],
      faqs: [
        {
          question: 'De onde vêm os dados de inflação?',
          answer:
            'Do índice de preços ao consumidor para todos os consumidores urbanos (CPI-U) do Bureau of Labor Statistics (BLS), o órgão de estatísticas do trabalho dos EUA: média das cidades americanas, todos os itens. Ao abrir, a página pede ao BLS os números mensais mais recentes e calcula a média dos meses de cada ano; se o pedido falhar ou demorar mais de 5 segundos, ela usa uma tabela própria com as médias anuais de 1970 a 2024.',
        },
        {
          question: 'Como o valor corrigido é calculado?',
          answer:
            'O valor que você digitou é multiplicado pelo índice do ano mais recente e dividido pelo índice do ano escolhido. Por exemplo, US$ 100 em 1990 × 315,6 / 130,7 = US$ 241,47 em 2024. A inflação total é essa razão menos 1, em porcentagem.',
        },
        {
          question: 'Qual é a diferença entre a taxa anual simples e a composta?',
          answer:
            'A média simples divide a inflação total pelo número de anos (141,47% em 34 anos dá 4,16% ao ano). A taxa composta é a taxa anual constante que daria o mesmo total com cada ano incidindo sobre o anterior (2,63% ao ano de 1990 a 2024), que é como a inflação se acumula de verdade.',
        },
        {
          question: 'Por que o ano mais recente pode mudar enquanto estou olhando?',
          answer:
            'O resultado usa primeiro a tabela própria e depois se atualiza se chegarem dados mais novos do Bureau of Labor Statistics. Um ano ainda em andamento usa a média dos meses publicados até agora, então o número pode mudar quando novos meses saírem.',
        },
      ],
    },
    'loan-payment-calculator': {
      title: 'Calculadora de empréstimo e financiamento',
      description:
        'Calcule a parcela, os juros totais e a data de quitação de um empréstimo ou financiamento, com tabela de amortização e pagamentos extras.',
      keywords: [
        'calculadora de empréstimo',
        'simulador de financiamento',
        'calculadora de financiamento',
        'calcular parcela',
        'tabela price',
        'tabela de amortização',
        'financiamento imobiliário',
        'amortização',
        'juros do empréstimo',
        'simulação de empréstimo',
      ],
      faqs: [
        {
          question: 'Como a parcela do empréstimo é calculada?',
          answer:
            'Com a fórmula padrão de amortização (tabela Price): parcela = P × i / (1 − (1 + i)^−n), em que P é o valor emprestado, i é a taxa anual dividida pelo número de pagamentos por ano e n é o número de pagamentos (anos × pagamentos por ano, arredondado). Com taxa de 0%, o valor é simplesmente dividido em partes iguais entre os pagamentos.',
        },
        {
          question: 'O que faz um pagamento extra por período?',
          answer:
            'O valor extra vai direto para o saldo devedor a cada pagamento, então acumulam menos juros e o empréstimo termina antes. A calculadora compara com o mesmo empréstimo sem o extra e mostra os juros e o tempo economizados. O último pagamento extra é reduzido para você nunca pagar mais do que deve.',
        },
        {
          question: 'Por que pagar a cada duas semanas ou toda semana custa menos juros?',
          answer:
            'Os juros incidem sobre um saldo que é abatido com mais frequência, então acumula um pouco menos entre um pagamento e outro. Pagar metade da parcela mensal a cada duas semanas também soma 13 parcelas mensais por ano (26 metades), o que quita o empréstimo mais rápido. Altere “Pagamentos por ano” para comparar.',
        },
        {
          question: 'Posso ver a tabela de amortização completa?',
          answer:
            'Sim. A tabela mostra os primeiros 360 pagamentos; “Mostrar todas as linhas” lista todos, e “Baixar CSV” salva a tabela inteira (período, parcela, juros, amortização, extra e saldo) para usar em uma planilha. Nada é enviado: tudo é calculado no seu navegador.',
        },
      ],
    },
    'salary-converter': {
      title: 'Conversor de salário por hora, mês e ano',
      description:
        'Converta a remuneração entre valor por hora, dia, semana, mês e ano, considerando férias e feriados.',
      keywords: [
        'conversor de salário',
        'calcular valor da hora',
        'salário por hora',
        'quanto ganho por hora',
        'salário anual',
        'salário mensal',
        'valor hora',
        'calculadora de salário',
        'remuneração',
      ],
      faqs: [
        {
          question: 'Como converter o valor por hora em salário anual?',
          answer:
            'Multiplique o valor da hora pelas horas por dia, dias por semana e semanas pagas por ano. Com 8 horas por dia, 5 dias por semana e 52 semanas, US$ 25 por hora dá 25 × 8 × 5 × 52 = US$ 52.000 por ano, ou US$ 4.333,33 por mês.',
        },
        {
          question: 'Dias de férias e feriados diminuem o que eu ganho no ano?',
          answer:
            'Não. Férias e feriados remunerados são pagos, então não mudam sua remuneração. Mas eles significam que você trabalha menos horas pelo mesmo dinheiro, por isso o conversor também mostra o valor efetivo da hora realmente trabalhada. Com 10 dias de folga e 10 feriados, são 1.920 horas em vez de 2.080, então US$ 52.000 por ano equivalem a US$ 27,08 por hora trabalhada.',
        },
        {
          question: 'Qual é a diferença entre pagamento a cada duas semanas e duas vezes por mês?',
          answer:
            'O pagamento a cada duas semanas cai de 14 em 14 dias, então cada pagamento corresponde a duas semanas de trabalho (26 pagamentos em um ano de 52 semanas). O pagamento duas vezes por mês cai em datas fixas do mês, então cada um é a remuneração anual dividida por 24. Os pagamentos duas vezes por mês são um pouco maiores, mas são menos numerosos.',
        },
        {
          question: 'Por que o salário mensal não é quatro vezes o semanal?',
          answer:
            'Um ano tem 52 semanas, mas só 12 meses, então um mês médio tem cerca de 4,33 semanas. O conversor considera o salário mensal como um doze avos do anual: US$ 1.000 por semana durante 52 semanas dá US$ 52.000 por ano, ou US$ 4.333,33 por mês.',
        },
      ],
    },
    'finance-tip-calculator': {
      title: 'Calculadora de gorjeta com imposto',
      description:
        'Divida a conta com imposto, taxa de serviço e gorjeta sobre o valor antes do imposto, em seis moedas, com arredondamento por pessoa.',
      keywords: [
        'calculadora de gorjeta',
        'dividir a conta',
        'gorjeta com imposto',
        'taxa de serviço',
        'calcular gorjeta',
        'rachar a conta',
        'gorjeta restaurante',
        'gorjeta nos EUA',
        'valor por pessoa',
      ],
      faqs: [
        {
          question: 'A gorjeta deve ser calculada antes ou depois do imposto?',
          answer:
            'O costume é dar gorjeta sobre o valor antes do imposto, por isso é o padrão aqui. Escolha “Depois do imposto” para calcular a gorjeta sobre a conta mais o imposto. Em uma conta de US$ 100 com 10% de imposto, uma gorjeta de 20% é US$ 20,00 antes do imposto ou US$ 22,00 depois dele.',
        },
        {
          question: 'Como funciona o arredondamento por pessoa?',
          answer:
            'Com “Cada parte arredondada para cima, até 0,50”, a parte de cada pessoa sobe até o próximo múltiplo de 0,50, e o total passa a ser essa parte vezes o número de pessoas. Por exemplo, € 105,63 dividido por 3 dá € 35,21, que vira € 35,50, então o total fica € 106,50. Os € 0,87 a mais vão para a gorjeta, e a página mostra a nova porcentagem da gorjeta (16,04% em vez de 15%).',
        },
        {
          question: 'A taxa de serviço faz parte da gorjeta?',
          answer:
            'Não. A taxa de serviço é uma porcentagem separada da conta, somada ao total em uma linha própria. A gorjeta nunca é calculada sobre ela. Se a conta já vem com taxa de serviço, talvez você prefira dar uma gorjeta menor.',
        },
        {
          question: 'Por que algumas pessoas pagam um centavo a mais?',
          answer:
            'O dinheiro é contado em centavos inteiros, e nem todo total se divide por igual. US$ 128,50 dividido por 4 dá US$ 32,125, então 2 pessoas pagam US$ 32,13 e 2 pagam US$ 32,12. Escolha um modo de arredondamento se preferir que todos paguem o mesmo valor redondo.',
        },
      ],
    },
    'fire-calculator': {
      title: 'Calculadora FIRE',
      description:
        'Estime quando você (e quem divide a vida com você) pode alcançar a independência financeira e se aposentar cedo, com teste de Monte Carlo.',
      keywords: [
        'calculadora FIRE',
        'independência financeira',
        'aposentadoria antecipada',
        'aposentar cedo',
        'movimento FIRE',
        'taxa de retirada segura',
        'regra dos 4%',
        'simulação de Monte Carlo',
        'calculadora de aposentadoria',
      ],
      faqs: [
        {
          question: 'Como o número FIRE é calculado?',
          answer:
            'É o seu gasto anual na aposentadoria dividido pela taxa de retirada segura, por exemplo US$ 60.000 ÷ 3,8% = US$ 1.578.947. Uma taxa de 0 é lida como 4%. Plano de saúde antes dos 65 anos e impostos não entram no número FIRE, mas são somados às retiradas anuais na simulação.',
        },
        {
          question: 'Como o ano FIRE é encontrado?',
          answer:
            'A calculadora simula seu plano ano a ano em dólares de hoje: crescimento pelo retorno real, depois a poupança de quem ainda trabalha e, quando todos já se aposentaram, os gastos mais o plano de saúde de cada pessoa com menos de 65 anos, acrescidos dos impostos. O ano FIRE é o primeiro ano cujo saldo final alcança o número FIRE e que depois, sem nenhuma renda a mais e com o retorno médio todo ano, nunca fica sem dinheiro até a pessoa mais nova chegar à idade máxima.',
        },
        {
          question: 'O que significa a taxa de sucesso de Monte Carlo?',
          answer:
            'A simulação repete a aposentadoria no ano FIRE (ou o seu plano como foi digitado, se não houver um) 1.000 vezes, sorteando o retorno real de cada ano de uma distribuição normal com a sua média e o seu desvio-padrão e com uma semente fixa, para que os mesmos dados sempre deem os mesmos números. A taxa de sucesso é a fração das simulações em que o dinheiro nunca acaba; os percentis 10, 50 e 90 são os saldos no fim. Ela pode ficar perto de 50% mesmo quando existe um ano FIRE, porque o ano FIRE supõe o retorno médio todos os anos.',
        },
      ],
    },
    'unit-price-calculator': {
      title: 'Calculadora de preço por unidade',
      description:
        'Compare até dez produtos pelo preço por unidade para descobrir qual compensa mais e quanto você economiza.',
      keywords: [
        'preço por unidade',
        'preço por quilo',
        'qual compensa mais',
        'comparar preços',
        'calculadora de preço por kg',
        'preço por litro',
        'custo-benefício',
        'comparador de preços',
        'supermercado',
      ],
      faqs: [
        {
          question: 'Como o preço por unidade é calculado?',
          answer:
            'O preço por unidade é o preço dividido pela quantidade: por exemplo, US$ 3,99 por 16 oz dá cerca de US$ 0,249 por onça. Para comparar produtos vendidos em tamanhos diferentes, cada quantidade é antes convertida para uma unidade em comum, escolhida como a unidade que a maioria dos seus produtos usa.',
        },
        {
          question: 'Posso comparar onças com gramas, ou litros com galões?',
          answer:
            'Sim. Pesos (oz, lb, g, kg) são comparados com pesos e volumes (ml, L, fl oz, qt, gal) com volumes, usando fatores de conversão exatos: 1 oz = 28,349523125 g, 1 lb = 453,59237 g e 1 galão americano = 3,785411784 L. Onças fluidas, quartos e galões são medidas americanas.',
        },
        {
          question: 'Por que um dos meus produtos não aparece na classificação?',
          answer:
            'Não dá para comparar um peso com um volume ou com uma contagem de unidades sem saber a densidade ou o tamanho de cada item, então produtos com outro tipo de unidade recebem um aviso em vez disso. Um produto também precisa de preço e quantidade maiores que 0 para entrar na classificação.',
        },
        {
          question: 'O que significa a porcentagem de economia?',
          answer:
            'É quanto um produto custa a menos por unidade em relação ao produto mais caro da comparação. Por exemplo, 9,98 por 48 oz custa 16,6% menos por onça que 3,99 por 16 oz.',
        },
      ],
    },
    'price-time-machine': {
      title: 'Máquina do tempo dos preços',
      description:
        'Veja quanto custavam leite, pão, gasolina, aluguel, faculdade e mais nos EUA em qualquer ano desde 1970, em dólares de hoje e em horas de salário mínimo.',
      keywords: [
        'preços antigos',
        'preços históricos',
        'custo de vida',
        'antes e depois',
        'quanto custava',
        'inflação',
        'salário mínimo',
        'preços nos EUA',
      ],
      faqs: [
        {
          question: 'Como a ferramenta calcula um preço em dólares de hoje?',
          answer:
            'Ela multiplica o preço pelo índice de preços ao consumidor atual e divide pelo índice daquele ano. O índice é a média anual do CPI-U do Bureau of Labor Statistics dos EUA, ajustada para que 1970 seja 38 e 2024 seja 310. Até que dados mais novos sejam incluídos, o índice dos anos depois de 2024 fica em 310, então os dólares de hoje são, por enquanto, dólares de 2024.',
        },
        {
          question: 'O que acontece com os anos entre os dados, ou fora deles?',
          answer:
            'Cada item tem valores mais ou menos a cada 5 a 10 anos, de 1970 a 2024. Os anos intermediários são interpolados em linha reta entre os dois valores mais próximos. Um ano antes do primeiro valor mostra o primeiro valor, e um ano depois do último mostra o último; a página informa de que ano é o valor.',
        },
        {
          question: 'Por que o carro novo, o aluguel e a consulta médica aparecem como estimativas?',
          answer:
            'Para esses três, a ferramenta usa um índice de preços ao consumidor em vez de um preço: o preço em um ano é o preço de hoje vezes o índice daquele ano dividido pelo índice mais recente. Os preços de hoje começam em US$ 48.000 para um carro novo, US$ 1.600 por mês de aluguel e US$ 120 para uma consulta médica, e você pode alterá-los. O índice de veículos novos leva em conta que os carros melhoram com o tempo, então os preços de carros no passado saem mais altos do que um carro típico custava na época.',
        },
      ],
    },
    'freelancer-tax-buffer': {
      title: 'Reserva de impostos para freelancer (EUA)',
      description:
        'Estime quanto de um pagamento como freelancer separar para os impostos federal, de autônomo e estadual dos EUA, com as datas trimestrais.',
      keywords: [
        'impostos freelancer EUA',
        'self-employment tax',
        'imposto de autônomo',
        'imposto nos Estados Unidos',
        'estimated tax',
        '1099',
        'freelancer',
        'reserva para impostos',
        'quanto separar de imposto',
      ],
      faqs: [
        {
          question: 'Quanto de um pagamento como freelancer devo separar para os impostos?',
          answer:
            'A ferramenta soma três partes: o imposto de autônomo (self-employment tax, 15,3% sobre 92,35% do seu lucro líquido, cerca de 14,1%), o imposto de renda federal extra que o pagamento gera além de um eventual salário W-2 e uma alíquota estadual fixa sobre o lucro líquido. Com os valores padrão (pagamento de US$ 5.000, 25% de despesas, Califórnia, declaração individual, nenhuma outra renda), dá US$ 717,36, ou 14,35% do pagamento: US$ 529,86 de imposto de autônomo, US$ 187,50 de imposto estadual e nenhum imposto de renda federal, porque a renda fica abaixo da dedução padrão de US$ 14.600. É uma estimativa com as tabelas federais de 2024, não uma consultoria tributária.',
        },
        {
          question: 'Quando vencem os pagamentos trimestrais de imposto estimado?',
          answer:
            'Em 15 de abril, 15 de junho e 15 de setembro do ano fiscal, e em 15 de janeiro do ano seguinte. Quando uma data cai em fim de semana ou feriado, o prazo passa para o próximo dia útil. O arquivo de calendário traz os vencimentos a partir de hoje, ou os quatro se todos já tiverem passado.',
        },
        {
          question: 'Por que meu salário W-2 muda o valor?',
          answer:
            'O imposto de renda federal é cobrado por faixas, e o pagamento é tributado em cima do seu salário. Quem declara como individual e tem US$ 60.000 de salário W-2 paga US$ 591,72 de imposto de renda federal sobre um pagamento de US$ 5.000 com 25% de despesas, parte a 12% e parte a 22%, então a reserva sobe para US$ 1.309,08 na Califórnia. O imposto da Previdência Social (Social Security) também para no teto de US$ 168.600 (2024), somando salário e ganhos como autônomo: se o seu salário W-2 sujeito à Social Security já chega a esse teto, só vale a parte de 2,9% do Medicare.',
        },
      ],
    },
    'meeting-cost-stopwatch': {
      title: 'Cronômetro do custo de reunião',
      description:
        'Veja o custo de uma reunião subir ao vivo a partir do número de participantes e do salário médio deles.',
      keywords: [
        'custo de reunião',
        'quanto custa uma reunião',
        'calculadora de custo de reunião',
        'cronômetro de reunião',
        'custo por hora',
        'produtividade',
        'salário',
      ],
      faqs: [
        {
          question: 'Como o custo de uma reunião é calculado?',
          answer:
            'O salário anual de cada participante vira um valor por hora com base em 2.080 horas de trabalho (40 horas × 52 semanas), multiplicado pelo número de participantes e pelo tempo gasto. Oito pessoas que ganham US$ 120.000 por ano custam juntas cerca de US$ 461,54 por hora, então uma reunião de 30 minutos custa US$ 230,77.',
        },
        {
          question: 'O cronômetro continua contando se eu trocar de aba?',
          answer:
            'Sim. O tempo é medido pelo relógio a partir do momento em que você aperta “Iniciar”, e não contando cada segundo, então continua certo mesmo quando o navegador deixa uma aba em segundo plano mais lenta ou o notebook entra em repouso. “Pausar” guarda o tempo no endereço da página, então recarregar ou abrir um link compartilhado mostra a mesma reunião.',
        },
        {
          question: 'Posso colar a lista de convidados em vez de contar as pessoas?',
          answer:
            'Sim. Cole os endereços de e-mail dos participantes no campo “Participantes”, e cada sinal @ conta como uma pessoa. Os endereços ficam no seu navegador: só a contagem vai para o link.',
        },
      ],
    },
    'age-calculator': {
      title: 'Calculadora de idade',
      description:
        'Calcule a idade exata em anos, meses e dias, o total de dias e horas vividos e quanto falta para o próximo aniversário.',
      keywords: [
        'calculadora de idade',
        'calcular idade',
        'quantos anos eu tenho',
        'idade exata',
        'data de nascimento',
        'quantos dias eu vivi',
        'aniversário',
        'idade em meses',
        'calcular idade pela data de nascimento',
      ],
      faqs: [
        {
          question: 'Como minha idade em anos, meses e dias é calculada?',
          answer:
            'Contamos os anos completos desde o seu último aniversário, depois os meses completos desde a última data do mês igual ao dia do seu nascimento e, por fim, os dias que sobram. Somadas à sua data de nascimento, as três partes sempre dão exatamente a data final. Quando um mês é curto demais (quem nasceu no dia 31, em um mês de 30 dias), a data mensal cai no último dia do mês.',
        },
        {
          question: 'Nasci em 29 de fevereiro. Quando é meu aniversário nos outros anos?',
          answer:
            'Nos anos comuns, a calculadora mantém seu aniversário em 28 de fevereiro: nesse dia sua idade aumenta um ano e a contagem regressiva mostra 0 dias. Nos anos bissextos, seu aniversário é no próprio 29 de fevereiro.',
        },
        {
          question: 'O total de horas e de minutos é exato?',
          answer:
            'É o número total de dias multiplicado por 24 e por 1.440. Ele conta dias inteiros, de meia-noite a meia-noite, então ignora a hora em que você nasceu e as mudanças de horário de verão.',
        },
        {
          question: 'Qual é a próxima idade marcante?',
          answer:
            'É o próximo múltiplo de 5 acima da sua idade atual em anos completos: com 38 anos, é 40, e no seu aniversário de 40 anos passa a ser 45. A calculadora mostra a data em que você chega a essa idade e quantos dias faltam.',
        },
      ],
    },
    'days-until': {
      title: 'Quantos dias faltam para uma data',
      description:
        'Conte os dias, semanas e horas que faltam para qualquer data ou feriado e adicione o evento ao seu calendário.',
      keywords: [
        'quantos dias faltam',
        'contagem regressiva',
        'dias até',
        'calcular dias até uma data',
        'quantos dias faltam para',
        'contador de dias',
        'faltam quantos dias',
        'feriado',
        'evento',
      ],
      faqs: [
        {
          question: 'O dia de hoje entra na contagem?',
          answer:
            'Não: a contagem é de dias inteiros de hoje até a data escolhida, então uma data que é hoje mostra 0 dias e amanhã mostra 1 dia. As semanas são semanas completas (dias divididos por 7, arredondados para baixo) e os meses são os dias divididos por 30,44, a duração média de um mês.',
        },
        {
          question: 'Como são calculadas as datas da Páscoa, do Dia das Mães e do Dia de Ação de Graças?',
          answer:
            'Cada feriado conta até a sua próxima data a partir de hoje, inclusive. O Domingo de Páscoa segue o cálculo ocidental (gregoriano) da Páscoa. O Dia das Mães é o segundo domingo de maio, o Memorial Day a última segunda-feira de maio, o Dia dos Pais o terceiro domingo de junho, o Labor Day a primeira segunda-feira de setembro e o Dia de Ação de Graças a quarta quinta-feira de novembro, como nos Estados Unidos.',
        },
        {
          question: 'Posso compartilhar minha contagem regressiva ou adicioná-la ao calendário?',
          answer:
            'Sim. A data, o nome do evento e o feriado ficam no endereço da página, então “Compartilhar”, “Link permanente” ou copiar o endereço gera um link que abre a mesma contagem regressiva (contada a partir do dia em que é aberto). “Adicionar ao calendário” baixa um arquivo .ics com um evento de dia inteiro que o Google Agenda, o Calendário da Apple e o Outlook conseguem importar.',
        },
        {
          question: 'Por que aparece “A data precisa estar no futuro”?',
          answer:
            'A contagem regressiva só conta para a frente, então não dá para usar uma data anterior a hoje. Escolha hoje ou uma data posterior. Um link de feriado compartilhado de um ano que já passou conta até a próxima data desse feriado.',
        },
      ],
    },
    'business-days': {
      title: 'Calculadora de dias úteis',
      description:
        'Conte os dias úteis entre duas datas, sem fins de semana e, se quiser, sem os feriados federais dos EUA.',
      keywords: [
        'calculadora de dias úteis',
        'contar dias úteis',
        'dias úteis entre datas',
        'calcular dias úteis',
        'quantos dias úteis',
        'dias de semana',
        'feriados dos EUA',
        'prazo em dias úteis',
        'dias uteis',
      ],
      faqs: [
        {
          question: 'A calculadora conta a data inicial e a data final?',
          answer:
            'A data inicial sempre conta. A data final só conta quando “Incluir a data final” está marcado, então de segunda a sexta de uma mesma semana são 4 dias úteis sem essa opção e 5 com ela.',
        },
        {
          question: 'Quais feriados são excluídos?',
          answer:
            'Os 11 feriados federais dos EUA: Ano-Novo, Dia de Martin Luther King Jr., Dia dos Presidentes, Memorial Day, Juneteenth, Dia da Independência, Labor Day, Dia de Colombo, Dia dos Veteranos, Dia de Ação de Graças e Natal. O Juneteenth conta a partir de 2021 e o Dia de Martin Luther King Jr. a partir de 1986. Feriados estaduais e municipais não estão incluídos.',
        },
        {
          question: 'O que acontece quando um feriado cai no fim de semana?',
          answer:
            'Ele é descontado no dia útil em que é observado: um feriado no sábado passa para a sexta-feira anterior, e um no domingo para a segunda-feira seguinte. Quando 1º de janeiro cai em um sábado, o Ano-Novo é observado na sexta-feira, 31 de dezembro do ano anterior, então um intervalo que termina nesse dia o desconta.',
        },
        {
          question: 'Como são calculadas as “semanas abrangidas”?',
          answer:
            'É o número de dias contados dividido por 7, com uma casa decimal, mostrado ao lado das semanas e dias completos (39 dias dão 5,6, ou 5 semanas e 4 dias). Dá para contar intervalos de até 100 anos.',
        },
      ],
    },
    'friday-13th': {
      title: 'Quando é a próxima sexta-feira 13?',
      description: 'Descubra a próxima sexta-feira 13 e todas as de qualquer ano de 1900 a 2100.',
      keywords: [
        'sexta-feira 13',
        'próxima sexta-feira 13',
        'quando é a próxima sexta-feira 13',
        'sexta feira 13',
        'sextas-feiras 13 do ano',
        'calendário',
        'superstição',
        'dia de azar',
      ],
      faqs: [
        {
          question: 'Com que frequência acontece uma sexta-feira 13?',
          answer:
            'Todo ano tem pelo menos uma sexta-feira 13 e no máximo três. Um mês tem uma exatamente quando começa em um domingo. 2026 tem três (fevereiro, março e novembro), enquanto 2027 tem só uma, em agosto.',
        },
        {
          question: 'Qual é a maior espera entre duas sextas-feiras 13?',
          answer:
            'Catorze meses, como de julho de 2001 a setembro de 2002, ou de agosto de 2027 a outubro de 2028. A menor é de quatro semanas: de fevereiro a março de um ano que não é bissexto, como em 2015 e 2026.',
        },
        {
          question: 'O dia 13 cai mesmo mais numa sexta-feira?',
          answer:
            'Um pouco. O calendário gregoriano se repete a cada 400 anos e, nesse ciclo, o dia 13 cai numa sexta-feira 688 vezes, contra 684 a 687 vezes para cada um dos outros dias da semana.',
        },
        {
          question: 'Como a próxima sexta-feira 13 é contada?',
          answer:
            'A partir da data de hoje no seu fuso horário. Se hoje for sexta-feira 13, ela conta como a próxima e o aviso no topo diz isso. A lista por ano vai de 1900 a 2100 e mostra há quantos dias ou daqui a quantos dias cai cada data.',
        },
      ],
    },
    'what-day': {
      title: 'Que dia da semana foi?',
      description:
        'Descubra o dia da semana de qualquer data, o dia do ano, se o ano é bissexto e a fase da lua.',
      keywords: [
        'que dia da semana foi',
        'dia da semana de uma data',
        'que dia da semana eu nasci',
        'dia da semana',
        'fase da lua',
        'ano bissexto',
        'dia do ano',
        'calendário',
      ],
      faqs: [
        {
          question: 'Qual calendário é usado para datas antigas?',
          answer:
            'O calendário gregoriano para todas as datas, estendido para antes da sua adoção (1582 em boa parte da Europa e em Portugal, 1752 no Reino Unido e nas suas colônias). Documentos mais antigos costumam usar datas do calendário juliano, que podem ficar de 10 a 13 dias distantes destas.',
        },
        {
          question: 'Qual é a precisão da fase da lua?',
          answer:
            'Ela vem do ciclo lunar médio de 29,53058867 dias, contado a partir da lua nova de 6 de janeiro de 2000 às 18h14 UTC, tomada ao meio-dia UTC da sua data. Cada uma das 8 fases dura cerca de 3,7 dias, então, perto de uma mudança de fase, o céu de verdade pode estar um dia adiantado ou atrasado. A porcentagem iluminada é arredondada para 0, 25, 50, 75 ou 100.',
        },
        {
          question: 'O que conta como ano bissexto?',
          answer:
            'Um ano divisível por 4, exceto os anos de virada de século que não são divisíveis por 400. Assim, 2000 e 2024 são bissextos, mas 1900 e 2100 não. Um ano bissexto tem 366 dias.',
        },
        {
          question: 'O que é o dia do ano?',
          answer:
            'A contagem de dias desde o início do ano, com 1º de janeiro como dia 1. O dia 31 de dezembro é o dia 365, ou o dia 366 em um ano bissexto.',
        },
      ],
    },
    'world-clock': {
      title: 'Relógio mundial e conversor de fuso horário',
      description: 'Veja a hora agora em cidades do mundo todo e converta um horário entre fusos horários.',
      keywords: [
        'relógio mundial',
        'fuso horário',
        'conversor de fuso horário',
        'que horas são em',
        'hora certa',
        'diferença de fuso horário',
        'horário mundial',
        'UTC',
        'fuso horario',
      ],
      faqs: [
        {
          question: 'O relógio mundial considera o horário de verão?',
          answer:
            'Sim. Cada cidade está ligada ao seu fuso horário oficial da IANA (como America/New_York ou Europe/London), e o banco de dados de fusos do seu navegador aplica as regras de horário de verão da data exata. É por isso que Nova York e Londres ficam 4 horas de diferença por algumas semanas em março e de novo no fim de outubro, quando só uma delas mudou os relógios, e 5 horas no resto do ano.',
        },
        {
          question: 'Por que o conversor pede uma data?',
          answer:
            'A diferença entre duas cidades depende da data: os países mudam os relógios em dias diferentes, e o hemisfério sul muda na estação oposta. A data padrão é hoje; escolha outra para marcar uma chamada no futuro. Quando o horário convertido cai em outro dia, o resultado diz “dia seguinte” ou “dia anterior”.',
        },
        {
          question:
            'E se eu digitar um horário que não existe, como 2h30 na noite em que os relógios são adiantados?',
          answer:
            'Essa hora é pulada na cidade, então o conversor avança o horário pelo tamanho do salto (2h30 vira 3h30 em Nova York no segundo domingo de março) e avisa você. Para um horário que acontece duas vezes quando os relógios são atrasados, ele usa o primeiro e mostra os dois fusos.',
        },
        {
          question: 'Posso salvar ou compartilhar minha lista de cidades?',
          answer:
            'Suas cidades e os dados do conversor ficam no endereço da página, então salvar nos favoritos ou compartilhar o link traz de volta as mesmas cidades e a mesma conversão. Nada é enviado a um servidor: os relógios funcionam no seu navegador a partir do relógio do seu próprio aparelho.',
        },
      ],
    },
    'half-birthday-calculator': {
      title: 'Calculadora de meio aniversário',
      description:
        'Descubra a data do seu meio aniversário, seis meses depois do seu aniversário, e adicione-a ao seu calendário.',
      keywords: [
        'meio aniversário',
        'calculadora de meio aniversário',
        'seis meses depois do aniversário',
        'half birthday',
        'aniversário',
        'meio ano de vida',
      ],
      faqs: [
        {
          question: 'Como o meio aniversário é calculado?',
          answer:
            'É seis meses de calendário depois do seu aniversário: quem nasceu em 18 de abril faz meio aniversário em 18 de outubro, todo ano. A calculadora mostra o meio aniversário deste ano, o próximo com os dias que faltam e a meia idade que você completa, como 36½.',
        },
        {
          question: 'E se eu nasci em 31 de agosto ou em outro dia que não existe seis meses depois?',
          answer:
            'O meio aniversário cai no último dia daquele mês, calculado para cada ano: 29, 30 ou 31 de agosto dão 28 de fevereiro, ou 29 de fevereiro em ano bissexto; 31 de março, maio, outubro e dezembro dão o dia 30 de setembro, novembro, abril e junho. Um aniversário em 29 de fevereiro dá 29 de agosto todo ano.',
        },
        {
          question: 'O meio aniversário é exatamente 182,5 dias depois do meu aniversário?',
          answer:
            'Não. Assim como os aniversários, os meios aniversários seguem o calendário, e não uma contagem de dias, então o intervalo varia de 181 a 184 dias, conforme os meses no meio. A maioria das pessoas comemora no mesmo dia do mês, seis meses depois, e é isso que esta calculadora usa.',
        },
        {
          question: 'Posso adicionar meu meio aniversário ao calendário?',
          answer:
            'Sim: “Adicionar ao calendário (.ics)” baixa um arquivo com o seu próximo meio aniversário como evento de dia inteiro, que o Google Agenda, o Calendário da Apple e o Outlook conseguem importar. O arquivo é criado no seu navegador; nada é enviado.',
        },
      ],
    },
    'days-until-christmas': {
      title: 'Quantos dias faltam para o Natal',
      description:
        'Contagem regressiva ao vivo para o Natal, com os dias de compras que restam e um cronograma de preparativos.',
      keywords: [
        'quantos dias faltam para o Natal',
        'contagem regressiva para o Natal',
        'falta quanto para o Natal',
        'dias para o Natal',
        '25 de dezembro',
        'compras de Natal',
        'Natal',
      ],
      faqs: [
        {
          question: 'Como os dias de compras são contados?',
          answer:
            'Seis de cada sete dias restantes, arredondados para baixo: a contagem deixa de fora um dia por semana, já que muitas lojas fecham ou abrem em horário reduzido aos domingos.',
        },
        {
          question: 'O que acontece no próprio dia de Natal?',
          answer:
            'Em 25 de dezembro, a contagem regressiva passa para o Natal do ano seguinte, então nunca mostra 0 nem um número negativo.',
        },
        {
          question: 'Posso colocar o Natal no meu calendário?',
          answer:
            'Sim: “Adicionar ao calendário” baixa christmas-ANO.ics, um evento de dia inteiro que o Google Agenda, o Calendário da Apple e o Outlook conseguem importar. Nada é enviado.',
        },
      ],
    },
    'days-until-new-years': {
      title: 'Quantos dias faltam para o Ano-Novo',
      description: 'Contagem regressiva dos dias, horas e minutos até 1º de janeiro e o começo do ano novo.',
      keywords: [
        'quantos dias faltam para o Ano-Novo',
        'contagem regressiva Ano-Novo',
        'dias para o ano novo',
        'réveillon',
        '1º de janeiro',
        'virada do ano',
        'ano novo',
      ],
      faqs: [
        {
          question: 'Que data a contagem regressiva do Ano-Novo usa?',
          answer:
            'Sempre 1º de janeiro do ano seguinte, contado a partir da data de hoje no seu fuso horário. No próprio 1º de janeiro, ela conta até o Ano-Novo seguinte.',
        },
        {
          question: 'Por que as horas e os minutos correspondem a dias inteiros?',
          answer:
            'A contagem regressiva é por dia: as horas são os dias restantes multiplicados por 24 e os minutos por 1.440, calculados uma vez quando a página abre.',
        },
        {
          question: 'Posso adicionar ao meu calendário?',
          answer:
            'Sim: “Adicionar ao calendário” baixa new-years-ANO.ics, um evento de dia inteiro em 1º de janeiro.',
        },
      ],
    },
    'days-until-halloween': {
      title: 'Quantos dias faltam para o Halloween',
      description:
        'Contagem regressiva para o Halloween, em 31 de outubro, para planejar fantasias e festas a tempo.',
      keywords: [
        'quantos dias faltam para o Halloween',
        'contagem regressiva Halloween',
        'Dia das Bruxas',
        '31 de outubro',
        'fantasia de Halloween',
        'festa de Halloween',
        'halloween',
      ],
      faqs: [
        {
          question: 'Quando é o Halloween?',
          answer:
            'Todo ano em 31 de outubro. Quando o dia chega, a contagem regressiva passa para o Halloween do ano seguinte.',
        },
        {
          question: 'Como a etapa do cronograma é escolhida?',
          answer:
            'A etapa marcada com “Você está aqui” depende dos dias que faltam: mais de 60, de 31 a 60, de 15 a 30, de 8 a 14 e a última semana.',
        },
        {
          question: 'Posso adicionar o Halloween ao meu calendário?',
          answer:
            'Sim: “Adicionar ao calendário” baixa halloween-ANO.ics, um evento de dia inteiro em 31 de outubro.',
        },
      ],
    },
    'days-until-valentines-day': {
      title: 'Quantos dias faltam para o Valentine’s Day',
      description:
        'Contagem regressiva para o Valentine’s Day, o Dia dos Namorados de 14 de fevereiro em boa parte do mundo, com dicas para cada etapa.',
      keywords: [
        'Valentine’s Day',
        'Dia de São Valentim',
        '14 de fevereiro',
        'contagem regressiva Valentine’s Day',
        'Dia dos Namorados no exterior',
        'valentines day',
        'presente de namorados',
      ],
      faqs: [
        {
          question: 'Quando é o Valentine’s Day?',
          answer:
            'Todo ano em 14 de fevereiro (no Brasil, o Dia dos Namorados é em 12 de junho). No próprio dia, a contagem regressiva passa para o do ano seguinte, para você começar a planejar de novo.',
        },
        {
          question: 'Como as dicas mudam?',
          answer:
            'Elas acompanham os dias que faltam: com mais de 30 dias é hora de planejar; de 15 a 30, de reservar; de 8 a 14, de encomendar flores e presentes; e a última semana fica para os toques pessoais.',
        },
        {
          question: 'Posso adicionar o Valentine’s Day ao meu calendário?',
          answer:
            'Sim: “Adicionar ao calendário” baixa valentines-day-ANO.ics, um evento de dia inteiro em 14 de fevereiro.',
        },
      ],
    },
    'pet-age-calculator': {
      title: 'Calculadora de idade de pets',
      description:
        'Converta a idade de cachorros, gatos, coelhos e porquinhos-da-índia em anos humanos, com o porte no caso dos cachorros.',
      keywords: [
        'idade de cachorro em anos humanos',
        'idade de gato em anos humanos',
        'calculadora de idade de cachorro',
        'anos de cachorro',
        'idade do pet',
        'idade canina',
        'idade de coelho',
        'porquinho-da-índia',
        'idade humana do cachorro',
      ],
      faqs: [
        {
          question: 'Como a idade do meu pet é convertida em anos humanos?',
          answer:
            'Cada animal tem uma tabela de idades e equivalentes humanos. As idades entre duas linhas são calculadas em linha reta entre elas (um cachorro médio de 1,5 ano fica no meio do caminho entre 15 e 24, então cerca de 20), e o resultado é arredondado para um ano inteiro. Os cachorros seguem a orientação da AVMA publicada pelo American Kennel Club: cerca de 15 anos humanos no primeiro ano, 24 aos dois e depois cerca de 4, 5, 6 ou 7 anos por ano para cachorros pequenos, médios, grandes e gigantes. Os gatos seguem a tabela da AAFP/AAHA: 15, 24 e depois 4 por ano.',
        },
        {
          question: 'Por que o porte do meu cachorro importa?',
          answer:
            'Cachorros maiores envelhecem mais rápido depois de adultos e costumam viver menos. Escolha o porte pelo peso adulto: pequeno até 20 lb (cerca de 9 kg), médio de 20 a 50 lb, grande de 50 a 90 lb e gigante acima de 90 lb (cerca de 41 kg). Aos 7 anos, um cachorro pequeno tem cerca de 44 anos humanos, e um cachorro grande, cerca de 54.',
        },
        {
          question: 'Por que aparece um aviso para coelhos e porquinhos-da-índia mais velhos?',
          answer:
            'Os coelhos costumam viver até uns 10 anos e os porquinhos-da-índia até uns 7. Depois dessas idades, as tabelas são apenas prolongadas, então o resultado é uma estimativa extrapolada. Idades acima de 15 para coelhos e de 12 para porquinhos-da-índia são contadas como 15 e 12.',
        },
        {
          question: 'O resultado é exato?',
          answer:
            'Não. Toda conversão é uma regra prática: raça, porte, saúde e cuidados mudam a forma como um animal envelhece, e as tabelas de coelhos e porquinhos-da-índia não são padrões veterinários oficiais. Use por diversão e como orientação geral, e pergunte ao seu veterinário sobre a fase de vida e os cuidados do seu pet.',
        },
      ],
    },
    'what-week-number': {
      title: 'Em que semana do ano estamos?',
      description:
        'Descubra o número da semana ISO de hoje ou de qualquer data, com as datas de início e fim da semana.',
      keywords: [
        'número da semana',
        'semana do ano',
        'em que semana estamos',
        'qual a semana do ano',
        'semana ISO',
        'número da semana ISO 8601',
        'calendário com semanas',
        'semana atual',
      ],
      faqs: [
        {
          question: 'Como os números de semana ISO são contados?',
          answer:
            'Pela ISO 8601, usada na Europa e em boa parte do mundo, as semanas vão de segunda a domingo e a semana 1 é a que contém a primeira quinta-feira do ano (a semana de 4 de janeiro). Cada semana pertence ao ano da sua quinta-feira.',
        },
        {
          question: 'Por que 1º de janeiro às vezes está na semana 52 ou 53 do ano anterior?',
          answer:
            'Quando 1º de janeiro cai numa sexta, sábado ou domingo, a quinta-feira da sua semana fica em dezembro, então a semana pertence ao ano velho: 1º de janeiro de 2027 está na semana 53 de 2026. Do mesmo jeito, 29 a 31 de dezembro podem estar na semana 1 do ano seguinte, como 30 de dezembro de 2024 estava na semana 1 de 2025.',
        },
        {
          question: 'Todo ano tem 52 semanas?',
          answer:
            'A maioria dos anos ISO tem 52 semanas, mas um ano que começa numa quinta-feira, ou um ano bissexto que começa numa quarta-feira, tem 53. 2020, 2026 e 2032 são anos de 53 semanas.',
        },
        {
          question: 'Por que meu calendário americano mostra outro número de semana?',
          answer:
            'Muitos calendários e planilhas americanos (a função NÚMSEMANA do Excel, por padrão) começam a semana no domingo e chamam de semana 1 a semana que contém 1º de janeiro, por mais curta que seja. Os números deles podem ser um a mais que o número ISO, e um ano assim tem 53 ou 54 semanas. A ferramenta mostra os dois.',
        },
      ],
    },
    'percentage-calculator': {
      title: 'Calculadora de porcentagem',
      description:
        'Calcule X% de um número, quantos por cento um número é de outro e aumente ou diminua um valor em uma porcentagem.',
      keywords: [
        'calculadora de porcentagem',
        'calcular porcentagem',
        'porcentagem',
        'quanto é X% de',
        'cálculo de porcentagem',
        'aumento percentual',
        'desconto em porcentagem',
        'calculadora de desconto',
        'percentual',
        'porcentagem calculadora',
      ],
      faqs: [
        {
          question: 'Como calcular a porcentagem de um número?',
          answer:
            'Multiplique o número pela porcentagem e divida por 100. Por exemplo, 15% de 200 é 200 × 15 ÷ 100 = 30.',
        },
        {
          question: 'Como descobrir quantos por cento um número é de outro?',
          answer:
            'Divida o primeiro número pelo segundo e multiplique por 100. Por exemplo, 30 é 15% de 200, porque 30 ÷ 200 × 100 = 15. Divisão por zero não tem resposta, então o resultado mostra um traço.',
        },
        {
          question: 'Como aumentar ou diminuir um número em uma porcentagem?',
          answer:
            'Multiplique por 1 mais a porcentagem para um aumento, ou por 1 menos a porcentagem para uma redução. 200 com aumento de 15% é 200 × 1,15 = 230; com redução de 15%, é 200 × 0,85 = 170.',
        },
      ],
    },
    'basic-tip-calculator': {
      title: 'Calculadora de gorjeta',
      description:
        'Calcule a gorjeta e divida a conta entre até 50 pessoas, com botões rápidos de 15% a 25%.',
      keywords: [
        'calculadora de gorjeta',
        'calcular gorjeta',
        'dividir a conta',
        'rachar a conta',
        'gorjeta',
        'valor por pessoa',
        'gorjeta restaurante',
        'taxa de serviço',
        'gorgeta',
      ],
      faqs: [
        {
          question: 'Quantas pessoas podem dividir a conta?',
          answer: 'A divisão aceita até 50 pessoas; o valor por pessoa já inclui a gorjeta.',
        },
        {
          question: 'Quanto devo dar de gorjeta?',
          answer:
            'Nos Estados Unidos, 15% a 20% é o normal com serviço de mesa. Os costumes variam muito de um país para outro: o Gorjetômetro mostra o que é comum em 16 países.',
        },
      ],
    },
    'roman-numeral-converter': {
      title: 'Conversor de números romanos',
      description:
        'Converta números em algarismos romanos e algarismos romanos em números, de 1 a 3999, com o passo a passo.',
      keywords: [
        'conversor de números romanos',
        'números romanos',
        'algarismos romanos',
        'converter números romanos',
        'ano em números romanos',
        'tradutor de números romanos',
        'MCMXCIV',
        'numeros romanos',
      ],
      faqs: [
        {
          question: 'Quais números podem ser convertidos?',
          answer:
            'Números inteiros de 1 a 3999, a faixa que os algarismos romanos padrão conseguem escrever. No sentido contrário, são lidos algarismos até MMMMCMXCIX (4999) escritos na forma canônica.',
        },
        {
          question: 'O que é a forma romana canônica?',
          answer:
            'Os símbolos vão do maior para o menor, I, X, C ou M se repetem no máximo três vezes seguidas, e só se usam os pares subtrativos IV, IX, XL, XC, CD e CM. IIII ou IC não são canônicos, por isso são recusados.',
        },
        {
          question: 'Como se escreve 1994?',
          answer: 'MCMXCIV: M (1000) + CM (900) + XC (90) + IV (4).',
        },
      ],
    },
    'spell-number': {
      title: 'Números por extenso em inglês',
      description:
        'Escreva qualquer número por extenso em inglês, com decimais e negativos, até 999 trilhões.',
      keywords: [
        'número por extenso em inglês',
        'números em inglês',
        'escrever número em inglês',
        'valor por extenso em inglês',
        'cheque em inglês',
        'number to words',
        'números por extenso',
        'numeros em ingles',
      ],
      faqs: [
        {
          question: 'Como os decimais são escritos por extenso?',
          answer:
            'Os algarismos depois do ponto decimal (a ferramenta usa o formato americano) são lidos um a um depois de “and”, seguidos do nome da casa decimal: 1234.56 vira “one thousand two hundred thirty-four and five six hundredths”. Um, dois e três algarismos dão “tenths”, “hundredths” e “thousandths”; quatro dão “ten-thousandths”, e frações mais longas terminam em “decimal places”.',
        },
        {
          question: 'Como escrever o valor de um cheque?',
          answer:
            'Escolha o estilo “Cheque”. Os dólares são escritos por extenso e os centavos como fração de 100, por exemplo “One hundred twenty-three and 45/100 dollars”. Os valores são arredondados para o centavo mais próximo, com meio centavo arredondado para cima.',
        },
        {
          question: 'Qual é o maior número que dá para escrever?',
          answer:
            'Até 999.999.999.999.999 (pouco menos de um quatrilhão), positivo ou negativo. Qualquer valor maior mostra “Número grande demais (máximo: 999 trilhões)”.',
        },
        {
          question: 'Posso digitar vírgulas ou o sinal de menos?',
          answer:
            'Sim. As vírgulas que separam os milhares no formato americano, como em 1,000,000, são ignoradas; as casas decimais vão depois de um ponto. Um sinal de menos no início gera “negative”. Use o botão ± se o seu teclado não tiver a tecla de menos. Notação científica, como 1e5, não é aceita: digite os algarismos.',
        },
      ],
    },
    'temperature-converter': {
      title: 'Conversor de temperatura',
      description:
        'Converta na hora entre Celsius, Fahrenheit e Kelvin, com uma descrição de como é essa temperatura.',
      keywords: [
        'conversor de temperatura',
        'Celsius para Fahrenheit',
        'Fahrenheit para Celsius',
        'converter Fahrenheit em Celsius',
        'graus Celsius',
        'graus Fahrenheit',
        'Kelvin',
        'converter temperatura',
        'farenheit para celsius',
      ],
      faqs: [
        {
          question: 'Como converter Celsius em Fahrenheit?',
          answer:
            'Multiplique por 9/5 e some 32: 37 °C × 9/5 + 32 = 98,6 °F. Para voltar, subtraia 32 e multiplique por 5/9.',
        },
        {
          question: 'Como converter para Kelvin?',
          answer:
            'Some 273,15 ao valor em Celsius: 20 °C são 293,15 K. O Kelvin não usa o símbolo de grau nem tem valores negativos, porque 0 K é o zero absoluto.',
        },
        {
          question: 'Qual é a menor temperatura possível?',
          answer:
            'O zero absoluto: −273,15 °C, −459,67 °F ou 0 K. Qualquer valor abaixo disso mostra “A temperatura não pode ficar abaixo do zero absoluto (-273,15 °C, -459,67 °F, 0 K)”.',
        },
        {
          question: 'Em que ponto Celsius e Fahrenheit se encontram?',
          answer: 'Em −40: −40 °C são exatamente −40 °F.',
        },
      ],
    },
    'unit-converter': {
      title: 'Conversor de medidas',
      description:
        'Converta comprimento e peso entre unidades métricas e imperiais: metros, pés, milhas, quilos, libras e mais.',
      keywords: [
        'conversor de medidas',
        'conversor de unidades',
        'converter medidas',
        'km para milhas',
        'kg para libras',
        'pés para metros',
        'polegadas para cm',
        'libras para kg',
        'sistema métrico',
        'sistema imperial',
      ],
      faqs: [
        {
          question: 'Os fatores de conversão são exatos?',
          answer:
            'Sim. Desde 1959, a polegada é definida como exatamente 2,54 cm e a libra como exatamente 0,45359237 kg, então 1 milha tem 1.609,344 m e 1 onça tem 28,349523125 g. Os resultados são arredondados para no máximo 6 casas decimais.',
        },
        {
          question: 'Quantas libras tem um quilo?',
          answer:
            '1 kg tem cerca de 2,204623 lb (1 ÷ 0,45359237). Para uma estimativa rápida de cabeça, dobre os quilos e some 10%.',
        },
        {
          question: 'Quantas milhas tem um quilômetro?',
          answer: '1 km tem cerca de 0,621371 milha; 1 milha tem exatamente 1,609344 km.',
        },
        {
          question: 'Uma tonelada métrica é o mesmo que uma “ton”?',
          answer:
            'Não. O t aqui é a tonelada métrica de 1.000 kg. A “short ton” americana tem 2.000 lb (cerca de 907 kg) e a “long ton” britânica tem 2.240 lb (cerca de 1.016 kg).',
        },
      ],
    },
    'plain-old-calculator': {
      title: 'Calculadora simples',
      description:
        'Uma calculadora simples, fácil de usar pelo teclado, para as contas do dia a dia, com teclas de porcentagem e de sinal.',
      keywords: [
        'calculadora',
        'calculadora online',
        'calculadora simples',
        'calculadora básica',
        'fazer contas',
        'somar',
        'subtrair',
        'multiplicar',
        'dividir',
        'calculadora de porcentagem',
      ],
      faqs: [
        {
          question: 'Por que 2 + 3 × 4 dá 20 e não 14?',
          answer:
            'Esta calculadora funciona como uma calculadora de bolso: cada operação é feita assim que você aperta o operador seguinte, então 2 + 3 vira 5 antes de aplicar × 4. Para obter 14, calcule primeiro 3 × 4 e depois some 2.',
        },
        {
          question: 'Como funciona a tecla %?',
          answer:
            'Sozinha, a tecla % divide o número por 100 (50 % dá 0,5). Com uma operação pendente, ela calcula essa porcentagem do primeiro número: 200 + 10 % transforma o 10 em 20, então = dá 220, e 200 − 10 % = dá 180.',
        },
        {
          question: 'Por que 0,1 + 0,2 dá exatamente 0,3 aqui?',
          answer:
            'Muitos aplicativos guardam os números em binário e mostram 0,30000000000000004. Esta calculadora trabalha com decimais exatos, guarda 20 algarismos significativos e mostra até 15, então as contas do dia a dia saem como você espera. Resultados muito grandes ou muito pequenos aparecem em notação exponencial, como 1.5e+20.',
        },
        {
          question: 'Posso usar o teclado?',
          answer:
            'Sim, assim que a página abre: algarismos, . ou , para a vírgula decimal, + - * / para as operações, = ou Enter para o resultado, % para porcentagem, Backspace para apagar um algarismo e Esc para limpar. Apertar = de novo repete a última operação.',
        },
      ],
    },
    'bmi-calculator': {
      title: 'Calculadora de IMC',
      description:
        'Calcule o índice de massa corporal (IMC) em unidades métricas ou imperiais e veja em que faixa da tabela de IMC você está.',
      keywords: [
        'calculadora de IMC',
        'calcular IMC',
        'índice de massa corporal',
        'IMC',
        'tabela de IMC',
        'peso ideal',
        'peso ideal para minha altura',
        'IMC ideal',
        'BMI',
      ],
      faqs: [
        {
          question: 'Como o IMC é calculado?',
          answer:
            'Peso em quilos dividido pela altura em metros ao quadrado. Em libras e polegadas, é 703 × peso ÷ altura². 72 kg com 1,78 m dá 72 ÷ 1,78² = 22,7.',
        },
        {
          question: 'Quais são as faixas de IMC?',
          answer:
            'Para adultos: abaixo de 18,5, abaixo do peso; de 18,5 a 24,9, peso normal; de 25 a 29,9, sobrepeso; de 30 a 34,9, obesidade grau I; de 35 a 39,9, grau II; e 40 ou mais, grau III (Organização Mundial da Saúde e CDC).',
        },
        {
          question: 'O IMC é preciso para todo mundo?',
          answer:
            'Não. O IMC é um indicador de triagem, não um diagnóstico: ele não distingue músculo de gordura e não é feito para crianças, adolescentes nem gestantes. Um médico pode avaliar o quadro completo.',
        },
        {
          question: 'Qual é o peso saudável para a minha altura?',
          answer:
            'Os pesos que dão um IMC de 18,5 a 24,9. Para 1,78 m, são de 58,6 a 78,9 kg; a calculadora faz a conta para a altura que você digitar.',
        },
      ],
    },
    'peptide-calculator': {
      title: 'Calculadora de peptídeos',
      description:
        'Calcule a massa molecular, o ponto isoelétrico, a carga líquida e o coeficiente de extinção de um peptídeo a partir da sequência.',
      keywords: [
        'calculadora de peptídeos',
        'massa molecular de peptídeo',
        'ponto isoelétrico',
        'pI',
        'aminoácidos',
        'coeficiente de extinção',
        'carga líquida',
        'peso molecular',
        'peptideo',
      ],
      faqs: [
        {
          question: 'Qual massa devo usar, monoisotópica ou média?',
          answer:
            'Use a massa monoisotópica para identificar picos em espectrometria de massas de alta resolução, e a massa molecular média (g/mol) para pesar e para concentrações molares. A massa média leva em conta a mistura natural de isótopos, por isso é cerca de 0,06% maior.',
        },
        {
          question: 'Por que a calculadora diz que o pI está acima de 14?',
          answer:
            'O ponto isoelétrico é o pH em que a carga líquida é zero. Um peptídeo com resíduos básicos mas sem nenhum grupo ácido (por exemplo, um peptídeo amidado sem D, E, C ou Y) continua com carga positiva em qualquer pH de 0 a 14, então não tem pI nessa faixa. Os valores de pI também dependem do conjunto de pKa usado, por isso podem diferir de outras calculadoras em alguns décimos.',
        },
        {
          question: 'Posso colar uma entrada FASTA ou códigos de três letras?',
          answer:
            'Sim. Uma linha de cabeçalho que começa com > é ignorada, espaços e números também, e códigos de três letras com hífens, como H-Arg-Pro-Lys-NH2, são lidos. Ac- e -NH2 em volta de uma sequência são lidos como acetilação N-terminal e amidação C-terminal. Qualquer outro caractere é ignorado e listado abaixo do campo.',
        },
        {
          question: 'Como preparo uma solução com uma molaridade definida?',
          answer:
            'Escolha mM no assistente de solução, escolha o que quer calcular e digite os outros dois valores. Ele usa a massa molecular média do próprio peptídeo; peptídeos liofilizados também contêm contraíons (como TFA ou acetato) e água, então confira o conteúdo líquido de peptídeo no seu certificado de análise. Esta ferramenta é só para uso em pesquisa, não para dosagem nem injeção.',
        },
      ],
    },
    'unix-timestamp-converter': {
      title: 'Conversor de timestamp Unix',
      description:
        'Converta timestamps Unix (epoch) em datas legíveis e datas em timestamps, em segundos ou milissegundos.',
      keywords: [
        'timestamp Unix',
        'conversor de timestamp',
        'epoch',
        'unix time',
        'converter timestamp em data',
        'timestamp para data',
        'data para timestamp',
        'epoch converter',
        'POSIX',
      ],
      faqs: [
        {
          question: 'O que é um timestamp Unix?',
          answer:
            'É o número de segundos desde 00:00:00 UTC de 1º de janeiro de 1970 (a época Unix), sem contar os segundos bissextos. Ele é o mesmo no mundo todo no mesmo instante, e é por isso que os computadores o usam; os fusos horários só importam quando ele vira uma data e uma hora no relógio.',
        },
        {
          question: 'Como o conversor sabe se digitei segundos, milissegundos ou microssegundos?',
          answer:
            'Pelo número de algarismos. Até 11 algarismos são lidos como segundos (1700000000), de 12 a 14 como milissegundos (1700000000000, como o JavaScript usa) e de 15 a 17 como microssegundos. Para as datas de hoje, essas faixas nunca se sobrepõem. O resultado sempre diz qual unidade foi usada, e uma parte decimal como 1700000000.5 também funciona.',
        },
        {
          question: 'Um timestamp Unix pode ser negativo?',
          answer:
            'Sim. Um timestamp negativo é um momento antes de 1970: -1 é 23:59:59 UTC de 31 de dezembro de 1969, e -86400 é um dia antes da época Unix.',
        },
        {
          question: 'O que é o problema do ano 2038?',
          answer:
            'Sistemas que guardam o timestamp em um número de 32 bits com sinal só conseguem contar até 2147483647, que é 03:14:07 UTC de 19 de janeiro de 2038. Um segundo depois, esse contador volta para uma data em dezembro de 1901. Sistemas que usam números de 64 bits, como a maioria hoje, não são afetados.',
        },
      ],
    },
    'remove-line-breaks': {
      title: 'Remover quebras de linha',
      description:
        'Remova quebras de linha indesejadas de um texto copiado, mantendo os parágrafos se quiser.',
      keywords: [
        'remover quebras de linha',
        'tirar quebra de linha',
        'remover enter do texto',
        'juntar linhas',
        'texto copiado do PDF',
        'limpar texto',
        'remover linhas em branco',
        'parágrafos',
        'quebra de linha',
      ],
      faqs: [
        {
          question: 'Por que o texto colado de um PDF tem quebras de linha no meio das frases?',
          answer:
            'O PDF guarda cada linha impressa separadamente, então, ao copiar, fica uma quebra no fim de cada linha. Esta ferramenta troca cada quebra por um único espaço, e as frases voltam a fluir.',
        },
        {
          question: 'Posso manter meus parágrafos?',
          answer:
            'Sim. Marque “Manter as quebras de parágrafo”: uma linha em branco entre parágrafos continua como uma linha em branco, e só as quebras dentro dos parágrafos são removidas.',
        },
        {
          question: 'Funciona com as quebras de linha do Windows e do Mac?',
          answer:
            'Sim. As quebras de linha do Windows (CR LF), do Mac antigo (CR) e do Unix (LF), além dos separadores de linha e de parágrafo do Unicode, são todas tratadas como quebras de linha.',
        },
      ],
    },
    'text-case-converter': {
      title: 'Conversor de maiúsculas e minúsculas',
      description:
        'Converta texto para minúsculas, MAIÚSCULAS, título, camelCase, PascalCase, snake_case, kebab-case, CONSTANTE ou dot.case.',
      keywords: [
        'converter maiúsculas e minúsculas',
        'maiúsculas para minúsculas',
        'texto em maiúsculo',
        'letras maiúsculas',
        'letras minúsculas',
        'primeira letra maiúscula',
        'camelCase',
        'snake case',
        'kebab case',
        'maiusculas e minusculas',
      ],
      faqs: [
        {
          question: 'Qual é a diferença entre camelCase e PascalCase?',
          answer:
            'Os dois juntam as palavras sem espaços e começam cada palavra com maiúscula; o camelCase começa com letra minúscula (userName), e o PascalCase com maiúscula (UserName).',
        },
        {
          question: 'Dá para converter um nome de variável que já existe?',
          answer:
            'Sim. As palavras são separadas em espaços, pontuação, sublinhados, hífens e nas mudanças de maiúscula do camelCase, então getUserByID vira get_user_by_id, get-user-by-id ou GET_USER_BY_ID.',
        },
        {
          question: 'As letras acentuadas e de outros alfabetos são mantidas?',
          answer:
            'Sim. Letras de qualquer alfabeto continuam como estão, só muda se são maiúsculas ou minúsculas: pão de queijo vira pãoDeQueijo em camelCase.',
        },
      ],
    },
    'slug-generator': {
      title: 'Gerador de slug',
      description:
        'Transforme um título em um slug de URL limpo e amigável para SEO, com o separador e o tamanho que você escolher.',
      keywords: [
        'gerador de slug',
        'slug de URL',
        'URL amigável',
        'criar slug',
        'link permanente',
        'SEO',
        'permalink',
        'slug',
      ],
      faqs: [
        {
          question: 'O que é um slug de URL?',
          answer:
            'A parte legível de um endereço da web que dá nome a uma página, como dicas-de-pao-de-queijo em exemplo.com.br/blog/dicas-de-pao-de-queijo. Bons slugs são curtos, em minúsculas e usam hífens entre as palavras.',
        },
        {
          question: 'Qual deve ser o tamanho de um slug?',
          answer:
            'Mantenha em até 60 caracteres, para que seja fácil de ler e não apareça cortado nos resultados de busca. A ferramenta verifica o tamanho e pode cortar o slug em um máximo que você definir.',
        },
        {
          question: 'O que acontece com acentos e símbolos?',
          answer:
            'Os acentos são removidos (pão vira pao), letras como ß e æ são escritas por extenso (ss, ae), a pontuação e os símbolos são descartados, e os espaços viram o separador que você escolher.',
        },
      ],
    },
    'uuid-generator': {
      title: 'Gerador de UUID',
      description:
        'Gere UUIDs aleatórios da versão 4 em lote, no formato padrão, curto, em maiúsculas ou entre chaves.',
      keywords: [
        'gerador de UUID',
        'gerar UUID',
        'UUID v4',
        'GUID',
        'gerador de GUID',
        'ID único',
        'ID aleatório',
        'identificador único',
      ],
      faqs: [
        {
          question: 'Esses UUIDs são mesmo aleatórios e únicos?',
          answer:
            'São UUIDs da versão 4 com 122 bits aleatórios vindos do gerador aleatório criptográfico do seu navegador. A chance de dois coincidirem algum dia é tão pequena que pode ser ignorada, mesmo entre bilhões de UUIDs.',
        },
        {
          question: 'O que significam os formatos?',
          answer:
            'O padrão é em minúsculas com hífens (8-4-4-4-12). O curto tira os hífens, o de maiúsculas usa letras maiúsculas, e o entre chaves coloca o UUID entre chaves, como as ferramentas da Microsoft costumam mostrar os GUIDs.',
        },
        {
          question: 'Como saber de que versão é um UUID?',
          answer:
            'Cole-o em “Verificar um UUID”. A versão é o primeiro algarismo do terceiro grupo: 4 para aleatório, 1 para baseado em tempo, 7 para baseado no tempo Unix, e assim por diante.',
        },
      ],
    },
    'json-beautifier': {
      title: 'Formatador e validador de JSON',
      description: 'Formate, valide, ordene e minifique JSON no seu navegador, com erros de análise claros.',
      keywords: [
        'formatador de JSON',
        'formatar JSON',
        'validador de JSON',
        'validar JSON',
        'JSON formatter',
        'minificar JSON',
        'identar JSON',
        'JSON online',
        'pretty print',
      ],
      faqs: [
        {
          question: 'Meu JSON é enviado para algum lugar?',
          answer:
            'Não. A formatação, a validação e a minificação acontecem no seu navegador, e documentos grandes são processados em segundo plano (em um worker) no seu próprio aparelho. Só documentos curtos (até 500 caracteres) ficam no link da página, e só se você compartilhar esse link.',
        },
        {
          question: 'A formatação vai mudar meus números ou textos?',
          answer:
            'Não. Só os espaços em branco mudam, além da ordem das chaves quando a ordenação está ativada. Números como 12345678901234567890 ou 1.50 e sequências de escape como \\u00e9 ficam exatamente como você digitou. Muitos formatadores arredondam ou reescrevem esses valores.',
        },
        {
          question: 'Como as chaves são ordenadas?',
          answer:
            'Os objetos são ordenados em todos os níveis, inclusive objetos dentro de arrays, enquanto os arrays mantêm a ordem. As chaves são comparadas pelo código dos caracteres, então as letras maiúsculas vêm antes das minúsculas, "10" vem antes de "9", e as letras acentuadas vêm depois de "z".',
        },
        {
          question: 'O que significa “Erro de sintaxe no JSON”?',
          answer:
            'Seu texto não é um JSON válido. A mensagem vem do próprio analisador do seu navegador; quando ela indica uma posição, a ferramenta mostra a linha e a coluna e marca o ponto com um acento circunflexo (^). As causas mais comuns são vírgulas sobrando no final, aspas simples e falta de aspas em volta das chaves.',
        },
      ],
    },
    'base64-image-converter': {
      title: 'Converter imagem em Base64',
      description: 'Codifique uma imagem como data URL em Base64 para CSS ou HTML, tudo no seu navegador.',
      keywords: [
        'imagem para Base64',
        'converter imagem em Base64',
        'image to base64',
        'data URI',
        'data URL',
        'codificar imagem',
        'Base64',
        'imagem inline',
      ],
      faqs: [
        {
          question: 'Minha imagem é enviada para algum lugar?',
          answer: 'Não. A imagem é lida e codificada pelo seu navegador e nunca sai do seu aparelho.',
        },
        {
          question: 'Qual o tamanho máximo da imagem?',
          answer: 'Até 10 MB. O texto em Base64 fica cerca de um terço maior que o arquivo original.',
        },
      ],
    },
    'keyboard-tester': {
      title: 'Teste de teclado',
      description:
        'Teste todas as teclas do seu teclado e veja quais respondem, com um contador de toques ao vivo.',
      keywords: [
        'teste de teclado',
        'testar teclado',
        'teclado online',
        'tecla não funciona',
        'tecla travada',
        'verificar teclado',
        'keyboard test',
        'keycode',
      ],
      faqs: [
        {
          question: 'Como testar meu teclado com esta ferramenta?',
          answer:
            'Abra a página e aperte cada tecla uma vez. A tecla acende enquanto você a segura e fica com uma marca de verificação depois de testada; o contador e a porcentagem concluída se atualizam conforme você avança. Quando as 104 teclas de um teclado americano completo forem apertadas, aparece uma mensagem de sucesso. “Recomeçar” começa tudo de novo.',
        },
        {
          question: 'Por que o teclado do meu notebook não chega a 100%?',
          answer:
            'O teste usa um teclado completo americano, com teclado numérico, Insert, Print Screen, Scroll Lock e Pause. Teclados de notebook e compactos não têm algumas dessas teclas, então ficam abaixo de 100%. Teclas que existem no seu teclado mas não neste layout, como as teclas de mídia, continuam aparecendo como última tecla e em “Outras teclas pressionadas”.',
        },
        {
          question: 'Por que Shift, Ctrl e Alt da esquerda e da direita são testadas separadamente?',
          answer:
            'Cada tecla é identificada pela posição física (KeyboardEvent.code), então ShiftLeft e ShiftRight, ou Digit1 e Numpad1, são teclas diferentes. O painel da última tecla também mostra a localização: 0 padrão, 1 esquerda, 2 direita, 3 teclado numérico.',
        },
        {
          question: 'Apertar teclas aqui pode fechar ou recarregar a página?',
          answer:
            'Durante o teste, a página impede que Tab, Espaço, as setas, Backspace, F1 a F12 e Alt rolem a página, recarreguem ou abram menus. Os navegadores nunca deixam uma página bloquear alguns atalhos, como Ctrl+W, Ctrl+T, Alt+Tab ou Cmd+Q, então evite esses. Segurar uma tecla conta como um só toque, e nada do que você digita sai do seu navegador.',
        },
      ],
    },
    'regex-tester': {
      title: 'Testador de regex',
      description:
        'Teste expressões regulares JavaScript em um texto, veja as correspondências e os grupos e experimente substituições.',
      keywords: [
        'testador de regex',
        'testar regex',
        'regex online',
        'expressão regular',
        'expressões regulares',
        'regexp',
        'regex JavaScript',
        'substituir com regex',
        'padrão',
      ],
      faqs: [
        {
          question: 'Qual variante de regex este testador usa?',
          answer:
            'O próprio motor JavaScript do seu navegador, então os resultados batem com o que RegExp, String.match e String.replace fazem no seu código. As flags g, i, m, s, u e y são aceitas.',
        },
        {
          question: 'Por que aparece que meu padrão demorou demais?',
          answer:
            'Os padrões rodam em segundo plano e são interrompidos depois de 1 segundo. Repetições aninhadas como (a+)+ podem fazer retrocesso exponencial em um texto que quase corresponde; deixe as repetições mais específicas ou tire o aninhamento.',
        },
        {
          question: 'Como usar os grupos na substituição?',
          answer:
            'Escreva $1, $2 e assim por diante para grupos numerados, $<nome> para grupos nomeados, $& para a correspondência inteira e $$ para um cifrão. Sem a flag g, só a primeira correspondência é substituída.',
        },
        {
          question: 'Por que algumas correspondências não aparecem na lista?',
          answer:
            'As correspondências vazias (de comprimento zero) são puladas, e no máximo 50 correspondências são listadas; a contagem acima da lista inclui todas. Sem a flag g, só a primeira correspondência é encontrada.',
        },
      ],
    },
    'password-generator': {
      title: 'Gerador de senhas',
      description:
        'Crie senhas fortes e aleatórias de 4 a 128 caracteres, com estimativa de força em tempo real.',
      keywords: [
        'gerador de senhas',
        'gerar senha',
        'senha forte',
        'senha aleatória',
        'criar senha segura',
        'gerador de senha forte',
        'senha segura',
        'frase-senha',
        'gerador de senha',
      ],
      faqs: [
        {
          question: 'Como a força da senha é calculada?',
          answer:
            'Pela entropia: comprimento × log2 do número de caracteres que podem aparecer. Abaixo de 30 bits é “Muito fraca”, abaixo de 50 “Fraca”, abaixo de 70 “Razoável”, abaixo de 90 “Forte” e 90 ou mais “Muito forte”. 16 caracteres dos quatro conjuntos dão cerca de 103 bits.',
        },
        {
          question: 'É seguro gerar senhas em um site?',
          answer:
            'Aqui a senha é criada no seu navegador com o gerador aleatório criptográfico dele e nunca é enviada nem armazenada; a lista de senhas recentes some quando você sai da página.',
        },
        {
          question: 'Quais símbolos são usados?',
          answer:
            'Estes 26: ! @ # $ % ^ & * ( ) _ + - = [ ] { } | ; : , . < > ? Toda senha tem pelo menos um caractere de cada conjunto que você marcar.',
        },
      ],
    },
    'random-number-generator': {
      title: 'Gerador de números aleatórios',
      description:
        'Gere números aleatórios justos em qualquer intervalo, com ou sem repetição e com ou sem decimais.',
      keywords: [
        'gerador de números aleatórios',
        'número aleatório',
        'sortear número',
        'sorteador de números',
        'sorteio',
        'números da Mega-Sena',
        'escolher um número',
        'dado virtual',
        'numero aleatorio',
      ],
      faqs: [
        {
          question: 'Os números são realmente aleatórios?',
          answer:
            'Eles vêm do gerador aleatório criptográfico do seu navegador, com todos os valores do intervalo igualmente prováveis (sem viés de arredondamento ou de módulo). Isso os torna adequados para sorteios, jogos e amostragens.',
        },
        {
          question: 'Como sortear números de loteria?',
          answer:
            'Defina o mínimo e o máximo (por exemplo, 1 e 60, como na Mega-Sena), a quantidade (6) e desmarque “Permitir repetidos”. Marque “Ordem crescente” para vê-los em ordem.',
        },
        {
          question: 'E se eu pedir mais números sem repetição do que o intervalo tem?',
          answer:
            'Você recebe cada número possível uma vez e um aviso como: Você pediu 10 números sem repetição, mas só 5 números diferentes são possíveis neste intervalo.',
        },
      ],
    },
    'decision-wheel': {
      title: 'Roleta de decisão',
      description: 'Gire uma roleta com até 20 opções para fazer uma escolha aleatória e justa.',
      keywords: [
        'roleta de decisão',
        'roleta aleatória',
        'girar a roleta',
        'roleta de nomes',
        'sorteador de nomes',
        'roleta online',
        'escolher aleatoriamente',
        'sorteio',
      ],
      faqs: [
        {
          question: 'Quantas opções cabem na roleta?',
          answer: 'Até 20 opções. Para girar, são necessárias pelo menos duas opções preenchidas.',
        },
        {
          question: 'O giro é justo?',
          answer:
            'Sim. O vencedor é sorteado com o gerador aleatório criptográfico do seu navegador, sem viés.',
        },
      ],
    },
    'qr-generator': {
      title: 'Gerador de QR Code',
      description:
        'Crie um QR Code para um link ou texto e baixe como imagem, sem cadastro e sem rastreamento.',
      keywords: [
        'gerador de QR Code',
        'gerar QR Code',
        'criar QR Code',
        'QR Code grátis',
        'QR Code de link',
        'fazer QR Code',
        'código QR',
        'qr code',
      ],
      faqs: [
        {
          question: 'Esses QR Codes expiram ou rastreiam as leituras?',
          answer:
            'Não. O código guarda seu texto ou link diretamente e é criado no seu navegador, então funciona enquanto o próprio link funcionar. Nada é enviado, e não há contagem de leituras nem serviço de redirecionamento.',
        },
        {
          question: 'Qual nível de correção de erros devo escolher?',
          answer:
            'O M (15%) serve para a maioria das telas e impressões. Escolha Q (25%) ou H (30%) se o código puder ficar riscado ou sujo, ou se você for colocar um logo pequeno sobre ele. Níveis mais altos deixam o código mais denso, então textos longos podem precisar do L (7%).',
        },
        {
          question: 'PNG ou SVG?',
          answer:
            'PNG é uma imagem no tamanho que você escolher, boa para sites, documentos e mensagens. SVG é um arquivo vetorial que fica nítido em qualquer tamanho, o melhor para impressão: panfletos, cartazes, cardápios e adesivos.',
        },
        {
          question: 'Posso usar minhas próprias cores?',
          answer:
            'Sim, mas mantenha a frente escura sobre um fundo claro, com contraste de pelo menos 4:1. Códigos claros sobre fundo escuro ou muito pálidos falham em muitos celulares; a página avisa quando isso acontece.',
        },
      ],
    },
    'cups-to-grams': {
      title: 'Converter xícaras em gramas',
      description:
        'Converta xícaras, colheres de sopa e colheres de chá em gramas para cerca de 50 ingredientes de confeitaria.',
      keywords: [
        'xícara em gramas',
        'converter xícara em gramas',
        'quantos gramas tem uma xícara',
        'xícara de farinha em gramas',
        'xícara de açúcar em gramas',
        'colher de sopa em gramas',
        'medidas culinárias',
        'conversão de medidas para receitas',
        'tabela de medidas',
        'xicara em gramas',
      ],
      faqs: [
        {
          question: 'Quantos gramas tem uma xícara de farinha?',
          answer:
            'Uma xícara de farinha de trigo comum, colocada com uma colher e nivelada, pesa cerca de 120 g (4,23 oz). Pegar a farinha direto do pacote com a xícara compacta o pó e pode somar de 20 a 30 g. A farinha para pão tem cerca de 127 g e a farinha para bolo cerca de 114 g por xícara.',
        },
        {
          question: 'Por que uma xícara de açúcar pesa mais que uma de farinha?',
          answer:
            'A xícara mede volume, não peso. O açúcar refinado é mais denso que a farinha, então uma xícara dele pesa cerca de 200 g, contra 120 g da farinha. O mel pesa ainda mais, cerca de 340 g por xícara, porque é mais pesado que a água.',
        },
        {
          question: 'Como as colheres de sopa e de chá são convertidas?',
          answer:
            'Uma colher de sopa é 1/16 de xícara americana e uma colher de chá é 1/48, então 1 colher de sopa de farinha de trigo tem cerca de 7,5 g e 1 colher de chá cerca de 2,5 g. Uma xícara americana tem cerca de 240 mL, a colher de sopa 15 mL e a colher de chá 5 mL.',
        },
        {
          question: 'Qual é a precisão desses pesos?',
          answer:
            'São valores típicos de uma tabela de confeitaria publicada. O peso real depende da marca, da moagem e de como a xícara é enchida, então use uma balança de cozinha quando a receita pedir precisão. Os gramas são arredondados para números inteiros e as onças para 2 casas decimais.',
        },
      ],
    },
    'butter-converter': {
      title: 'Conversor de manteiga',
      description:
        'Converta manteiga entre sticks americanos, xícaras, colheres de sopa, colheres de chá, gramas e onças.',
      keywords: [
        'stick de manteiga em gramas',
        'manteiga em gramas',
        'xícara de manteiga em gramas',
        'colher de sopa de manteiga em gramas',
        'stick of butter',
        'conversor de manteiga',
        'medida de manteiga',
        'tablete de manteiga',
      ],
      faqs: [
        {
          question: 'Quantos gramas tem um stick de manteiga?',
          answer:
            'Um stick americano (tablete) tem 113,4 g (4 oz), o que equivale a 1/2 xícara ou 8 colheres de sopa.',
        },
        {
          question: 'Como converter xícaras de manteiga em gramas?',
          answer:
            'Multiplique por 226,8: 1 xícara são dois sticks, cerca de 227 g. Então 3/4 de xícara são cerca de 170 g e 1/2 xícara 113 g.',
        },
        {
          question: 'Quantas colheres de sopa tem uma xícara de manteiga?',
          answer: '16 colheres de sopa, ou 48 colheres de chá. Um stick tem 8 colheres de sopa.',
        },
      ],
    },
    'pan-size-converter': {
      title: 'Conversor de tamanho de forma',
      description:
        'Troque a forma e ajuste a receita e o tempo de forno ao novo tamanho, para formas redondas e retangulares.',
      keywords: [
        'conversor de forma',
        'tamanho de forma',
        'trocar tamanho da forma',
        'adaptar receita para outra forma',
        'forma redonda',
        'forma retangular',
        'forma 9x13',
        'fôrma de bolo',
        'forma de bolo',
      ],
      faqs: [
        {
          question: 'Como adaptar uma receita para uma forma de outro tamanho?',
          answer:
            'Compare os volumes das formas: área vezes altura. Uma forma de 9 × 13 polegadas (cerca de 23 × 33 cm) comporta 234 polegadas cúbicas com 2 polegadas de altura, e uma de 8 × 8 polegadas, 128; então uma receita para a de 8 × 8 precisa de cerca de 1,83 vez os ingredientes para encher a de 9 × 13 até a mesma altura.',
        },
        {
          question: 'Como mudar o tempo de forno para outra forma?',
          answer:
            'O que importa é a espessura da massa. Esta ferramenta ajusta o tempo pela razão entre as espessuras elevada a 0,8: a mesma massa espalhada mais fina assa mais rápido, e mais grossa demora mais. Nos dois casos, comece a verificar alguns minutos antes.',
        },
        {
          question: 'Qual é a área de uma forma redonda?',
          answer:
            'π vezes o raio ao quadrado: uma forma redonda de 8 polegadas tem cerca de 50,3 polegadas quadradas, uma de 9 polegadas 63,6 e uma de 10 polegadas 78,5.',
        },
      ],
    },
    'egg-size-adjuster': {
      title: 'Ajuste de tamanho de ovos',
      description: 'Troque o tamanho ou o tipo de ovo de uma receita, de codorna a pata, por peso e volume.',
      keywords: [
        'tamanho de ovos',
        'peso do ovo',
        'quantos gramas tem um ovo',
        'ovo grande em gramas',
        'ovos de codorna',
        'ovo de pata',
        'substituir ovos na receita',
        'equivalência de ovos',
      ],
      faqs: [
        {
          question: 'Quanto pesa um ovo grande sem a casca?',
          answer:
            'Cerca de 50 g (mais ou menos 50 mL, ou cerca de 3¼ colheres de sopa batido). Um ovo de pata tem cerca de 75 g e um ovo de codorna cerca de 16 g. Os ovos variam, então pese os seus e edite a tabela de referência para um resultado mais próximo.',
        },
        {
          question: 'Quantos ovos de pata substituem os ovos de galinha?',
          answer:
            'Por peso, 2 ovos de pata (cerca de 150 g) substituem 3 ovos de galinha grandes. Os ovos de pata têm gemas maiores e mais ricas, então os bolos ficam um pouco mais densos e mais dourados.',
        },
        {
          question: 'Quantos ovos de codorna equivalem a um ovo de galinha?',
          answer:
            'Cerca de 3 ovos de codorna (16 g cada) equivalem a um ovo de galinha grande (50 g). Para dois ovos grandes, o arredondamento inteligente sugere 6⅓ ovos de codorna: bata 7 e meça cerca de 101 g.',
        },
        {
          question: 'O que fazem os modos de arredondamento?',
          answer:
            'O “Inteligente” escolhe o que ficar mais perto da quantidade exata: a metade, o terço ou o ovo inteiro mais próximo. “Arredondar para baixo” e “Arredondar para cima” dão ovos inteiros, e “Exato” mantém o número preciso. Quando a quantidade arredondada difere em mais de 0,1 g, um aviso diz quanto ovo batido acrescentar ou deixar de fora.',
        },
      ],
    },
    'high-altitude-adjuster': {
      title: 'Ajuste de receitas para altitude',
      description:
        'Ajuste a temperatura do forno, o tempo, o fermento, o açúcar, os líquidos e a farinha para assar em altitude.',
      keywords: [
        'receita em altitude',
        'confeitaria em altitude',
        'bolo em altitude',
        'assar em lugares altos',
        'altitude',
        'ajuste de fermento',
        'bolo que murcha',
        'Denver',
      ],
      faqs: [
        {
          question: 'Por que as receitas precisam mudar em altitude?',
          answer:
            'A pressão do ar é menor, então o gás do fermento químico, do bicarbonato e do fermento biológico se expande mais e mais rápido, e a água ferve a uma temperatura mais baixa (cerca de 202 °F, ou 94 °C, em Denver), então as massas ressecam e crescem e depois murcham. Menos fermento e açúcar, um pouco mais de líquido e de farinha e um forno mais quente ajudam a estrutura a firmar antes de desabar.',
        },
        {
          question: 'A partir de que altitude devo começar a ajustar?',
          answer:
            'A partir de 3.000 pés (cerca de 914 m). Esta ferramenta conta uma etapa para cada 1.000 pés completos acima de 3.000 pés, então Denver, a 5.280 pés, são 2 etapas, e multiplica cada ajuste de ingrediente pelo número de etapas. Abaixo de 3.000 pés, ela avisa que nenhuma mudança é necessária.',
        },
        {
          question: 'Por que o aumento do forno tem limite de 25 °F?',
          answer:
            'Cada etapa acrescenta 5 °F, mas, acima de 25 °F, a parte de fora de um bolo ou pão firma e doura muito antes de o miolo ficar pronto, então o aumento para em 25 °F (cerca de 14 °C), não importa a altitude.',
        },
        {
          question: 'Minha cidade não está na lista. O que devo digitar?',
          answer:
            'Digite a sua altitude no campo de altitude manual, em pés ou metros. Quando ele tem um número, esse valor é usado no lugar da cidade. São regras práticas, então faça uma fornada de teste e ajuste.',
        },
      ],
    },
    'cake-slice-calculator': {
      title: 'Calculadora de fatias de bolo',
      description:
        'Calcule quantas fatias rende um bolo de andares e de que tamanho de bolo você precisa para os convidados.',
      keywords: [
        'quantas fatias rende um bolo',
        'calculadora de bolo',
        'bolo de casamento',
        'bolo de andares',
        'tamanho do bolo por convidados',
        'quantidade de bolo por pessoa',
        'fatias de bolo',
        'bolo de festa',
      ],
      faqs: [
        {
          question: 'Quantas porções rende uma fatia de casamento em comparação com uma fatia de festa?',
          answer:
            'Uma fatia de casamento tem cerca de 1 × 2 polegadas (2 polegadas quadradas, cerca de 2,5 × 5 cm) de um andar de 4 polegadas de altura; uma fatia de festa tem cerca de 3 polegadas quadradas, e uma fatia generosa cerca de 4. O mesmo bolo rende metade das fatias generosas em comparação com as de casamento.',
        },
        {
          question: 'Como o número de porções é calculado?',
          answer:
            'A área do topo de cada andar é dividida pela área da fatia e ajustada pela altura do andar em relação à altura padrão de 4 polegadas. Os andares são somados, a perda no corte é descontada e o resultado é arredondado para baixo.',
        },
        {
          question: 'Por que acrescentar uma margem ao número de convidados?',
          answer:
            'Alguns convidados pegam uma segunda fatia, e algumas fatias saem mal cortadas. A margem (10% por padrão) aumenta o número de porções que você planeja: 80 convidados com 10% de margem precisam de 88 porções.',
        },
        {
          question: 'Posso usar centímetros?',
          answer:
            'Sim. Mude a unidade para centímetros e digite os tamanhos das formas em cm. A troca converte os tamanhos que você já digitou, então uma forma de 8 polegadas vira 20,32 cm e o número de porções continua o mesmo.',
        },
      ],
    },
    'recipe-scaling-calculator': {
      title: 'Calculadora para aumentar ou reduzir receitas',
      description:
        'Aumente ou reduza uma receita por um fator ou pelo número de porções, com frações fáceis de medir na cozinha.',
      keywords: [
        'aumentar receita',
        'reduzir receita',
        'dobrar receita',
        'receita pela metade',
        'calculadora de receita',
        'converter receita',
        'rendimento da receita',
        'porções',
        'proporção de receita',
      ],
      faqs: [
        {
          question: 'Como ajustar uma receita pelo número de porções em vez de um fator?',
          answer:
            'Preencha o rendimento original e o rendimento desejado, por exemplo 4 e 6 porções. Quando os dois são números e o original é maior que 0, o fator é desejado ÷ original (aqui, 1,5×) e o campo do fator é ignorado.',
        },
        {
          question: 'Quais quantidades ela entende?',
          answer:
            'Números inteiros, decimais (1.5 ou 1,5), frações (3/4), números mistos (1 1/2 ou 1-1/2), caracteres de fração como ½ ou 1½ e intervalos como 2-3 ou 2–3, em que as duas pontas são ajustadas. Textos como “uma pitada” ou “a gosto” ficam como foram escritos.',
        },
        {
          question: 'Como as quantidades ajustadas são arredondadas?',
          answer:
            'Com “Frações”, cada quantidade vai para a metade, o terço, o quarto ou o oitavo mais próximo (por exemplo, 3⅜ xícaras), o que corresponde às xícaras e colheres medidoras padrão. Você também pode escolher 1 ou 2 casas decimais, ou quantidades sem arredondar com até 4 casas decimais. Quantidades muito pequenas nunca aparecem como 0: elas aparecem como decimais.',
        },
        {
          question: 'Posso colar uma receita em vez de digitar cada linha?',
          answer:
            'Sim. Abra “Colar uma receita inteira”, cole um ingrediente por linha e aperte “Preencher linhas”. Cada linha é separada em quantidade, unidade e ingrediente; as linhas sem quantidade ficam com o texto inteiro como ingrediente. Suas linhas ficam salvas no endereço da página, então você pode salvar a receita ajustada nos favoritos ou compartilhá-la.',
        },
      ],
    },
    'yeast-to-flour-ratio': {
      title: 'Proporção de fermento e farinha',
      description:
        'Descubra quanto fermento seco, instantâneo ou fresco usar para a sua farinha, com a porcentagem do padeiro.',
      keywords: [
        'quantidade de fermento para farinha',
        'quanto fermento usar',
        'fermento biológico',
        'fermento seco',
        'fermento fresco',
        'converter fermento fresco em seco',
        'porcentagem do padeiro',
        'fermento para pão',
        'fermento instantâneo',
      ],
      faqs: [
        {
          question: 'Quanto fermento preciso para 500 g de farinha?',
          answer:
            'Para um pão simples a 1,5%, 7,5 g de fermento biológico seco ativo, o que equivale a cerca de 5,6 g de fermento seco instantâneo ou 22,5 g de fermento fresco. Massas enriquecidas usam cerca do dobro; fermentações lentas na geladeira, bem menos.',
        },
        {
          question: 'Como trocar fermento instantâneo, seco ativo e fresco?',
          answer:
            'O fermento instantâneo é 0,75 vez o peso do seco ativo, e o fresco (em tablete) 3 vezes. Um sachê de 7 g de fermento seco tem cerca de 2 1/4 colheres de chá.',
        },
        {
          question: 'O que é a porcentagem do padeiro do fermento?',
          answer:
            'O peso do fermento como porcentagem do peso da farinha. Aqui ela é dada para o fermento seco ativo e convertida para os outros tipos.',
        },
      ],
    },
    'coffee-ratio-calculator': {
      title: 'Calculadora de proporção de café',
      description:
        'Descubra a quantidade certa de café para cafeteira elétrica, coado, prensa francesa, AeroPress ou cold brew.',
      keywords: [
        'proporção café e água',
        'quantos gramas de café por xícara',
        'medida de café',
        'café coado',
        'prensa francesa',
        'cold brew',
        'V60',
        'calculadora de café',
        'receita de café',
      ],
      faqs: [
        {
          question: 'Qual é uma boa proporção entre café e água?',
          answer:
            'De 1:15 a 1:17 (1 g de café para 15 a 17 g de água) serve para cafeteira elétrica, café coado e prensa francesa; o AeroPress costuma ser preparado um pouco mais forte, a 1:14, e o concentrado de cold brew a cerca de 1:8.',
        },
        {
          question: 'Quantos gramas de café para uma xícara?',
          answer:
            'Uma xícara de 240 mL (8 fl oz) a 1:15 precisa de 16 g de café, cerca de 3 colheres de sopa rasas.',
        },
        {
          question: 'A proporção usa o peso ou o volume da água?',
          answer:
            'O peso, mas, no caso da água, 1 mL pesa 1 g, então mililitros funcionam do mesmo jeito. Onças fluidas e xícaras são convertidas a 29,57 mL e 240 mL.',
        },
      ],
    },
    'dough-weight-planner': {
      title: 'Calculadora de massa de pizza e pão',
      description:
        'Planeje farinha, água, sal, azeite e açúcar para massa de pizza ou pão a partir do peso total e da hidratação.',
      keywords: [
        'calculadora de massa de pizza',
        'massa de pizza',
        'hidratação da massa',
        'porcentagem do padeiro',
        'calculadora de pão',
        'receita de massa por peso',
        'focaccia',
        'pizza napolitana',
      ],
      faqs: [
        {
          question: 'O que é a porcentagem do padeiro?',
          answer:
            'Cada ingrediente é escrito como porcentagem do peso da farinha. Hidratação de 65% significa 65 g de água para cada 100 g de farinha; a farinha é sempre 100%.',
        },
        {
          question: 'Como o peso da farinha é calculado a partir do total?',
          answer:
            'Farinha = peso total da massa ÷ (1 + a soma das outras porcentagens ÷ 100). Para 1.000 g com 65% de água, 2% de sal e 2% de azeite, dá 1.000 ÷ 1,69 = 591,7 g de farinha.',
        },
        {
          question: 'Que hidratação devo usar?',
          answer:
            'Cerca de 60% para pizza napolitana, 63% para pizza estilo Nova York, 65% para pão de forma e 70% ou mais para focaccia. Uma hidratação maior dá uma massa mais aerada e mais grudenta.',
        },
      ],
    },
    'exact-dose-bean-counter': {
      title: 'Contador de grãos para dose exata',
      description:
        'Acerte a dose exata de café: quantos grãos pôr ou tirar para chegar aos gramas desejados.',
      keywords: [
        'dose de café',
        'espresso',
        'gramas de café',
        'grãos de café',
        'peso do grão de café',
        'dose exata',
        'café especial',
      ],
      faqs: [
        {
          question: 'Quanto pesa um grão de café?',
          answer:
            'Normalmente de 0,1 a 0,2 g; 0,12 g é uma média comum para torras médias. Pese 50 grãos e divida por 50 para saber o peso dos seus.',
        },
        {
          question: 'Como ela calcula quantos grãos acrescentar?',
          answer:
            'Ela divide a diferença entre a dose desejada e o peso na balança pelo peso de um grão e arredonda para o grão inteiro mais próximo. Uma diferença negativa indica quantos grãos tirar.',
        },
      ],
    },
    'is-it-done': {
      title: 'Está pronto? Guia de temperatura das carnes',
      description:
        'Confira as temperaturas internas mínimas seguras para aves, carne bovina, suína, peixe e mais, em °F ou °C.',
      keywords: [
        'temperatura interna da carne',
        'ponto da carne',
        'termômetro de carne',
        'temperatura do frango',
        'ponto da picanha',
        'mal passado',
        'segurança alimentar',
        'temperatura de cozimento',
        'USDA',
      ],
      faqs: [
        {
          question: 'Que temperatura o frango e o peru devem atingir?',
          answer:
            'Todas as aves (inteiras, peito, coxa, asa, carne moída de ave e recheio) devem chegar a 165 °F (74 °C), medidos com um termômetro culinário na parte mais grossa, longe do osso.',
        },
        {
          question: 'Por que bifes de porco, boi e cordeiro precisam descansar 3 minutos?',
          answer:
            'O mínimo do USDA (o Departamento de Agricultura dos EUA) para cortes inteiros de carne bovina, suína, de vitela e de cordeiro é 145 °F (63 °C), seguido de pelo menos 3 minutos de descanso. A temperatura continua alta ou segue subindo durante o descanso, o que ajuda a destruir bactérias nocivas. Carne moída não tem tempo de descanso, mas precisa chegar a 160 °F (71 °C).',
        },
        {
          question: 'Um bife ao ponto para malpassado é seguro?',
          answer:
            'O ponto para malpassado (130–135 °F, 54–57 °C) é uma preferência de ponto e fica abaixo do mínimo seguro do USDA para cortes inteiros de carne bovina, 145 °F (63 °C) com 3 minutos de descanso. Muita gente gosta assim; o risco é maior para crianças pequenas, idosos, gestantes e qualquer pessoa com a imunidade baixa. Hambúrgueres e outras carnes bovinas moídas devem sempre chegar a 160 °F (71 °C).',
        },
        {
          question: 'Por que o valor em Celsius é 63 e não 62,8?',
          answer:
            'O guia converte cada valor em Fahrenheit para Celsius e arredonda para graus inteiros, como mostra a maioria dos termômetros de cozinha: 145 °F são 62,8 °C, mostrados como 63 °C; 165 °F são 73,9 °C, mostrados como 74 °C.',
        },
      ],
    },
    'tipping-risk-o-meter': {
      title: 'Gorjetômetro de risco',
      description:
        'Veja se a sua gorjeta segue o costume local em 16 países, em restaurantes, bares e táxis.',
      keywords: [
        'gorjeta no exterior',
        'quanto dar de gorjeta',
        'gorjeta nos Estados Unidos',
        'gorjeta na Europa',
        'gorjeta por país',
        'etiqueta de gorjeta',
        'viagem internacional',
        'gorjeta no Japão',
        'gorgeta',
      ],
      faqs: [
        {
          question: 'Como o Gorjetômetro avalia a minha gorjeta?',
          answer:
            'Cada país tem uma faixa típica para restaurantes, bares e táxis. Uma gorjeta mais de 1 ponto percentual abaixo do início da faixa fica vermelha: “Risco: gorjeta baixa”. Até o topo da faixa ela fica verde, “Normal”; até 5 pontos acima do topo fica âmbar, “Acima do normal”, e além disso âmbar, “Incomum”. Onde dar gorjeta não é costume, 0% fica verde, “Gorjeta não esperada”, e qualquer gorjeta fica âmbar, “Pouco comum aqui”.',
        },
        {
          question: 'Devo dar gorjeta no Japão?',
          answer:
            'Não. Dar gorjeta não é costume em restaurantes, bares ou táxis japoneses, e a Organização Nacional de Turismo do Japão diz que não é preciso dar gorjeta. Alguns restaurantes e hotéis sofisticados acrescentam, em vez disso, uma taxa de serviço de 10% a 15% à conta.',
        },
        {
          question: 'E se a taxa de serviço já vier na conta?',
          answer:
            'Então ela conta como a gorjeta. Em países como Reino Unido, Itália, Brasil, Índia, Emirados Árabes Unidos e Turquia, muitas vezes uma taxa de serviço é somada às contas de restaurantes e bares, por isso a ferramenta lembra você de conferir a conta antes de dar mais.',
        },
      ],
    },
    'lakh-crore-converter': {
      title: 'Conversor de lakh e crore',
      description: 'Converta lakh e crore em milhões e bilhões, com o agrupamento de algarismos indiano.',
      keywords: [
        'lakh',
        'crore',
        'lakh em milhões',
        'crore em milhões',
        'crore em bilhões',
        'quanto é um crore',
        'quanto é um lakh',
        'sistema de numeração indiano',
        'rúpias',
      ],
      faqs: [
        {
          question: 'Quanto é um lakh e um crore?',
          answer:
            'Um lakh é 100 mil (escrito 1,00,000 na Índia) e um crore é 10 milhões (1,00,00,000). Então 1 crore = 100 lakh, e 10 lakh = 1 milhão.',
        },
        {
          question: 'Como converter crore em milhões?',
          answer:
            'Multiplique por 10: 1,5 crore são 15 milhões, e 25 crore são 250 milhões. Para ir de milhões para crore, divida por 10.',
        },
        {
          question: 'Por que as vírgulas ficam em lugares diferentes?',
          answer:
            'O sistema indiano agrupa os três últimos algarismos e depois de dois em dois (1,25,00,000), enquanto o sistema internacional agrupa de três em três (12,500,000, ou 12.500.000 como escrevemos no Brasil). O número é o mesmo.',
        },
      ],
    },
    'plug-voltage-checker': {
      title: 'Tomadas e voltagem pelo mundo',
      description:
        'Descubra os tipos de tomada, a voltagem e a frequência do seu destino e se você vai precisar de adaptador.',
      keywords: [
        'adaptador de tomada',
        'tipo de tomada',
        'voltagem por país',
        'tomada nos Estados Unidos',
        'tomada na Europa',
        'adaptador de viagem',
        'transformador de voltagem',
        '110 ou 220',
        'tomada',
      ],
      faqs: [
        {
          question: 'Preciso de um adaptador de tomada ou de um transformador de voltagem?',
          answer:
            'Um adaptador de tomada só muda o formato do plugue; um transformador (conversor de voltagem) muda a voltagem. Olhe a etiqueta do aparelho: se disser INPUT 100–240V, como a maioria dos carregadores de celular, tablet e notebook, basta um adaptador. Um aparelho feito só para 120 V, como muitos secadores de cabelo, precisa de um transformador abaixador em países com 220–240 V.',
        },
        {
          question: 'Posso usar plugues e aparelhos americanos no Japão?',
          answer:
            'Os plugues encaixam: o Japão usa os tipos A e B, como os Estados Unidos, embora muitas tomadas sejam só de dois pinos e algumas não aceitem o pino mais largo de um plugue polarizado. A rede elétrica do Japão é de 100 V, abaixo dos 120 V para os quais os aparelhos americanos são feitos, então carregadores bivolt funcionam normalmente, enquanto outros aparelhos podem funcionar mais fracos e é melhor usá-los com um transformador elevador.',
        },
        {
          question: 'Faz diferença um país usar 50 Hz em vez de 60 Hz?',
          answer:
            'Carregadores e a maioria dos eletrônicos aceitam as duas frequências (a etiqueta diz 50/60 Hz). Motores, relógios e timers feitos para uma frequência podem funcionar mais devagar ou mais rápido na outra, e alguns eletrodomésticos podem superaquecer. Um transformador de voltagem não muda a frequência. O Japão usa 50 Hz no leste e 60 Hz no oeste.',
        },
      ],
    },
    'international-shoe-size-converter': {
      title: 'Conversor internacional de tamanho de calçados',
      description:
        'Converta tamanhos de calçados entre numeração americana (US), britânica (UK), europeia (EU) e centímetros, masculina e feminina.',
      keywords: [
        'tabela de conversão de calçados',
        'numeração de sapato americana',
        'conversão de tamanho de tênis',
        'tamanho de calçado US',
        'tamanho UK',
        'numeração europeia',
        'tamanho do pé em cm',
        'conversor de calçados',
        'tabela de tamanho de tênis',
      ],
      faqs: [
        {
          question: 'Como o conversor calcula o meu tamanho?',
          answer:
            'Ele passa pelo comprimento do pé. Os tamanhos US e UK usam o comprimento do pé em polegadas: US masculino = 3 × polegadas − 22, US feminino = 3 × polegadas − 21, UK = 3 × polegadas − 23. Os tamanhos EU contam a forma do calçado em pontos de Paris de 2/3 cm: EU = 1,5 × (comprimento do pé em cm + 1,75), sendo 1,75 cm a folga que o calçado deixa na frente dos dedos. Os tamanhos US e UK são arredondados para o meio número mais próximo, e os EU para números inteiros.',
        },
        {
          question: 'Os tamanhos masculinos e femininos são diferentes?',
          answer:
            'Aqui, só no sistema americano: para o mesmo pé, o tamanho US feminino é um número acima do masculino (um pé de 10 polegadas é 8 masculino e 9 feminino). Os tamanhos UK e EU usam uma escala só para todos, então esse pé é UK 7 e EU 41 em qualquer caso.',
        },
        {
          question: 'Por que a tabela de tamanhos de uma marca não bate exatamente?',
          answer:
            'Cada marca faz os calçados com as próprias formas e arredonda nos próprios intervalos, então as tabelas para o mesmo pé costumam diferir em meio número, e a etiqueta EU de um mesmo tamanho UK pode variar um número inteiro (a ISO 19407 associa UK 6 a EU 39; algumas tabelas de marcas, a 39,5 ou 40). Considere meio número para mais ou para menos, meça o pé maior do calcanhar até o dedo mais comprido e use a tabela de comprimento do pé da marca quando houver.',
        },
      ],
    },
  },
  categories: {
    finance: {
      name: 'Finanças',
      description: 'Juros, empréstimos, inflação, salários, gorjetas e impostos calculados em segundos.',
      longDescription:
        'Respostas para questões de dinheiro com fórmulas transparentes: juros compostos, tabelas de amortização, preços corrigidos pela inflação, conversão de salários, reserva de impostos para freelancers e mais. Todos os valores são calculados no seu navegador, e nada do que você digita sai do seu aparelho.',
    },
    time: {
      name: 'Data e hora',
      description: 'Idades, contagens regressivas, dias úteis, números de semana e relógios do mundo todo.',
      longDescription:
        'Cálculos de datas que respeitam o calendário para as dúvidas do dia a dia: quantos anos eu tenho, quantos dias faltam para um feriado, quantos dias úteis há em um período, em que dia da semana caiu uma data e que horas são em outra cidade.',
    },
    baking: {
      name: 'Culinária e confeitaria',
      description:
        'Xícaras em gramas, manteiga, formas, ovos, altitude, massas e temperaturas seguras de cozimento.',
      longDescription:
        'Conversões e planejadores de cozinha para quem cozinha e faz bolos e pães em casa: converta xícaras em gramas por ingrediente, troque o tamanho da forma, aumente ou reduza receitas, ajuste para a altitude, planeje massas e confira se a comida chegou a uma temperatura segura.',
    },
    dev: {
      name: 'Programação',
      description: 'UUIDs, formatação de JSON, imagens em Base64, expressões regulares e teste de teclado.',
      longDescription:
        'Pequenos utilitários que desenvolvedores usam todo dia, rodando localmente para você colar dados privados com segurança: gere UUIDs, formate e valide JSON, teste expressões regulares, codifique imagens em Base64 e teste um teclado.',
    },
    calculators: {
      name: 'Calculadoras',
      description: 'Porcentagem, medidas, temperatura, números romanos, IMC e uma calculadora simples.',
      longDescription:
        'Calculadoras e conversores rápidos e precisos para a escola, o trabalho e a casa: porcentagens, conversão de medidas e de temperatura, números romanos, números por extenso, IMC e mais, com o cálculo mostrado com clareza.',
    },
    text: {
      name: 'Texto',
      description: 'Troque maiúsculas e minúsculas, remova quebras de linha e crie slugs de URL limpos.',
      longDescription:
        'Limpe e reformate textos sem enviá-los para lugar nenhum: converta entre título, camelCase, snake_case e outros formatos, tire quebras de linha indesejadas e transforme títulos em slugs amigáveis para SEO.',
    },
    generators: {
      name: 'Geradores',
      description: 'Senhas fortes, números aleatórios, QR Codes e uma roleta de decisão.',
      longDescription:
        'Geradores que usam a fonte aleatória criptográfica do seu navegador: senhas fortes, números aleatórios justos, QR Codes para links e textos e uma roleta para quando você não consegue decidir.',
    },
    'around-the-world': {
      name: 'Pelo mundo',
      description: 'Costumes de gorjeta, tomadas e voltagem, tamanhos de calçados e números em lakh e crore.',
      longDescription:
        'Ajudantes de viagem para quem cruza fronteiras: quanto dar de gorjeta em cada país, que tomada e que voltagem esperar, como os tamanhos de calçados se convertem entre sistemas e como os lakh e crore indianos se comparam aos milhões.',
    },
  },
  answerPages: {
    'how-much-butter-is-one-stick': {
      title: 'Quanto é um stick de manteiga?',
      description:
        'Um stick de manteiga americano equivale a 1/2 xícara, 8 colheres de sopa, 4 onças ou 113 gramas.',
    },
    'how-many-cups-is-one-stick': {
      title: 'Quantas xícaras tem um stick de manteiga?',
      description:
        'Um stick de manteiga americano equivale a 1/2 xícara, o mesmo que 8 colheres de sopa ou 113 gramas.',
    },
  },
} satisfies CatalogueTranslation;
