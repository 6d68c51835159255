/**
 * French legal texts, translated from the English ones (en.ts) with the same sections, facts and EU
 * references and the usual French terms (Mentions légales, Conditions générales de vente, Droit de
 * rétractation, Politique de confidentialité, RGPD, bons à usages multiples); the withdrawal page
 * follows the official French wording of Directive 2011/83/EU, Annex I. Like the English texts they
 * name no national law or authority. Vous-form; French typography (&nbsp; before : ; ? and inside « »).
 * Labels quoted from the site are those of the French catalogues (footer, header).
 */

import { type Builder, type CookieTexts, type LegalTexts, type SafeFacts, cookieTable, page } from './shared';

const COOKIE_TEXTS: CookieTexts = {
  head: ['Nom', 'Catégorie', 'Fournisseur', 'Finalité', 'Durée de conservation'],
  categories: { necessary: 'Nécessaires', statistics: 'Statistiques', marketing: 'Marketing' },
  rows: {
    shop_session: { purpose: 'Maintient votre session&nbsp;: panier, connexion à votre compte et commande&nbsp;; protège contre les abus.', lifetime: '90 jours' },
    cookie_consent: { purpose: 'Enregistre votre choix dans les paramètres des cookies afin que nous ne vous le redemandions pas à chaque visite.', lifetime: '12 mois' },
    shop_rollout: { purpose: 'Pendant l’introduction progressive d’une nouvelle version du site, vous maintient sur l’une des deux versions afin qu’elle ne change pas d’une page à l’autre. Ne contient qu’un nombre aléatoire.', lifetime: '180 jours' },
    _ga: { purpose: 'Google Analytics&nbsp;: distingue les visiteurs au moyen d’un identifiant aléatoire afin que nous puissions analyser l’utilisation du site.', lifetime: '2 ans' },
    '_ga_*': { purpose: 'Google Analytics&nbsp;: conserve l’état de la session en cours (pages vues, durée).', lifetime: '2 ans' },
    _gcl_au: { purpose: 'Google Ads&nbsp;: associe une commande à l’annonce à l’origine de votre visite (mesure des conversions).', lifetime: '90 jours' },
    'shop.tracking.clickId': { purpose: 'Stockage local (pas un cookie)&nbsp;: mémorise l’identifiant de clic d’une annonce (gclid) afin que la commande puisse lui être attribuée.', lifetime: '90 jours' },
  },
};

function registerFr(f: SafeFacts): string {
  const lines = [
    f.registerCourt === null ? null : `Registre&nbsp;: ${f.registerCourt}`,
    f.registerNumber === null ? null : `Numéro d’immatriculation&nbsp;: ${f.registerNumber}`,
  ].filter((line) => line !== null);
  return lines.length === 0 ? '' : `<h2>Immatriculation</h2>\n<p>${lines.join('<br>')}</p>`;
}

const imprintFr: Builder = (f) =>
  page(
    'imprint',
    'Mentions légales',
    `<h2>Informations sur la société</h2>
    ${f.address}
    <p><strong>Forme juridique&nbsp;:</strong> ${f.legalForm}<br>
    <strong>Représentée par&nbsp;:</strong> ${f.representatives}</p>
    <h2>Contact</h2>
    <p>E-mail&nbsp;: ${f.supportEmail}<br>
    Téléphone&nbsp;: ${f.supportPhone}<br>
    Demandes professionnelles&nbsp;: ${f.businessEmail}</p>
    ${registerFr(f)}
    <h2>TVA</h2>
    <p>Numéro d’identification à la TVA&nbsp;: ${f.vatNumber}</p>
    <h2>Responsable de la publication</h2>
    <p>${f.firstRepresentative}, ${f.addressLine}</p>
    <h2>Règlement des litiges de consommation</h2>
    <p>Nous ne sommes ni disposés ni tenus à participer à une procédure de règlement des litiges devant un organisme de médiation de la consommation. Pour toute question ou réclamation, veuillez contacter notre service client à l’adresse ${f.supportEmail}.</p>
    <h2>Contenus et liens</h2>
    <p>Nous élaborons le contenu de ce site avec le plus grand soin, mais ne pouvons garantir qu’il soit à tout moment complet et à jour&nbsp;; les informations sur les enseignes partenaires sont en partie fournies par ces enseignes. Nous ne sommes pas responsables du contenu des sites externes vers lesquels nous renvoyons. Les noms et logos des enseignes partenaires sont des marques de leurs titulaires et ne sont utilisés que pour indiquer où une carte cadeau peut être utilisée.</p>`,
  );

const termsFr: Builder = (f) =>
  page(
    'terms',
    'Conditions générales de vente',
    `<h2>1. Champ d’application et vendeur</h2>
    <p>Les présentes conditions s’appliquent à toutes les commandes passées sur la boutique en ligne ${f.storefrontName} à l’adresse ${f.site}. Le vendeur est ${f.addressLine} (e-mail&nbsp;: ${f.supportEmail}, téléphone&nbsp;: ${f.supportPhone}). Des conditions différentes du client ne s’appliquent que si nous les acceptons par écrit. Les dispositions impératives de protection des consommateurs du pays où vous résidez ne sont pas affectées.</p>
    <h2>2. Cartes cadeaux</h2>
    <p>Nous vendons des cartes cadeaux multi-enseignes (bons à usages multiples). Une carte cadeau permet à son porteur de dépenser son solde, en totalité ou en partie, auprès des enseignes partenaires indiquées pour cette carte sur notre site. Les cartes cadeaux sont disponibles sous forme de <strong>carte cadeau numérique</strong>, envoyée par e-mail avec le numéro de carte et le code PIN ou un code, et sous forme de <strong>carte cadeau physique</strong>, envoyée par la poste. La description du produit au moment de votre commande indique les enseignes partenaires, les montants disponibles et les éventuelles conditions particulières d’utilisation.</p>
    <h2>3. Conclusion du contrat</h2>
    <p>La présentation des cartes cadeaux dans la boutique ne constitue pas une offre ferme. En cliquant sur le bouton «&nbsp;Commander et payer&nbsp;», vous faites une offre ferme d’achat des articles de votre panier&nbsp;; vous pouvez auparavant vérifier et corriger toutes vos saisies. Nous accusons réception de votre commande par e-mail. Le contrat est conclu lorsque nous acceptons votre commande par une confirmation de commande ou par l’envoi de la carte cadeau. Nous conservons le texte du contrat et vous envoyons le détail de la commande ainsi que les présentes conditions avec la confirmation de commande.</p>
    <h2>4. Prix et paiement</h2>
    <p>Le prix d’une carte cadeau correspond à sa valeur. Les cartes cadeaux étant des bons à usages multiples, leur vente n’est pas soumise à la TVA&nbsp;; la TVA est due lors de l’utilisation de la carte. Les frais de port et les services optionnels sont indiqués dans le panier, TVA comprise, avant votre commande. Vous pouvez payer avec les moyens de paiement proposés lors de la commande. Les cartes cadeaux ne sont activées qu’après réception du paiement. Nous pouvons refuser une commande en cas de soupçon fondé de fraude et remboursons alors immédiatement tout paiement.</p>
    <h2>5. Livraison</h2>
    <p>Les cartes cadeaux numériques sont envoyées à l’adresse e-mail indiquée lors de la commande, généralement quelques minutes après le paiement et au plus tard dans les 24 heures si un contrôle de sécurité est nécessaire, ou à la date de livraison que vous avez choisie. Les cartes cadeaux physiques sont envoyées par la poste, généralement sous 1 à 3 jours ouvrés après le paiement, dans le pays de la boutique. Pour des raisons de sécurité, les cartes physiques peuvent être expédiées inactives&nbsp;; elles doivent alors être activées sur notre site comme indiqué dans le courrier qui les accompagne.</p>
    <h2>6. Validité</h2>
    <p>Les cartes cadeaux sont valables au moins trois ans à compter de la fin de l’année au cours de laquelle elles ont été achetées, sauf si une durée plus longue est indiquée sur la carte ou dans la description du produit, ou imposée par la loi de votre pays.</p>
    <h2>7. Utilisation, consultation du solde et échange</h2>
    <p>Les cartes cadeaux s’utilisent auprès des enseignes partenaires selon leurs conditions d’utilisation, en magasin ou en ligne, en une ou plusieurs fois&nbsp;; tout solde restant demeure valable jusqu’à l’expiration de la carte. Vous pouvez vérifier gratuitement le solde et la validité sur notre site, rubrique «&nbsp;Vérifier le solde&nbsp;». Lorsque le site le propose, vous pouvez échanger la totalité du solde restant contre une carte cadeau d’une autre enseigne partenaire qui y est indiquée&nbsp;; la carte d’origine perd alors sa validité.</p>
    <h2>8. Pas de remboursement en espèces</h2>
    <p>Le solde d’une carte cadeau n’est pas remboursable en espèces, ne produit pas d’intérêts et ne peut pas être viré sur un compte bancaire. Les droits légaux au remboursement, notamment après une rétractation, ne sont pas affectés.</p>
    <h2>9. Perte, vol et utilisation frauduleuse</h2>
    <p>Toute personne qui connaît le numéro de la carte et le code PIN peut dépenser le solde&nbsp;: conservez-les donc en lieu sûr. Signalez sans délai la perte ou le vol d’une carte à ${f.supportEmail} ou au ${f.supportPhone}. Si vous pouvez prouver l’achat, nous bloquons le solde non encore dépensé et émettons gratuitement une carte de remplacement. Nous ne sommes pas responsables du solde dépensé avant le blocage de la carte, sauf si cela nous est imputable.</p>
    <h2>10. Droit de rétractation</h2>
    <p>Les consommateurs disposent d’un droit de rétractation légal&nbsp;; consultez notre page Droit de rétractation, qui contient le modèle de formulaire de rétractation. Vous pouvez également vous rétracter au moyen du bouton «&nbsp;Se rétracter du contrat&nbsp;» en bas de page de notre site.</p>
    <h2>11. Responsabilité</h2>
    <p>Les garanties légales s’appliquent. Notre responsabilité est illimitée en cas de faute intentionnelle ou de faute lourde, d’atteinte à la vie, à l’intégrité physique ou à la santé, ainsi qu’au titre de la responsabilité du fait des produits défectueux. En cas de négligence légère, nous ne sommes responsables qu’en cas de manquement à une obligation contractuelle essentielle, et dans la limite du dommage prévisible et typique de ce type de contrat. L’enseigne partenaire est seule responsable des biens et services que vous achetez avec une carte cadeau.</p>
    <h2>12. Droit applicable et litiges</h2>
    <p>Le droit du pays de notre siège social s’applique, à l’exclusion de la Convention des Nations unies sur les contrats de vente internationale de marchandises&nbsp;; si vous êtes consommateur, ce choix de loi ne vous prive pas de la protection que vous assurent les dispositions impératives du droit du pays de votre résidence habituelle. Nous ne sommes ni disposés ni tenus à participer à une procédure de règlement des litiges devant un organisme de médiation de la consommation. Si une disposition des présentes conditions était invalide, les autres dispositions resteraient en vigueur.</p>`,
  );

const withdrawalFr: Builder = (f) =>
  page(
    'withdrawal',
    'Droit de rétractation',
    `<h2>Droit de rétractation</h2>
    <p>Vous avez le droit de vous rétracter du présent contrat sans donner de motif dans un délai de 14 jours. Le délai de rétractation expire 14 jours après</p>
    <ul>
    <li>le jour de la conclusion du contrat, pour les cartes cadeaux numériques (contenu numérique non fourni sur un support matériel)&nbsp;;</li>
    <li>le jour où vous-même, ou un tiers autre que le transporteur et désigné par vous, prend physiquement possession du bien, pour les cartes cadeaux physiques&nbsp;; si vous avez commandé plusieurs cartes cadeaux physiques dans une même commande et qu’elles sont livrées séparément, le jour où vous-même ou ce tiers prend physiquement possession de la dernière carte.</li>
    </ul>
    <p>Pour exercer le droit de rétractation, vous devez nous notifier (${f.addressLine}, e-mail&nbsp;: ${f.supportEmail}, téléphone&nbsp;: ${f.supportPhone}) votre décision de rétractation du présent contrat au moyen d’une déclaration dénuée d’ambiguïté (par exemple, lettre envoyée par la poste ou courrier électronique). Vous pouvez utiliser le modèle de formulaire de rétractation ci-dessous, mais ce n’est pas obligatoire. Vous pouvez également utiliser le bouton <strong>«&nbsp;Se rétracter du contrat&nbsp;»</strong> en bas de page de notre site&nbsp;; nous accuserons réception de votre rétractation par e-mail sans délai.</p>
    <p>Pour que le délai de rétractation soit respecté, il suffit que vous transmettiez votre communication relative à l’exercice du droit de rétractation avant l’expiration du délai de rétractation.</p>
    <h2>Effets de la rétractation</h2>
    <p>En cas de rétractation de votre part du présent contrat, nous vous rembourserons tous les paiements reçus de vous, y compris les frais de livraison (à l’exception des frais supplémentaires découlant du fait que vous avez choisi un mode de livraison autre que le mode moins coûteux de livraison standard proposé par nous), sans retard excessif et, en tout état de cause, au plus tard 14 jours à compter du jour où nous sommes informés de votre décision de rétractation du présent contrat. Nous procéderons au remboursement en utilisant le même moyen de paiement que celui que vous aurez utilisé pour la transaction initiale, sauf si vous convenez expressément d’un moyen différent&nbsp;; en tout état de cause, ce remboursement n’occasionnera aucun frais pour vous. Le solde des cartes cadeaux concernées est bloqué dès réception de votre rétractation.</p>
    <p>Pour les cartes cadeaux physiques, nous pouvons différer le remboursement jusqu’à ce que nous ayons reçu le bien ou jusqu’à ce que vous ayez fourni une preuve d’expédition du bien, la date retenue étant celle du premier de ces faits. Vous devez renvoyer le bien à ${f.addressLine} sans retard excessif et, en tout état de cause, au plus tard 14 jours après que vous nous aurez communiqué votre décision de rétractation du présent contrat. Ce délai est réputé respecté si vous renvoyez le bien avant l’expiration du délai de 14 jours. Nous prendrons en charge les frais de renvoi du bien. Votre responsabilité n’est engagée qu’à l’égard de la dépréciation du bien résultant de manipulations autres que celles nécessaires pour établir la nature, les caractéristiques et le bon fonctionnement de ce bien.</p>
    <h2>Expiration anticipée</h2>
    <p>Pour les cartes cadeaux numériques, le droit de rétractation prend fin dès que nous avons commencé l’exécution du contrat, si vous avez expressément consenti à ce que l’exécution commence avant la fin du délai de rétractation, reconnu que vous perdez ainsi votre droit de rétractation et reçu notre confirmation sur un support durable. Nous vous demandons ce consentement lors de la commande&nbsp;; si vous ne le donnez pas, votre droit de rétractation subsiste jusqu’à la fin du délai de rétractation.</p>
    <h2>Modèle de formulaire de rétractation</h2>
    <p><em>(Veuillez compléter et renvoyer le présent formulaire uniquement si vous souhaitez vous rétracter du contrat.)</em></p>
    <ul>
    <li>À l’attention de ${f.addressLine}, e-mail&nbsp;: ${f.supportEmail}</li>
    <li>Je/Nous (*) vous notifie/notifions (*) par la présente ma/notre (*) rétractation du contrat portant sur la vente du bien (*)/pour la fourniture du contenu numérique (*) ci-dessous</li>
    <li>Commandé le (*)/reçu le (*)</li>
    <li>Nom du (des) consommateur(s)</li>
    <li>Adresse du (des) consommateur(s)</li>
    <li>Signature du (des) consommateur(s) (uniquement en cas de notification du présent formulaire sur papier)</li>
    <li>Date</li>
    </ul>
    <p>(*) Rayez la mention inutile.</p>`,
  );

const privacyFr: Builder = (f) =>
  page(
    'privacy',
    'Politique de confidentialité',
    `<p>La présente politique explique quelles données personnelles nous traitons lorsque vous consultez ${f.storefrontName}, achetez des cartes cadeaux, vérifiez un solde ou échangez une carte, et quels sont vos droits en vertu du règlement général sur la protection des données (RGPD) et des législations comparables en matière de protection des données.</p>
    <h2>1. Responsable du traitement et contact</h2>
    ${f.address}
    <p>E-mail&nbsp;: ${f.supportEmail}<br>Téléphone&nbsp;: ${f.supportPhone}</p>
    <p>Vous pouvez joindre notre délégué à la protection des données à l’adresse ${f.dataProtectionEmail}.</p>
    <h2>2. Finalités et bases juridiques</h2>
    <ul>
    <li><strong>Commandes et livraison</strong> (nom, adresses, e-mail, coordonnées du destinataire, message d’accompagnement, données de commande et de paiement)&nbsp;: exécution du contrat, article 6.1.b du RGPD.</li>
    <li><strong>Compte client, consultation du solde et échange</strong> (identifiants de connexion, numéro de carte, code PIN, solde, transactions, adresse IP)&nbsp;: article 6.1.b du RGPD.</li>
    <li><strong>Comptabilité et obligations fiscales</strong>&nbsp;: obligation légale, article 6.1.c du RGPD.</li>
    <li><strong>Prévention de la fraude et sécurité informatique</strong> (données de commande, d’appareil et de connexion&nbsp;; journaux du serveur conservés 7 jours)&nbsp;: intérêts légitimes, article 6.1.f du RGPD. Aucune décision n’est fondée exclusivement sur un traitement automatisé (article 22 du RGPD).</li>
    <li><strong>Newsletter, statistiques et mesure de l’efficacité publicitaire</strong>&nbsp;: consentement, article 6.1.a du RGPD, que vous pouvez retirer à tout moment.</li>
    </ul>
    <h2>3. Prestataires de paiement</h2>
    <p>Les paiements sont traités par des prestataires de services de paiement agissant en qualité de responsables de traitement indépendants, notamment Adyen N.V., Amsterdam, Pays-Bas (cartes et moyens de paiement locaux) et PayPal (Europe) S.à r.l. et Cie, S.C.A., Luxembourg. Les données de carte ne parviennent jamais à nos serveurs.</p>
    <h2>4. Destinataires et transferts</h2>
    <p>Nous ne communiquons des données que lorsque c’est nécessaire&nbsp;: à des sous-traitants liés par un contrat de sous-traitance (hébergement dans l’UE, envoi d’e-mails, logiciel de service client), aux services postaux pour les cartes physiques, aux enseignes partenaires (numéro de carte et solde uniquement) et aux autorités lorsque la loi l’exige. Google peut transférer des données vers les États-Unis&nbsp;; Google LLC est certifiée au titre du cadre de protection des données UE–États-Unis (EU-US Data Privacy Framework), et des clauses contractuelles types s’appliquent en complément.</p>
    <h2>5. Durée de conservation</h2>
    <p>Les données de commande, de facturation et comptables sont conservées pendant la durée imposée par le droit commercial et fiscal (jusqu’à 10 ans)&nbsp;; les données des cartes cadeaux et des soldes jusqu’à l’expiration de la carte et de tout délai de prescription&nbsp;; les données du compte jusqu’à la suppression de votre compte&nbsp;; les demandes adressées au service client pendant 3 ans&nbsp;; les cookies selon les durées indiquées dans la politique relative aux cookies.</p>
    <h2>6. Vos droits</h2>
    <p>Vous disposez d’un droit d’accès (article 15 du RGPD), de rectification (article 16), d’effacement (article 17), à la limitation du traitement (article 18), à la portabilité des données (article 20) et d’opposition (article 21), en particulier à tout moment à la prospection commerciale. Adressez votre demande à ${f.dataProtectionEmail}. Vous avez également le droit d’introduire une réclamation auprès d’une autorité de contrôle, notamment dans le pays où vous résidez ou travaillez.</p>
    <h2>7. Cookies</h2>
    <p>Nous utilisons des cookies nécessaires et, uniquement avec votre consentement, des cookies de statistiques et de marketing. Vous trouverez les détails dans notre politique relative aux cookies&nbsp;; vous pouvez modifier votre choix à tout moment via le lien «&nbsp;Paramètres des cookies&nbsp;» en bas de page.</p>`,
  );

const cookiesFr: Builder = (f) =>
  page(
    'cookies',
    'Politique relative aux cookies',
    `<p>Les cookies sont de petits fichiers texte que votre navigateur enregistre lorsque vous consultez ${f.storefrontName}&nbsp;; le stockage local du navigateur fonctionne de manière similaire. Nous déposons les cookies nécessaires sans consentement. Tous les autres cookies ne sont déposés qu’après votre accord dans les paramètres des cookies.</p>
    <h2>Catégories</h2>
    <ul>
    <li><strong>Nécessaires&nbsp;:</strong> indispensables au panier, à la connexion, à la commande et à la sécurité. Ils ne peuvent pas être désactivés.</li>
    <li><strong>Statistiques&nbsp;:</strong> nous aident à comprendre comment le site est utilisé afin de l’améliorer. Uniquement avec votre consentement.</li>
    <li><strong>Marketing&nbsp;:</strong> mesurent les résultats de nos publicités. Uniquement avec votre consentement.</li>
    </ul>
    <h2>Cookies utilisés</h2>
    ${cookieTable(COOKIE_TEXTS, f)}
    <h2>Modifier ou retirer votre choix</h2>
    <p>Vous pouvez modifier votre choix à tout moment via le lien <strong>«&nbsp;Paramètres des cookies&nbsp;»</strong> en bas de chaque page&nbsp;; le retrait vaut pour l’avenir. Vous pouvez aussi supprimer ou bloquer les cookies dans les paramètres de votre navigateur&nbsp;; si vous bloquez les cookies nécessaires, le panier et la commande ne fonctionneront plus.</p>
    <p>Des questions&nbsp;? Écrivez à ${f.dataProtectionEmail}. Vous trouverez plus d’informations dans notre politique de confidentialité.</p>`,
  );

const accessibilityFr: Builder = (f) =>
  page(
    'accessibility',
    'Déclaration d’accessibilité',
    `<p>${f.legalName} souhaite que chacun puisse utiliser ${f.storefrontName} (${f.site}) sans obstacle. La présente déclaration décrit le service et la manière dont il satisfait aux exigences d’accessibilité de l’acte européen sur l’accessibilité (directive (UE) 2019/882).</p>
    <h2>Le service</h2>
    <p>${f.storefrontName} est une boutique en ligne de cartes cadeaux. Vous pouvez rechercher et comparer des cartes cadeaux, choisir un montant, un design et un message, commander une carte par e-mail ou par la poste et la payer, vérifier un solde, activer et échanger des cartes, utiliser un compte client avec vos commandes et factures, et contacter le service client. La commande se déroule en étapes clairement identifiées, et vous pouvez à tout moment revenir en arrière et modifier vos informations avant de passer commande.</p>
    <h2>Comment nous satisfaisons aux exigences</h2>
    <p>Le site suit la norme EN 301 549 et les règles pour l’accessibilité des contenus web (WCAG) 2.1, niveau AA&nbsp;:</p>
    <ul>
    <li><strong>Clavier&nbsp;:</strong> toutes les fonctions, y compris les menus, les boîtes de dialogue et la commande, sont utilisables au clavier seul, avec un indicateur de focus visible.</li>
    <li><strong>Lecteurs d’écran&nbsp;:</strong> les pages sont structurées par des titres, des régions et des listes&nbsp;; les images ont des alternatives textuelles et les éléments interactifs des intitulés clairs. Nous testons avec NVDA, JAWS, VoiceOver et TalkBack.</li>
    <li><strong>Contraste et affichage&nbsp;:</strong> le texte présente un rapport de contraste d’au moins 4,5:1&nbsp;; les pages peuvent être agrandies jusqu’à 200&nbsp;% et fonctionnent dès 320 pixels CSS de large sans défilement horizontal.</li>
    <li><strong>Formulaires&nbsp;:</strong> chaque champ a une étiquette&nbsp;; les erreurs sont décrites par un texte, affichées à côté du champ et annoncées.</li>
    <li><strong>Contrôles de sécurité&nbsp;:</strong> une vérification invisible en arrière-plan plutôt qu’un puzzle d’images.</li>
    </ul>
    <h2>Limites connues</h2>
    <ul>
    <li>Certains logos de partenaires et designs de cartes n’ont que de courtes alternatives textuelles.</li>
    <li>Les factures PDF ne sont pas encore entièrement balisées (PDF/UA)&nbsp;; nous vous envoyons une version accessible sur demande.</li>
    <li>Les pages de paiement et les vérifications 3-D Secure des prestataires de paiement externes échappent à notre contrôle.</li>
    </ul>
    <p>La présente déclaration repose sur une auto-évaluation et est réexaminée au moins une fois par an.</p>
    <h2>Retours et contact</h2>
    <p>Si vous rencontrez un obstacle ou avez besoin d’informations dans un autre format, écrivez à ${f.supportEmail} ou appelez le ${f.supportPhone}. Nous répondons dans un délai de deux semaines.</p>
    <h2>Voies de recours</h2>
    <p>Si vous estimez que notre service ne satisfait pas aux exigences d’accessibilité, vous pouvez vous adresser à l’autorité de surveillance du marché chargée de l’accessibilité des services dans votre pays.</p>`,
  );

export const fr: LegalTexts = {
  management: 'la direction',
  pages: [imprintFr, termsFr, withdrawalFr, privacyFr, cookiesFr, accessibilityFr],
};
