import type { CatalogueTranslation } from './index';

/** The catalogue in French (catalogue/translations/index.ts). */
export default {
  tools: {
    'compound-interest-calculator': {
      title: 'Calculateur d’intérêts composés',
      description:
        'Voyez comment votre épargne grandit avec les intérêts composés et des versements réguliers, avec un tableau année par année et un export CSV.',
      keywords: [
        'calcul intérêts composés',
        'calculateur intérêts composés',
        'simulateur épargne',
        'intérêts cumulés',
        'placement',
        'taux annuel effectif',
        'versements réguliers',
        'capitalisation',
        'interets composes',
      ],
      faqs: [
        {
          question: 'Comment les intérêts composés sont-ils calculés ici ?',
          answer:
            'À chaque période de capitalisation, le solde augmente du taux annuel divisé par le nombre de périodes par an, puis le versement de la période s’ajoute. Avec une capitalisation mensuelle à 6 %, le solde augmente de 0,5 % chaque mois. Les intérêts gagnés sur une période rapportent eux-mêmes des intérêts sur toutes les périodes suivantes.',
        },
        {
          question: 'Quand mes versements sont-ils ajoutés ?',
          answer:
            'À la fin de chaque période de capitalisation : un versement commence donc à rapporter des intérêts à la période suivante. Le versement s’entend par période de capitalisation : avec une capitalisation mensuelle, c’est un montant mensuel ; avec une capitalisation hebdomadaire, un montant hebdomadaire.',
        },
        {
          question: 'Qu’est-ce que le taux annuel effectif ?',
          answer:
            'C’est ce qu’une année rapporte réellement une fois la capitalisation comptée : (1 + r/n)^n − 1. À 6 % capitalisés chaque mois, il est de 6,17 %, et il augmente un peu à mesure que la capitalisation est plus fréquente. Les banques américaines l’appellent souvent APY.',
        },
        {
          question: 'Puis-je ouvrir le tableau dans un tableur ?',
          answer:
            'Oui. « Télécharger le CSV » enregistre compound_interest_schedule.csv avec les colonnes Année, Solde initial, Versé, Intérêts et Solde final, en nombres bruts à deux décimales. L’adresse de la page garde aussi vos valeurs : vous pouvez mettre un calcul en favori ou le partager.',
        },
      ],
    },
    'inflation-calculator': {
      title: 'Calculateur d’inflation',
      description:
        'Découvrez ce que vaut aujourd’hui une somme en dollars américains d’une année passée, d’après l’indice des prix à la consommation.',
      keywords: [
        'calcul inflation',
        'calculateur inflation',
        'pouvoir d’achat',
        'valeur du dollar',
        'indice des prix',
        'CPI',
        'inflation dollar',
        'hausse des prix',
      ],
      faqs: [
        {
          question: 'D’où viennent les données sur l’inflation ?',
          answer:
            'De l’indice des prix à la consommation du Bureau of Labor Statistics (BLS) américain pour l’ensemble des consommateurs urbains (CPI-U), moyenne des villes des États-Unis, tous postes confondus. À l’ouverture, la page demande au BLS les derniers chiffres mensuels et fait la moyenne des mois de chaque année ; si la requête échoue ou dure plus de 5 secondes, elle utilise une table intégrée de moyennes annuelles de 1970 à 2024.',
        },
        {
          question: 'Comment le montant ajusté est-il calculé ?',
          answer:
            'Votre montant est multiplié par l’indice de la dernière année, puis divisé par l’indice de l’année choisie. Par exemple, 100 $ en 1990 × 315,6 / 130,7 = 241,47 $ en 2024. L’inflation totale correspond à ce rapport moins 1, en pourcentage.',
        },
        {
          question: 'Quelle différence entre le taux annuel simple et le taux annuel composé ?',
          answer:
            'La moyenne simple divise l’inflation totale par le nombre d’années (141,47 % sur 34 ans, soit 4,16 % par an). Le taux composé est le taux annuel constant qui donnerait le même total si chaque année s’appuyait sur la précédente (2,63 % par an de 1990 à 2024) : c’est ainsi que l’inflation s’accumule réellement.',
        },
        {
          question: 'Pourquoi la dernière année peut-elle changer sous mes yeux ?',
          answer:
            'Le résultat utilise d’abord la table intégrée, puis se met à jour si des données plus récentes arrivent du Bureau of Labor Statistics. Une année en cours utilise la moyenne des mois déjà publiés : son chiffre peut donc changer à la sortie de nouveaux mois.',
        },
      ],
    },
    'loan-payment-calculator': {
      title: 'Calculateur de mensualités de prêt',
      description:
        'Calculez la mensualité, le coût des intérêts et la date de fin d’un prêt ou crédit immobilier, avec tableau d’amortissement et remboursements anticipés.',
      keywords: [
        'calcul mensualité prêt',
        'simulateur prêt',
        'simulation crédit immobilier',
        'tableau d’amortissement',
        'calcul emprunt',
        'remboursement anticipé',
        'coût du crédit',
        'intérêts d’emprunt',
        'mensualite credit',
      ],
      faqs: [
        {
          question: 'Comment la mensualité est-elle calculée ?',
          answer:
            'Avec la formule d’amortissement classique : échéance = P × i / (1 − (1 + i)^−n), où P est le montant emprunté, i le taux annuel divisé par le nombre d’échéances par an, et n le nombre d’échéances (années × échéances par an, arrondi). À un taux de 0 %, le montant est simplement réparti à parts égales sur les échéances.',
        },
        {
          question: 'À quoi sert un versement supplémentaire par période ?',
          answer:
            'Le montant supplémentaire s’impute directement sur le capital à chaque échéance : moins d’intérêts s’accumulent et le prêt se termine plus tôt. Le calculateur compare avec le même prêt sans ce supplément et affiche les intérêts et le temps économisés. Le dernier versement supplémentaire est réduit pour que vous ne payiez jamais plus que ce que vous devez.',
        },
        {
          question:
            'Pourquoi des échéances toutes les deux semaines ou chaque semaine coûtent-elles moins d’intérêts ?',
          answer:
            'Les intérêts portent sur un solde remboursé plus souvent, donc un peu moins d’intérêts s’accumulent entre deux échéances. Des versements toutes les deux semaines de la moitié de la mensualité représentent aussi 13 mensualités par an (26 moitiés), ce qui rembourse le prêt plus vite. Modifiez « Échéances par an » pour comparer.',
        },
        {
          question: 'Puis-je obtenir le tableau d’amortissement complet ?',
          answer:
            'Oui. Le tableau affiche les 360 premières échéances ; « Afficher toutes les lignes » les liste toutes, et « Télécharger le CSV » enregistre le tableau entier (période, échéance, intérêts, capital, supplément et solde) pour un tableur. Rien n’est envoyé : tout est calculé dans votre navigateur.',
        },
      ],
    },
    'salary-converter': {
      title: 'Convertisseur de salaire',
      description:
        'Convertissez une rémunération horaire, journalière, hebdomadaire, mensuelle ou annuelle, en tenant compte des congés et des jours fériés.',
      keywords: [
        'salaire horaire en mensuel',
        'salaire annuel en mensuel',
        'convertisseur salaire',
        'taux horaire',
        'calcul salaire',
        'salaire hebdomadaire',
        'rémunération',
        'revenu annuel',
      ],
      faqs: [
        {
          question: 'Comment convertir un salaire horaire en salaire annuel ?',
          answer:
            'Multipliez le taux horaire par les heures par jour, les jours par semaine et les semaines payées par an. À 8 heures par jour, 5 jours par semaine et 52 semaines, 25 $ de l’heure font 25 × 8 × 5 × 52 = 52 000 $ par an, soit 4 333,33 $ par mois.',
        },
        {
          question: 'Les congés et les jours fériés réduisent-ils mon salaire annuel ?',
          answer:
            'Non. Les congés payés et les jours fériés payés sont rémunérés : ils ne changent pas votre salaire. En revanche, vous travaillez moins d’heures pour le même montant : le convertisseur affiche donc aussi votre taux horaire effectif sur les heures réellement travaillées. Avec 10 jours de congé et 10 jours fériés, cela fait 1 920 heures au lieu de 2 080, donc 52 000 $ par an reviennent à 27,08 $ par heure travaillée.',
        },
        {
          question:
            'Quelle différence entre une paie toutes les deux semaines et une paie deux fois par mois ?',
          answer:
            'La paie toutes les deux semaines tombe tous les 14 jours : chaque versement correspond à deux semaines de salaire (26 paies sur une année de 52 semaines). La paie deux fois par mois tombe deux fois par mois : chaque versement correspond au salaire annuel divisé par 24. Les paies bimensuelles sont un peu plus élevées, mais moins nombreuses.',
        },
        {
          question: 'Pourquoi le salaire mensuel n’est-il pas quatre fois le salaire hebdomadaire ?',
          answer:
            'Une année compte 52 semaines mais seulement 12 mois : un mois moyen fait donc environ 4,33 semaines. Le convertisseur prend le salaire mensuel comme un douzième du salaire annuel : 1 000 $ par semaine sur 52 semaines font 52 000 $ par an, soit 4 333,33 $ par mois.',
        },
      ],
    },
    'finance-tip-calculator': {
      title: 'Calculateur de pourboire avec taxes',
      description:
        'Partagez une addition avec taxes, frais de service et pourboire calculé hors taxes, en six devises, avec arrondi par personne.',
      keywords: [
        'calcul pourboire',
        'pourboire avec taxe',
        'partager l’addition',
        'diviser l’addition',
        'frais de service',
        'pourboire hors taxes',
        'tip',
        'restaurant',
      ],
      faqs: [
        {
          question: 'Faut-il calculer le pourboire avant ou après taxes ?',
          answer:
            'L’usage est de calculer le pourboire sur le montant hors taxes : c’est donc le réglage par défaut. Choisissez « Le montant TTC » pour le calculer plutôt sur l’addition taxes comprises. Sur une addition de 100 $ avec 10 % de taxes, un pourboire de 20 % fait 20,00 $ avant taxes ou 22,00 $ après taxes.',
        },
        {
          question: 'Comment fonctionne l’arrondi par personne ?',
          answer:
            'Avec « Chaque part arrondie aux 0,50 supérieurs », la part de chacun est arrondie au multiple de 0,50 suivant, et le total devient cette part multipliée par le nombre de personnes. Par exemple, 105,63 € partagés en 3 font 35,21 €, arrondis à 35,50 € : le total passe à 106,50 €. Les 0,87 € en plus s’ajoutent au pourboire, et la page affiche le nouveau pourcentage de pourboire (16,04 % au lieu de 15 %).',
        },
        {
          question: 'Les frais de service font-ils partie du pourboire ?',
          answer:
            'Non. Les frais de service sont un pourcentage distinct de l’addition, ajouté au total sur leur propre ligne. Le pourboire n’est jamais calculé dessus. Si des frais de service figurent déjà sur votre addition, vous voudrez peut-être laisser un pourboire plus petit.',
        },
        {
          question: 'Pourquoi certaines personnes paient-elles un centime de plus ?',
          answer:
            'L’argent se compte en centimes entiers, et tous les totaux ne se divisent pas exactement. 128,50 $ partagés en 4 font 32,125 $ : 2 personnes paient donc 32,13 $ et 2 paient 32,12 $. Choisissez un mode d’arrondi si vous préférez que tout le monde paie le même montant rond.',
        },
      ],
    },
    'fire-calculator': {
      title: 'Calculateur FIRE',
      description:
        'Estimez quand vous (et votre partenaire) pourrez atteindre l’indépendance financière et prendre une retraite anticipée, avec un test de Monte-Carlo.',
      keywords: [
        'FIRE',
        'indépendance financière',
        'retraite anticipée',
        'calcul retraite',
        'taux de retrait',
        'règle des 4 %',
        'Monte-Carlo',
        'rentier',
      ],
      faqs: [
        {
          question: 'Comment le capital FIRE est-il calculé ?',
          answer:
            'C’est votre budget annuel à la retraite divisé par le taux de retrait sûr, par exemple 60 000 $ ÷ 3,8 % = 1 578 947 $. Un taux de 0 est lu comme 4 %. Les frais de santé avant 65 ans et les impôts ne sont pas inclus dans le capital FIRE, mais ils s’ajoutent aux retraits annuels dans la simulation.',
        },
        {
          question: 'Comment l’année FIRE est-elle déterminée ?',
          answer:
            'Le calculateur simule votre plan année par année en dollars d’aujourd’hui : la croissance au rendement réel, puis l’épargne de ceux qui travaillent encore, puis, une fois tout le monde à la retraite, les dépenses plus les frais de santé de chaque personne de moins de 65 ans, majorés des impôts. L’année FIRE est la première dont le solde de fin atteint le capital FIRE et qui, ensuite, sans aucun revenu et avec le rendement moyen chaque année, ne manque jamais d’argent jusqu’à ce que la personne la plus jeune atteigne l’âge maximal.',
        },
        {
          question: 'Que signifie le taux de réussite Monte-Carlo ?',
          answer:
            'La retraite à l’année FIRE (ou votre plan tel que saisi s’il n’y en a pas) est rejouée 1 000 fois, en tirant le rendement réel de chaque année dans une loi normale avec votre moyenne et votre écart type, et une graine fixe : les mêmes valeurs donnent donc toujours les mêmes chiffres. Le taux de réussite est la part des simulations qui ne manquent jamais d’argent ; les 10e, 50e et 90e centiles sont les soldes à la fin. Il peut être proche de 50 % même quand une année FIRE existe, car l’année FIRE suppose le rendement moyen chaque année.',
        },
      ],
    },
    'unit-price-calculator': {
      title: 'Calculateur de prix unitaire',
      description:
        'Comparez jusqu’à dix produits selon leur prix à l’unité pour trouver le plus avantageux et ce que vous économisez.',
      keywords: [
        'prix au kilo',
        'prix unitaire',
        'prix au litre',
        'comparer les prix',
        'meilleur prix',
        'comparateur courses',
        'prix à l’unité',
        'calcul prix au kg',
      ],
      faqs: [
        {
          question: 'Comment le prix unitaire est-il calculé ?',
          answer:
            'Le prix unitaire est le prix divisé par la quantité : par exemple, 3,99 $ pour 16 oz font environ 0,249 $ l’once. Pour comparer des produits vendus en formats différents, chaque quantité est d’abord convertie dans une unité commune : celle qu’utilisent la plupart de vos produits.',
        },
        {
          question: 'Puis-je comparer des onces avec des grammes, ou des litres avec des gallons ?',
          answer:
            'Oui. Les poids (oz, lb, g, kg) se comparent entre eux et les volumes (ml, L, fl oz, qt, gal) entre eux, avec des facteurs de conversion exacts : 1 oz = 28,349523125 g, 1 lb = 453,59237 g et 1 gallon américain = 3,785411784 L. Les onces liquides, quarts et gallons sont des mesures américaines.',
        },
        {
          question: 'Pourquoi un de mes produits n’apparaît-il pas dans le classement ?',
          answer:
            'Un poids ne peut pas se comparer à un volume ou à un nombre de pièces sans connaître la densité ou la taille de chaque article : les produits d’un autre type d’unité font donc l’objet d’une remarque à la place. Un produit doit aussi avoir un prix et une quantité supérieurs à 0 pour être classé.',
        },
        {
          question: 'Que signifie le pourcentage d’économie ?',
          answer:
            'C’est de combien un produit coûte moins cher à l’unité que le produit le plus cher de la comparaison. Par exemple, 9,98 pour 48 oz coûte 16,6 % de moins par once que 3,99 pour 16 oz.',
        },
      ],
    },
    'price-time-machine': {
      title: 'Machine à remonter les prix',
      description:
        'Voyez ce que coûtaient le lait, le pain, l’essence, le loyer, les études et plus depuis 1970, en dollars d’aujourd’hui et en heures de salaire minimum.',
      keywords: [
        'prix d’avant',
        'prix historiques',
        'coût de la vie',
        'évolution des prix',
        'prix en 1970',
        'inflation',
        'salaire minimum',
        'avant et maintenant',
      ],
      faqs: [
        {
          question: 'Comment l’outil calcule-t-il un prix en dollars d’aujourd’hui ?',
          answer:
            'Il multiplie le prix par l’indice des prix à la consommation actuel et le divise par l’indice de l’année concernée. L’indice est la moyenne annuelle du CPI-U du Bureau of Labor Statistics américain, mise à l’échelle pour que 1970 vaille 38 et 2024 vaille 310. Tant que des données plus récentes ne sont pas ajoutées, l’indice des années après 2024 reste à 310 : les dollars d’aujourd’hui sont donc pour l’instant des dollars de 2024.',
        },
        {
          question: 'Que se passe-t-il pour les années entre les données, ou en dehors ?',
          answer:
            'Chaque article a des chiffres environ tous les 5 à 10 ans de 1970 à 2024. Les années intermédiaires sont interpolées en ligne droite entre les deux chiffres les plus proches. Une année avant le premier chiffre affiche le premier chiffre, une année après le dernier affiche le dernier ; la page indique de quelle année vient le chiffre.',
        },
        {
          question:
            'Pourquoi la voiture neuve, le loyer et la consultation médicale sont-ils des estimations ?',
          answer:
            'Pour ces trois postes, l’outil utilise un indice des prix à la consommation au lieu d’un prix : le prix d’une année est le prix actuel multiplié par l’indice de cette année, divisé par le dernier indice. Les prix actuels sont au départ de 48 000 $ pour une voiture neuve, 1 600 $ par mois pour un loyer et 120 $ pour une consultation, et vous pouvez les modifier. L’indice des véhicules neufs tient compte de l’amélioration des voitures au fil du temps : les prix passés en ressortent plus élevés que ce que coûtait alors une voiture ordinaire.',
        },
      ],
    },
    'freelancer-tax-buffer': {
      title: 'Réserve d’impôts pour freelances (États-Unis)',
      description:
        'Combien mettre de côté sur un paiement freelance pour les impôts américains (fédéral, self-employment tax, État), avec les échéances trimestrielles.',
      keywords: [
        'impôts freelance États-Unis',
        'self-employment tax',
        '1099',
        'impôt estimé trimestriel',
        'auto-entrepreneur USA',
        'mettre de côté pour les impôts',
        'indépendant',
        'calcul impôt freelance',
      ],
      faqs: [
        {
          question: 'Quelle part d’un paiement freelance dois-je mettre de côté pour les impôts ?',
          answer:
            'L’outil additionne trois parts : l’impôt des indépendants ou self-employment tax (15,3 % sur 92,35 % de votre bénéfice net, soit environ 14,1 %), l’impôt fédéral sur le revenu supplémentaire que le paiement entraîne en plus d’éventuels salaires W-2, et un taux d’État forfaitaire sur le bénéfice net. Avec les valeurs par défaut (un paiement de 5 000 $, 25 % de frais, Californie, célibataire, aucun autre revenu), cela fait 717,36 $, soit 14,35 % du paiement : 529,86 $ d’impôt des indépendants, 187,50 $ d’impôt d’État et aucun impôt fédéral sur le revenu, car le revenu reste sous la déduction forfaitaire de 14 600 $. C’est une estimation avec les barèmes fédéraux 2024, pas un conseil fiscal.',
        },
        {
          question: 'Quand les acomptes trimestriels sont-ils dus ?',
          answer:
            'Les 15 avril, 15 juin et 15 septembre de l’année fiscale, et le 15 janvier de l’année suivante. Quand une date tombe un week-end ou un jour férié, l’échéance passe au jour ouvré suivant. Le fichier de calendrier contient les échéances à partir d’aujourd’hui, ou les quatre si elles sont toutes passées.',
        },
        {
          question: 'Pourquoi mes salaires W-2 changent-ils le montant ?',
          answer:
            'L’impôt fédéral sur le revenu est calculé par tranches, et le paiement est imposé en plus de vos salaires. Un célibataire avec 60 000 $ de salaires W-2 paie 591,72 $ d’impôt fédéral sur un paiement de 5 000 $ avec 25 % de frais, en partie à 12 % et en partie à 22 % : la réserve monte alors à 1 309,08 $ en Californie. La cotisation Social Security s’arrête aussi au plafond de 168 600 $ (2024) pour les salaires et les revenus d’indépendant réunis : si vos salaires W-2 soumis à la Social Security l’atteignent déjà, seule la part Medicare de 2,9 % s’applique.',
        },
      ],
    },
    'meeting-cost-stopwatch': {
      title: 'Chronomètre du coût d’une réunion',
      description:
        'Regardez le coût d’une réunion grimper en direct selon le nombre de participants et leur salaire moyen.',
      keywords: [
        'coût d’une réunion',
        'combien coûte une réunion',
        'calcul coût réunion',
        'chronomètre',
        'productivité',
        'salaire',
        'réunionite',
      ],
      faqs: [
        {
          question: 'Comment le coût d’une réunion est-il calculé ?',
          answer:
            'Le salaire annuel de chaque participant est converti en taux horaire sur 2 080 heures de travail (40 heures × 52 semaines), puis multiplié par le nombre de participants et par le temps écoulé. Huit personnes gagnant 120 000 $ coûtent ensemble environ 461,54 $ de l’heure : une réunion de 30 minutes coûte donc 230,77 $.',
        },
        {
          question: 'Le chronomètre continue-t-il si je change d’onglet ?',
          answer:
            'Oui. Le temps est mesuré à partir de l’horloge au moment où vous appuyez sur « Démarrer », pas en comptant des tops : il reste juste même quand le navigateur ralentit un onglet en arrière-plan ou que l’ordinateur se met en veille. « Pause » garde le temps dans l’adresse de la page : un rechargement ou un lien partagé affiche la même réunion.',
        },
        {
          question: 'Puis-je coller la liste des invités au lieu de compter les personnes ?',
          answer:
            'Oui. Collez les adresses e-mail des participants dans le champ « Participants » : chaque signe @ compte pour une personne. Les adresses restent dans votre navigateur : seul le nombre va dans le lien.',
        },
      ],
    },
    'age-calculator': {
      title: 'Calculateur d’âge',
      description:
        'Calculez votre âge exact en années, mois et jours, le total de jours et d’heures vécus et le compte à rebours jusqu’au prochain anniversaire.',
      keywords: [
        'calcul âge',
        'quel âge ai-je',
        'calculer son âge',
        'âge exact',
        'date de naissance',
        'anniversaire',
        'nombre de jours vécus',
        'calcul age',
      ],
      faqs: [
        {
          question: 'Comment mon âge en années, mois et jours est-il calculé ?',
          answer:
            'Nous comptons les années entières depuis votre dernier anniversaire, puis les mois entiers depuis le dernier « anniversaire mensuel » de votre date de naissance, puis les jours restants. Ajoutées à votre date de naissance, ces trois parts redonnent toujours exactement la date cible. Quand un mois est trop court (naissance un 31, mois de 30 jours), l’anniversaire mensuel tombe le dernier jour du mois.',
        },
        {
          question: 'Je suis né le 29 février. Quand tombe mon anniversaire les autres années ?',
          answer:
            'Les années non bissextiles, le calculateur place votre anniversaire au 28 février : ce jour-là, votre âge augmente d’un an et le compte à rebours affiche 0 jour. Les années bissextiles, votre anniversaire tombe le 29 février lui-même.',
        },
        {
          question: 'Le total d’heures et de minutes est-il exact ?',
          answer:
            'C’est le nombre total de jours multiplié par 24 et par 1 440. Il compte des jours entiers de minuit à minuit : il ignore donc l’heure de votre naissance et les changements d’heure.',
        },
        {
          question: 'Qu’est-ce que le prochain âge rond ?',
          answer:
            'C’est le prochain multiple de 5 au-dessus de votre âge actuel en années entières : à 38 ans c’est 40, et le jour de vos 40 ans cela devient 45. Le calculateur affiche la date à laquelle vous l’atteignez et dans combien de jours.',
        },
      ],
    },
    'days-until': {
      title: 'Calculateur de jours restants',
      description:
        'Comptez les jours, semaines et heures avant n’importe quelle date ou fête, et ajoutez l’événement à votre calendrier.',
      keywords: [
        'combien de jours avant',
        'compte à rebours',
        'jours restants',
        'nombre de jours avant une date',
        'compte a rebours',
        'J-',
        'événement',
        'jour férié',
      ],
      faqs: [
        {
          question: 'Aujourd’hui compte-t-il dans le nombre de jours ?',
          answer:
            'Non : le compte porte sur les jours entiers entre aujourd’hui et la date choisie. Une date qui tombe aujourd’hui affiche donc 0 jour, et demain 1 jour. Les semaines sont des semaines entières (jours divisés par 7, arrondis à l’inférieur) et les mois correspondent aux jours divisés par 30,44, la durée moyenne d’un mois.',
        },
        {
          question:
            'Comment les dates de Pâques, de la fête des Mères et de Thanksgiving sont-elles calculées ?',
          answer:
            'Chaque fête compte jusqu’à sa prochaine date, aujourd’hui compris. Le dimanche de Pâques suit le calcul occidental (grégorien). La fête des Mères est le deuxième dimanche de mai, Memorial Day le dernier lundi de mai, la fête des Pères le troisième dimanche de juin, Labor Day le premier lundi de septembre et Thanksgiving le quatrième jeudi de novembre, comme aux États-Unis.',
        },
        {
          question: 'Puis-je partager mon compte à rebours ou l’ajouter à mon calendrier ?',
          answer:
            'Oui. La date, le nom de l’événement et la fête sont gardés dans l’adresse de la page : « Partager », « Lien permanent » ou une copie de l’adresse donnent un lien qui ouvre le même compte à rebours (calculé à partir du jour où il est ouvert). « Ajouter au calendrier (.ics) » télécharge un fichier .ics avec un événement sur toute la journée, que Google Agenda, Apple Calendrier et Outlook savent importer.',
        },
        {
          question: 'Pourquoi le message « La date cible doit être dans le futur » s’affiche-t-il ?',
          answer:
            'Le compte à rebours ne compte que vers l’avant : une date antérieure à aujourd’hui ne peut pas être utilisée. Choisissez aujourd’hui ou une date ultérieure. Un lien partagé vers une fête d’une année passée compte plutôt jusqu’à la prochaine date de cette fête.',
        },
      ],
    },
    'business-days': {
      title: 'Calculateur de jours ouvrés',
      description:
        'Comptez les jours ouvrés entre deux dates, sans les week-ends et, au choix, sans les jours fériés fédéraux américains.',
      keywords: [
        'calcul jours ouvrés',
        'nombre de jours ouvrés',
        'jours ouvrables',
        'jours ouvrés entre deux dates',
        'jours de semaine',
        'jours fériés',
        'calcul délai',
        'jours ouvres',
      ],
      faqs: [
        {
          question: 'Le calculateur compte-t-il la date de début et la date de fin ?',
          answer:
            'La date de début compte toujours. La date de fin ne compte que si « Inclure la date de fin » est coché : du lundi au vendredi d’une même semaine, cela fait 4 jours ouvrés sans cette option et 5 avec.',
        },
        {
          question: 'Quels jours fériés sont exclus ?',
          answer:
            'Les 11 jours fériés fédéraux américains : le jour de l’An, Martin Luther King Jr. Day, Presidents’ Day, Memorial Day, Juneteenth, Independence Day, Labor Day, Columbus Day, Veterans Day, Thanksgiving et Noël. Juneteenth compte à partir de 2021 et Martin Luther King Jr. Day à partir de 1986. Les jours fériés des États et locaux ne sont pas inclus.',
        },
        {
          question: 'Que se passe-t-il quand un jour férié tombe un week-end ?',
          answer:
            'Il est reporté sur un jour de semaine, qui est alors exclu : le vendredi précédent pour un férié tombant un samedi, le lundi suivant pour un férié tombant un dimanche. Quand le 1er janvier tombe un samedi, le jour de l’An est reporté au vendredi 31 décembre de l’année précédente : une période qui se termine ce jour-là l’exclut donc.',
        },
        {
          question: 'Comment les « Semaines couvertes » sont-elles calculées ?',
          answer:
            'C’est le nombre de jours comptés divisé par 7, à une décimale, affiché à côté des semaines et jours entiers (39 jours font 5,6, soit 5 semaines et 4 jours). On peut compter des périodes allant jusqu’à 100 ans.',
        },
      ],
    },
    'friday-13th': {
      title: 'Trouver les vendredis 13',
      description: 'Trouvez le prochain vendredi 13 et tous ceux d’une année de votre choix, de 1900 à 2100.',
      keywords: [
        'vendredi 13',
        'prochain vendredi 13',
        'liste des vendredis 13',
        'calendrier',
        'superstition',
        'porte-malheur',
        'jour de chance',
      ],
      faqs: [
        {
          question: 'À quelle fréquence tombe un vendredi 13 ?',
          answer:
            'Chaque année compte au moins un vendredi 13 et au plus trois. Un mois en a un exactement quand il commence un dimanche. 2026 en compte trois (février, mars et novembre), tandis que 2027 n’en a qu’un, en août.',
        },
        {
          question: 'Quel est le plus long intervalle entre deux vendredis 13 ?',
          answer:
            'Quatorze mois, comme de juillet 2001 à septembre 2002, ou d’août 2027 à octobre 2028. Le plus court est de quatre semaines : de février à mars d’une année non bissextile, comme en 2015 et en 2026.',
        },
        {
          question: 'Le 13 tombe-t-il vraiment plus souvent un vendredi ?',
          answer:
            'Légèrement. Le calendrier grégorien se répète tous les 400 ans, et sur ce cycle le 13 tombe 688 fois un vendredi, contre 684 à 687 fois pour chacun des autres jours de la semaine.',
        },
        {
          question: 'Comment le prochain vendredi 13 est-il déterminé ?',
          answer:
            'À partir de la date du jour dans votre propre fuseau horaire. Si nous sommes un vendredi 13, il compte comme le prochain et le bandeau l’indique. La liste par année couvre 1900 à 2100 et indique, pour chaque date, combien de jours se sont écoulés ou restent.',
        },
      ],
    },
    'what-day': {
      title: 'Quel jour était-ce ?',
      description:
        'Trouvez le jour de la semaine de n’importe quelle date, son numéro de jour dans l’année, si l’année est bissextile et la phase de la lune.',
      keywords: [
        'quel jour était-ce',
        'jour de la semaine',
        'quel jour tombe',
        'jour de naissance',
        'phase de la lune',
        'calendrier perpétuel',
        'année bissextile',
      ],
      faqs: [
        {
          question: 'Quel calendrier est utilisé pour les dates anciennes ?',
          answer:
            'Le calendrier grégorien pour toutes les dates, prolongé avant son adoption (1582 dans une grande partie de l’Europe, dont la France, 1752 en Grande-Bretagne et dans ses colonies). Les documents plus anciens utilisent souvent des dates juliennes, qui peuvent différer de 10 à 13 jours de celles-ci.',
        },
        {
          question: 'Quelle est la précision de la phase de la lune ?',
          answer:
            'Elle découle du cycle lunaire moyen de 29,53058867 jours, compté à partir de la nouvelle lune du 6 janvier 2000 à 18 h 14 UTC, et prise à midi UTC à votre date. Chacune des 8 phases dure environ 3,7 jours : près d’un changement de phase, le ciel réel peut avoir un jour d’avance ou de retard. Le pourcentage éclairé est arrondi à 0, 25, 50, 75 ou 100.',
        },
        {
          question: 'Qu’est-ce qu’une année bissextile ?',
          answer:
            'Une année divisible par 4, sauf les années séculaires non divisibles par 400. Ainsi, 2000 et 2024 sont bissextiles, mais pas 1900 ni 2100. Une année bissextile compte 366 jours.',
        },
        {
          question: 'Qu’est-ce que le numéro du jour dans l’année ?',
          answer:
            'Le nombre de jours écoulés depuis le début de l’année, le 1er janvier étant le jour 1. Le 31 décembre est le jour 365, ou le jour 366 dans une année bissextile.',
        },
      ],
    },
    'world-clock': {
      title: 'Horloge mondiale et fuseaux horaires',
      description:
        'Voyez l’heure qu’il est dans les villes du monde entier et convertissez une heure d’un fuseau horaire à un autre.',
      keywords: [
        'heure dans le monde',
        'horloge mondiale',
        'décalage horaire',
        'convertisseur fuseau horaire',
        'quelle heure est-il à',
        'fuseaux horaires',
        'UTC',
        'heure à New York',
      ],
      faqs: [
        {
          question: 'L’horloge mondiale tient-elle compte de l’heure d’été ?',
          answer:
            'Oui. Chaque ville est rattachée à son fuseau horaire IANA officiel (comme America/New_York ou Europe/London), et la base de fuseaux horaires de votre navigateur applique les règles de changement d’heure pour la date exacte. C’est pourquoi New York et Londres n’ont que 4 heures d’écart pendant quelques semaines en mars et de nouveau fin octobre, quand une seule des deux villes a changé d’heure, et 5 heures le reste de l’année.',
        },
        {
          question: 'Pourquoi le convertisseur demande-t-il une date ?',
          answer:
            'Le décalage entre deux villes dépend de la date : les pays changent d’heure à des jours différents, et l’hémisphère Sud change à la saison opposée. La date par défaut est aujourd’hui ; choisissez-en une autre pour planifier un appel. Quand l’heure convertie tombe un autre jour, le résultat indique « le lendemain » ou « la veille ».',
        },
        {
          question:
            'Et si je saisis une heure qui n’existe pas, comme 2 h 30 la nuit du passage à l’heure d’été ?',
          answer:
            'Cette heure est sautée dans la ville : le convertisseur avance donc l’heure de la durée du saut (2 h 30 devient 3 h 30 à New York le deuxième dimanche de mars) et vous le signale. Pour une heure qui existe deux fois lors du retour à l’heure d’hiver, il utilise la première et affiche les deux décalages.',
        },
        {
          question: 'Puis-je enregistrer ou partager ma liste de villes ?',
          answer:
            'Vos villes et les valeurs du convertisseur sont gardées dans l’adresse de la page : un favori ou un lien partagé redonne les mêmes villes et la même conversion. Rien n’est envoyé à un serveur : les horloges tournent dans votre navigateur à partir de l’horloge de votre appareil.',
        },
      ],
    },
    'half-birthday-calculator': {
      title: 'Calculateur de demi-anniversaire',
      description:
        'Trouvez la date de votre demi-anniversaire, six mois après votre anniversaire, et ajoutez-la à votre calendrier.',
      keywords: [
        'demi-anniversaire',
        'demi anniversaire',
        'anniversaire six mois',
        '6 mois après',
        'anniversaire',
        'half birthday',
      ],
      faqs: [
        {
          question: 'Comment le demi-anniversaire est-il calculé ?',
          answer:
            'C’est six mois calendaires après votre anniversaire : pour une naissance le 18 avril, le demi-anniversaire tombe le 18 octobre chaque année. Le calculateur affiche le demi-anniversaire de cette année, le prochain avec le nombre de jours restants, et le demi-âge que vous atteignez, par exemple 36 ans et demi.',
        },
        {
          question: 'Et si je suis né le 31 août ou un autre jour qui n’existe pas six mois plus tard ?',
          answer:
            'Le demi-anniversaire tombe le dernier jour de ce mois, calculé pour chaque année : les 29, 30 ou 31 août donnent le 28 février, ou le 29 février une année bissextile ; les 31 mars, mai, octobre et décembre donnent le 30 septembre, novembre, avril et juin. Un anniversaire le 29 février donne le 29 août chaque année.',
        },
        {
          question: 'Un demi-anniversaire tombe-t-il exactement 182,5 jours après mon anniversaire ?',
          answer:
            'Non. Comme les anniversaires, les demi-anniversaires suivent le calendrier et non un nombre de jours : l’écart va de 181 à 184 jours selon les mois entre les deux. La plupart des gens le fêtent le même jour du mois, six mois plus tard : c’est ce qu’utilise ce calculateur.',
        },
        {
          question: 'Puis-je ajouter mon demi-anniversaire à mon calendrier ?',
          answer:
            'Oui : « Ajouter au calendrier (.ics) » télécharge un fichier avec votre prochain demi-anniversaire comme événement sur toute la journée, que Google Agenda, Apple Calendrier et Outlook savent importer. Le fichier est créé dans votre navigateur ; rien n’est envoyé.',
        },
      ],
    },
    'days-until-christmas': {
      title: 'Combien de jours avant Noël ?',
      description:
        'Un compte à rebours jusqu’au jour de Noël, avec le nombre de jours de shopping restants et un planning des préparatifs.',
      keywords: [
        'compte à rebours Noël',
        'combien de jours avant Noël',
        'jours avant Noël',
        '25 décembre',
        'J-Noël',
        'cadeaux de Noël',
        'noel',
      ],
      faqs: [
        {
          question: 'Comment les jours de shopping sont-ils comptés ?',
          answer:
            'Six jours sur sept parmi les jours restants, arrondis à l’inférieur : le compte retire un jour par semaine, car beaucoup de magasins sont fermés ou ont des horaires réduits le dimanche.',
        },
        {
          question: 'Que se passe-t-il le jour de Noël ?',
          answer:
            'Le 25 décembre, le compte à rebours passe au Noël de l’année suivante : il n’affiche donc jamais 0 ni un nombre négatif.',
        },
        {
          question: 'Puis-je ajouter Noël à mon calendrier ?',
          answer:
            'Oui : « Ajouter au calendrier (.ics) » télécharge christmas-ANNÉE.ics, un événement sur toute la journée que Google Agenda, Apple Calendrier et Outlook savent importer. Rien n’est envoyé.',
        },
      ],
    },
    'days-until-new-years': {
      title: 'Combien de jours avant le Nouvel An ?',
      description:
        'Le compte à rebours des jours, heures et minutes jusqu’au 1er janvier et au début de la nouvelle année.',
      keywords: [
        'compte à rebours Nouvel An',
        'combien de jours avant le Nouvel An',
        'jour de l’An',
        '1er janvier',
        'réveillon du 31',
        'nouvelle année',
        'nouvel an',
      ],
      faqs: [
        {
          question: 'Quelle date utilise le compte à rebours du Nouvel An ?',
          answer:
            'Toujours le 1er janvier de l’année suivante, compté à partir de la date du jour dans votre propre fuseau horaire. Le 1er janvier lui-même, il compte jusqu’au jour de l’An suivant.',
        },
        {
          question: 'Pourquoi les heures et les minutes correspondent-elles à des jours entiers ?',
          answer:
            'Le compte à rebours se fait au jour près : les heures sont les jours restants multipliés par 24 et les minutes par 1 440, calculés une seule fois à l’ouverture de la page.',
        },
        {
          question: 'Puis-je l’ajouter à mon calendrier ?',
          answer:
            'Oui : « Ajouter au calendrier (.ics) » télécharge new-years-ANNÉE.ics, un événement sur toute la journée du 1er janvier.',
        },
      ],
    },
    'days-until-halloween': {
      title: 'Combien de jours avant Halloween ?',
      description:
        'Le compte à rebours jusqu’à Halloween le 31 octobre, pour préparer costumes et fêtes à temps.',
      keywords: [
        'compte à rebours Halloween',
        'combien de jours avant Halloween',
        '31 octobre',
        'déguisement Halloween',
        'fête d’Halloween',
        'halloween',
      ],
      faqs: [
        {
          question: 'Quand a lieu Halloween ?',
          answer:
            'Chaque année le 31 octobre. Une fois le jour venu, le compte à rebours passe au 31 octobre de l’année suivante.',
        },
        {
          question: 'Comment l’étape du planning est-elle choisie ?',
          answer:
            'L’étape marquée « Vous êtes ici » dépend des jours restants : plus de 60, de 31 à 60, de 15 à 30, de 8 à 14, et la dernière semaine.',
        },
        {
          question: 'Puis-je ajouter Halloween à mon calendrier ?',
          answer:
            'Oui : « Ajouter au calendrier (.ics) » télécharge halloween-ANNÉE.ics, un événement sur toute la journée du 31 octobre.',
        },
      ],
    },
    'days-until-valentines-day': {
      title: 'Combien de jours avant la Saint-Valentin ?',
      description:
        'Le compte à rebours jusqu’à la Saint-Valentin, le 14 février, avec des conseils de préparation à chaque étape.',
      keywords: [
        'compte à rebours Saint-Valentin',
        'combien de jours avant la Saint-Valentin',
        '14 février',
        'saint valentin',
        'idée Saint-Valentin',
        'fête des amoureux',
      ],
      faqs: [
        {
          question: 'Quand tombe la Saint-Valentin ?',
          answer:
            'Chaque année le 14 février. Le jour même, le compte à rebours passe à celle de l’année suivante : vous pouvez déjà préparer la prochaine.',
        },
        {
          question: 'Comment les conseils évoluent-ils ?',
          answer:
            'Ils suivent les jours restants : à plus de 30 jours, c’est le moment de planifier ; de 15 à 30, de réserver ; de 8 à 14, de commander fleurs et cadeaux ; la dernière semaine, de soigner les petites attentions.',
        },
        {
          question: 'Puis-je ajouter la Saint-Valentin à mon calendrier ?',
          answer:
            'Oui : « Ajouter au calendrier (.ics) » télécharge valentines-day-ANNÉE.ics, un événement sur toute la journée du 14 février.',
        },
      ],
    },
    'pet-age-calculator': {
      title: 'Âge de votre animal en années humaines',
      description:
        'Convertissez l’âge d’un chien, d’un chat, d’un lapin ou d’un cochon d’Inde en années humaines, selon la taille pour les chiens.',
      keywords: [
        'âge chien en âge humain',
        'âge chat en âge humain',
        'calcul âge chien',
        'calcul âge chat',
        'années de chien',
        'âge lapin',
        'âge cochon d’Inde',
        'age chien humain',
      ],
      faqs: [
        {
          question: 'Comment l’âge de mon animal est-il converti en années humaines ?',
          answer:
            'Chaque animal a un tableau d’âges et d’équivalents humains. Les âges entre deux lignes sont calculés en ligne droite entre elles (un chien moyen de 1,5 an est à mi-chemin entre 15 et 24, soit environ 20), et le résultat est arrondi à l’année. Les chiens suivent les recommandations de l’AVMA publiées par l’American Kennel Club : environ 15 années humaines pour la première année, 24 à deux ans, puis environ 4, 5, 6 ou 7 ans par an pour les petits, moyens, grands et très grands chiens. Les chats suivent le tableau de l’AAFP et de l’AAHA : 15, 24, puis 4 par an.',
        },
        {
          question: 'Pourquoi la taille de mon chien compte-t-elle ?',
          answer:
            'Les grands chiens vieillissent plus vite une fois adultes et vivent en général moins longtemps. Choisissez la taille selon le poids adulte : petit sous 20 lb (environ 9 kg), moyen de 20 à 50 lb, grand de 50 à 90 lb et très grand au-delà de 90 lb (environ 41 kg). À 7 ans, un petit chien a environ 44 ans en âge humain, un grand chien environ 54.',
        },
        {
          question: 'Pourquoi un avertissement pour les lapins et les cochons d’Inde âgés ?',
          answer:
            'Les lapins vivent en général jusqu’à une dizaine d’années et les cochons d’Inde jusqu’à environ 7 ans. Au-delà, les tableaux sont simplement prolongés : le résultat est une estimation extrapolée. Les âges supérieurs à 15 ans pour les lapins et à 12 ans pour les cochons d’Inde sont comptés comme 15 et 12.',
        },
        {
          question: 'Le résultat est-il exact ?',
          answer:
            'Non. Chaque conversion est une règle empirique : la race, la taille, la santé et les soins changent tous la façon dont un animal vieillit, et les tableaux pour lapins et cochons d’Inde ne sont pas des normes vétérinaires officielles. Utilisez cet outil pour le plaisir et comme repère général, et interrogez votre vétérinaire sur l’étape de vie et les soins de votre animal.',
        },
      ],
    },
    'what-week-number': {
      title: 'Quel numéro de semaine sommes-nous ?',
      description:
        'Trouvez le numéro de semaine ISO d’aujourd’hui ou de n’importe quelle date, avec les dates de début et de fin de la semaine.',
      keywords: [
        'numéro de semaine',
        'quelle semaine sommes-nous',
        'semaine ISO',
        'semaine actuelle',
        'calendrier semaines',
        'semaine en cours',
        'numero de semaine',
      ],
      faqs: [
        {
          question: 'Comment les numéros de semaine ISO sont-ils comptés ?',
          answer:
            'Selon la norme ISO 8601, utilisée en France, en Europe et dans une grande partie du monde, les semaines vont du lundi au dimanche, et la semaine 1 est celle qui contient le premier jeudi de l’année (la semaine du 4 janvier). Chaque semaine appartient à l’année de son jeudi.',
        },
        {
          question: 'Pourquoi le 1er janvier est-il parfois dans la semaine 52 ou 53 de l’année précédente ?',
          answer:
            'Quand le 1er janvier tombe un vendredi, un samedi ou un dimanche, le jeudi de sa semaine est en décembre : la semaine appartient donc à l’ancienne année. Le 1er janvier 2027 est ainsi dans la semaine 53 de 2026. De même, les 29 à 31 décembre peuvent être dans la semaine 1 de l’année suivante, comme le 30 décembre 2024, qui était dans la semaine 1 de 2025.',
        },
        {
          question: 'Toutes les années ont-elles 52 semaines ?',
          answer:
            'La plupart des années ISO ont 52 semaines, mais une année qui commence un jeudi, ou une année bissextile qui commence un mercredi, en a 53. 2020, 2026 et 2032 sont des années de 53 semaines.',
        },
        {
          question: 'Pourquoi mon calendrier américain affiche-t-il un autre numéro de semaine ?',
          answer:
            'Beaucoup de calendriers et de tableurs américains (NO.SEMAINE d’Excel par défaut) commencent la semaine le dimanche et appellent semaine 1 celle qui contient le 1er janvier, même très courte. Leur numéro peut être supérieur d’un au numéro ISO, et une telle année a 53 ou 54 semaines. L’outil affiche les deux.',
        },
      ],
    },
    'percentage-calculator': {
      title: 'Calcul de pourcentage',
      description:
        'Calculez X % d’un nombre, le pourcentage qu’un nombre représente d’un autre, et augmentez ou diminuez une valeur d’un pourcentage.',
      keywords: [
        'calcul pourcentage',
        'calculer un pourcentage',
        'pourcentage d’un nombre',
        'calcul remise',
        'augmentation en pourcentage',
        'baisse en pourcentage',
        'réduction',
        'calcul pourcentage en ligne',
        'pourcentages',
      ],
      faqs: [
        {
          question: 'Comment calculer le pourcentage d’un nombre ?',
          answer:
            'Multipliez le nombre par le pourcentage et divisez par 100. Par exemple, 15 % de 200 font 200 × 15 ÷ 100 = 30.',
        },
        {
          question: 'Comment savoir quel pourcentage un nombre représente d’un autre ?',
          answer:
            'Divisez le premier nombre par le second et multipliez par 100. Par exemple, 30 représente 15 % de 200, car 30 ÷ 200 × 100 = 15. Une division par zéro n’a pas de réponse : le résultat affiche alors un tiret.',
        },
        {
          question: 'Comment augmenter ou diminuer un nombre d’un pourcentage ?',
          answer:
            'Multipliez par 1 plus le pourcentage pour une hausse, ou par 1 moins le pourcentage pour une baisse. 200 augmenté de 15 % donne 200 × 1,15 = 230 ; diminué de 15 %, il donne 200 × 0,85 = 170.',
        },
      ],
    },
    'basic-tip-calculator': {
      title: 'Calculateur de pourboire',
      description:
        'Calculez le pourboire et partagez l’addition entre 50 personnes maximum, avec des boutons rapides de 15 à 25 %.',
      keywords: [
        'calcul pourboire',
        'calculateur pourboire',
        'combien de pourboire',
        'partager l’addition',
        'pourboire restaurant',
        'pourboire par personne',
        'tip',
        'pourboir',
      ],
      faqs: [
        {
          question: 'Combien de personnes peuvent partager l’addition ?',
          answer: 'Le partage accepte jusqu’à 50 personnes ; le montant par personne inclut le pourboire.',
        },
        {
          question: 'Combien dois-je laisser de pourboire ?',
          answer:
            'Aux États-Unis, 15 à 20 % est l’usage pour un service à table. Les coutumes varient beaucoup d’un pays à l’autre : le Pourboire-o-mètre indique les usages de 16 pays.',
        },
      ],
    },
    'roman-numeral-converter': {
      title: 'Convertisseur de chiffres romains',
      description:
        'Convertissez des nombres en chiffres romains et des chiffres romains en nombres, de 1 à 3999, avec le détail étape par étape.',
      keywords: [
        'chiffres romains',
        'convertisseur chiffres romains',
        'traduire chiffres romains',
        'année en chiffres romains',
        'nombres romains',
        'MCMXCIV',
        'chiffre romain',
      ],
      faqs: [
        {
          question: 'Quels nombres peuvent être convertis ?',
          answer:
            'Les nombres entiers de 1 à 3999, la plage que les chiffres romains standard permettent d’écrire. Dans l’autre sens, les nombres jusqu’à MMMMCMXCIX (4999) écrits sous forme canonique sont lus.',
        },
        {
          question: 'Qu’est-ce que la forme romaine canonique ?',
          answer:
            'Les symboles vont du plus grand au plus petit, I, X, C ou M se répètent au plus trois fois de suite, et seules les paires soustractives IV, IX, XL, XC, CD et CM sont utilisées. IIII ou IC ne sont pas canoniques : ils sont donc refusés.',
        },
        {
          question: 'Comment s’écrit 1994 ?',
          answer: 'MCMXCIV : M (1000) + CM (900) + XC (90) + IV (4).',
        },
      ],
    },
    'spell-number': {
      title: 'Écrire un nombre en lettres en anglais',
      description:
        'Écrivez n’importe quel nombre en toutes lettres en anglais, décimales et nombres négatifs compris, jusqu’à 999 000 milliards.',
      keywords: [
        'nombre en lettres anglais',
        'écrire un nombre en anglais',
        'chiffres en lettres anglais',
        'number to words',
        'chèque en anglais',
        'montant en lettres',
        'nombres en anglais',
      ],
      faqs: [
        {
          question: 'Comment les décimales sont-elles écrites en lettres ?',
          answer:
            'Les chiffres après la virgule sont lus un par un après « and », suivis du nom de la position : 1234,56 devient « one thousand two hundred thirty-four and five six hundredths ». Un, deux et trois chiffres donnent tenths, hundredths et thousandths, quatre donnent ten-thousandths, et les fractions plus longues se terminent par « decimal places ».',
        },
        {
          question: 'Comment écrire le montant d’un chèque ?',
          answer:
            'Choisissez le style « Chèque ». Les dollars sont écrits en lettres et les cents en fraction de 100, par exemple « One hundred twenty-three and 45/100 dollars ». Les montants sont arrondis au cent le plus proche, le demi-cent étant arrondi au supérieur.',
        },
        {
          question: 'Quel est le plus grand nombre qu’il peut écrire ?',
          answer:
            'Jusqu’à 999 999 999 999 999 (juste sous le million de milliards), positif ou négatif. Au-delà, le message « Nombre trop grand (max. : 999 000 milliards) » s’affiche.',
        },
        {
          question: 'Puis-je taper des séparateurs de milliers ou un signe moins ?',
          answer:
            'Oui. Les espaces entre les milliers (1 000 000) sont ignorés, et la virgule sert de séparateur décimal (1234,56). Un signe moins au début donne « negative ». Utilisez le bouton ± si votre clavier n’a pas de touche moins. La notation scientifique comme 1e5 n’est pas acceptée : tapez plutôt les chiffres.',
        },
      ],
    },
    'temperature-converter': {
      title: 'Convertisseur de température',
      description:
        'Convertissez instantanément entre Celsius, Fahrenheit et Kelvin, avec une description de la sensation.',
      keywords: [
        'celsius en fahrenheit',
        'fahrenheit en celsius',
        'convertir température',
        'degrés fahrenheit',
        'kelvin',
        'convertisseur °C °F',
        'farenheit',
      ],
      faqs: [
        {
          question: 'Comment convertir des degrés Celsius en Fahrenheit ?',
          answer:
            'Multipliez par 9/5 et ajoutez 32 : 37 °C × 9/5 + 32 = 98,6 °F. Pour l’inverse, retranchez 32 et multipliez par 5/9.',
        },
        {
          question: 'Comment convertir en kelvins ?',
          answer:
            'Ajoutez 273,15 à la valeur en Celsius : 20 °C font 293,15 K. Le kelvin ne prend pas de symbole degré et n’a pas de valeurs négatives, car 0 K est le zéro absolu.',
        },
        {
          question: 'Quelle est la température la plus basse possible ?',
          answer:
            'Le zéro absolu : -273,15 °C, -459,67 °F ou 0 K. En dessous, le message « La température ne peut pas être inférieure au zéro absolu (-273,15 °C, -459,67 °F, 0 K) » s’affiche.',
        },
        {
          question: 'À quelle température Celsius et Fahrenheit se rejoignent-ils ?',
          answer: 'À -40 : -40 °C valent exactement -40 °F.',
        },
      ],
    },
    'unit-converter': {
      title: 'Convertisseur d’unités',
      description:
        'Convertissez longueurs et poids entre unités métriques et impériales : mètres, pieds, miles, kilogrammes, livres et plus.',
      keywords: [
        'convertisseur d’unités',
        'conversion pieds en mètres',
        'miles en km',
        'livres en kg',
        'pouces en cm',
        'unités impériales',
        'convertir longueur',
        'convertir poids',
        'conversion unite',
      ],
      faqs: [
        {
          question: 'Les facteurs de conversion sont-ils exacts ?',
          answer:
            'Oui. Depuis 1959, le pouce vaut exactement 2,54 cm et la livre exactement 0,45359237 kg : 1 mile fait donc 1 609,344 m et 1 once 28,349523125 g. Les résultats sont arrondis à 6 décimales au plus.',
        },
        {
          question: 'Combien de livres dans un kilogramme ?',
          answer:
            '1 kg fait environ 2,204623 lb (1 ÷ 0,45359237). Pour une estimation de tête, doublez les kilogrammes et ajoutez 10 %.',
        },
        {
          question: 'Combien de miles dans un kilomètre ?',
          answer: '1 km fait environ 0,621371 mile ; 1 mile fait exactement 1,609344 km.',
        },
        {
          question: 'Une tonne métrique est-elle la même chose qu’une « ton » ?',
          answer:
            'Non. Le t utilisé ici est la tonne métrique de 1 000 kg. La short ton américaine fait 2 000 lb (environ 907 kg) et la long ton britannique 2 240 lb (environ 1 016 kg).',
        },
      ],
    },
    'plain-old-calculator': {
      title: 'Calculatrice simple',
      description:
        'Une calculatrice simple, pratique au clavier, pour les calculs du quotidien, avec touches pourcentage et changement de signe.',
      keywords: [
        'calculatrice',
        'calculatrice en ligne',
        'calculette',
        'calculatrice simple',
        'addition',
        'soustraction',
        'multiplication',
        'division',
        'calculatrice gratuite',
      ],
      faqs: [
        {
          question: 'Pourquoi 2 + 3 × 4 donne-t-il 20 et non 14 ?',
          answer:
            'Cette calculatrice fonctionne comme une calculatrice de poche : chaque opération est effectuée dès que vous appuyez sur l’opérateur suivant, donc 2 + 3 devient 5 avant que × 4 ne s’applique. Pour obtenir 14, calculez d’abord 3 × 4, puis ajoutez 2.',
        },
        {
          question: 'Comment fonctionne la touche % ?',
          answer:
            'Seule, % divise le nombre par 100 (50 % donne 0,5). Avec une opération en attente, elle prend ce pourcentage du premier nombre : 200 + 10 % transforme le 10 en 20, donc = donne 220, et 200 − 10 % = donne 180.',
        },
        {
          question: 'Pourquoi 0,1 + 0,2 donne-t-il exactement 0,3 ici ?',
          answer:
            'Beaucoup d’applications stockent les nombres en binaire et affichent 0,30000000000000004. Cette calculatrice travaille en décimales exactes, garde 20 chiffres significatifs et en affiche jusqu’à 15 : les calculs du quotidien tombent juste. Les résultats très grands ou très petits s’affichent en notation exponentielle, comme 1.5e+20.',
        },
        {
          question: 'Puis-je utiliser mon clavier ?',
          answer:
            'Oui, dès l’ouverture de la page : les chiffres, . ou , pour la virgule, + - * / pour les opérations, = ou Entrée pour égal, % pour le pourcentage, Retour arrière pour effacer un chiffre et Échap pour tout effacer. Appuyer de nouveau sur = répète la dernière opération.',
        },
      ],
    },
    'bmi-calculator': {
      title: 'Calcul de l’IMC',
      description:
        'Calculez votre indice de masse corporelle (IMC) en unités métriques ou impériales et voyez où il se situe sur l’échelle de l’IMC.',
      keywords: [
        'calcul IMC',
        'calculer son IMC',
        'indice de masse corporelle',
        'IMC femme',
        'IMC homme',
        'poids idéal',
        'BMI',
        'tableau IMC',
        'calcul imc',
      ],
      faqs: [
        {
          question: 'Comment l’IMC est-il calculé ?',
          answer:
            'Le poids en kilogrammes divisé par le carré de la taille en mètres. En livres et en pouces, c’est 703 × poids ÷ taille². 72 kg pour 1,78 m donnent 72 ÷ 1,78² = 22,7.',
        },
        {
          question: 'Quelles sont les catégories d’IMC ?',
          answer:
            'Pour les adultes : moins de 18,5, insuffisance pondérale ; de 18,5 à 24,9, corpulence normale ; de 25 à 29,9, surpoids ; de 30 à 34,9, obésité de classe I ; de 35 à 39,9, classe II ; et 40 ou plus, classe III (Organisation mondiale de la santé et CDC).',
        },
        {
          question: 'L’IMC est-il fiable pour tout le monde ?',
          answer:
            'Non. L’IMC est un indicateur de dépistage, pas un diagnostic : il ne distingue pas les muscles de la graisse et n’est pas prévu pour les enfants, les adolescents ni pendant la grossesse. Un médecin peut prendre en compte l’ensemble de la situation.',
        },
        {
          question: 'Quel est le poids santé pour ma taille ?',
          answer:
            'Les poids qui donnent un IMC de 18,5 à 24,9. Pour 178 cm, cela va de 58,6 à 78,9 kg ; le calculateur le calcule pour la taille que vous saisissez.',
        },
      ],
    },
    'peptide-calculator': {
      title: 'Calculateur de peptides',
      description:
        'Calculez la masse moléculaire, le point isoélectrique, la charge nette et le coefficient d’extinction d’un peptide à partir de sa séquence.',
      keywords: [
        'calculateur peptide',
        'masse moléculaire peptide',
        'point isoélectrique',
        'pI peptide',
        'acides aminés',
        'coefficient d’extinction',
        'charge nette',
        'séquence peptidique',
      ],
      faqs: [
        {
          question: 'Quelle masse utiliser, monoisotopique ou moyenne ?',
          answer:
            'Utilisez la masse monoisotopique pour identifier les pics en spectrométrie de masse haute résolution, et la masse moléculaire moyenne (g/mol) pour les pesées et les concentrations molaires. La masse moyenne tient compte du mélange naturel d’isotopes : elle est donc supérieure d’environ 0,06 %.',
        },
        {
          question: 'Pourquoi le calculateur indique-t-il un pI supérieur à 14 ?',
          answer:
            'Le point isoélectrique est le pH auquel la charge nette est nulle. Un peptide qui a des résidus basiques mais aucun groupe acide (par exemple un peptide amidé sans D, E, C ni Y) reste chargé positivement à tous les pH de 0 à 14 : il n’a donc pas de pI dans cette plage. Les valeurs de pI dépendent aussi du jeu de pKa utilisé : elles peuvent s’écarter de quelques dixièmes de celles d’autres calculateurs.',
        },
        {
          question: 'Puis-je coller une entrée FASTA ou des codes à trois lettres ?',
          answer:
            'Oui. Une ligne d’en-tête commençant par > est ignorée, les espaces et les nombres aussi, et les codes à trois lettres séparés par des tirets comme H-Arg-Pro-Lys-NH2 sont également lus. Ac- et -NH2 autour d’une séquence sont lus comme une acétylation N-terminale et une amidation C-terminale. Tout autre caractère est ignoré et signalé sous le champ.',
        },
        {
          question: 'Comment préparer une solution d’une molarité donnée ?',
          answer:
            'Choisissez mM dans l’assistant de solution, indiquez ce que vous cherchez et saisissez les deux autres valeurs. Il utilise la masse moléculaire moyenne du peptide lui-même ; les peptides lyophilisés contiennent aussi des contre-ions (comme le TFA ou l’acétate) et de l’eau : vérifiez la teneur nette en peptide sur votre certificat d’analyse. Cet outil est réservé à la recherche, pas au dosage ni à l’injection.',
        },
      ],
    },
    'unix-timestamp-converter': {
      title: 'Convertisseur de timestamp Unix',
      description:
        'Convertissez des timestamps Unix (epoch) en dates lisibles et des dates en timestamps, en secondes ou en millisecondes.',
      keywords: [
        'timestamp unix',
        'convertir timestamp en date',
        'epoch',
        'horodatage unix',
        'temps unix',
        'timestamp en date',
        'date en timestamp',
        'posix',
      ],
      faqs: [
        {
          question: 'Qu’est-ce qu’un timestamp Unix ?',
          answer:
            'C’est le nombre de secondes écoulées depuis le 1er janvier 1970 à 00:00:00 UTC (l’epoch Unix), sans compter les secondes intercalaires. Il est le même partout dans le monde au même instant, c’est pourquoi les ordinateurs l’utilisent ; le fuseau horaire n’intervient que lorsqu’on le transforme en date et en heure.',
        },
        {
          question:
            'Comment le convertisseur sait-il si j’ai saisi des secondes, des millisecondes ou des microsecondes ?',
          answer:
            'Au nombre de chiffres. Jusqu’à 11 chiffres, il lit des secondes (1700000000) ; de 12 à 14 chiffres, des millisecondes (1700000000000, comme en JavaScript) ; et de 15 à 17 chiffres, des microsecondes. Pour les dates actuelles, ces plages ne se chevauchent jamais. Le résultat indique toujours l’unité utilisée, et une partie décimale comme 1700000000,5 est acceptée.',
        },
        {
          question: 'Un timestamp Unix peut-il être négatif ?',
          answer:
            'Oui. Un timestamp négatif désigne un instant avant 1970 : -1 correspond au 31 décembre 1969 à 23:59:59 UTC, et -86400 à un jour avant l’epoch.',
        },
        {
          question: 'Qu’est-ce que le bug de l’an 2038 ?',
          answer:
            'Les systèmes qui stockent le timestamp dans un entier signé de 32 bits ne peuvent compter que jusqu’à 2147483647, soit le 19 janvier 2038 à 03:14:07 UTC. Une seconde plus tard, un tel compteur repart à une date de décembre 1901. Les systèmes en 64 bits, comme la plupart aujourd’hui, ne sont pas concernés.',
        },
      ],
    },
    'remove-line-breaks': {
      title: 'Supprimer les sauts de ligne',
      description:
        'Supprimez les sauts de ligne indésirables d’un texte copié, en gardant si besoin les paragraphes.',
      keywords: [
        'supprimer sauts de ligne',
        'enlever retour à la ligne',
        'retirer les retours chariot',
        'texte PDF',
        'nettoyer un texte',
        'paragraphes',
        'saut de ligne',
      ],
      faqs: [
        {
          question: 'Pourquoi un texte collé depuis un PDF a-t-il des sauts de ligne au milieu des phrases ?',
          answer:
            'Les PDF enregistrent chaque ligne imprimée séparément : la copie garde donc un saut à la fin de chaque ligne. Cet outil remplace chaque saut par une simple espace, pour que les phrases s’enchaînent de nouveau.',
        },
        {
          question: 'Puis-je garder mes paragraphes ?',
          answer:
            'Oui. Cochez « Garder les paragraphes » : une ligne vide entre deux paragraphes reste une ligne vide, et seuls les sauts à l’intérieur des paragraphes sont supprimés.',
        },
        {
          question: 'Les fins de ligne Windows et Mac sont-elles prises en charge ?',
          answer:
            'Oui. Les fins de ligne Windows (CR LF), anciens Mac (CR) et Unix (LF), ainsi que les séparateurs de ligne et de paragraphe Unicode, sont tous traités comme des sauts de ligne.',
        },
      ],
    },
    'text-case-converter': {
      title: 'Convertisseur de casse',
      description:
        'Passez un texte en minuscules, majuscules, casse de titre, camelCase, PascalCase, snake_case, kebab-case, CONSTANT_CASE ou dot.case.',
      keywords: [
        'convertir en majuscules',
        'convertir en minuscules',
        'changer la casse',
        'majuscule minuscule',
        'camelCase',
        'snake_case',
        'kebab-case',
        'casse de titre',
      ],
      faqs: [
        {
          question: 'Quelle différence entre camelCase et PascalCase ?',
          answer:
            'Les deux collent les mots sans espace et mettent une majuscule à chaque mot ; camelCase commence par une minuscule (userName), PascalCase par une majuscule (UserName).',
        },
        {
          question: 'Peut-il convertir un nom de variable existant ?',
          answer:
            'Oui. Les mots sont séparés aux espaces, à la ponctuation, aux tirets bas, aux traits d’union et aux changements de casse du camelCase : getUserByID devient get_user_by_id, get-user-by-id ou GET_USER_BY_ID.',
        },
        {
          question: 'Les lettres accentuées et non latines sont-elles conservées ?',
          answer:
            'Oui. Les lettres de tous les alphabets sont conservées telles quelles, seule leur casse change : crème brûlée devient crèmeBrûlée en camelCase.',
        },
      ],
    },
    'slug-generator': {
      title: 'Générateur de slug',
      description:
        'Transformez un titre en slug d’URL propre et optimisé pour le SEO, avec le séparateur et la longueur de votre choix.',
      keywords: [
        'générateur de slug',
        'slug URL',
        'URL propre',
        'URL SEO',
        'permalien',
        'réécriture d’URL',
        'slugify',
      ],
      faqs: [
        {
          question: 'Qu’est-ce qu’un slug d’URL ?',
          answer:
            'La partie lisible d’une adresse web qui nomme une page, comme creme-brulee-astuces dans example.com/blog/creme-brulee-astuces. Un bon slug est court, en minuscules, avec des traits d’union entre les mots.',
        },
        {
          question: 'Quelle longueur pour un slug ?',
          answer:
            'Restez à 60 caractères ou moins, pour qu’il soit lisible et ne soit pas coupé dans les résultats de recherche. L’outil vérifie la longueur et peut couper le slug au maximum que vous fixez.',
        },
        {
          question: 'Que deviennent les accents et les symboles ?',
          answer:
            'Les accents sont supprimés (crème devient creme), les lettres comme ß et æ sont transcrites (ss, ae), la ponctuation et les symboles sont retirés, et les espaces deviennent le séparateur choisi.',
        },
      ],
    },
    'uuid-generator': {
      title: 'Générateur d’UUID',
      description:
        'Générez en masse des UUID version 4 aléatoires, au format standard, court, en majuscules ou entre accolades.',
      keywords: [
        'générateur UUID',
        'UUID v4',
        'GUID',
        'identifiant unique',
        'générer un GUID',
        'ID aléatoire',
        'uuid',
      ],
      faqs: [
        {
          question: 'Ces UUID sont-ils vraiment aléatoires et uniques ?',
          answer:
            'Ce sont des UUID version 4 avec 122 bits aléatoires issus du générateur aléatoire cryptographique de votre navigateur. La probabilité que deux d’entre eux soient identiques est si faible qu’on peut l’ignorer, même sur des milliards d’UUID.',
        },
        {
          question: 'Que signifient les formats ?',
          answer:
            'Standard : en minuscules avec des tirets (8-4-4-4-12). Court : sans les tirets. Majuscules : en lettres capitales. Entre accolades : l’UUID entouré d’accolades, comme les outils Microsoft affichent souvent les GUID.',
        },
        {
          question: 'Comment savoir de quelle version est un UUID ?',
          answer:
            'Collez-le dans « Vérifier un UUID ». La version est le premier chiffre du troisième groupe : 4 pour aléatoire, 1 pour basé sur l’heure, 7 pour basé sur le temps Unix, etc.',
        },
      ],
    },
    'json-beautifier': {
      title: 'Formateur et validateur JSON',
      description:
        'Formatez, validez, triez et minifiez du JSON dans votre navigateur, avec des erreurs d’analyse claires.',
      keywords: [
        'formater JSON',
        'JSON formatter',
        'valider JSON',
        'JSON validator',
        'indenter JSON',
        'minifier JSON',
        'JSON lisible',
        'json beautifier',
      ],
      faqs: [
        {
          question: 'Mon JSON est-il envoyé quelque part ?',
          answer:
            'Non. Le formatage, la validation et la minification se font dans votre navigateur, et les gros documents sont traités par un worker en arrière-plan sur votre propre appareil. Seuls les documents courts (500 caractères ou moins) sont gardés dans le lien de la page, et seulement si vous partagez ce lien.',
        },
        {
          question: 'Le formatage modifie-t-il mes nombres ou mon texte ?',
          answer:
            'Non. Seuls les espaces changent, plus l’ordre des clés quand le tri est activé. Les nombres comme 12345678901234567890 ou 1.50 et les échappements comme \\u00e9 restent exactement tels que vous les avez tapés. Beaucoup de formateurs les arrondissent ou les réécrivent.',
        },
        {
          question: 'Comment les clés sont-elles triées ?',
          answer:
            'Les objets sont triés à tous les niveaux, y compris les objets à l’intérieur des tableaux, tandis que les tableaux gardent leur ordre. Les clés sont comparées par code de caractère : les majuscules passent avant les minuscules, « 10 » avant « 9 », et les lettres accentuées après « z ».',
        },
        {
          question: 'Que signifie « Erreur d’analyse JSON » ?',
          answer:
            'Votre texte n’est pas du JSON valide. Le message vient de l’analyseur de votre navigateur ; quand il indique une position, l’outil affiche la ligne et la colonne et marque l’endroit d’un accent circonflexe (^). Les causes fréquentes : virgules finales, guillemets simples et guillemets manquants autour des clés.',
        },
      ],
    },
    'base64-image-converter': {
      title: 'Convertir une image en Base64',
      description:
        'Encodez une image en data URL Base64 pour le CSS ou le HTML, entièrement dans votre navigateur.',
      keywords: [
        'image en base64',
        'convertir image base64',
        'base64',
        'data URI',
        'data URL',
        'encoder une image',
        'image inline',
      ],
      faqs: [
        {
          question: 'Mon image est-elle envoyée quelque part ?',
          answer: 'Non. L’image est lue et encodée par votre navigateur et ne quitte jamais votre appareil.',
        },
        {
          question: 'Quelle taille d’image maximum ?',
          answer: 'Jusqu’à 10 Mo. Le texte Base64 est environ un tiers plus lourd que le fichier d’origine.',
        },
      ],
    },
    'keyboard-tester': {
      title: 'Test de clavier',
      description:
        'Testez chaque touche de votre clavier et voyez lesquelles répondent, avec un compteur d’appuis en direct.',
      keywords: [
        'test clavier',
        'tester son clavier',
        'touche qui ne marche pas',
        'clavier en ligne',
        'keyboard test',
        'touche bloquée',
        'keycode',
      ],
      faqs: [
        {
          question: 'Comment tester mon clavier avec cet outil ?',
          answer:
            'Ouvrez la page et appuyez une fois sur chaque touche. Une touche s’allume tant que vous la maintenez et garde une coche une fois testée ; le compteur et le pourcentage d’avancement se mettent à jour au fur et à mesure. Quand les 104 touches d’un clavier américain complet ont été pressées, un message de réussite s’affiche. « Réinitialiser » permet de recommencer.',
        },
        {
          question: 'Pourquoi le clavier de mon portable n’atteint-il pas 100 % ?',
          answer:
            'Le testeur utilise un clavier complet avec pavé numérique, Inser, Impr. écran, Arrêt défil. et Pause. Les claviers de portables et compacts n’ont pas certaines de ces touches : ils s’arrêtent donc avant 100 %. Les touches présentes sur votre clavier mais absentes de cette disposition, comme les touches multimédia, s’affichent quand même comme dernière touche et sous « Autres touches pressées ». Le schéma suit la disposition américaine (QWERTY) : sur un clavier AZERTY, les touches sont repérées par leur position.',
        },
        {
          question: 'Pourquoi les touches Maj, Ctrl et Alt gauche et droite sont-elles testées séparément ?',
          answer:
            'Chaque touche est identifiée par sa position physique (KeyboardEvent.code) : ShiftLeft et ShiftRight, ou Digit1 et Numpad1, sont donc des touches différentes. Le panneau de la dernière touche affiche aussi son emplacement : 0 standard, 1 gauche, 2 droite, 3 pavé numérique.',
        },
        {
          question: 'Appuyer sur des touches ici peut-il fermer ou recharger la page ?',
          answer:
            'Pendant le test, la page empêche Tab, Espace, les flèches, Retour arrière, F1 à F12 et Alt de faire défiler, de recharger ou d’ouvrir des menus. Les navigateurs ne laissent jamais une page bloquer certains raccourcis, comme Ctrl+W, Ctrl+T, Alt+Tab ou Cmd+Q : évitez-les. Maintenir une touche enfoncée compte pour un seul appui, et rien de ce que vous tapez ne quitte votre navigateur.',
        },
      ],
    },
    'regex-tester': {
      title: 'Testeur de regex',
      description:
        'Testez des expressions régulières JavaScript sur un texte, voyez les correspondances et les groupes, et essayez des remplacements.',
      keywords: [
        'testeur regex',
        'tester une regex',
        'expression régulière',
        'regex en ligne',
        'regexp',
        'regex JavaScript',
        'rechercher remplacer',
      ],
      faqs: [
        {
          question: 'Quelle variante de regex ce testeur utilise-t-il ?',
          answer:
            'Le moteur JavaScript de votre navigateur : les résultats correspondent donc à ce que font RegExp, String.match et String.replace dans votre code. Les drapeaux g, i, m, s, u et y sont pris en charge.',
        },
        {
          question: 'Pourquoi mon motif indique-t-il qu’il a pris trop de temps ?',
          answer:
            'Les motifs s’exécutent en arrière-plan et sont arrêtés au bout d’une seconde. Des répétitions imbriquées comme (a+)+ peuvent provoquer un retour arrière exponentiel sur un texte qui correspond presque ; rendez les répétitions plus précises ou supprimez l’imbrication.',
        },
        {
          question: 'Comment utiliser les groupes dans le remplacement ?',
          answer:
            'Écrivez $1, $2, etc. pour les groupes numérotés, $<nom> pour les groupes nommés, $& pour la correspondance entière et $$ pour un signe dollar. Sans le drapeau g, seule la première correspondance est remplacée.',
        },
        {
          question: 'Pourquoi certaines correspondances ne sont-elles pas listées ?',
          answer:
            'Les correspondances vides (de longueur nulle) sont ignorées, et 50 correspondances au plus sont listées ; le total au-dessus de la liste compte quand même toutes les correspondances. Sans le drapeau g, seule la première correspondance est trouvée.',
        },
      ],
    },
    'password-generator': {
      title: 'Générateur de mot de passe',
      description:
        'Créez des mots de passe aléatoires et robustes de 4 à 128 caractères, avec une estimation de leur force en direct.',
      keywords: [
        'générateur mot de passe',
        'mot de passe sécurisé',
        'mot de passe fort',
        'mot de passe aléatoire',
        'créer un mot de passe',
        'générer mot de passe',
        'password',
        'mdp',
      ],
      faqs: [
        {
          question: 'Comment la force est-elle calculée ?',
          answer:
            'À partir de l’entropie : longueur × log2 du nombre de caractères possibles. Moins de 30 bits : très faible ; moins de 50 : faible ; moins de 70 : moyen ; moins de 90 : fort ; 90 ou plus : très fort. 16 caractères tirés des quatre jeux donnent environ 103 bits.',
        },
        {
          question: 'Est-il sûr de générer des mots de passe sur un site web ?',
          answer:
            'Ici, le mot de passe est créé dans votre navigateur avec son générateur aléatoire cryptographique ; il n’est jamais envoyé ni enregistré, et la liste des derniers mots de passe disparaît quand vous quittez la page.',
        },
        {
          question: 'Quels symboles sont utilisés ?',
          answer:
            'Ces 26 : ! @ # $ % ^ & * ( ) _ + - = [ ] { } | ; : , . < > ? Chaque mot de passe contient au moins un caractère de chaque jeu coché.',
        },
      ],
    },
    'random-number-generator': {
      title: 'Générateur de nombres aléatoires',
      description:
        'Tirez au sort des nombres aléatoires équitables dans n’importe quel intervalle, avec ou sans doublons et décimales.',
      keywords: [
        'nombre aléatoire',
        'générateur de nombre aléatoire',
        'tirage au sort',
        'tirer un nombre au hasard',
        'nombre au hasard',
        'loto',
        'dé',
        'nombre aleatoire',
      ],
      faqs: [
        {
          question: 'Les nombres sont-ils vraiment aléatoires ?',
          answer:
            'Ils viennent du générateur aléatoire cryptographique de votre navigateur, et chaque valeur de l’intervalle a la même probabilité (aucun biais d’arrondi ni de modulo). Ils conviennent donc aux tirages au sort, aux jeux et à l’échantillonnage.',
        },
        {
          question: 'Comment tirer des numéros de loto ?',
          answer:
            'Réglez le minimum et le maximum (par exemple 1 et 49), la quantité (6) et décochez « Autoriser les doublons ». Cochez « Trier par ordre croissant » pour les lire dans l’ordre.',
        },
        {
          question: 'Et si je demande plus de nombres uniques que l’intervalle n’en contient ?',
          answer:
            'Vous obtenez chaque nombre possible une fois, avec un avertissement du type : Vous avez demandé 10 nombres uniques, mais seuls 5 nombres uniques sont possibles dans cet intervalle.',
        },
      ],
    },
    'decision-wheel': {
      title: 'Roue de décision',
      description:
        'Faites tourner une roue de 20 options maximum pour faire un choix au hasard, en toute équité.',
      keywords: [
        'roue aléatoire',
        'roue de la fortune',
        'tirage au sort',
        'roue des prénoms',
        'choisir au hasard',
        'faire tourner la roue',
        'roue de décision',
      ],
      faqs: [
        {
          question: 'Combien d’options la roue peut-elle contenir ?',
          answer: 'Jusqu’à 20 options. Il faut au moins deux options non vides pour la faire tourner.',
        },
        {
          question: 'Le tirage est-il équitable ?',
          answer:
            'Oui. Le gagnant est tiré avec le générateur aléatoire cryptographique de votre navigateur, sans biais.',
        },
      ],
    },
    'qr-generator': {
      title: 'Générateur de QR code',
      description:
        'Créez un QR code pour un lien ou un texte et téléchargez-le en image, sans inscription ni suivi.',
      keywords: [
        'générateur QR code',
        'créer un QR code',
        'QR code gratuit',
        'code QR',
        'QR code lien',
        'QR code sans expiration',
        'qr code',
      ],
      faqs: [
        {
          question: 'Ces QR codes expirent-ils ou suivent-ils les scans ?',
          answer:
            'Non. Le code contient directement votre texte ou votre lien et il est créé dans votre navigateur : il fonctionne aussi longtemps que le lien lui-même. Rien n’est envoyé, et aucun comptage de scans ni service de redirection n’intervient.',
        },
        {
          question: 'Quel niveau de correction d’erreur choisir ?',
          answer:
            'M (15 %) convient à la plupart des écrans et impressions. Choisissez Q (25 %) ou H (30 %) si le code risque d’être rayé ou sali, ou si vous placez un petit logo dessus. Les niveaux élevés donnent un code plus dense : les textes longs peuvent nécessiter L (7 %).',
        },
        {
          question: 'PNG ou SVG ?',
          answer:
            'Le PNG est une image à la taille choisie, idéale pour les sites web, documents et messages. Le SVG est un fichier vectoriel qui reste net à toutes les tailles, le meilleur choix pour l’impression : flyers, affiches, menus et autocollants.',
        },
        {
          question: 'Puis-je utiliser mes propres couleurs ?',
          answer:
            'Oui, mais gardez un premier plan foncé sur un fond clair, avec un contraste d’au moins 4:1. Les codes clairs sur fond foncé ou trop pâles échouent sur beaucoup de téléphones ; la page vous avertit quand c’est le cas.',
        },
      ],
    },
    'cups-to-grams': {
      title: 'Convertisseur tasses en grammes',
      description:
        'Convertissez tasses, cuillères à soupe et cuillères à café en grammes pour une cinquantaine d’ingrédients de pâtisserie.',
      keywords: [
        'convertisseur tasse gramme',
        'cup en gramme',
        'tasse en grammes',
        '1 cup farine en grammes',
        'cup sucre en g',
        'conversion cup',
        'cuillère à soupe en grammes',
        'mesures américaines',
        'tasse gramme',
      ],
      faqs: [
        {
          question: 'Combien de grammes dans une tasse de farine ?',
          answer:
            'Une tasse (cup) de farine tout usage, versée à la cuillère dans la tasse puis arasée, pèse environ 120 g (4,23 oz). Puiser directement dans le paquet compacte la farine et peut ajouter 20 à 30 g. La farine à pain pèse environ 127 g et la farine à gâteau environ 114 g par tasse.',
        },
        {
          question: 'Pourquoi une tasse de sucre pèse-t-elle plus qu’une tasse de farine ?',
          answer:
            'Une tasse mesure un volume, pas un poids. Le sucre en poudre est plus dense que la farine : une tasse pèse environ 200 g, contre 120 g pour la farine. Le miel pèse encore plus, environ 340 g la tasse, car il est plus lourd que l’eau.',
        },
        {
          question: 'Comment les cuillères à soupe et à café sont-elles converties ?',
          answer:
            'Une cuillère à soupe vaut 1/16 de tasse américaine et une cuillère à café 1/48 : 1 c. à soupe de farine tout usage pèse donc environ 7,5 g et 1 c. à café environ 2,5 g. Une tasse américaine fait environ 240 mL, une cuillère à soupe 15 mL et une cuillère à café 5 mL.',
        },
        {
          question: 'Ces poids sont-ils précis ?',
          answer:
            'Ce sont des valeurs courantes tirées d’un tableau de pâtisserie publié. Le poids réel dépend de la marque, de la finesse de mouture et de la façon de remplir la tasse : utilisez une balance de cuisine quand la recette demande de la précision. Les grammes sont arrondis à l’unité et les onces à 2 décimales.',
        },
      ],
    },
    'butter-converter': {
      title: 'Convertisseur de beurre',
      description:
        'Convertissez le beurre entre sticks, tasses, cuillères à soupe, cuillères à café, grammes et onces.',
      keywords: [
        'stick de beurre en grammes',
        'stick of butter',
        'cup de beurre en grammes',
        'beurre en cuillères à soupe',
        'conversion beurre',
        'tasse de beurre',
        'beurre grammes',
      ],
      faqs: [
        {
          question: 'Combien de grammes dans un stick de beurre ?',
          answer: 'Un stick américain fait 113,4 g (4 oz), soit 1/2 tasse ou 8 cuillères à soupe.',
        },
        {
          question: 'Comment convertir des tasses de beurre en grammes ?',
          answer:
            'Multipliez par 226,8 : 1 tasse correspond à deux sticks, environ 227 g. Ainsi, 3/4 de tasse font environ 170 g et 1/2 tasse 113 g.',
        },
        {
          question: 'Combien de cuillères à soupe dans une tasse de beurre ?',
          answer: '16 cuillères à soupe, ou 48 cuillères à café. Un stick fait 8 cuillères à soupe.',
        },
      ],
    },
    'pan-size-converter': {
      title: 'Convertisseur de taille de moule',
      description:
        'Changez de moule et adaptez les quantités et le temps de cuisson de la recette, pour les moules ronds et rectangulaires.',
      keywords: [
        'taille de moule',
        'adapter recette taille moule',
        'conversion moule',
        'moule à gâteau',
        'moule rond',
        'moule rectangulaire',
        '9x13',
        'diamètre moule',
      ],
      faqs: [
        {
          question: 'Comment adapter une recette à un moule d’une autre taille ?',
          answer:
            'Comparez les volumes des moules : surface multipliée par la hauteur. Un moule de 9 × 13 pouces contient 234 pouces cubes pour 2 pouces de hauteur, un moule de 8 × 8 pouces 128 : une recette prévue pour le 8 × 8 demande donc environ 1,83 fois les ingrédients pour remplir le 9 × 13 à la même hauteur.',
        },
        {
          question: 'Comment modifier le temps de cuisson pour un autre moule ?',
          answer:
            'Ce qui compte, c’est l’épaisseur de la pâte. Cet outil ajuste le temps selon le rapport des épaisseurs à la puissance 0,8 : la même pâte étalée plus finement cuit plus vite, une pâte plus épaisse prend plus longtemps. Dans les deux cas, commencez à vérifier quelques minutes plus tôt.',
        },
        {
          question: 'Quelle est la surface d’un moule rond ?',
          answer:
            'π fois le rayon au carré : un moule rond de 8 pouces fait environ 50,3 pouces carrés, un de 9 pouces 63,6 et un de 10 pouces 78,5.',
        },
      ],
    },
    'egg-size-adjuster': {
      title: 'Convertisseur de taille d’œufs',
      description:
        'Remplacez une taille ou un type d’œuf dans une recette, de l’œuf de caille à l’œuf de cane, au poids et au volume.',
      keywords: [
        'poids d’un œuf',
        'calibre œuf',
        'œuf de caille',
        'œuf de cane',
        'remplacer un œuf',
        'combien pèse un œuf',
        'taille des œufs',
        'oeuf',
      ],
      faqs: [
        {
          question: 'Combien pèse un gros œuf sans sa coquille ?',
          answer:
            'Environ 50 g (à peu près 50 mL, soit environ 3¼ cuillères à soupe une fois battu). Un œuf de cane pèse environ 75 g et un œuf de caille environ 16 g. Les œufs varient : pesez les vôtres et modifiez le tableau de référence pour plus de précision.',
        },
        {
          question: 'Combien d’œufs de cane remplacent des œufs de poule ?',
          answer:
            'Au poids, 2 œufs de cane (environ 150 g) remplacent 3 gros œufs de poule. Les œufs de cane ont des jaunes plus gros et plus riches : les gâteaux sont un peu plus denses et plus dorés.',
        },
        {
          question: 'Combien d’œufs de caille pour un œuf de poule ?',
          answer:
            'Environ 3 œufs de caille (16 g chacun) font un gros œuf de poule (50 g). Pour deux gros œufs, l’arrondi intelligent propose 6⅓ œufs de caille : battez-en 7 et prélevez environ 101 g.',
        },
        {
          question: 'À quoi servent les modes d’arrondi ?',
          answer:
            '« Intelligent » choisit la valeur la plus proche de la quantité exacte : le demi, le tiers ou l’œuf entier le plus proche. « Arrondir à l’inférieur » et « Arrondir au supérieur » donnent des œufs entiers, et « Sans arrondi » garde le nombre précis. Quand la quantité arrondie s’écarte de plus de 0,1 g, une note indique combien d’œuf battu ajouter ou retirer.',
        },
      ],
    },
    'high-altitude-adjuster': {
      title: 'Pâtisserie en altitude : adapter la recette',
      description:
        'Ajustez température du four, temps de cuisson, levure, sucre, liquide et farine pour cuisiner et pâtisser en altitude.',
      keywords: [
        'pâtisserie en altitude',
        'cuisson en altitude',
        'recette en altitude',
        'gâteau en altitude',
        'altitude',
        'levure chimique',
        'montagne',
      ],
      faqs: [
        {
          question: 'Pourquoi faut-il adapter les recettes en altitude ?',
          answer:
            'La pression de l’air est plus basse : le gaz de la levure chimique, du bicarbonate et de la levure de boulanger se dilate davantage et plus vite, et l’eau bout à une température plus basse (environ 202 °F, soit 94 °C, à Denver). Les pâtes sèchent, montent puis retombent. Moins de levure et de sucre, un peu plus de liquide et de farine, et un four plus chaud aident la structure à prendre avant de s’effondrer.',
        },
        {
          question: 'À partir de quelle altitude faut-il adapter ?',
          answer:
            'À partir de 3 000 pieds (environ 914 m). Cet outil compte un palier par tranche complète de 1 000 pieds au-dessus de 3 000 pieds : Denver, à 5 280 pieds, compte donc 2 paliers, et chaque modification d’ingrédient est multipliée par le nombre de paliers. En dessous de 3 000 pieds, il vous indique qu’aucun changement n’est nécessaire.',
        },
        {
          question: 'Pourquoi la hausse de température du four est-elle limitée à 25 °F ?',
          answer:
            'Chaque palier ajoute 5 °F, mais au-delà de 25 °F l’extérieur d’un gâteau ou d’un pain prend et dore bien avant que le centre soit cuit : la hausse s’arrête donc à 25 °F (environ 14 °C), quelle que soit votre altitude.',
        },
        {
          question: 'Ma ville n’est pas dans la liste. Que dois-je saisir ?',
          answer:
            'Tapez votre altitude dans le champ d’altitude manuelle, en pieds ou en mètres. Quand il contient un nombre, il remplace la ville. Ce sont des règles empiriques : faites une fournée d’essai et ajustez.',
        },
      ],
    },
    'cake-slice-calculator': {
      title: 'Calculateur de parts de gâteau',
      description:
        'Calculez combien de parts donne un gâteau à étages et quelle taille de gâteau prévoir pour vos invités.',
      keywords: [
        'nombre de parts gâteau',
        'gâteau de mariage',
        'wedding cake',
        'pièce montée',
        'gâteau à étages',
        'combien de parts',
        'portions gâteau',
        'layer cake',
      ],
      faqs: [
        {
          question: 'Combien de portions donne une part « mariage » par rapport à une part « fête » ?',
          answer:
            'Une part mariage mesure environ 1 × 2 pouces (2 pouces carrés, soit environ 2,5 × 5 cm) sur un étage de 4 pouces de haut ; une part fête fait environ 3 pouces carrés, et une part généreuse environ 4. Un même gâteau donne deux fois moins de parts généreuses que de parts mariage.',
        },
        {
          question: 'Comment le nombre de portions est-il calculé ?',
          answer:
            'La surface du dessus de chaque étage est divisée par l’emprise d’une part, puis ajustée selon sa hauteur par rapport à la hauteur standard de 4 pouces. Les étages sont additionnés, la perte à la découpe est retirée, et le résultat est arrondi à l’inférieur.',
        },
        {
          question: 'Pourquoi ajouter une marge au nombre d’invités ?',
          answer:
            'Certains invités reprennent une part, et certaines parts sont mal coupées. La marge (10 % par défaut) augmente le nombre de portions visé : 80 invités avec une marge de 10 % demandent 88 portions.',
        },
        {
          question: 'Puis-je utiliser des centimètres ?',
          answer:
            'Oui. Passez l’unité en centimètres et saisissez la taille de vos moules en cm. Le changement convertit les tailles déjà saisies : un moule de 8 pouces devient 20,32 cm et le nombre de portions ne change pas.',
        },
      ],
    },
    'recipe-scaling-calculator': {
      title: 'Adapter les quantités d’une recette',
      description:
        'Augmentez ou réduisez une recette selon un coefficient ou un nombre de personnes, avec des fractions faciles à mesurer.',
      keywords: [
        'adapter une recette',
        'recette pour 6 personnes',
        'calculer les proportions d’une recette',
        'doubler une recette',
        'diviser une recette par deux',
        'nombre de personnes',
        'règle de trois recette',
        'portions',
      ],
      faqs: [
        {
          question: 'Comment adapter une recette à un nombre de portions plutôt qu’à un coefficient ?',
          answer:
            'Indiquez le nombre de portions d’origine et le nombre visé, par exemple 4 et 6. Quand les deux sont des nombres et que l’original est supérieur à 0, le coefficient vaut visé ÷ original (ici 1,5×) et le champ du coefficient est ignoré.',
        },
        {
          question: 'Quelles quantités comprend-il ?',
          answer:
            'Les nombres entiers, les décimaux (1.5 ou 1,5), les fractions (3/4), les nombres fractionnaires (1 1/2 ou 1-1/2), les caractères de fraction comme ½ ou 1½, et les fourchettes comme 2-3 ou 2–3, dont les deux bornes sont ajustées. Un texte comme « une pincée » ou « selon votre goût » est gardé tel quel.',
        },
        {
          question: 'Comment les quantités ajustées sont-elles arrondies ?',
          answer:
            'Avec « Fractions », chaque quantité va à la moitié, au tiers, au quart ou au huitième le plus proche (par exemple 3⅜ tasses), ce qui correspond aux tasses et cuillères doseuses standard. Vous pouvez aussi choisir 1 ou 2 décimales, ou des quantités non arrondies jusqu’à 4 décimales. Les très petites quantités n’affichent jamais 0 : elles apparaissent en décimales.',
        },
        {
          question: 'Puis-je coller une recette au lieu de taper chaque ligne ?',
          answer:
            'Oui. Ouvrez « Coller une recette entière », collez un ingrédient par ligne et appuyez sur « Remplir les lignes ». Chaque ligne est découpée en quantité, unité et ingrédient ; les lignes sans quantité gardent tout leur texte comme ingrédient. Vos lignes sont enregistrées dans l’adresse de la page : vous pouvez mettre la recette ajustée en favori ou la partager.',
        },
      ],
    },
    'yeast-to-flour-ratio': {
      title: 'Calcul de la quantité de levure',
      description:
        'Trouvez combien de levure sèche active, instantanée ou fraîche utiliser pour votre farine, avec les pourcentages du boulanger.',
      keywords: [
        'quantité de levure pour 500 g de farine',
        'levure boulanger',
        'levure fraîche en levure sèche',
        'levure sèche',
        'pourcentage du boulanger',
        'pain maison',
        'conversion levure',
      ],
      faqs: [
        {
          question: 'Combien de levure pour 500 g de farine ?',
          answer:
            'Pour un pain ordinaire à 1,5 %, 7,5 g de levure sèche active, soit environ 5,6 g de levure instantanée ou 22,5 g de levure fraîche. Les pâtes enrichies en utilisent environ deux fois plus ; les fermentations lentes au froid, beaucoup moins.',
        },
        {
          question: 'Comment remplacer la levure instantanée, sèche active ou fraîche ?',
          answer:
            'La levure instantanée pèse 0,75 fois le poids de la levure sèche active, et la levure fraîche 3 fois. Un sachet de 7 g de levure sèche fait environ 2¼ cuillères à café.',
        },
        {
          question: 'Qu’est-ce que le pourcentage du boulanger pour la levure ?',
          answer:
            'Le poids de levure en pourcentage du poids de farine. Ici, il est donné pour la levure sèche active et converti pour les autres types.',
        },
      ],
    },
    'coffee-ratio-calculator': {
      title: 'Calculateur de ratio café-eau',
      description:
        'Obtenez la bonne dose de café pour cafetière filtre, filtre manuel, cafetière à piston, AeroPress ou cold brew.',
      keywords: [
        'ratio café eau',
        'dosage café',
        'combien de café par tasse',
        'cafetière à piston',
        'V60',
        'café filtre',
        'cold brew',
        'grammes de café',
      ],
      faqs: [
        {
          question: 'Quel est un bon ratio café-eau ?',
          answer:
            '1:15 à 1:17 (1 g de café pour 15 à 17 g d’eau) convient au café filtre, au filtre manuel et à la cafetière à piston ; l’AeroPress se prépare souvent un peu plus fort, à 1:14, et le concentré de cold brew à environ 1:8.',
        },
        {
          question: 'Combien de grammes de café pour une tasse ?',
          answer:
            'Une tasse de 240 mL (8 fl oz) à 1:15 demande 16 g de café, environ 3 cuillères à soupe rases.',
        },
        {
          question: 'Le ratio utilise-t-il le poids ou le volume d’eau ?',
          answer:
            'Le poids, mais pour l’eau 1 mL pèse 1 g : les millilitres fonctionnent de la même façon. Les onces liquides et les tasses sont converties sur la base de 29,57 mL et 240 mL.',
        },
      ],
    },
    'dough-weight-planner': {
      title: 'Calculateur de pâte à pizza et à pain',
      description:
        'Calculez farine, eau, sel, huile et sucre pour une pâte à pizza ou à pain à partir d’un poids total et d’un taux d’hydratation.',
      keywords: [
        'pâte à pizza',
        'calcul pâte à pizza',
        'taux d’hydratation',
        'hydratation pâte',
        'pourcentage du boulanger',
        'pâte à pain',
        'focaccia',
        'pizza napolitaine',
      ],
      faqs: [
        {
          question: 'Que sont les pourcentages du boulanger ?',
          answer:
            'Chaque ingrédient est exprimé en pourcentage du poids de farine. Une hydratation de 65 % signifie 65 g d’eau pour 100 g de farine ; la farine est toujours à 100 %.',
        },
        {
          question: 'Comment le poids de farine est-il calculé à partir du total ?',
          answer:
            'Farine = poids total de pâte ÷ (1 + somme des autres pourcentages ÷ 100). Pour 1 000 g avec 65 % d’eau, 2 % de sel et 2 % d’huile, cela fait 1 000 ÷ 1,69 = 591,7 g de farine.',
        },
        {
          question: 'Quelle hydratation choisir ?',
          answer:
            'Environ 60 % pour la pizza napolitaine, 63 % pour la pizza new-yorkaise, 65 % pour le pain de mie et 70 % ou plus pour la focaccia. Une hydratation plus élevée donne une pâte plus alvéolée et plus collante.',
        },
      ],
    },
    'exact-dose-bean-counter': {
      title: 'Compteur de grains pour une dose exacte',
      description:
        'Atteignez la dose de café exacte : combien de grains ajouter ou retirer pour arriver à votre poids cible.',
      keywords: [
        'dose café',
        'dose espresso',
        'grammes de café',
        'poids d’un grain de café',
        'peser son café',
        'expresso',
      ],
      faqs: [
        {
          question: 'Combien pèse un grain de café ?',
          answer:
            'En général de 0,1 à 0,2 g ; 0,12 g est une moyenne courante pour une torréfaction moyenne. Pesez 50 grains et divisez par 50 pour connaître le poids des vôtres.',
        },
        {
          question: 'Comment calcule-t-il les grains à ajouter ?',
          answer:
            'Il divise l’écart entre votre dose cible et le poids sur la balance par le poids d’un grain, puis arrondit au grain entier le plus proche. Un écart négatif indique combien de grains retirer.',
        },
      ],
    },
    'is-it-done': {
      title: 'C’est cuit ? Températures à cœur de la viande',
      description:
        'Vérifiez les températures à cœur minimales sûres pour la volaille, le bœuf, le porc, le poisson et plus, en °F ou en °C.',
      keywords: [
        'température à cœur',
        'température cuisson viande',
        'thermomètre de cuisson',
        'cuisson poulet température',
        'cuisson steak',
        'sécurité alimentaire',
        'température cuisson porc',
        'USDA',
      ],
      faqs: [
        {
          question: 'Quelle température doivent atteindre le poulet et la dinde ?',
          answer:
            'Toutes les volailles (entières, blancs, cuisses, ailes, volaille hachée et farce) doivent atteindre 165 °F (74 °C), mesurés avec un thermomètre de cuisson dans la partie la plus épaisse, loin de l’os.',
        },
        {
          question: 'Pourquoi les pièces de porc, de bœuf et d’agneau doivent-elles reposer 3 minutes ?',
          answer:
            'Le minimum de l’USDA pour les pièces entières de bœuf, porc, veau et agneau est de 145 °F (63 °C), suivi d’au moins 3 minutes de repos. La température reste élevée ou continue de monter pendant le repos, ce qui aide à détruire les bactéries dangereuses. La viande hachée n’a pas de temps de repos mais doit atteindre 160 °F (71 °C).',
        },
        {
          question: 'Un steak mi-saignant est-il sûr ?',
          answer:
            'Mi-saignant (130–135 °F, 54–57 °C) est une préférence de cuisson, en dessous du minimum sûr de l’USDA pour les pièces entières de bœuf : 145 °F (63 °C) avec 3 minutes de repos. Beaucoup de gens l’apprécient ; le risque est plus élevé pour les jeunes enfants, les personnes âgées, les femmes enceintes et toute personne au système immunitaire affaibli. Les burgers et autres viandes de bœuf hachées doivent toujours atteindre 160 °F (71 °C).',
        },
        {
          question: 'Pourquoi la valeur en Celsius est-elle 63 et non 62,8 ?',
          answer:
            'Le guide convertit chaque valeur Fahrenheit en Celsius et l’arrondit au degré, comme l’affichent la plupart des thermomètres de cuisine : 145 °F font 62,8 °C, affichés 63 °C ; 165 °F font 73,9 °C, affichés 74 °C.',
        },
      ],
    },
    'tipping-risk-o-meter': {
      title: 'Pourboire-o-mètre',
      description:
        'Vérifiez si votre pourboire respecte les usages locaux dans 16 pays, au restaurant, au bar et en taxi.',
      keywords: [
        'pourboire à l’étranger',
        'combien de pourboire',
        'pourboire États-Unis',
        'pourboire par pays',
        'usages pourboire',
        'voyage',
        'pourboire Japon',
        'tip',
      ],
      faqs: [
        {
          question: 'Comment le Pourboire-o-mètre évalue-t-il mon pourboire ?',
          answer:
            'Chaque pays a une fourchette habituelle pour les restaurants, les bars et les taxis. Un pourboire inférieur de plus d’un point de pourcentage au bas de la fourchette est en rouge, « Risque : pourboire trop faible ». Jusqu’au haut de la fourchette, il est en vert, « Habituel » ; jusqu’à 5 points au-dessus, en orange, « Au-dessus de l’usage », et au-delà en orange, « Inhabituel ». Là où le pourboire n’est pas d’usage, 0 % est en vert, « Pas de pourboire attendu », et tout pourboire est en orange, « Peu courant ici ».',
        },
        {
          question: 'Faut-il laisser un pourboire au Japon ?',
          answer:
            'Non. Le pourboire n’est pas d’usage dans les restaurants, bars et taxis japonais, et l’Office national du tourisme japonais indique qu’il n’est pas nécessaire d’en laisser. Certains restaurants et hôtels haut de gamme ajoutent plutôt des frais de service de 10 à 15 % à l’addition.',
        },
        {
          question: 'Et si des frais de service figurent déjà sur l’addition ?',
          answer:
            'Ils tiennent alors lieu de pourboire. Dans des pays comme le Royaume-Uni, l’Italie, le Brésil, l’Inde, les Émirats arabes unis et la Turquie, des frais de service sont souvent ajoutés aux additions des restaurants et des bars : l’outil vous rappelle donc de vérifier l’addition avant de laisser davantage.',
        },
      ],
    },
    'lakh-crore-converter': {
      title: 'Convertisseur lakh et crore',
      description:
        'Convertissez lakhs et crores en millions et milliards, avec le groupement des chiffres à l’indienne.',
      keywords: [
        'lakh en million',
        'crore en million',
        'crore en milliard',
        'lakh',
        'crore',
        'système de numération indien',
        'roupies',
      ],
      faqs: [
        {
          question: 'Combien valent un lakh et un crore ?',
          answer:
            'Un lakh vaut 100 000 (écrit 1,00,000 en Inde) et un crore 10 millions (1,00,00,000). Donc 1 crore = 100 lakhs, et 10 lakhs = 1 million.',
        },
        {
          question: 'Comment convertir des crores en millions ?',
          answer:
            'Multipliez par 10 : 1,5 crore fait 15 millions, et 25 crores 250 millions. Pour passer des millions aux crores, divisez par 10.',
        },
        {
          question: 'Pourquoi les séparateurs ne sont-ils pas aux mêmes endroits ?',
          answer:
            'Le système indien groupe les trois derniers chiffres, puis les chiffres deux par deux (1,25,00,000), alors que le système international les groupe par trois (12 500 000 en français, 12,500,000 en anglais). Le nombre est le même.',
        },
      ],
    },
    'plug-voltage-checker': {
      title: 'Prises électriques et tension par pays',
      description:
        'Trouvez les types de prises, la tension et la fréquence de votre destination, et si vous avez besoin d’un adaptateur.',
      keywords: [
        'adaptateur de voyage',
        'type de prise',
        'prise électrique par pays',
        'tension électrique',
        'convertisseur de tension',
        'adaptateur prise États-Unis',
        'prise américaine',
        'voltage',
      ],
      faqs: [
        {
          question: 'Ai-je besoin d’un adaptateur de prise ou d’un convertisseur de tension ?',
          answer:
            'Un adaptateur ne change que la forme de la fiche ; un convertisseur de tension (transformateur) change la tension. Regardez l’étiquette de l’appareil : si elle indique INPUT 100–240V, comme la plupart des chargeurs de téléphone, de tablette et d’ordinateur portable, un adaptateur suffit. Un appareil prévu uniquement pour 120 V, comme beaucoup de sèche-cheveux américains, a besoin d’un convertisseur abaisseur dans les pays en 220–240 V.',
        },
        {
          question: 'Puis-je utiliser mes fiches et appareils américains au Japon ?',
          answer:
            'Les fiches s’adaptent : le Japon utilise les types A et B comme les États-Unis, même si beaucoup de prises n’acceptent que deux broches et que certaines ne prennent pas la broche plus large d’une fiche polarisée. Le secteur japonais est en 100 V, moins que les 120 V pour lesquels les appareils américains sont conçus : les chargeurs bi-tension fonctionnent tels quels, tandis que les autres appareils peuvent fonctionner au ralenti et s’utilisent mieux avec un convertisseur élévateur.',
        },
        {
          question: 'Est-ce important qu’un pays utilise 50 Hz au lieu de 60 Hz ?',
          answer:
            'Les chargeurs et la plupart des appareils électroniques acceptent les deux fréquences (leur étiquette indique 50/60 Hz). Les moteurs, horloges et minuteurs conçus pour une fréquence peuvent tourner plus lentement ou plus vite sur l’autre, et certains appareils peuvent surchauffer. Un convertisseur de tension ne change pas la fréquence. Le Japon utilise 50 Hz à l’est et 60 Hz à l’ouest.',
        },
      ],
    },
    'international-shoe-size-converter': {
      title: 'Convertisseur de pointures',
      description:
        'Convertissez les pointures entre tailles US, UK, européennes et centimètres, pour hommes et femmes.',
      keywords: [
        'conversion pointure',
        'pointure US en EU',
        'pointure américaine',
        'pointure anglaise',
        'taille chaussure UK',
        'équivalence pointure',
        'longueur du pied',
        'pointure en cm',
      ],
      faqs: [
        {
          question: 'Comment le convertisseur calcule-t-il ma pointure ?',
          answer:
            'Il passe par la longueur de votre pied. Les pointures US et UK utilisent la longueur du pied en pouces : US hommes = 3 × pouces − 22, US femmes = 3 × pouces − 21, UK = 3 × pouces − 23. Les pointures européennes comptent la forme de la chaussure en points de Paris de 2/3 cm : EU = 1,5 × (longueur du pied en cm + 1,75), les 1,75 cm étant l’espace qu’une chaussure laisse devant les orteils. Les pointures US et UK sont arrondies à la demi-pointure la plus proche, les pointures européennes à la pointure entière.',
        },
        {
          question: 'Les pointures hommes et femmes sont-elles différentes ?',
          answer:
            'Seulement dans le système américain ici : pour un même pied, la pointure US femme dépasse d’un point celle de l’homme (un pied de 10 pouces chausse du 8 homme et du 9 femme). Les pointures UK et européennes utilisent une seule échelle pour tous : ce pied fait donc du UK 7 et du 41 européen dans les deux cas.',
        },
        {
          question: 'Pourquoi le guide des tailles d’une marque ne correspond-il pas exactement ?',
          answer:
            'Chaque marque fabrique ses chaussures sur ses propres formes et arrondit à ses propres pas : les guides pour un même pied diffèrent souvent d’une demi-pointure, et l’équivalent européen d’une pointure UK peut varier d’une pointure entière (la norme ISO 19407 associe le UK 6 au 39, certains guides de marque au 39,5 ou au 40). Comptez une demi-pointure de plus ou de moins, mesurez votre pied du talon au plus long orteil sur le pied le plus long, et utilisez le tableau de longueur de pied de la marque quand il existe.',
        },
      ],
    },
  },
  categories: {
    finance: {
      name: 'Finances',
      description:
        'Intérêts, prêts, inflation, salaires, pourboires et impôts calculés en quelques secondes.',
      longDescription:
        'Vos questions d’argent réglées avec des formules transparentes : intérêts composés, tableaux d’amortissement, prix corrigés de l’inflation, conversions de salaire, réserve d’impôts pour freelances et plus. Chaque chiffre est calculé dans votre navigateur et rien de ce que vous saisissez ne quitte votre appareil.',
    },
    time: {
      name: 'Date et heure',
      description: 'Âges, comptes à rebours, jours ouvrés, numéros de semaine et horloges du monde entier.',
      longDescription:
        'Des calculs de dates qui respectent le calendrier, pour les questions du quotidien : quel âge ai-je, combien de jours avant une fête, combien de jours ouvrés sur une période, quel jour de la semaine tombait une date et quelle heure il est dans une autre ville.',
    },
    baking: {
      name: 'Cuisine et pâtisserie',
      description:
        'Tasses en grammes, beurre, moules, œufs, altitude, pâtes et températures de cuisson sûres.',
      longDescription:
        'Conversions et calculs de cuisine pour les pâtissiers et cuisiniers amateurs : convertir des tasses en grammes selon l’ingrédient, changer de taille de moule, adapter une recette, corriger pour l’altitude, préparer une pâte et vérifier qu’un aliment est cuit à une température sûre.',
    },
    dev: {
      name: 'Développeurs',
      description: 'UUID, formatage JSON, images en Base64, expressions régulières et test de clavier.',
      longDescription:
        'Les petits utilitaires que les développeurs utilisent tous les jours, exécutés en local pour coller des données privées en toute sécurité : générer des UUID, formater et valider du JSON, tester des expressions régulières, encoder des images en Base64 et tester un clavier.',
    },
    calculators: {
      name: 'Calculateurs',
      description: 'Pourcentages, unités, températures, chiffres romains, IMC et calculatrice simple.',
      longDescription:
        'Des calculateurs et convertisseurs rapides et précis pour l’école, le travail et la maison : pourcentages, conversions d’unités et de températures, chiffres romains, nombres en lettres, IMC et plus, avec le détail du calcul.',
    },
    text: {
      name: 'Texte',
      description: 'Changer la casse, supprimer les sauts de ligne et créer des slugs d’URL propres.',
      longDescription:
        'Nettoyez et remaniez du texte sans l’envoyer nulle part : passez en casse de titre, camelCase, snake_case et autres, supprimez les sauts de ligne indésirables et transformez des titres en slugs optimisés pour le SEO.',
    },
    generators: {
      name: 'Générateurs',
      description: 'Mots de passe robustes, nombres aléatoires, QR codes et roue de décision.',
      longDescription:
        'Des générateurs qui utilisent la source aléatoire cryptographique de votre navigateur : mots de passe robustes, nombres aléatoires équitables, QR codes pour liens et textes, et une roue à faire tourner quand vous n’arrivez pas à vous décider.',
    },
    'around-the-world': {
      name: 'Autour du monde',
      description: 'Usages du pourboire, prises et tension, pointures, et nombres en lakhs et crores.',
      longDescription:
        'Des aides pour voyager et passer les frontières : combien laisser de pourboire dans chaque pays, quelles prises et quelle tension prévoir, comment convertir les pointures d’un système à l’autre, et comment les lakhs et crores indiens se comparent aux millions.',
    },
  },
  answerPages: {
    'how-much-butter-is-one-stick': {
      title: 'Combien pèse un stick de beurre ?',
      description:
        'Un stick de beurre américain correspond à 1/2 tasse, 8 cuillères à soupe, 4 onces ou 113 grammes.',
    },
    'how-many-cups-is-one-stick': {
      title: 'Un stick de beurre, c’est combien de tasses ?',
      description:
        'Un stick de beurre américain fait 1/2 tasse, soit l’équivalent de 8 cuillères à soupe ou 113 grammes.',
    },
  },
} satisfies CatalogueTranslation;
